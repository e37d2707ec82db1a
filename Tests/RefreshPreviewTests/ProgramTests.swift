import Foundation
import RefreshTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// End-to-end tests of the built `refreshpreview`: what it prints on standard output and
/// standard error, and its exit status (0 success, 1 failure, 64 usage error).
/// The subcommands, as the program lists them in its errors.
let subcommands = "replay, skins, lint, new, text, last-updated, gallery"

@Suite struct ProgramTests {
    @Test(
        "Help goes to standard output with status 0",
        arguments: [
            (["--help"], "USAGE: refreshpreview [--skin NAME] [--skin-file PATH]... [--footer]"),
            (["-h"], "USAGE: refreshpreview [--skin NAME] [--skin-file PATH]... [--footer]"),
            (["help"], "SUBCOMMANDS:"),
            (
                ["replay", "--help"],
                "USAGE: refreshpreview replay [--skin NAME] [--skin-file PATH]... [--expect FILE] [FILE]"
            ),
            (
                ["replay", "-h"],
                "USAGE: refreshpreview replay [--skin NAME] [--skin-file PATH]... [--expect FILE] [FILE]"
            ),
            (
                ["help", "replay"],
                "USAGE: refreshpreview replay [--skin NAME] [--skin-file PATH]... [--expect FILE] [FILE]"
            ),
            (["skins", "--help"], "USAGE: refreshpreview skins [--skin-file PATH]..."),
            (["help", "skins"], "USAGE: refreshpreview skins [--skin-file PATH]..."),
            (["lint", "-h"], "USAGE: refreshpreview lint [--root DIR] [--format text|json] FILE..."),
            (["help", "lint"], "USAGE: refreshpreview lint [--root DIR] [--format text|json] FILE..."),
            (["text", "--help"], "USAGE: refreshpreview text [--locale LOCALE] KEY [NAME=VALUE]..."),
            (
                ["help", "last-updated"],
                "OVERVIEW: Print the \"last updated\" label for a date, in a language, formatted by ICU."
            ),
        ]
    )
    func help(arguments: [String], usage: String) throws {
        let run = try Program.run(arguments)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.contains(usage), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    /// Each command's options as its help must list them, written out here rather than taken from
    /// the declarations the help is made from: an option dropped from a command, or a label
    /// changed, fails this.
    static let writtenOutOptions: [(command: [String], options: [String])] = [
        (
            [],
            [
                "--skin NAME", "--skin-file PATH", "--footer",
                "--state idle|pulling|loading|finished|noMoreData|failed|secondLevel", "--interactive",
                "--loop", "--watch",
                "--svg FILE", "--progress P", "--result success|failure", "--animate", "--reduced-motion",
                "--locale LOCALE",
                "--appearance light|dark",
                "--last-updated WHEN", "--no-store", "--time-zone ZONE", "--width COLUMNS", "--height ROWS", "--fps N",
                "--color auto|always|never", "--visual-order", "--help",
            ]
        ),
        (["replay"], ["--skin NAME", "--skin-file PATH", "--expect FILE", "--help"]),
        (["skins"], ["--skin-file PATH", "--help"]),
        (["lint"], ["--root DIR", "--format text|json", "--help"]),
        (["text"], ["--locale LOCALE", "--help"]),
        (
            ["last-updated"],
            [
                "--locale LOCALE", "--ago SECONDS", "--date ISO8601", "--now ISO8601",
                "--style relative|calendar|absolute", "--unit-width long|short|narrow", "--time-zone ZONE",
                "--skeleton SKELETON", "--future now|error", "--phrase", "--batch",
                "--format text|json", "--expect FILE", "--help",
            ]
        ),
        (
            ["gallery"],
            ["--skin NAME", "--skin-file PATH", "--locale LOCALE", "--appearance light|dark", "--help"]
        ),
        (["new"], ["--from SKIN", "--dir DIR", "--help"]),
    ]

    @Test("Each command's help lists exactly its options, in order", arguments: writtenOutOptions)
    func helpOptions(command: [String], options: [String]) throws {
        let run = try Program.run(command + ["--help"])
        #expect(run.status == 0, "\(run)")
        // The OPTIONS section runs to the next heading; an entry starts with two spaces and a dash,
        // and its label ends at two spaces.
        let section = run.stdoutLines.drop { $0 != "OPTIONS:" }.dropFirst().prefix { $0.hasPrefix(" ") }
        let listed = section.filter { $0.hasPrefix("  -") }.map { line in
            String(line.dropFirst(2)).components(separatedBy: "  ").first ?? ""
        }
        #expect(listed == options, "\(run.stdout)")
    }

    @Test(
        "Every bad flag or value: one clear error, a pointer to the help, status 64",
        arguments: [
            (
                ["--state", "sleeping"],
                "error: --state must be one of idle, pulling, loading, finished, noMoreData, failed, secondLevel, not 'sleeping'",
                "refreshpreview"
            ),
            (
                ["--color", "sometimes"], "error: --color must be one of auto, always, never, not 'sometimes'",
                "refreshpreview"
            ),
            (["--width", "5"], "error: --width takes a whole number from 24 to 400, not '5'", "refreshpreview"),
            (
                ["--last-updated", "soon"],
                "error: --last-updated takes a number of seconds (0 or more) or 'never', not 'soon'",
                "refreshpreview"
            ),
            (
                ["--interactive", "--state", "idle"], "error: --interactive cannot be combined with --state or --svg",
                "refreshpreview"
            ),
            (
                ["--time-zone", "Mars/Base", "--state", "idle"],
                "error: unknown time zone 'Mars/Base'. Use an IANA time zone id such as 'Europe/Berlin', 'America/New_York' or 'UTC'.",
                "refreshpreview"
            ),
            (
                ["text", "header.pul"],
                "error: unknown key 'header.pul' (did you mean 'header.pull'?); the keys are "
                    + "header.pull, header.release, header.loading, header.finished, header.updated, header.failed, "
                    + "header.lastUpdated, header.neverUpdated, footer.idle, footer.release, footer.loading, "
                    + "footer.finished, footer.updated, footer.noMore, footer.failed, a11y.refreshing, a11y.refreshed, a11y.updated, a11y.refreshFailed, a11y.loadingMore, "
                    + "a11y.loadedMore, a11y.loadedMoreItems, a11y.loadMoreFailed, a11y.noMore, a11y.refreshCancelled",
                "refreshpreview text"
            ),
            (
                ["text", "header.finished"],
                "error: 'header.finished' needs the argument count, as in header.finished count=3",
                "refreshpreview text"
            ),
            // An argument is given once, as an option is (the later one used to win: "4 new items").
            (
                ["text", "header.finished", "count=3", "count=4"], "error: count is given more than once; give it once",
                "refreshpreview text"
            ),
            // A count is a whole number, and one out of its range says the range.
            (
                ["text", "header.finished", "count=2147483648"],
                "error: count takes a whole number from 0 to 2147483647, not '2147483648'", "refreshpreview text"
            ),
            (
                ["text", "header.finished", "count=" + String(repeating: "9", count: 400)],
                "error: count takes a whole number from 0 to 2147483647, not '"
                    + String(repeating: "9", count: 200) + "… (200 more)'",
                "refreshpreview text"
            ),
            (
                ["text", "header.finished", "count=1.5"],
                "error: count takes a whole number from 0 to 2147483647, not '1.5'", "refreshpreview text"
            ),
            (
                ["last-updated", "--locale", "de"],
                "error: say when the refresh happened: --ago SECONDS, --date ISO8601, or --batch to read JSON Lines",
                "refreshpreview last-updated"
            ),
            (
                ["last-updated", "--ago", "5", "--style", "fuzzy"],
                "error: --style must be one of relative, calendar, absolute, not 'fuzzy'", "refreshpreview last-updated"
            ),
            (
                ["last-updated", "--date", "yesterday"],
                "error: --date takes an ISO 8601 date with a time and zone, such as 2026-11-29T14:03:00Z, not "
                    + "'yesterday': write it as YYYY-MM-DDTHH:MM:SS, with Z or an offset such as +01:00 at the end",
                "refreshpreview last-updated"
            ),
            (["--bogus"], "error: unknown option '--bogus'", "refreshpreview"),
            (["--skin"], "error: --skin needs a value", "refreshpreview"),
            (
                ["--skin", "nosuch"],
                "error: unknown skin 'nosuch' (available: black, blue, dots, grey, lottie, material, pulse, ring, spinner, text, white)",
                "refreshpreview"
            ),
            (["nope"], "error: unknown subcommand 'nope'; the subcommands are \(subcommands)", "refreshpreview"),
            (
                ["replai"],
                "error: unknown subcommand 'replai' (did you mean 'replay'?); the subcommands are \(subcommands)",
                "refreshpreview"
            ),
            (["help", "nope"], "error: no help for 'nope'; the subcommands are \(subcommands)", "refreshpreview"),
            (["help", "lint", "replay"], "error: unexpected argument 'replay'", "refreshpreview"),
            (["replay", "--skin"], "error: --skin needs a value", "refreshpreview replay"),
            (["replay", "--skin", ""], "error: --skin needs a value", "refreshpreview replay"),
            (["replay", "--skin="], "error: --skin needs a value (--skin=VALUE)", "refreshpreview replay"),
            (
                ["replay", "--skin", "bleu"],
                "error: unknown skin 'bleu'; did you mean 'blue'? (available: black, blue, dots, grey, lottie, material, pulse, ring, spinner, text, white)",
                "refreshpreview replay"
            ),
            (
                ["replay", "--skn", "blue"], "error: unknown option '--skn' (did you mean '--skin'?)",
                "refreshpreview replay"
            ),
            (["replay", "--verbose"], "error: unknown option '--verbose'", "refreshpreview replay"),
            (["replay", "a.jsonl", "b.jsonl"], "error: unexpected argument 'b.jsonl'", "refreshpreview replay"),
            (["skins", "extra"], "error: unexpected argument 'extra'", "refreshpreview skins"),
            (["skins", "--skin-file"], "error: --skin-file needs a value", "refreshpreview skins"),
            (
                ["skins", "--skin"], "error: unknown option '--skin' (did you mean '--skin-file'?)",
                "refreshpreview skins"
            ),
            (["lint"], "error: name at least one skin file to check", "refreshpreview lint"),
            (["lint", "--root"], "error: --root needs a value", "refreshpreview lint"),
            (["lint", "--root="], "error: --root needs a value (--root=VALUE)", "refreshpreview lint"),
            (
                ["lint", "--rot", "x", "y.xml"], "error: unknown option '--rot' (did you mean '--root'?)",
                "refreshpreview lint"
            ),
        ]
    )
    func usageErrors(arguments: [String], message: String, command: String) throws {
        let run = try Program.run(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines == [message, "See '\(command) --help'."], "\(run)")
    }

    // MARK: - Files that cannot be read

    @Test("A missing trace names the path and the reason, status 1")
    func missingTrace() throws {
        let run = try Program.run(["replay", "Examples/Traces/no-such-trace.jsonl"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines == ["error: cannot read the trace 'Examples/Traces/no-such-trace.jsonl': no such file"])
    }

    @Test("A folder given as the trace is an error, not a crash")
    func folderAsTrace() throws {
        let run = try Program.run(["replay", "Examples/Traces"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines == ["error: cannot read the trace 'Examples/Traces': it is a folder, not a file"])
    }

    @Test("A trace that cannot be read for lack of permission says so")
    func unreadableTrace() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/secret.jsonl"
        try Data("{\"event\":\"tick\"}\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0)
        let (prefix, binary) = try Program.unprivileged(in: folder)
        let run = try Program.run(["replay", path], prefix: prefix, binary: binary)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines == ["error: cannot read the trace '\(path)': permission denied"], "\(run)")
    }

    @Test("A trace that fails while being read (an I/O error) is reported, not a crash")
    func readErrorMidway() throws {
        let run = try Program.run(["replay", "/proc/self/mem"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines == ["error: cannot read the trace '/proc/self/mem': input/output error"], "\(run)")
    }

    @Test("lint: a missing file and a folder are errors at their paths, status 1")
    func lintMissingFiles() throws {
        let run = try Program.run(["lint", "Skins/missing.xml", "Examples"])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderrLines == [
                "Skins/missing.xml: error: there is no file 'missing.xml'",
                "./Examples: error: 'Examples' is a folder, not a file",
            ],
            "\(run)"
        )
        #expect(run.stdoutLines == ["2 files checked: 2 errors, 0 warnings"])
    }

    @Test("lint --root: a missing folder or a file names the path and the reason")
    func lintBadRoot() throws {
        let missing = try Program.run(["lint", "--root", "no-such-folder", "Resources/Skins/blue/blue.xml"])
        #expect(missing.status == 1, "\(missing)")
        #expect(missing.stderrLines == ["error: cannot use the root folder 'no-such-folder': no such folder"])
        let file = try Program.run(["lint", "--root=README.md", "Resources/Skins/blue/blue.xml"])
        #expect(file.status == 1, "\(file)")
        #expect(file.stderrLines == ["error: cannot use the root folder 'README.md': it is a file, not a folder"])
        #expect(missing.stdout.isEmpty && file.stdout.isEmpty)
    }

    @Test("skins --skin-file with a missing file: the error at its path, the built-ins still listed, status 1")
    func skinsMissingFile() throws {
        let run = try Program.run(["skins", "--skin-file", "Skins/missing.xml"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines == ["Skins/missing.xml: error: there is no file 'missing.xml'"])
        #expect(run.stdoutLines.first?.hasPrefix("ID") == true)
        #expect(run.stdoutLines.count == 1 + SkinAuthoringProgramTests.builtIns.count)
    }

    // MARK: - Work done

    static let classicPullEffects = [
        #"{"input":4,"edge":"header","state":"pulling"}"#,
        #"{"input":5,"edge":"header","state":"idle"}"#,
        #"{"input":6,"edge":"header","state":"pulling"}"#,
        #"{"input":7,"edge":"header","refresh":true}"#,
        #"{"input":7,"edge":"header","state":"loading"}"#,
        #"{"input":7,"edge":"header","inset":60,"duration":0.2}"#,
        #"{"input":7,"edge":"header","announce":"a11y.refreshing"}"#,
        #"{"input":7,"edge":"header","pullEnded":"refresh"}"#,
        #"{"input":10,"edge":"header","inset":0,"duration":0.3}"#,
        #"{"input":10,"edge":"header","state":"idle"}"#,
        #"{"input":10,"edge":"header","announce":"a11y.refreshed","count":3}"#,
    ]

    @Test("replay: a trace file, standard input and '-' give the engine guide's effects, status 0")
    func replay() throws {
        let trace = try String(contentsOfFile: Program.root + "/Examples/Traces/classic-pull.jsonl", encoding: .utf8)
        for run in [
            try Program.run(["replay", "Examples/Traces/classic-pull.jsonl"]),
            try Program.run(["replay"], input: trace),
            try Program.run(["replay", "-"], input: trace),
            try Program.run(["replay", "--skin", "blue", "--", "Examples/Traces/classic-pull.jsonl"]),
        ] {
            #expect(run.status == 0, "\(run)")
            #expect(run.stdoutLines == Self.classicPullEffects, "\(run)")
            #expect(run.stderr.isEmpty, "\(run)")
        }
    }

    @Test("replay: a malformed line stops with its number after the effects before it, status 1")
    func replayBadLine() throws {
        let input = """
            {"event":"scroll","offset":-70,"dragging":true}
            {"event":"scrol"}
            {"event":"release","offset":-70}

            """
        let run = try Program.run(["replay"], input: input)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines == [#"{"input":1,"edge":"header","state":"pulling"}"#])
        #expect(
            run.stderrLines == [
                #"error: line 2: unknown event "scrol"; the events are "layout", "scroll", "release", "finish", "begin", "tick", "tap", "accessibilityRefresh", "appear", "closeSecondLevel", "setEnabled", "cancel", "refreshing" (did you mean "scroll"?)"#
            ]
        )
    }

    @Test("replay: bytes that are not UTF-8 are a line error")
    func replayBinary() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/binary.jsonl"
        try Data([0x7B, 0xFF, 0xFE, 0x7D, 0x0A]).write(to: URL(fileURLWithPath: path))
        let run = try Program.run(["replay", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines == ["error: line 1: the line is not valid UTF-8 text"])
    }

    @Test("skins: the built-in skins with their sources, and a --skin-file, status 0")
    func skins() throws {
        let run = try Program.run(["skins", "--skin-file", "Tests/RefreshSkinsTests/Fixtures/valid/minimal-footer.xml"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let ids = run.stdoutLines.dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(
            ids == [
                "black", "blue", "dots", "grey", "lottie", "material", "minimal-footer", "pulse", "ring", "spinner",
                "text",
                "white",
            ]
        )
        #expect(
            run.stdoutLines.first?.split(separator: " ").filter { !$0.isEmpty } == [
                "ID", "NAME", "HEADER", "FOOTER", "SOURCE",
            ]
        )
        #expect(run.stdout.contains("file (Tests/RefreshSkinsTests/Fixtures/valid/minimal-footer.xml)"))
        #expect(run.stdout.contains("built-in (builtin:Skins/blue/blue.xml)"))
    }

    @Test("skins: a name in Japanese takes two columns a character, and the columns still line up")
    func skinsAlignWideNames() throws {
        let folder = try TemporaryFolder()
        let skin = #"<skin id="yuugure" name="夕暮れの空 🌅" format="1"><header style="text"/></skin>"#
        try Data(skin.utf8).write(to: URL(fileURLWithPath: folder.path + "/yuugure.xml"))
        let run = try Program.run(["skins", "--skin-file", folder.path + "/yuugure.xml"])
        #expect(run.status == 0, "\(run)")
        // Where the HEADER column starts, in terminal columns (these six characters take two each).
        let wide: Set<Character> = ["夕", "暮", "れ", "の", "空", "🌅"]
        func column(of word: String, inLineStartingWith id: String) -> Int? {
            guard let line = run.stdoutLines.first(where: { $0.hasPrefix(id + " ") }),
                let start = line.range(of: "  " + word)
            else { return nil }
            return line[..<start.lowerBound].reduce(0) { $0 + (wide.contains($1) ? 2 : 1) }
        }
        let header = column(of: "HEADER", inLineStartingWith: "ID")
        #expect(header != nil)
        #expect(column(of: "text", inLineStartingWith: "yuugure") == header, "\(run)")
        #expect(column(of: "arrow", inLineStartingWith: "blue") == header, "\(run)")
    }

    @Test("preview: a --skin-file skin is shown, its string override and its own arrow")
    func previewSkinFile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            atPath: Program.root + "/Resources/Skins/grey/greyArrow.png",
            toPath: folder.path + "/sunset-arrow.png"
        )
        let skin = """
            <skin id="sunset" name="Sunset" format="1" extends="blue">
              <header style="arrow">
                <colors><background light="#FFE8D6" dark="#3A2418"/></colors>
                <arrow image="sunset-arrow.png"/>
                <strings locale="en"><string key="header.pull">Pull for fresh sunsets</string></strings>
              </header>
              <footer/>
            </skin>
            """
        try Data(skin.utf8).write(to: URL(fileURLWithPath: folder.path + "/sunset.xml"))
        let run = try Program.run(["--skin-file", folder.path + "/sunset.xml", "--state", "idle"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdout.contains("Pull for fresh sunsets"), "\(run)")
        #expect(run.stdout.contains("█"), "the arrow, drawn in blocks")
    }

    @Test("preview: piped, the key frames of each state are printed as plain text")
    func previewKeyFrames() throws {
        let run = try Program.run(["--skin", "blue", "--locale", "de"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("\u{1B}"), "no escape codes in a pipe")
        let names = run.stdoutLines.filter { $0.hasPrefix("── ") }
        #expect(names == ["── idle ──", "── pulling ──", "── loading ──", "── finished ──", "── idle ──"])
        // The German catalog's own text for the armed header.
        let catalog = try String(contentsOfFile: Program.root + "/Localizations/de.strings", encoding: .utf8)
        let line = try #require(catalog.split(separator: "\n").first { $0.hasPrefix("\"header.release\"") })
        let release = line.split(separator: "\"")[2]
        #expect(run.stdout.contains(release), "\(run)")
    }

    @Test("lint: valid skins pass with status 0; an invalid one is reported as path:line:col, status 1")
    func lint() throws {
        let valid = try Program.run(["lint", "Tests/RefreshSkinsTests/Fixtures/valid/minimal-footer.xml"])
        #expect(valid.status == 0, "\(valid)")
        #expect(valid.stdoutLines == ["1 file checked: 0 errors, 0 warnings"])
        #expect(valid.stderr.isEmpty)
        let invalid = try Program.run(["lint", "Tests/RefreshSkinsTests/Fixtures/invalid/bad-colour.xml"])
        #expect(invalid.status == 1, "\(invalid)")
        #expect(invalid.stdoutLines == ["1 file checked: 1 error, 0 warnings"])
        #expect(
            invalid.stderrLines == [
                "Tests/RefreshSkinsTests/Fixtures/invalid/bad-colour.xml:2:38: error: bad colour for text light: "
                    + "the red value '300' must be a whole number from 0 to 255"
            ]
        )
    }
}
