#include "CICUShim.h"
#include <unicode/uversion.h>
int rk_icu_version_major(void) { return U_ICU_VERSION_MAJOR_NUM; }
