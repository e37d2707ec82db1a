import Foundation
import RefreshTestSupport
import Testing

/// Output that cannot be written, number options, `TZ` values and `TERM=dumb`, run as a user
/// meets them: the built program under a shell that sets the streams up.
@Suite(
    "refreshpreview with hostile streams and settings",
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first")
)
struct RobustOutputTests {
    /// Runs the program under bash with `redirections` (and `setup`, such as `trap '' PIPE`)
    /// applied to it; `pipeline` is appended after the program (such as `| head -c 1`).
    static func run(
        _ arguments: [String],
        setup: String = "",
        redirections: String = "",
        pipeline: String = "",
        environment: [String: String] = [:]
    ) throws -> Program.Run {
        let script = "\(setup) \"$0\" \"$@\" \(redirections) \(pipeline); exit ${PIPESTATUS[0]}"
        return try Program.run(arguments, prefix: ["/bin/bash", "-c", script], environment: environment)
    }

    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var setup = ""
        var redirections: String
        var pipeline = ""
        var status: Int32
        /// Whether standard error works, so the one error line can be checked.
        var stderrWorks = true
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "stdout on a full disk", arguments: ["--state", "idle"], redirections: ">/dev/full", status: 1),
        Case(name: "stdout closed", arguments: ["--state", "idle"], redirections: ">&-", status: 1),
        Case(name: "help to a full disk", arguments: ["--help"], redirections: ">/dev/full", status: 1),
        Case(
            name: "last-updated to a closed stdout",
            arguments: ["last-updated", "--ago", "60"],
            redirections: ">&-",
            status: 1
        ),
        Case(
            name: "stdout and stderr on a full disk",
            arguments: ["--state", "idle"],
            redirections: ">/dev/full 2>/dev/full",
            status: 1,
            stderrWorks: false
        ),
        Case(
            name: "stdout and stderr closed",
            arguments: ["--state", "idle"],
            redirections: ">&- 2>&-",
            status: 1,
            stderrWorks: false
        ),
        Case(
            name: "a usage error with stderr closed",
            arguments: ["--bogus"],
            redirections: "2>&-",
            status: 64,
            stderrWorks: false
        ),
        Case(
            name: "a usage error with stderr full",
            arguments: ["--width", "9"],
            redirections: "2>/dev/full",
            status: 64,
            stderrWorks: false
        ),
        Case(
            name: "a pipe closed early, SIGPIPE ignored",
            arguments: ["--width", "400", "--height", "200"],
            setup: "trap '' PIPE;",
            redirections: "",
            pipeline: "| head -c 1 >/dev/null",
            status: 1
        ),
    ]

    @Test("A stream that cannot be written ends the program with exit 1 (64 for usage), never a trap", arguments: cases)
    func unwritableStreams(_ test: Case) throws {
        let run = try Self.run(
            test.arguments,
            setup: test.setup,
            redirections: test.redirections,
            pipeline: test.pipeline
        )
        #expect(run.status == test.status, "\(run)")
        if test.stderrWorks {
            #expect(run.stderrLines.count == 1, "\(run)")
            #expect(run.stderr.hasPrefix("error: cannot write to standard output: "), "\(run)")
        }
    }

    @Test(
        "Whole-number options take decimal digits only",
        arguments: [
            ["--width", "56.9"], ["--height", "0x10"], ["--width", "+56"], ["--width", " 56"], ["--width", "5e1"],
            ["--width", "99999999999999999999999"], ["--height", "-10"], ["--width=1_000"], ["--fps", "1e1"],
            ["--fps", "0x10"], ["--fps", "nan"], ["--fps", "inf"], ["--width", "401"], ["--height", "9"],
        ]
    )
    func integerOptions(_ arguments: [String]) throws {
        let run = try Program.run(arguments + ["--state", "idle"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix("error: --") == true, "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test(
        "Decimal numbers in range are taken",
        arguments: [["--width", "30"], ["--height", "010"], ["--fps", "12.5"]]
    )
    func decimalOptions(_ arguments: [String]) throws {
        let run = try Program.run(arguments + ["--state", "idle"])
        #expect(run.status == 0, "\(run)")
    }

    @Test(
        "TZ in the forms POSIX allows sets the zone of dates",
        arguments: [
            (":Europe/Berlin", "1:00 PM"), (":/etc/localtime", nil), ("UTC0", "11:00 AM"), ("EST5EDT", "7:00 AM"),
            ("<+0530>-5:30", "4:30 PM"), ("JST-9", "8:00 PM"), ("GMT+3", "8:00 AM"),
            (":/usr/share/zoneinfo/Asia/Tokyo", "8:00 PM"), ("Europe/Berlin", "1:00 PM"),
        ] as [(String, String?)]
    )
    func timeZones(_ zone: String, time: String?) throws {
        let arguments = ["last-updated", "--ago", "3600", "--style", "absolute", "--now", "2026-07-01T12:00:00Z"]
        let run = try Program.run(arguments, environment: ["TZ": zone])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        // ICU puts a narrow no-break space before AM and PM.
        if let time { #expect(run.stdout.replacingOccurrences(of: "\u{202F}", with: " ").contains(time), "\(run)") }
        let preview = try Program.run(["--state", "idle", "--last-updated", "60"], environment: ["TZ": zone])
        #expect(preview.status == 0, "\(preview)")
    }

    @Test("An unknown TZ is named in a warning and UTC is used; an unknown --time-zone is a usage error")
    func unknownTimeZone() throws {
        let arguments = ["last-updated", "--ago", "3600", "--style", "absolute", "--now", "2026-07-01T12:00:00Z"]
        let run = try Program.run(arguments, environment: ["TZ": "Nowhere/Else\u{1B}[2J"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.replacingOccurrences(of: "\u{202F}", with: " ").contains("11:00 AM"), "\(run)")
        #expect(run.stderr.hasPrefix("warning: the time zone 'Nowhere/Else\\u{1B}[2J' from TZ is unknown"), "\(run)")
        #expect(!run.stderr.contains("\u{1B}"))
        let option = try Program.run(arguments + ["--time-zone", "Nowhere/Else"])
        #expect(option.status == 64, "\(option)")
    }

    @Test("TERM=dumb on a terminal gets the key frames as plain text: not one escape byte")
    func dumbTerminal() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path) else { return }
        let typescript = FileManager.default.temporaryDirectory.appendingPathComponent("dumb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: typescript) }
        // `script` gives the program a pseudo-terminal and records every byte it writes.
        let command = "'\(Program.binary)' --fps 60"
        let run = try Program.run(
            ["-qec", command, typescript.path],
            binary: script.path,
            environment: ["TERM": "dumb", "NO_COLOR": ""]
        )
        #expect(run.status == 0, "\(run)")
        let bytes = try Data(contentsOf: typescript)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("── idle ──") && text.contains("Pull down to refresh"), "\(text)")
        #expect(!bytes.contains(0x1B), "an escape byte in:\n\(text)")
    }
}
