import Foundation
import Testing

/// `--state/--progress`, `--svg --animate` and `gallery`, run as a person would.
@Suite struct MotionProgramTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refreshpreview-motion-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("--state pulling --progress P draws one still frame pulled that far, once, then exits")
    func stillAtProgress() throws {
        let atTrigger = try Program.run(["--state", "pulling", "--progress", "1.1", "--no-store"])
        let over = try Program.run(["--state", "pulling", "--progress", "2.5", "--no-store"])
        #expect(atTrigger.status == 0 && over.status == 0, "\(atTrigger)\n\(over)")
        #expect(over.stdout.contains("Release to refresh") && !over.stdout.contains("── pulling ──"), "\(over)")
        // Pulled further, the status line sits lower on the screen.
        let row = { (run: Program.Run) in run.stdoutLines.firstIndex { $0.contains("Release to refresh") } ?? -1 }
        #expect(row(over) > row(atTrigger), "\(atTrigger)\n\(over)")
        let idle = try Program.run(["--state", "idle", "--progress", "0.9", "--no-store"])
        #expect(idle.status == 0 && idle.stdout.contains("Pull down to refresh"), "\(idle)")
    }

    @Test("--progress runs to a skin's maximumProgress past the usual three, and no further")
    func progressToTheSkinsMaximum() throws {
        let folder = try Self.folder()
        let skin = folder.appendingPathComponent("stretch.xml").path
        try
            #"<skin id="stretch" name="Stretch" format="1" extends="dots"><header><metrics maximumProgress="4"/></header></skin>"#
            .write(toFile: skin, atomically: true, encoding: .utf8)
        let far = try Program.run(["--skin-file", skin, "--state", "pulling", "--progress", "3.5", "--no-store"])
        #expect(far.status == 0 && far.stdout.contains("Release to refresh"), "\(far)")
        let svg = folder.appendingPathComponent("far.svg").path
        let drawn = try Program.run(["--skin-file", skin, "--state", "pulling", "--progress", "4", "--svg", svg])
        #expect(drawn.status == 0, "\(drawn)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains(#"id="header-motion""#))
        let tooFar = try Program.run(["--skin-file", skin, "--state", "pulling", "--progress", "4.5"])
        #expect(
            tooFar.status == 64
                && tooFar.stderrLines.contains(
                    "error: --progress takes a number from 0 to 4 for the skin 'stretch' (its maximumProgress is 4), "
                        + "not '4.5'"
                )
        )
        // The built-in dots stretch to 2: still frames go to the usual 3, and the message names the skin.
        let dots = try Program.run(["--skin", "dots", "--state", "pulling", "--progress", "3.2"])
        #expect(dots.status == 64, "\(dots)")
        #expect(
            dots.stderrLines.first
                == "error: --progress takes a number from 0 to 3 for the skin 'dots' (its maximumProgress is 2), not '3.2'"
        )
    }

    @Test("--state finished --result shows a success or a failure, each with the skin's finished icon")
    func finishedResults() throws {
        let success = try Program.run(["--skin", "dots", "--state", "finished", "--no-store", "--color", "never"])
        #expect(success.status == 0 && success.stdout.contains("✓") && !success.stdout.contains("✕"), "\(success)")
        let failure = try Program.run(
            ["--skin", "dots", "--state", "finished", "--result", "failure", "--no-store", "--color", "never"]
        )
        #expect(failure.status == 0 && failure.stdout.contains("✕") && failure.stdout.contains("Couldn’t refresh"))
        let folder = try Self.folder()
        let svg = folder.appendingPathComponent("failed.svg").path
        let drawn = try Program.run(["--skin", "dots", "--state", "finished", "--result", "failure", "--svg", svg])
        #expect(drawn.status == 0, "\(drawn)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains(">✕</text>"))
    }

    @Test(
        "Bad --progress and --animate combinations are usage errors that say what to do",
        arguments: [
            (
                ["--state", "pulling", "--progress", "3.5"],
                "error: --progress takes a number from 0 to 3 for the skin 'blue' (its maximumProgress is 1), not '3.5'"
            ),
            // One range for every number past it: the skin's.
            (
                ["--state", "pulling", "--progress", "4.5"],
                "error: --progress takes a number from 0 to 3 for the skin 'blue' (its maximumProgress is 1), not '4.5'"
            ),
            (
                ["--state", "pulling", "--progress", "-1"],
                "error: --progress takes a number from 0 (to 3, or to the skin's maximumProgress when larger), not '-1'"
            ),
            (
                ["--state", "pulling", "--progress", "nan"],
                "error: --progress takes a number from 0 (to 3, or to the skin's maximumProgress when larger), not 'nan'"
            ),
            (
                ["--state", "pulling", "--progress", "two"],
                "error: --progress takes a number from 0 (to 3, or to the skin's maximumProgress when larger), not 'two'"
            ),
            (
                ["--progress", "0.5"],
                "error: --progress needs --state idle|pulling|loading|finished|noMoreData|failed|secondLevel"
            ),
            (
                ["--state", "idle", "--progress", "1.5"],
                "error: --state idle is a pull up to the trigger: --progress must be 1 or less, not 1.5 (use --state pulling)"
            ),
            (
                ["--state", "pulling", "--progress", "0.4"],
                "error: --state pulling is a pull past the trigger: --progress must be more than 1, not 0.4 (use --state idle)"
            ),
            (["--animate"], "error: --animate needs --svg FILE"),
            (
                ["--state", "loading", "--result", "failure"],
                "error: --result needs --state finished: it says how the load shown there ended"
            ),
            (
                ["--state", "finished", "--result", "failed"],
                "error: --result must be one of success, failure, not 'failed' (did you mean 'failure'?)"
            ),
            (
                ["--svg", "x.svg", "--animate", "--state", "idle"],
                "error: --animate plays the whole cycle: leave out --state and --progress"
            ),
        ]
    )
    func badMotionOptions(arguments: [String], message: String) throws {
        let run = try Program.run(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.first == message, "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test("--svg with --progress draws that pull; --animate writes an SVG that plays the cycle without script")
    func svgFiles() throws {
        let folder = try Self.folder()
        let still = folder.appendingPathComponent("still.svg").path
        let run = try Program.run(["--state", "loading", "--progress", "1.5", "--svg", still, "--no-store"])
        #expect(run.status == 0, "\(run)")
        #expect(try String(contentsOfFile: still, encoding: .utf8).contains("header-spinner"))
        let animated = folder.appendingPathComponent("cycle.svg").path
        let cycle = try Program.run(["--skin", "grey", "--svg", animated, "--animate", "--no-store"])
        #expect(cycle.status == 0, "\(cycle)")
        let document = try String(contentsOfFile: animated, encoding: .utf8)
        #expect(document.contains("@keyframes") && document.contains("animation-iteration-count: infinite"))
        #expect(!document.contains("<script"))
        for status in ["Pull down to refresh", "Release to refresh", "Loading…"] {
            #expect(document.contains(status), "the cycle shows '\(status)'")
        }
    }

    @Test("gallery writes index.html and every skin × state × appearance × language, with relative links")
    func gallery() throws {
        let folder = try Self.folder().appendingPathComponent("out")
        let run = try Program.run(["gallery", folder.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("index.html") && run.stdout.contains("blue/"), "\(run)")
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let sources = html.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
        // Eleven built-in skins × (4 states × 2 appearances × 3 languages + 1 cycle), and the
        // cycle with reduced motion of each skin in which something moves by itself (all but `text`).
        #expect(sources.count == 11 * 25 + 10, "\(sources.count)")
        #expect(html.components(separatedBy: "src=\"text/cycle-reduced.svg\"").count == 1, "text has nothing to reduce")
        #expect(html.contains("src=\"blue/cycle-reduced.svg\""))
        for source in sources {
            #expect(!source.contains(":") && !source.hasPrefix("/"), "a relative link: \(source)")
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent(String(source)).path),
                "\(source)"
            )
        }
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script"))
        let arabic = try String(
            contentsOf: folder.appendingPathComponent("blue/pulling-dark-ar.svg"),
            encoding: .utf8
        )
        #expect(arabic.contains("direction=\"rtl\"") && arabic.contains("#1e232a"), "dark, right to left")
        // Written again over itself: the same files, nothing else touched.
        let note = folder.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: note)
        let again = try Program.run(["gallery", "--skin", "blue", folder.path])
        #expect(again.status == 0, "\(again)")
        #expect(try String(contentsOf: note, encoding: .utf8) == "mine")
    }

    @Test("gallery --locale (repeated) --appearance: those columns only, each tile with lint's warnings about it")
    func galleryAsVisualReport() throws {
        let folder = try Self.folder().appendingPathComponent("out")
        let review = Program.root + "/Tests/RefreshSkinsTests/Fixtures/review/"
        let run = try Program.run([
            "gallery", "--skin", "night", "--skin", "blue", "--skin", "stubborn", "--skin-file",
            review + "dark-arrow.xml",
            "--skin-file", review + "far-trigger.xml",
            "--locale", "de", "--locale", "ta", "--locale", "de_DE.UTF-8", "--locale", "de",
            "--appearance", "dark", folder.path,
        ])
        #expect(run.status == 0, "\(run)")
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        // The same language given twice (or as a POSIX id of another tag) is one column each.
        #expect(html.contains("<th>dark, de</th><th>dark, ta</th><th>dark, de-DE</th></tr>"), "\(html)")
        #expect(!html.contains("light, ") && !html.contains("dark, en"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(files.contains("night/pulling-dark-ta.svg") && !files.contains("night/pulling-light-ta.svg"))
        // Night's arrow is the colour of its dark background: its idle and pulling tiles in every
        // language are outlined; Blue's are clean.
        let sections = html.components(separatedBy: "<section class=\"skin\"")
        let night = try #require(sections.first { $0.hasPrefix(" id=\"skin-night\"") })
        let blue = try #require(sections.first { $0.hasPrefix(" id=\"skin-blue\"") })
        #expect(night.components(separatedBy: "<td class=\"flagged\">").count - 1 == 2 * 3, "\(night)")
        #expect(night.contains("the header's arrow (idle) has a contrast"), "\(night)")
        #expect(night.contains("under the 3:1 that WCAG 1.4.11 asks for graphics"))
        #expect(!blue.contains("class=\"flagged\"") && blue.contains("Lint warns about nothing"), "\(blue)")
        // A state no pull reaches is a tile that says so, with the warning that says why.
        let stubborn = try #require(sections.first { $0.hasPrefix(" id=\"skin-stubborn\"") })
        #expect(stubborn.contains("This skin cannot show pulling."), "\(stubborn)")
        #expect(stubborn.contains("the header can never load by a pull"), "\(stubborn)")
    }

    @Test("gallery refuses a language no catalog speaks and an unknown appearance, listing what there is")
    func galleryRefusesUnknownLanguages() throws {
        let folder = try Self.folder().appendingPathComponent("out")
        let unknown = try Program.run(["gallery", "--locale", "tlh", folder.path])
        #expect(unknown.status == 64, "\(unknown)")
        #expect(
            unknown.stderr.contains("--locale: no catalog speaks 'tlh'; the catalogs are ar, az, bg, "),
            "\(unknown)"
        )
        let malformed = try Program.run(["gallery", "--locale", "not a tag", folder.path])
        #expect(malformed.status == 64 && malformed.stderr.contains("--locale: "), "\(malformed)")
        let appearance = try Program.run(["gallery", "--appearance", "dusk", folder.path])
        #expect(appearance.status == 64, "\(appearance)")
        #expect(appearance.stderr.contains("--appearance must be one of light, dark, not 'dusk'"), "\(appearance)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing written")
    }

    @Test("gallery refuses a file for its folder, an unknown skin and a missing folder, with status 64")
    func galleryMistakes() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("taken")
        try Data("keep me".utf8).write(to: file)
        let onFile = try Program.run(["gallery", file.path])
        #expect(onFile.status == 64, "\(onFile)")
        #expect(onFile.stderrLines.first?.contains("is a file, not a folder") == true, "\(onFile)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
        let missing = try Program.run(["gallery"])
        #expect(missing.status == 64)
        #expect(missing.stderrLines.first == "error: gallery needs a folder to write into: refreshpreview gallery DIR")
        let unknown = try Program.run(["gallery", "--skin", "bleu", folder.appendingPathComponent("g").path])
        #expect(unknown.status == 64, "\(unknown)")
        #expect(unknown.stderr.contains("blue"), "a suggestion: \(unknown)")
    }

    @Test("gallery follows no link it did not make: a planted one is refused, named, before anything is written")
    func galleryRefusesLinks() throws {
        let folder = try Self.folder()
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let precious = outside.appendingPathComponent("precious.txt")
        try Data("mine".utf8).write(to: precious)
        // A picture linked to a file outside, a dangling page, a skin folder linked outside.
        let plants: [(String, String)] = [
            ("blue/idle-light-en.svg", precious.path),
            ("index.html", outside.appendingPathComponent("nothing.html").path),
            ("black", outside.path),
        ]
        for (planted, destination) in plants {
            let out = folder.appendingPathComponent("out-\(UUID().uuidString)")
            let link = out.appendingPathComponent(planted)
            try FileManager.default.createDirectory(
                at: link.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
            let before = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
            let run = try Program.run(["gallery", out.path])
            #expect(run.status == 1, "\(run)")
            #expect(
                run.stderrLines.first?.contains("'\(link.path)' is a symlink") == true
                    && run.stderr.contains("nothing was written"),
                "\(run)"
            )
            #expect(try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted() == before, "\(planted)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["precious.txt"])
            #expect(try String(contentsOf: precious, encoding: .utf8) == "mine")
        }
    }

    @Test("A skin whose id is the page's name gets a folder of its own; the page and every picture are written")
    func gallerySkinNamedLikeThePage() throws {
        let folder = try Self.folder()
        let skin = folder.appendingPathComponent("page.xml")
        let spinner = try String(contentsOfFile: Program.root + "/Resources/Skins/spinner/spinner.xml", encoding: .utf8)
        try Data(spinner.replacingOccurrences(of: "id=\"spinner\"", with: "id=\"index.html\"").utf8).write(to: skin)
        let out = folder.appendingPathComponent("out")
        let run = try Program.run([
            "gallery", "--skin-file", skin.path, "--skin", "index.html", "--skin", "blue", out.path,
        ])
        #expect(run.status == 0, "\(run)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["blue", "index.html", "index.html-2"], "\(names)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html-2/cycle.svg").path))
    }

    @Test("A skin file that does not load is reported and left out; the rest is written, status 1")
    func galleryWithABrokenSkin() throws {
        let folder = try Self.folder()
        let broken = folder.appendingPathComponent("broken.xml")
        try Data("<skin id=\"broken\" format=\"1\"><header>".utf8).write(to: broken)
        let out = folder.appendingPathComponent("out")
        let run = try Program.run(["gallery", "--skin-file", broken.path, out.path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("broken.xml:"), "\(run)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("blue/cycle.svg").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("broken").path))
    }
}
