import CFuzzDriver

#if canImport(Glibc)
    import Glibc
#endif

// libFuzzer parses the command line (corpus folders, -max_total_time=N, ...) and calls back with
// each input.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(UnsafeBufferPointer(start: data, count: size)) })
