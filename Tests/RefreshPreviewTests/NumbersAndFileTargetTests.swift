import Foundation
import RefreshTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The program with numbers at the edge of `Double` and with output paths that are not plain
/// files: a phrase or a clear error, never a trap, a hang or a destroyed file.
@Suite struct NumbersAndFileTargetTests {
    /// Numbers at the ends of `Double`, written in decimal as every number option takes them
    /// (1e21, 1e300, the largest finite Double, 1.7e308, the smallest subnormal, 8.64e12, 9e15).
    static let extremes: [String] = {
        let zeros = { (count: Int) in String(repeating: "0", count: count) }
        let positive = [
            "1" + zeros(21), "1" + zeros(300), "17976931348623157" + zeros(292), "17" + zeros(307),
            "0." + zeros(323) + "5", "8640000000000", "9000000000000000",
        ]
        return positive + positive.map { "-" + $0 } + ["-0", "0"]
    }()

    /// A run ended by itself, with status 0 and one line, or a usage/runtime error with one
    /// `error:` line that says the date cannot be shown.
    func expectPhraseOrError(_ run: Program.Run, errorStatus: Int32) {
        if run.status == 0 {
            #expect(!run.stdout.isEmpty, "\(run)")
            #expect(run.stderr.isEmpty, "\(run)")
        } else {
            #expect(run.status == errorStatus, "\(run)")
            #expect(run.stderrLines.first?.hasPrefix("error: the date ") == true, "\(run)")
            #expect(run.stderr.contains("cannot be shown"), "\(run)")
        }
    }

    @Test("last-updated --ago with any finite number gives a phrase or a clear error", arguments: extremes)
    func lastUpdatedAgo(seconds: String) throws {
        for extra in [[], ["--phrase"], ["--style", "calendar"], ["--style", "absolute", "--skeleton", "yMMMdjmmss"]] {
            let run = try Program.run(["last-updated", "--ago=\(seconds)", "--time-zone", "Asia/Kolkata"] + extra)
            expectPhraseOrError(run, errorStatus: 64)
        }
        let far = try Program.run(["last-updated", "--ago=1" + String(repeating: "0", count: 21)])
        #expect(far.status == 64, "\(far)")
        #expect(far.stderrLines.first?.hasPrefix("error: the date -9.99999") == true, "\(far)")
        #expect(far.stderrLines.first?.contains("seconds from 1970 cannot be shown") == true, "\(far)")
    }

    @Test("last-updated --date and --now at the ends of what ISO 8601 writes give phrases")
    func lastUpdatedDates() throws {
        for style in ["relative", "calendar", "absolute"] {
            for (date, now) in [
                ("9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z"), ("0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"),
                ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00.001Z"),
            ] {
                let run = try Program.run(["last-updated", "--date", date, "--now", now, "--style", style])
                #expect(run.status == 0, "\(run)")
                #expect(run.stdoutLines.count == 1, "\(run)")
            }
        }
    }

    @Test("The preview with --last-updated of any finite age shows a picture or a clear error", arguments: extremes)
    func previewLastUpdated(seconds: String) throws {
        guard !seconds.hasPrefix("-") else { return }  // negative ages are usage errors already
        let run = try Program.run(["--last-updated", seconds, "--state", "idle"])
        expectPhraseOrError(run, errorStatus: 1)
    }

    // MARK: - --svg targets

    func svgRun(_ path: String) throws -> Program.Run {
        // `timeout`: a FIFO that made the program wait would fail the test, not hang it.
        try Program.run(["--svg", path, "--state", "idle"], prefix: ["/usr/bin/timeout", "60"])
    }

    func info(_ path: String) -> stat {
        var info = stat()
        lstat(path, &info)
        return info
    }

    @Test("--svg onto a symlink writes its target, keeps the link and the target's mode")
    func svgThroughSymlink() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/picture.svg"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        symlink("picture.svg", folder.path + "/link.svg")
        let run = try svgRun(folder.path + "/link.svg")
        #expect(run.status == 0, "\(run)")
        #expect(info(folder.path + "/link.svg").st_mode & S_IFMT == S_IFLNK)
        #expect(info(target).st_mode & 0o7777 == 0o600)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<svg"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.svg", "picture.svg"]
        )
    }

    @Test("--svg to a new file gives it 0644 less the umask")
    func svgNewFile() throws {
        let folder = try TemporaryFolder()
        let run = try svgRun(folder.path + "/new.svg")
        #expect(run.status == 0, "\(run)")
        // The umask the program inherits, read without changing it.
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        let mask = line.flatMap { UInt32($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
        #expect(UInt32(info(folder.path + "/new.svg").st_mode) & 0o7777 == 0o644 & ~mask)
    }

    struct Refusal: Sendable, CustomStringConvertible {
        let name: String
        let reason: String
        var description: String { name }
    }

    @Test(
        "--svg refuses what is not a writable regular file, exit 1, and leaves it as it was",
        arguments: [
            Refusal(name: "fifo", reason: "it is a FIFO (named pipe), not a regular file"),
            Refusal(name: "read-only", reason: "the file is read-only (mode 444)"),
            Refusal(name: "folder", reason: "it is a folder"),
            Refusal(name: "/dev/null", reason: "it is a device, not a regular file"),
            Refusal(name: "/dev/full", reason: "it is a device, not a regular file"),
            Refusal(name: "link to /dev/full", reason: "it is a device, not a regular file"),
            Refusal(name: "missing folder", reason: "its folder"),
        ]
    )
    func svgRefusals(test: Refusal) throws {
        let folder = try TemporaryFolder()
        var path = folder.path + "/thing"
        switch test.name {
        case "fifo": mkfifo(path, 0o644)
        case "read-only":
            try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o444)
        case "folder": mkdir(path, 0o755)
        case "link to /dev/full": symlink("/dev/full", path)
        case "missing folder": path = folder.path + "/no/such/folder/picture.svg"
        default: path = test.name
        }
        let before = info(path)
        let run = try svgRun(path)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.first?.hasPrefix("error: cannot write '\(path)': \(test.reason)") == true, "\(run)")
        let after = info(path)
        #expect(after.st_mode == before.st_mode && after.st_ino == before.st_ino && after.st_rdev == before.st_rdev)
        if test.name == "read-only" { #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.contains(".tmp-") }, "\(names)")
    }
}
