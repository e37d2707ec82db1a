import Foundation
import RefreshTestSupport
import Testing

/// The preview in terminals too small for it, resized, stopped and continued, and quit by
/// SIGQUIT: never a crash, and the terminal always put back.
@Suite(
    "refreshpreview in small terminals and under job control",
    .serialized,
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"),
    .enabled(if: RequiredTool.runs(Program.tmuxAvailable), "tmux is needed: apt-get install tmux")
)
struct TmuxSmallTerminalTests {
    let terminal = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]

    static let sizes = [(1, 1), (3, 5), (10, 4), (23, 30), (80, 9), (24, 11)]

    @Test("Every mode runs in a tiny window, ends normally and shows the cursor again", arguments: sizes)
    func tinyWindows(_ columns: Int, _ rows: Int) throws {
        for mode in ["--state idle", "--fps 60", "--interactive"] {
            let session = try TmuxSession(
                "'\(Program.binary)' \(mode) 2>/tmp/refreshkit-small-$$.err; echo EXIT:$?",
                columns: columns,
                rows: rows,
                environment: terminal
            )
            if mode == "--interactive" {
                // The session hides the cursor once raw mode is on: then q is read as a key.
                #expect(try Program.waitUntil { try session.flag("cursor_flag") == "0" }, "\(columns)x\(rows)")
                try session.send("q")
            }
            // The pane may be too small to show "EXIT:", so ask tmux whether the shell went on.
            var ended = false
            for _ in 0..<200 where !ended {
                Thread.sleep(forTimeInterval: 0.05)
                ended = try session.flag("pane_current_command") == "sleep"
            }
            #expect(ended, "\(mode) at \(columns)x\(rows) did not end")
            #expect(try session.flag("cursor_flag") == "1", "\(mode) at \(columns)x\(rows)")
            #expect(try session.flag("alternate_on") == "0", "\(mode) at \(columns)x\(rows)")
        }
    }

    @Test("A window too small says so, and the picture comes when the window grows")
    func growing() throws {
        let session = try TmuxSession("'\(Program.binary)' --loop", columns: 20, rows: 6, environment: terminal)
        #expect(try session.waitFor("bigger") != nil)
        try session.resize(columns: 60, rows: 26)
        #expect(try session.waitFor("╭" + String(repeating: "─", count: 54) + "╮") != nil, "the full 56-column picture")
        try session.resize(columns: 3, rows: 3)
        Thread.sleep(forTimeInterval: 0.3)
        try session.resize(columns: 40, rows: 20)
        #expect(try session.waitFor("╭" + String(repeating: "─", count: 38) + "╮") != nil)
        try session.send("C-c")
        #expect(try session.waitFor("EXIT:130") != nil)
        #expect(try session.flag("cursor_flag") == "1")
    }

    @Test("Ctrl-Z puts the terminal back for the shell; fg sets the interactive mode up and redraws it")
    func stopAndContinue() throws {
        let session = try TmuxSession(
            "bash --norc -i",
            environment: terminal.merging(["PS1": "PROMPT> "]) { $1 }
        )
        #expect(try session.waitFor("PROMPT>") != nil)
        try session.send("'\(Program.binary)' --interactive", "Enter")
        #expect(try session.waitFor("j/↓ pull") != nil)
        #expect(try session.flag("alternate_on") == "1")
        try session.send("C-z")
        #expect(try session.waitFor("Stopped") != nil)
        #expect(try session.flag("alternate_on") == "0", "the shell gets the normal screen back")
        #expect(try session.flag("cursor_flag") == "1", "and the cursor")
        try session.send("fg", "Enter")
        #expect(try session.waitFor("j/↓ pull") != nil, "redrawn after fg")
        #expect(try session.flag("alternate_on") == "1")
        #expect(try session.flag("cursor_flag") == "0")
        try session.pull(steps: 8)
        #expect(try session.waitFor("Release to refresh") != nil, "keys work again: raw mode is back")
        try session.send("q")
        #expect(try session.waitFor("PROMPT>") != nil)
        #expect(try session.flag("alternate_on") == "0")
        #expect(try session.flag("cursor_flag") == "1")
    }

    @Test(
        "SIGQUIT, SIGHUP and a crash's signals show the cursor again and leave the alternate screen",
        arguments: ["QUIT", "HUP", "ABRT", "SEGV"]
    )
    func quitSignals(_ signal: String) throws {
        for mode in ["--loop", "--interactive"] {
            let pidFile = NSTemporaryDirectory() + "refreshkit-quit-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: pidFile) }
            // In the foreground, with the terminal as its input (a background job reads /dev/null,
            // and --interactive then refuses to start: the signal would test nothing); the shell
            // that writes the pid becomes the program.
            let session = try TmuxSession(
                "sh -c \"echo \\$\\$ > '\(pidFile)'; exec '\(Program.binary)' \(mode)\"",
                environment: terminal
            )
            // The signal goes once the program has hidden the cursor: its handlers are installed
            // before that, so a signal sent earlier would not test them.
            #expect(try Program.waitUntil { try session.flag("cursor_flag") == "0" }, "\(mode) never started")
            let written = (try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? ""
            let pid = try #require(Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)), "\(mode): no pid")
            let number = ["QUIT": SIGQUIT, "HUP": SIGHUP, "ABRT": SIGABRT, "SEGV": SIGSEGV][signal] ?? SIGHUP
            #expect(kill(pid, number) == 0)
            if number == SIGABRT || number == SIGSEGV {
                // The terminal is back before the runtime's backtracer shows the crash (and waits
                // for a key on a terminal).
                #expect(try Program.waitUntil { try session.flag("cursor_flag") == "1" }, "\(mode)")
                #expect(try session.flag("alternate_on") == "0", "\(mode)")
                _ = try session.waitFor("Press space to interact")
                try session.send("q")
            }
            let end = try #require(try session.waitFor("EXIT:"), "\(mode)")
            #expect(!end.contains("EXIT:0"), "\(mode): \(end)")
            #expect(try session.flag("cursor_flag") == "1", "\(mode)")
            #expect(try session.flag("alternate_on") == "0", "\(mode)")
        }
    }
}
