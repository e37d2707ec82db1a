// A helper for the crash-safety tests of FileLastUpdatedStore: writes dates in a loop and prints
// each write once `setDate` has returned, so a test can kill it at any moment and know which
// writes must be on disk.
//
//   refreshkit-store-writer FILE PREFIX [--slots N] [--count N]
//
// Write n (from 1) stores the date n (seconds since 1970) under "PREFIX.N" (n modulo N with
// --slots, else "PREFIX.n"), then prints "KEY n". Without --count it writes until killed.
import Foundation
import RefreshStore
import RefreshSupport

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String, status: Int32) -> Never {
    FileDescriptorWriter.errorLine("error: \(message)")
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var options: [String: Int] = [:]
for name in ["--slots", "--count"] {
    guard let index = arguments.firstIndex(of: name) else { continue }
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
        fail("\(name) takes a whole number greater than 0", status: 64)
    }
    options[name] = value
    arguments.removeSubrange(index...index + 1)
}
guard arguments.count == 2 else {
    fail("usage: refreshkit-store-writer FILE PREFIX [--slots N] [--count N]", status: 64)
}
let store = FileLastUpdatedStore(url: URL(fileURLWithPath: arguments[0])) { warning in
    FileDescriptorWriter.errorLine("warning: \(warning)")
}
let prefix = arguments[1]
var n = 0
while options["--count"].map({ n < $0 }) ?? true {
    n += 1
    let key = options["--slots"].map { "\(prefix).\(n % $0)" } ?? "\(prefix).\(n)"
    do {
        try store.setDate(Date(timeIntervalSince1970: Double(n)), forKey: key)
    } catch {
        fail("\(error)", status: 1)
    }
    // One write(2) per line (it is short): a line is either wholly in the pipe or not at all.
    do {
        try FileDescriptorWriter.write("\(key) \(n)\n", to: FileDescriptorWriter.standardOutput)
    } catch {
        fail("cannot write to standard output: \(error)", status: 1)
    }
}
