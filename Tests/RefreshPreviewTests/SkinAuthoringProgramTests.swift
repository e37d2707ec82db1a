import Foundation
import RefreshCore
import RefreshSkins
import RefreshTestSupport
import Testing

/// A theme author's first steps, run as the author would: copy a built-in skin's folder, or
/// scaffold one with `refreshpreview new`, then lint it and preview it.
@Suite("refreshpreview: built-in skins as starting points, and new")
struct SkinAuthoringProgramTests {
    static let builtIns = [
        "black", "blue", "dots", "grey", "lottie", "material", "pulse", "ring", "spinner", "text", "white",
    ]

    /// Copies `Resources/Skins/<id>/` into `folder` as `<id>/`.
    static func copyBuiltIn(_ id: String, into folder: String) throws -> String {
        let copy = folder + "/" + id
        try FileManager.default.copyItem(atPath: Program.root + "/Resources/Skins/" + id, toPath: copy)
        return copy + "/" + id + ".xml"
    }

    @Test("A copy of each built-in skin's folder lints clean and previews with --skin-file", arguments: builtIns)
    func builtInCopy(_ id: String) throws {
        let folder = try TemporaryFolder()
        let descriptor = try Self.copyBuiltIn(id, into: folder.path)
        let lint = try Program.run(["lint", descriptor])
        #expect(lint.status == 0, "\(lint)")
        #expect(lint.stderr.isEmpty, "\(lint)")
        #expect(lint.stdoutLines == ["1 file checked: 0 errors, 0 warnings"])
        let still = try Program.run(["--skin-file", descriptor, "--state", "pulling", "--no-store"])
        #expect(still.status == 0, "\(still)")
        #expect(still.stderr.isEmpty, "\(still)")
        // A header that floats (material's overlay) draws its indicator alone, over the list at rest.
        let floats = SkinRegistry.builtIn.skin(id: id).map { $0.metrics(for: .header).placement != .follow } ?? false
        #expect(still.stdout.contains(floats ? "Item 1" : "Release"), "\(still)")
    }

    @Test("lint of the built-ins' own files, with or without --root, says no skin replaces itself")
    func builtInsDoNotReplaceThemselves() throws {
        let files = Self.builtIns.map { "Resources/Skins/\($0)/\($0).xml" }
        for root in [[], ["--root", "Resources"]] {
            let run = try Program.run(["lint"] + root + files)
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.isEmpty, "\(run)")
            #expect(run.stdoutLines == ["\(files.count) files checked: 0 errors, 0 warnings"], "\(run)")
        }
    }

    @Test("A changed copy that keeps a built-in's id still says that it replaces the built-in")
    func changedCopyReplaces() throws {
        let folder = try TemporaryFolder()
        let descriptor = try Self.copyBuiltIn("blue", into: folder.path)
        let text = try String(contentsOfFile: descriptor, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "Classic Blue", with: "My Blue").utf8)
            .write(to: URL(fileURLWithPath: descriptor))
        let run = try Program.run(["lint", descriptor])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderrLines == [
                "\(descriptor):3:1: warning: skin 'blue' replaces the one from built-in (builtin:Skins/blue/blue.xml)"
            ],
            "\(run)"
        )
    }

    @Test("The skin being previewed has its 2x arrow checked at load, as lint does")
    func previewChecksTheTwoXArrow() throws {
        let (folder, descriptor) = try Program.scaffold("dusk")
        try Data("GIF89a, not a PNG".utf8).write(to: URL(fileURLWithPath: folder.path + "/dusk/arrow@2x.png"))
        let message =
            "the arrow image 'arrow@2x.png' is not a usable PNG: not a PNG file (the PNG signature is missing)"
        let still = try Program.run(["--skin-file", descriptor, "--state", "idle", "--no-store"])
        #expect(still.status != 0, "\(still)")
        #expect(still.stderr.contains(message), "\(still)")
        let lint = try Program.run(["lint", descriptor])
        #expect(lint.status != 0 && lint.stderr.contains(message), "\(lint)")
    }

    @Test("new: the scaffold lints clean, and its key frames and a still frame show it at once")
    func scaffoldLintsAndPreviews() throws {
        let folder = try TemporaryFolder()
        let made = try Program.run(["new", "sunset", "--dir", folder.path])
        #expect(made.status == 0, "\(made)")
        #expect(made.stderr.isEmpty, "\(made)")
        #expect(made.stdout.hasPrefix("Created \(folder.path)/sunset/ from the built-in skin 'blue':"), "\(made)")
        #expect(made.stdout.contains("refreshpreview --skin-file \(folder.path)/sunset/sunset.xml --watch"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/sunset").sorted()
        #expect(names == ["arrow.png", "arrow@2x.png", "sunset.xml"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sunset"], "no temporary left")
        let blue = Program.root + "/Resources/Skins/blue/blueArrow"
        #expect(
            FileManager.default.contentsEqual(atPath: folder.path + "/sunset/arrow.png", andPath: blue + ".png")
        )
        #expect(
            FileManager.default.contentsEqual(atPath: folder.path + "/sunset/arrow@2x.png", andPath: blue + "@2x.png")
        )
        let descriptor = folder.path + "/sunset/sunset.xml"
        let text = try String(contentsOfFile: descriptor, encoding: .utf8)
        for element in ["<colors>", "<arrow ", "<metrics ", "<lastUpdated ", "<fonts>", "<layout ", "<strings locale="]
        {
            #expect(text.contains(element), "\(element)")
        }
        #expect(text.components(separatedBy: "<!--").count > 12, "a comment on each element")
        #expect(text.contains("30 x 55 pixels") && text.contains("60 x 110 pixels"))

        let lint = try Program.run(["lint", descriptor])
        #expect(lint.status == 0, "\(lint)")
        #expect(lint.stderr.isEmpty, "\(lint)")
        #expect(lint.stdoutLines == ["1 file checked: 0 errors, 0 warnings"])

        let frames = try Program.run(["--skin-file", descriptor, "--no-store"])
        #expect(frames.status == 0, "\(frames)")
        #expect(frames.stderr.isEmpty, "\(frames)")
        let names2 = frames.stdoutLines.filter { $0.hasPrefix("── ") }
        #expect(names2 == ["── idle ──", "── pulling ──", "── loading ──", "── finished ──", "── idle ──"])
        #expect(frames.stdout.contains("↓ Pull down to refresh"), "the strings example is used")
        let still = try Program.run(["--skin-file", descriptor, "--state", "idle", "--no-store"])
        #expect(still.status == 0 && still.stdout.contains("█"), "the arrow, drawn in blocks: \(still)")

        let skins = try Program.run(["skins", "--skin-file", descriptor])
        let row = skins.stdoutLines.first { $0.hasPrefix("sunset ") }
        #expect(row?.contains("Sunset") == true && row?.contains("file (") == true, "\(skins)")
    }

    @Test("new --from: every built-in makes a skin that lints clean", arguments: builtIns)
    func scaffoldFromEachBuiltIn(_ id: String) throws {
        let folder = try TemporaryFolder()
        let made = try Program.run(["new", "from-\(id)", "--from", id, "--dir", folder.path + "/skins"])
        #expect(made.status == 0, "\(made)")
        let descriptor = folder.path + "/skins/from-\(id)/from-\(id).xml"
        let lint = try Program.run(["lint", descriptor])
        #expect(lint.status == 0 && lint.stderr.isEmpty, "\(lint)")
        let still = try Program.run(["--skin-file", descriptor, "--state", "finished", "--no-store"])
        #expect(still.status == 0 && still.stderr.isEmpty, "\(still)")
        if id == "text" {
            #expect(still.stdout.contains("3 new items"), "the text skin's own wording is kept: \(still)")
        }
        if id == "dots" {
            #expect(still.stdout.contains("✓"), "the dots skin's motion is kept: \(still)")
            let written = try String(contentsOfFile: descriptor, encoding: .utf8)
            #expect(written.contains(#"maximumProgress="2""#) && written.contains(#"<fade from="0" to="0.6"/>"#))
        }
        if id == "lottie" {
            // Both animations are copied and said to be so, with their size.
            for name in ["indicator-light.json", "indicator-dark.json"] {
                let copied = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/skins/from-lottie/" + name))
                let line = made.stdoutLines.first { $0.contains(name) }
                #expect(line?.hasSuffix("a Lottie animation (\(copied.count) bytes)") == true, "\(made)")
            }
        }
    }

    @Test("new refuses an existing folder or file, touches nothing, and exits 1")
    func scaffoldRefusesToOverwrite() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/sunset", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder.path + "/sunset/sunset.xml"))
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder.path + "/dawn"))
        for (name, what) in [("sunset", "a folder"), ("dawn", "a file")] {
            let run = try Program.run(["new", name, "--dir", folder.path])
            #expect(run.status == 1, "\(run)")
            #expect(
                run.stderrLines == [
                    "error: '\(folder.path)/\(name)' already exists (\(what)); nothing was written. "
                        + "Choose another NAME or --dir, or move it away"
                ],
                "\(run)"
            )
            #expect(run.stdout.isEmpty)
        }
        #expect(try String(contentsOfFile: folder.path + "/sunset/sunset.xml", encoding: .utf8) == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/sunset") == ["sunset.xml"])
        #expect(try String(contentsOfFile: folder.path + "/dawn", encoding: .utf8) == "a file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["dawn", "sunset"])
    }

    @Test(
        "new: a NAME that cannot be a skin id, a missing NAME or an unknown --from is a usage error",
        arguments: [
            (["new", "Sunset"], "error: 'Sunset' cannot be a skin's id: use lowercase letters"),
            (["new", "../up"], "error: '../up' cannot be a skin's id"),
            (["new", ".hidden"], "error: '.hidden' cannot be a skin's id"),
            (["new", String(repeating: "a", count: 65)], "cannot be a skin's id"),
            (["new"], "error: name the new skin, such as 'refreshpreview new sunset'"),
            (["new", "x", "--from", "blu"], "error: --from names no built-in skin: 'blu'; did you mean 'blue'?"),
            (["new", "a", "b"], "error: unexpected argument 'b'"),
        ]
    )
    func scaffoldUsageErrors(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        let run = try Program.run(arguments + ["--dir", folder.path])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.first?.contains(message) == true, "\(run)")
        #expect(run.stderrLines.last == "See 'refreshpreview new --help'.", "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }

    @Test("new --help and help new describe it; the overview lists it")
    func scaffoldHelp() throws {
        for arguments in [["new", "--help"], ["help", "new"]] {
            let run = try Program.run(arguments)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("USAGE: refreshpreview new [--from SKIN] [--dir DIR] NAME"))
            #expect(run.stdout.contains("  --from SKIN") && run.stdout.contains("  --dir DIR"))
        }
        let overview = try Program.run(["--help"])
        #expect(overview.stdout.contains("  new  ") || overview.stdout.contains("  new "), "\(overview)")
        #expect(overview.stdout.contains("--watch"))
    }

    @Test("A skin that extends one made beside it lints and previews on its own, from any folder")
    func aFamilyOfSkinsInSiblingFolders() throws {
        let (folder, _) = try Program.scaffold("base", from: "grey")
        try FileManager.default.createDirectory(atPath: folder.path + "/night", withIntermediateDirectories: true)
        let night = """
            <skin id="night" name="Night" format="1" extends="base">
              <header><colors><background light="#223344"/><text light="#ffffff"/><arrowTint light="#ffffff"/><spinner light="#ffffff"/></colors></header>
              <footer/>
            </skin>

            """
        try night.write(toFile: folder.path + "/night/night.xml", atomically: true, encoding: .utf8)

        let lint = try Program.run(["lint", folder.path + "/night/night.xml"])
        #expect(lint.status == 0, "\(lint)")
        #expect(lint.stdoutLines == ["2 files checked: 0 errors, 0 warnings"], "\(lint)")
        // From the skin's own folder, the sibling folder is one up.
        let script = #"cd "$1" && exec "$0" lint night.xml"#
        let inside = try Program.run([folder.path + "/night"], prefix: ["/bin/sh", "-c", script])
        #expect(inside.status == 0, "\(inside)")
        let preview = try Program.run([
            "--skin-file", folder.path + "/night/night.xml", "--state", "idle", "--no-store",
        ])
        #expect(preview.status == 0, "\(preview)")
        #expect(preview.stderr.isEmpty, "\(preview)")
        // A broken parent is reported where it is.
        try "<skin id=\"base\"".write(toFile: folder.path + "/base/base.xml", atomically: true, encoding: .utf8)
        let broken = try Program.run(["lint", folder.path + "/night/night.xml"])
        #expect(broken.status == 1, "\(broken)")
        #expect(broken.stderr.hasPrefix(folder.path + "/base/base.xml:1:"), "\(broken)")
    }
}
