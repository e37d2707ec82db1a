import Foundation
import RefreshTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `refreshpreview new` against hostile folders (issue 24): its report, commands that are safe to
/// paste, what a killed run leaves, and errors about the real paths.
@Suite("refreshpreview new: report, commands to paste, interrupted runs, errors")
struct NewProgramTests {
    /// The suggested commands of a report, with `refreshpreview` replaced by a program that
    /// prints each of its arguments followed by a NUL, run by `shell` in `folder`: what the shell made of them.
    static func arguments(of report: String, shell: String, in folder: String) throws -> [[String]] {
        let commands = report.split(separator: "\n").filter { $0.hasPrefix("  refreshpreview ") }
        return try commands.map { command in
            let script = "printf '%s\\0'" + command.dropFirst("  refreshpreview".count)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: shell)
            process.arguments = ["-c", script]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
        }
    }

    @Test(
        "The report is whole lines, however long the path, and its commands paste as they read",
        arguments: [
            ("/bin/sh", "my skins"), ("/bin/sh", "$(touch PWNED)"), ("/bin/sh", "it's `touch PWNED`; x"),
            ("/bin/sh", String(repeating: "long-folder-name.", count: 12)),
            ("/bin/bash", "esc\u{1B}[31m red\nline"),
        ]
    )
    func reportAndCommands(_ shell: String, _ dir: String) throws {
        let folder = try TemporaryFolder()
        let parent = folder.path + "/" + dir
        let made = try Program.run(["new", "night", "--from", "black", "--dir", parent])
        #expect(made.status == 0, "\(made)")
        // A newline in the path itself is shown escaped; nothing else is.
        #expect(made.stdout.contains("\\n") == dir.contains("\n"), "nothing escaped but the path: \(made)")
        #expect(!made.stdout.contains("more)"), "nothing cut: \(made)")
        #expect(!made.stdout.contains("\u{1B}"), "no raw control character reaches the terminal")
        let lines = made.stdoutLines
        #expect(
            lines.dropFirst().prefix(3).map { $0.split(separator: " ").first } == [
                "night.xml", "arrow.png", "arrow@2x.png",
            ]
        )
        let descriptor = parent + "/night/night.xml"
        #expect(
            try Self.arguments(of: made.stdout, shell: shell, in: folder.path) == [
                ["lint", descriptor], ["--skin-file", descriptor, "--watch"],
            ]
        )
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/PWNED"), "nothing in the path ran")
        #expect(FileManager.default.fileExists(atPath: descriptor))
    }

    @Test("A plain path is printed as it is; the report's lines")
    func plainReport() throws {
        let folder = try TemporaryFolder()
        let made = try Program.run(["new", "night", "--from", "black", "--dir", folder.path + "/skins"])
        let dir = folder.path + "/skins/night"
        #expect(made.status == 0, "\(made)")
        #expect(
            made.stdoutLines == [
                "Created \(dir)/ from the built-in skin 'black':",
                "  night.xml             the descriptor, a comment on each element",
                "  arrow.png             the arrow (1x, 30 x 55 pixels)",
                "  arrow@2x.png          the arrow for high-density screens (2x, 60 x 110 pixels)",
                "Check it, then watch it while you edit (Ctrl-C ends):",
                "  refreshpreview lint \(dir)/night.xml",
                "  refreshpreview --skin-file \(dir)/night.xml --watch",
            ],
            "\(made)"
        )
    }

    /// The id of a process that has ended.
    static func deadProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("A folder a killed run left is removed by the next; anything not provably one stays")
    func staleUnfinishedFolders() throws {
        let folder = try TemporaryFolder()
        let dead = try Self.deadProcess()
        let manager = FileManager.default
        func make(_ name: String, files: [String]) throws {
            try manager.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: false)
            for file in files { try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/\(name)/\(file)")) }
        }
        // What a run killed while writing its third file leaves.
        try make(".sunset.new-\(dead)", files: ["sunset.xml", "arrow.png", "arrow@2x.png.tmp-\(dead)-3fa2"])
        try make(".dawn.new-\(dead)", files: ["dawn.xml"])
        // Not provably left by a killed run: a file of another kind, a live process, a lock held,
        // a name of another form, a symlink, a file.
        try make(".mine.new-\(dead)", files: ["mine.xml", "notes.txt"])
        try make(".live.new-\(getpid())", files: ["live.xml"])
        try make(".held.new-\(dead)", files: ["held.xml"])
        try make(".other.new-12ab", files: ["other.xml"])
        try make("target", files: ["target.xml"])
        #expect(symlink("target", folder.path + "/.link.new-\(dead)") == 0)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/.file.new-\(dead)"))
        let lock = open(folder.path + "/.held.new-\(dead)", O_RDONLY | O_DIRECTORY)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)
        defer { close(lock) }

        let made = try Program.run(["new", "sunset", "--dir", folder.path])
        #expect(made.status == 0, "\(made)")
        #expect(
            made.stdout.contains(
                "Removed what an interrupted 'new' left beside it: '.dawn.new-\(dead)', '.sunset.new-\(dead)'."
            )
                || made.stdout.contains(
                    "Removed what an interrupted 'new' left beside it: '.sunset.new-\(dead)', '.dawn.new-\(dead)'."
                ),
            "\(made)"
        )
        #expect(
            try manager.contentsOfDirectory(atPath: folder.path).sorted() == [
                ".file.new-\(dead)", ".held.new-\(dead)", ".link.new-\(dead)", ".live.new-\(getpid())",
                ".mine.new-\(dead)", ".other.new-12ab", "sunset", "target",
            ]
        )
        #expect(
            try manager.contentsOfDirectory(atPath: folder.path + "/.mine.new-\(dead)").sorted() == [
                "mine.xml", "notes.txt",
            ]
        )
        #expect(try manager.contentsOfDirectory(atPath: folder.path + "/target") == ["target.xml"])
    }

    @Test("Runs killed with SIGKILL at random moments leave nothing once a run completes")
    func killedRuns() throws {
        let folder = try TemporaryFolder()
        let manager = FileManager.default
        var generator = SeededGenerator(state: SeededGenerator.testSeed)
        for _ in 0..<30 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Program.binary)
            process.arguments = ["new", "dusk", "--from", "pulse", "--dir", folder.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The moment of the kill is the test's input, drawn at random over a run's length.
            usleep(UInt32.random(in: 0...60_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? manager.removeItem(atPath: folder.path + "/dusk")
        }
        let made = try Program.run(["new", "dusk", "--from", "pulse", "--dir", folder.path])
        #expect(made.status == 0, "seed \(SeededGenerator.testSeed): \(made)")
        #expect(
            try manager.contentsOfDirectory(atPath: folder.path) == ["dusk"],
            "seed \(SeededGenerator.testSeed): \(made)"
        )
    }

    @Test("Errors name the real path and the real problem: a file on the way, a folder that may not be written")
    func errorsNameRealPaths() throws {
        let folder = try TemporaryFolder()
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder.path + "/file"))
        let underFile = try Program.run(["new", "sunset", "--dir", folder.path + "/file/skins"])
        #expect(underFile.status == 1, "\(underFile)")
        #expect(
            underFile.stderrLines == [
                "error: cannot create '\(folder.path)/file/skins/sunset/': '\(folder.path)/file': "
                    + "it is not a folder; nothing was written"
            ],
            "\(underFile)"
        )

        let (prefix, binary) = try Program.unprivileged(in: folder)
        try FileManager.default.createDirectory(atPath: folder.path + "/ro", withIntermediateDirectories: false)
        chmod(folder.path + "/ro", 0o555)
        let readOnly = try Program.run(["new", "sunset", "--dir", folder.path + "/ro"], prefix: prefix, binary: binary)
        #expect(readOnly.status == 1, "\(readOnly)")
        #expect(
            readOnly.stderrLines == [
                "error: cannot create '\(folder.path)/ro/sunset/': its folder '\(folder.path)/ro' may not be "
                    + "written (Permission denied); nothing was written"
            ],
            "\(readOnly)"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/ro").isEmpty)
        chmod(folder.path + "/ro", 0o755)
    }
}
