import Foundation
import RefreshTestSupport
import Testing

/// Labels in scripts whose characters are not one cell each (Indic and Thai clusters, CJK and
/// Hangul, emoji), drawn in a real terminal (tmux): every row of the picture ends in the right
/// column, as tmux itself places the characters.
@Suite(
    "Scripts in a terminal",
    .serialized,
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"),
    .enabled(if: RequiredTool.runs(Program.tmuxAvailable), "tmux is needed: apt-get install tmux")
)
struct TmuxScriptWidthTests {
    /// A skin whose pull label holds emoji (a joined technologist, a flag, a watch), a letter with a
    /// combining accent and a Hangul syllable of conjoining jamo.
    static let emojiSkin = """
        <skin id="emoji" name="Emoji" format="1" extends="blue">
          <header style="arrow">
            <strings locale="en"><string key="header.pull">👍 Pull 👩‍💻 now 🇯🇵 ⌚ cafe\u{301} \u{1100}\u{1161}\u{11A8}</string></strings>
          </header>
          <footer/>
        </skin>
        """

    /// The column just after the last character of each of the first `rows` rows of the pane, as
    /// tmux's copy mode finds it (its own count of cells, not ours).
    static func rowEnds(_ terminal: TmuxSession, rows: Int) throws -> [Int] {
        try terminal.tmux(["copy-mode", "-t", terminal.name])
        try terminal.send("-X", "history-top")
        var ends: [Int] = []
        for _ in 0..<rows {
            try terminal.send("-X", "end-of-line")
            ends.append(Int(try terminal.flag("copy_cursor_x")) ?? -1)
            try terminal.send("-X", "cursor-down")
        }
        return ends
    }

    @Test(
        "The right border stays in the picture's last column in every script, at 56 and 90 columns",
        arguments: ["hi", "th", "ta", "bn", "ja", "ko", "ar", "he", "emoji"],
        [56, 90]
    )
    func rightBorder(language: String, columns: Int) throws {
        // Pulled most of the way (the pull label and the last-updated line) and loading (Thai's
        // กำลังโหลด has a SARA AM, a cell of its own inside its cluster).
        for state in ["idle --progress 0.8", "loading"] {
            try rightBorder(language: language, columns: columns, state: state)
        }
    }

    func rightBorder(language: String, columns: Int, state: String) throws {
        let folder = try TemporaryFolder()
        let skin = try folder.write("emoji.xml", Self.emojiSkin)
        let chosen = language == "emoji" ? "--skin-file '\(skin)' --locale en" : "--skin blue --locale \(language)"
        let rows = 12
        let terminal = try TmuxSession(
            "'\(Program.binary)' \(chosen) --state \(state) --color never --no-store --last-updated 300"
                + " --width \(columns) --height \(rows)",
            columns: 100,
            rows: 30,
            environment: ["LANG": "C.UTF-8", "TERM": "xterm-256color"]
        )
        let screen = try #require(try terminal.waitFor("EXIT:0"))
        let ends = try Self.rowEnds(terminal, rows: rows)
        #expect(ends == Array(repeating: columns, count: rows), "\(language) \(state) at \(columns):\n\(screen)")
        // The labels are there (not cut away to make the rows fit).
        let labelRows = screen.split(separator: "\n").prefix(rows).filter {
            $0.contains { !"│─╭╮╰╯ ▘▝▖▗▚▞▙▟▛▜▀▄█▌▐".contains($0) }
        }
        #expect(labelRows.count >= 3, "\(screen)")
        if language == "emoji" && state.hasPrefix("idle") {
            #expect(screen.contains("👍 Pull 👩‍💻 now 🇯🇵 ⌚"), "\(screen)")
        }
    }
}
