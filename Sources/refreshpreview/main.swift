import RefreshCommandLine
import RefreshFoundation
import RefreshSupport

FileDescriptorWriter.reserveStandardDescriptors()
// A parent may have blocked these (threads of many runtimes and test runners do, and children
// inherit the mask): a program that cannot be interrupted or terminated would outlive its caller,
// for example `last-updated --batch` reading an endless stream.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
for stop in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&stopSignals, stop) }
pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
// Before the C library reads a zone file or fontconfig its configuration: the files the
// environment names (a FIFO there would hang the program, /dev/zero fill its memory).
for warning in EnvironmentFiles.setAsideUnsafeFiles() { Output.warning(warning) }
exit(RefreshPreview.main(Array(CommandLine.arguments.dropFirst())))
