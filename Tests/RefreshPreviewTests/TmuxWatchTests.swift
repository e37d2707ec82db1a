import Foundation
import RefreshTestSupport
import Testing

/// `--watch` on a real terminal: a skin made with `new` is watched, broken, and fixed with a new
/// colour and text, as an author editing it would see it.
@Suite(
    "refreshpreview --watch in a terminal",
    .serialized,
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"),
    .enabled(if: RequiredTool.runs(Program.tmuxAvailable), "tmux is needed: apt-get install tmux")
)
struct TmuxWatchTests {
    @Test("Break the skin: the mistake shows below the picture; fix it: the new colour and text show")
    func breakAndFix() throws {
        let (folder, descriptor) = try Program.scaffold()
        let session = try TmuxSession(
            "cd '\(folder.path)' && '\(Program.binary)' --skin-file sunset/sunset.xml --watch --no-store",
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8"]
        )
        #expect(try session.waitFor("loaded at") != nil)
        #expect(try session.capture().contains("; watching sunset/sunset.xml (Ctrl-C ends)"))
        #expect(try session.waitFor("↓ Pull down to refresh") != nil)

        // A typo in an element's name: the error, at its line, under the picture; the demo goes on.
        try WatchProgramTests.edit(descriptor) { $0.replacingOccurrences(of: "<fonts>", with: "<fnts>") }
        let broken = try session.waitFor("the last good version plays on")
        #expect(broken != nil)
        #expect(broken?.contains("sunset/sunset.xml:") == true, "\(broken ?? "")")
        #expect(broken?.contains(": error: ") == true, "\(broken ?? "")")
        #expect(try session.waitFor("Loading…") != nil, "still animating the last good version")
        #expect(try session.flag("pane_current_command") != "sleep", "still running")

        // The fix, with a green background and new words.
        try WatchProgramTests.edit(descriptor) {
            $0.replacingOccurrences(of: "<fnts>", with: "<fonts>")
                .replacingOccurrences(of: "↓ Pull down to refresh", with: "Pull for green")
                .replacingOccurrences(of: ##"<background light="#e2e7ed""##, with: ##"<background light="#2e7d32""##)
        }
        #expect(try session.waitFor("reloaded at") != nil)
        #expect(try session.waitFor("Pull for green") != nil)
        #expect(try session.capture(escapes: true).contains("48;2;46;125;50"), "the new background colour")
        let fixed = try session.capture()
        #expect(!fixed.contains("error:"), "the mistake is gone: \(fixed)")

        try session.send("C-c")
        #expect(try session.waitFor("EXIT:130") != nil)
        #expect(try session.flag("cursor_flag") == "1")
    }

    @Test("In a narrow window, status lines with wide characters wrap at spaces and stay in their rows")
    func wideCharactersInANarrowWindow() throws {
        let folder = try TemporaryFolder()
        let made = try Program.run(["new", "sunset", "--dir", folder.path + "/夕暮れの空"])
        #expect(made.status == 0, "\(made)")
        let session = try TmuxSession(
            "cd '\(folder.path)' && '\(Program.binary)' --skin-file 夕暮れの空/sunset/sunset.xml --watch --no-store",
            columns: 44,
            rows: 24,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        )
        #expect(try session.waitFor("(Ctrl-C") != nil)
        let screen = try session.capture().split(separator: "\n", omittingEmptySubsequences: false)
        // Nothing scrolled: the picture's top edge is still the first row.
        #expect(screen.first?.hasPrefix("╭") == true, "\(screen)")
        // The status rows below the picture read as the one line they wrap, broken at spaces
        // (夕暮れの空 takes ten columns: counted as five, the row would overflow and wrap by itself).
        let bottom = screen.lastIndex { $0.hasPrefix("╰") } ?? screen.endIndex
        let status = screen[min(bottom + 1, screen.endIndex)...].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            status.filter { !$0.isEmpty }.joined(separator: " ").contains(
                "; watching 夕暮れの空/sunset/sunset.xml (Ctrl-C ends)"
            ),
            "\(status)"
        )
        try session.send("C-c")
        #expect(try session.waitFor("EXIT:130") != nil)
    }
}
