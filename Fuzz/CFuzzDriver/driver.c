// The declaration in CFuzzDriver.h is all this target provides; libFuzzer itself is linked by
// each harness (libclang_rt.fuzzer_no_main).
#include "CFuzzDriver.h"
