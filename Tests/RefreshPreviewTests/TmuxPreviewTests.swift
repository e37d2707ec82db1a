import Foundation
import RefreshTestSupport
import Testing

/// The preview in a real terminal (tmux): animation, colour, keys, and the terminal restored.
@Suite(
    "refreshpreview in a terminal",
    .serialized,
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"),
    .enabled(if: RequiredTool.runs(Program.tmuxAvailable), "tmux is needed: apt-get install tmux")
)
struct TmuxPreviewTests {
    let colourTerminal = ["TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8"]

    @Test("The demo animates in true colour through every state, exits 0 and shows the cursor again")
    func animatedDemo() throws {
        let terminal = try TmuxSession("'\(Program.binary)' --skin blue", environment: colourTerminal)
        #expect(try terminal.waitFor("Pull down to refresh") != nil)
        #expect(try terminal.waitFor("Release to refresh") != nil)
        #expect(try terminal.waitFor("Loading") != nil)
        let colours = try terminal.capture(escapes: true)
        #expect(colours.contains("48;2;226;231;237"), "the blue skin's background in true colour:\n\(colours)")
        #expect(try terminal.waitFor("Last updated:") != nil, "after the refresh, the new time shows")
        let end = try #require(try terminal.waitFor("EXIT:"))
        #expect(end.contains("EXIT:0"))
        #expect(end.components(separatedBy: "\n").first { $0.contains("EXIT:") }?.hasPrefix("EXIT:") == true)
        #expect(try terminal.flag("cursor_flag") == "1")
    }

    @Test("Keys drive the interactive mode on the alternate screen, which is left on q")
    func interactive() throws {
        let terminal = try TmuxSession("'\(Program.binary)' --interactive --skin grey", environment: colourTerminal)
        #expect(try terminal.waitFor("j/↓ pull") != nil)
        #expect(try terminal.flag("alternate_on") == "1")
        try terminal.pull(steps: 8)
        #expect(try terminal.waitFor("Release to refresh") != nil)
        try terminal.send("Space")
        #expect(try terminal.waitFor("header: loading") != nil)
        // The status line says the accessibility announcements, localized.
        #expect(try terminal.waitFor("said: Refreshing") != nil)
        try terminal.send("f")
        #expect(try terminal.waitFor("header: idle") != nil)
        #expect(try terminal.waitFor("said: Refreshed, 3 new items") != nil)
        try terminal.send("q")
        let end = try #require(try terminal.waitFor("EXIT:"))
        #expect(end.contains("EXIT:0"))
        #expect(try terminal.flag("alternate_on") == "0")
        #expect(try terminal.flag("cursor_flag") == "1")
    }

    @Test(
        "While loading, the spinner turns; it stands still with --reduced-motion or when GTK's settings.ini turns animations off",
        arguments: [
            ("", false), ("--reduced-motion", true), ("settings.ini", true),
            // A dotfiles link is followed; a link to a device says nothing (and is not waited on).
            ("settings.ini linked", true), ("settings.ini to /dev/zero", false),
        ]
    )
    func reducedMotion(setting: String, standsStill: Bool) throws {
        var environment = colourTerminal
        let config = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refreshkit-gtk-\(UUID().uuidString)"
        )
        defer { try? FileManager.default.removeItem(at: config) }
        if setting.hasPrefix("settings.ini") {
            let folder = config.appendingPathComponent("gtk-3.0")
            let dotfiles = config.appendingPathComponent("dotfiles")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
            let ini = "[Settings]\ngtk-theme-name=Adwaita\ngtk-enable-animations=false\n"
            let file = folder.appendingPathComponent("settings.ini")
            switch setting {
            case "settings.ini linked":
                try Data(ini.utf8).write(to: dotfiles.appendingPathComponent("gtk.ini"))
                try FileManager.default.createSymbolicLink(
                    atPath: file.path,
                    withDestinationPath: "../dotfiles/gtk.ini"
                )
            case "settings.ini to /dev/zero":
                try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
            default:
                try Data(ini.utf8).write(to: file)
            }
        }
        environment["XDG_CONFIG_HOME"] = config.path
        let flag = setting == "--reduced-motion" ? " --reduced-motion" : ""
        let terminal = try TmuxSession(
            "'\(Program.binary)' --interactive --no-store --skin blue\(flag)",
            environment: environment
        )
        #expect(try terminal.waitFor("j/↓ pull") != nil)
        try terminal.pull(steps: 8)
        try terminal.send("Space")
        #expect(try terminal.waitFor("said: Refreshing") != nil)
        // The picture above the status line, read again and again once the header has settled at
        // its loading inset (openDuration, 0.2 s): the spinner takes 12 steps a second, so a
        // turning one shows four pictures within a second or two, and one held still shows one
        // picture in every capture for a second and a half (18 steps).
        #expect(try Program.waitUntil { try terminal.capture().contains("Loading") })
        var pictures: Set<String> = []
        func picture() throws -> String {
            let screen = try terminal.capture()
            #expect(screen.contains("Loading"), "\(screen)")
            return screen.components(separatedBy: "╰").first ?? screen
        }
        if standsStill {
            // Settled: the same picture for half a second (the header opening to its inset may
            // take longer than its 0.2 s on a loaded machine), within 10 s.
            var last = try picture()
            var since = ContinuousClock.now
            let settled = try Program.waitUntil(seconds: 10) {
                let now = try picture()
                if now != last { (last, since) = (now, ContinuousClock.now) }
                return ContinuousClock.now - since >= .milliseconds(500)
            }
            #expect(settled, "\(setting): the picture never settled")
            let end = ContinuousClock.now + .milliseconds(1500)
            while ContinuousClock.now < end { pictures.insert(try picture()) }
            #expect(pictures.count == 1, "\(setting): \(pictures.count) pictures")
        } else {
            let turned = try Program.waitUntil(seconds: 10) {
                pictures.insert(try picture())
                return pictures.count >= 4
            }
            #expect(turned, "the spinner turns: \(pictures.count) pictures")
        }
        try terminal.send("q")
        #expect(try terminal.waitFor("EXIT:0") != nil)
    }

    @Test("The status line is cut by columns: a Japanese announcement does not spill into the next row")
    func wideStatusLine() throws {
        let terminal = try TmuxSession(
            "'\(Program.binary)' --interactive --no-store --locale ja",
            columns: 50,
            rows: 24,
            environment: colourTerminal
        )
        #expect(try terminal.waitFor("j/↓ pull") != nil)
        try terminal.pull(steps: 10)
        try terminal.send("Space")
        // 更新中 takes six columns: cut by characters, the line would be three too long.
        let screen = try #require(try terminal.waitFor("said: 更新中"))
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let below = rows.drop { !$0.hasPrefix("╰") }.dropFirst()
        #expect(below.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 1, "\(screen)")
        try terminal.send("q")
        #expect(try terminal.waitFor("EXIT:0") != nil)
    }

    @Test(
        "The arrow reads as an arrow without colour at 56 and 90 columns: a head narrowing to a point over two rows, down then up",
        arguments: [56, 90]
    )
    func arrowShape(columns: Int) throws {
        for (state, head) in [
            ("idle --progress 0.9", ["▝███▘", "▝█▘"]), ("pulling --progress 1.5", ["▗█▖", "▗███▖"]),
        ] {
            let terminal = try TmuxSession(
                "'\(Program.binary)' --skin blue --state \(state) --color never --no-store --last-updated never"
                    + " --width \(columns) --height 12",
                columns: 100,
                rows: 20,
                environment: ["LANG": "C.UTF-8", "TERM": "xterm-256color", "REFRESHKIT_BLOCKS": "quadrant"]
            )
            let screen = try #require(try terminal.waitFor("EXIT:0"))
            // The indicator's cells, inside the frame's left border.
            let cells = screen.split(separator: "\n").map {
                String($0.dropFirst().prefix(10)).trimmingCharacters(in: .whitespaces)
            }
            let at = try #require(cells.firstIndex(of: head[0]), "\(state) at \(columns):\n\(screen)")
            #expect(cells.indices.contains(at + 1) && cells[at + 1] == head[1], "\(state) at \(columns):\n\(screen)")
            // The shaft on the other side of the head: one cell wide.
            let shaft = state.hasPrefix("idle") ? at - 1 : at + 2
            #expect(cells.indices.contains(shaft) && cells[shaft] == "█", "\(state) at \(columns):\n\(screen)")
        }
    }

    @Test("A window made smaller gets a picture that fits it")
    func resize() throws {
        let terminal = try TmuxSession("'\(Program.binary)' --skin blue --loop", environment: colourTerminal)
        #expect(try terminal.waitFor("Pull down to refresh") != nil)
        try terminal.resize(columns: 40, rows: 20)
        let fitted = "╭" + String(repeating: "─", count: 38) + "╮"
        let screen = try terminal.waitFor(fitted)
        #expect(screen != nil, "the frame redrawn 40 columns wide")
        try terminal.send("C-c")
        #expect(try terminal.waitFor("EXIT:130") != nil)
    }

    @Test("Ctrl-C stops a looping demo and restores the terminal")
    func interrupt() throws {
        let terminal = try TmuxSession("'\(Program.binary)' --skin white --loop", environment: colourTerminal)
        #expect(try terminal.waitFor("Pull down to refresh") != nil)
        try terminal.send("C-c")
        let end = try #require(try terminal.waitFor("EXIT:"))
        #expect(end.contains("EXIT:130"))
        #expect(try terminal.flag("cursor_flag") == "1")
        #expect(!(try terminal.capture(escapes: true).contains("\u{1B}[?25l")))
    }

    @Test("The 'last updated' line follows the clock: its phrase expires on screen, a loop starts after its refresh")
    func lastUpdatedLine() throws {
        // Updated 58.5 s ago: "now" while the demo first pulls, "1 minute ago" from 1.5 s on.
        let expiring = try TmuxSession(
            "'\(Program.binary)' --skin dots --last-updated 58.5 --no-store",
            environment: colourTerminal
        )
        #expect(try expiring.waitFor("Last updated: 1 minute ago", seconds: 8) != nil)
        // Never updated: the first round refreshes, so the second round's first pull shows "now"
        // (each round used to start from the program's first moment, "Never updated" again).
        let looping = try TmuxSession(
            "'\(Program.binary)' --skin dots --loop --last-updated never --no-store",
            environment: colourTerminal
        )
        var lines: [String] = []
        _ = try Program.waitUntil(seconds: 12) {  // a round lasts 8.3 s
            let screen = try looping.capture()
            if let line = screen.range(of: "(Last updated: now|Never updated)", options: .regularExpression),
                lines.last != String(screen[line])
            {
                lines.append(String(screen[line]))
            }
            return lines.count >= 3
        }
        #expect(lines == ["Never updated", "Last updated: now"], "seen in turn: \(lines)")
        try looping.send("C-c")
    }

    @Test(
        "NO_COLOR and TERM=dumb print no colour, even on a terminal",
        arguments: [("NO_COLOR", "1"), ("TERM", "dumb")]
    )
    func noColour(variable: String, value: String) throws {
        var environment = colourTerminal
        environment[variable] = value
        let terminal = try TmuxSession("'\(Program.binary)' --skin blue --state loading", environment: environment)
        let screen = try #require(try terminal.waitFor("EXIT:"))
        #expect(screen.contains("Loading"))
        #expect(!(try terminal.capture(escapes: true).contains("38;2;")))
    }
}
