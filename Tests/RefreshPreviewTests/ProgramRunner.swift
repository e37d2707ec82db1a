import Foundation
import RefreshTestSupport
import Testing

/// Runs the built `refreshpreview` as a person would, and collects what it prints.
enum Program {
    /// The repository's top-level folder.
    static let root = Repository.root

    /// The program, built beside the test bundle (this test target depends on it).
    static let binary: String = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("refreshpreview").path

    /// An empty home and config folder, so skins a developer installed never change the output.
    static let home: String = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refreshpreview-e2e-\(UUID().uuidString)"
        )
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }()

    /// Waits until `condition` holds, checking it every 50 ms, up to `seconds` (generous: a bound
    /// on a test that would otherwise hang, never a measure of speed); returns whether it held.
    static func waitUntil(seconds: Double = 15, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    /// What one run printed and how it ended.
    struct Run: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String

        var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// Runs the program with `arguments` from the repository's folder, `input` on standard input,
    /// and a clean environment (no colour, no user skins). `prefix` runs it through another
    /// program (for example `setpriv` to drop privileges).
    static func run(
        _ arguments: [String],
        input: String = "",
        prefix: [String] = [],
        binary: String = Program.binary,
        environment extra: [String: String] = [:]
    ) throws -> Run {
        let process = Process()
        if prefix.isEmpty {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: prefix[0])
            process.arguments = Array(prefix.dropFirst()) + [binary] + arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": home + "/config", "NO_COLOR": "1",
            "SWIFT_BACKTRACE": "enable=no", "LANG": "C.UTF-8",
            // A state folder per run: the preview's last-updated store starts empty unless a
            // test passes its own.
            "XDG_STATE_HOME": home + "/state-\(UUID().uuidString)",
        ]
        environment.merge(extra) { $1 }
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes on their own threads so a full pipe never blocks the program.
        let outData = Collector(stdout.fileHandleForReading)
        let errData = Collector(stderr.fileHandleForReading)
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: outData.text(), stderr: errData.text())
    }

    /// Reads a pipe to its end on a thread of its own.
    final class Collector: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        /// Waits for the end of the pipe; the data is read only after its thread has finished.
        func text() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}

extension Program {
    /// A skin made with `refreshpreview new NAME [--from SKIN]` in a fresh folder: (the folder,
    /// the descriptor `NAME/NAME.xml` in it).
    static func scaffold(_ name: String = "sunset", from skin: String? = nil) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let made = try run(["new", name, "--dir", folder.path] + (skin.map { ["--from", $0] } ?? []))
        #expect(made.status == 0, "\(made)")
        return (folder, folder.path + "/\(name)/\(name).xml")
    }
}

extension Program {
    /// How to run the program as a user whom permissions stop: as root (which reads and writes
    /// every file) it runs as nobody through `setpriv`, from a copy in `folder` (made searchable),
    /// in case the build folder is private to root. Pass the result to ``run(_:input:prefix:binary:environment:)``.
    static func unprivileged(in folder: TemporaryFolder) throws -> (prefix: [String], binary: String) {
        guard getuid() == 0 else { return ([], Program.binary) }
        let prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        try #require(FileManager.default.isExecutableFile(atPath: prefix[0]), "setpriv (util-linux) is needed")
        chmod(folder.path, 0o755)
        let binary = folder.path + "/refreshpreview"
        // Copied by `cp`, in a process of its own: a copy written here would hold the file open
        // for writing in this process, and a child another test forks meanwhile would inherit
        // that descriptor, so that running the copy fails with "Text file busy" (ETXTBSY).
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = [Program.binary, binary]
        try copy.run()
        copy.waitUntilExit()
        try #require(copy.terminationStatus == 0, "cp \(Program.binary) \(binary) failed")
        return (prefix, binary)
    }
}
