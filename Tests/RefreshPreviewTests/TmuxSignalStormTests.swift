import Foundation
import RefreshTestSupport
import Testing

/// Ctrl-C at any moment of a storm of window resizes, in a real terminal: each resize sets a new
/// restore sequence while the signal handlers may run, and the terminal must come back every time.
@Suite(
    "refreshpreview interrupted during a storm of resizes",
    .serialized,
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"),
    .enabled(if: RequiredTool.runs(Program.tmuxAvailable), "tmux is needed: apt-get install tmux")
)
struct TmuxSignalStormTests {
    /// How many storms to run: `REFRESHKIT_SIGNAL_STORMS`, 50 when unset (`.ci/run` sets 300).
    static let storms = ProcessInfo.processInfo.environment["REFRESHKIT_SIGNAL_STORMS"].flatMap { Int($0) } ?? 50

    /// The terminal's settings from `stty -a`, without its first line (speed and window size,
    /// which the storm changes): echo, canonical mode, the control characters.
    static func modes(_ stty: String) -> String {
        stty.split(separator: "\n").dropFirst().joined(separator: "\n")
    }

    @Test("Ctrl-C landing anywhere in a resize storm restores the terminal every time, with status 130")
    func interruptedStorms() throws {
        let folder = try TemporaryFolder()
        let session = try TmuxSession(
            "bash --norc --noprofile -i",
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8", "PS1": "PROMPT> "]
        )
        #expect(try session.waitFor("PROMPT>") != nil)
        // After each run: its status, then the terminal's settings (renamed into place when whole).
        try session.send(#"after() { echo $? >"$1.status"; stty -a >"$1.tmp"; mv "$1.tmp" "$1.stty"; }"#, "Enter")
        try session.send("true; after '\(folder.path)/before'", "Enter")
        let readStty = { (base: String) -> String? in
            guard Program.waitUntil({ FileManager.default.fileExists(atPath: base + ".stty") }) else { return nil }
            return try? String(contentsOfFile: base + ".stty", encoding: .utf8)
        }
        let before = try #require(readStty(folder.path + "/before"))
        var failures: [String] = []
        var restored = 0
        var generator = SeededGenerator(state: SeededGenerator.testSeed)
        for storm in 0..<Self.storms {
            // The demo sets a new restore sequence on each resize; the interactive mode also
            // changes the keyboard modes and uses the alternate screen.
            let mode = storm.isMultiple(of: 2) ? "--loop" : "--interactive"
            let base = folder.path + "/\(storm)"
            try session.send("'\(Program.binary)' \(mode) --fps 120 2>'\(base).err'; after '\(base)'", "Enter")
            guard try Program.waitUntil({ try session.flag("cursor_flag") == "0" }) else {
                failures.append("storm \(storm) (\(mode)): the program did not start")
                break
            }
            let resizes = Int.random(in: 4...12, using: &generator)
            let interruptAt = Int.random(in: 0...resizes, using: &generator)
            for index in 0...resizes {
                if index == interruptAt { try session.send("C-c") }
                if index < resizes {
                    try session.resize(
                        columns: .random(in: 12...120, using: &generator),
                        rows: .random(in: 4...40, using: &generator)
                    )
                }
            }
            guard let after = readStty(base) else {
                failures.append("storm \(storm) (\(mode)): the program did not end")
                break
            }
            let status = (try? String(contentsOfFile: base + ".status", encoding: .utf8)) ?? ""
            let errors = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "(unreadable)"
            var wrong: [String] = []
            if status != "130\n" { wrong.append("exit status \(status)") }
            if !errors.isEmpty { wrong.append("standard error: \(errors)") }
            if Self.modes(after) != Self.modes(before) { wrong.append("stty -a:\n\(after)\nnot as before:\n\(before)") }
            if try session.flag("cursor_flag") != "1" { wrong.append("the cursor is hidden") }
            if try session.flag("alternate_on") != "0" { wrong.append("still on the alternate screen") }
            if wrong.isEmpty {
                restored += 1
            } else {
                failures.append("storm \(storm) (\(mode), Ctrl-C after \(interruptAt) of \(resizes) resizes): \(wrong)")
            }
        }
        #expect(
            failures.isEmpty,
            "seed \(SeededGenerator.testSeed): \(restored) of \(Self.storms) storms restored:\n\(failures.joined(separator: "\n"))"
        )
        #expect(restored == Self.storms)
    }

    /// The program's `TerminalSession.setRestoreSequence(_:)`, by its symbol (whatever it returns).
    static func setRestoreSequenceSymbol() throws -> String? {
        let symbols = try Program.run(["--defined-only", Program.binary], binary: "/usr/bin/nm").stdoutLines
        return symbols.lazy.compactMap { $0.split(separator: " ").last.map(String.init) }.first {
            $0.hasPrefix("$s14refreshpreview15TerminalSessionC18setRestoreSequence") && $0.hasSuffix("SSF")
        }
    }

    @Test(
        "Ctrl-C landing while a resize sets the restore sequence restores the terminal and exits 130",
        .enabled(if: RequiredTool.runs(FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb")), "gdb is needed")
    )
    func interruptInsideSetRestoreSequence() throws {
        // A storm hits this moment only by luck; gdb stops the demo exactly there (its first
        // allocation inside setRestoreSequence, on the main thread, which the demo calls at the
        // start and on each resize) and delivers a real SIGINT. The Swift handlers trapped here,
        // "Fatal access conflict detected", and left the cursor hidden.
        let folder = try TemporaryFolder()
        let symbol = try #require(try Self.setRestoreSequenceSymbol(), "no TerminalSession.setRestoreSequence")
        try Data(
            """
            set pagination off
            set confirm off
            handle SIGINT nostop pass
            break '\(symbol)'
            run --loop > /dev/tty
            tbreak malloc thread 1
            continue
            signal SIGINT

            """.utf8
        ).write(to: URL(fileURLWithPath: folder.path + "/commands"))
        let session = try TmuxSession(
            "gdb -batch -nx -x '\(folder.path)/commands' '\(Program.binary)' >'\(folder.path)/gdb' 2>&1",
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        )
        #expect(try session.waitFor("EXIT:", seconds: 120) != nil)
        let log = try String(contentsOfFile: folder.path + "/gdb", encoding: .utf8)
        let lines = log.split(separator: "\n").filter { !$0.hasPrefix("During symbol reading") }
        #expect(log.contains("Breakpoint 1,"), "setRestoreSequence was reached: \(lines.suffix(30))")
        #expect(log.contains("exited with code 0202"), "status 130: \(lines.suffix(30))")
        #expect(!log.contains("Fatal"), "\(lines.suffix(30))")
        #expect(try session.flag("cursor_flag") == "1")
        #expect(try session.flag("alternate_on") == "0")
    }
}
