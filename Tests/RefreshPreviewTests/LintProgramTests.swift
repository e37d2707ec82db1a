import Foundation
import Testing

/// `refreshpreview lint` end to end: `--format json` for editors and CI, UTF-8 only, and a skin
/// whose pattern would fail at display refused with its place, by lint and by the preview.
@Suite struct LintProgramTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let wrongArgument = """
        <skin id="wrongarg" name="Wrong argument" format="1">
          <header style="text">
            <colors><background light="white"/><text light="#AAAAAA"/></colors>
            <strings locale="de">
              <string key="header.finished">{n, plural, one {# neuer} other {# neue}}</string>
            </strings>
            <strings locale="german"><string key="header.pull">Ziehen</string></strings>
          </header>
        </skin>

        """

    static func objects(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [[String: Any]], "not an array of objects: \(text)")
    }

    @Test func jsonFormatListsEveryDiagnosticWithItsCode() throws {
        let folder = try Self.folder()
        let path = folder.appendingPathComponent("wrong.xml").path
        try Self.wrongArgument.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Program.run(["lint", "--format", "json", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let objects = try Self.objects(run.stdout)
        let keys: Set<String> = ["file", "line", "column", "severity", "code", "message", "suggestion"]
        for object in objects { #expect(Set(object.keys) == keys, "\(object)") }
        let argument = try #require(objects.first { $0["code"] as? String == "unknown-argument" }, "\(run)")
        #expect(argument["file"] as? String == path)
        #expect(argument["line"] as? Int == 5)
        #expect(argument["column"] as? Int == 7)
        #expect(argument["severity"] as? String == "error")
        #expect(argument["suggestion"] as? String == "count")
        #expect((argument["message"] as? String)?.contains("did you mean count?") == true)
        let locale = try #require(objects.first { $0["code"] as? String == "unknown-locale" })
        #expect(locale["line"] as? Int == 7)
        #expect(locale["suggestion"] as? String == "de")
    }

    @Test func jsonFormatOfACleanSkinIsAnArrayOfWarnings() throws {
        let folder = try Self.folder()
        let path = folder.appendingPathComponent("faint.xml").path
        try """
        <skin id="faint" name="Faint" format="1">
          <header style="text">
            <colors><background light="white"/><text light="silver"/></colors>
          </header>
        </skin>
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Program.run(["lint", "--format", "json", path])
        #expect(run.status == 0, "\(run)")
        let objects = try Self.objects(run.stdout)
        #expect(objects.count == 1, "\(run)")
        #expect(objects.first?["code"] as? String == "low-contrast")
        #expect(objects.first?["severity"] as? String == "warning")
        #expect(objects.first?["suggestion"] is NSNull)

        let usage = try Program.run(["lint", "--format", "xml", path])
        #expect(usage.status == 64, "\(usage)")
    }

    @Test func thePreviewRefusesAPatternThatWouldFailAtDisplayWithItsPlace() throws {
        let folder = try Self.folder()
        let path = folder.appendingPathComponent("wrong.xml").path
        try Self.wrongArgument.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Program.run(["--skin-file", path, "--state", "finished"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("\(path):5:7: error: the message for 'header.finished' (de)"), "\(run)")
        #expect(!run.stderr.contains("argument 'n' is missing"), "\(run)")
    }

    static let latin1: [UInt8] =
        Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<skin id=\"x\" name=\"Caf".utf8) + [0xE9]
        + Array("\" format=\"1\"><header style=\"text\"/></skin>\n".utf8)

    static let utf16: [UInt8] = {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "<skin id=\"x\" name=\"x\" format=\"1\"/>".utf16 {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }()

    @Test(arguments: ["latin1", "utf16"])
    func otherEncodingsAreRefusedPlainly(name: String) throws {
        let bytes = name == "latin1" ? Self.latin1 : Self.utf16
        let folder = try Self.folder()
        let path = folder.appendingPathComponent("\(name).xml").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for arguments in [["lint", path], ["--skin-file", path, "--state", "idle"]] {
            let run = try Program.run(arguments)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("\(path):1:"), "\(run)")
            #expect(run.stderr.contains("save the file as UTF-8"), "\(run)")
        }
    }

    @Test(
        "A descriptor named through a symbolic link or with a backslash in its name is read; a link to a folder is called one"
    )
    func descriptorsByTheirRealPaths() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        func skin(_ id: String) -> String {
            // On white: the blue arrow on the classic background is under 3:1 (lint says so).
            #"<skin id="\#(id)" name="\#(id)" format="1"><header style="arrow"><colors><background light="white"/>"#
                + #"</colors><arrow image="arrow.png"/></header></skin>"#
        }
        let arrow = Program.root + "/Resources/Skins/blue/blueArrow.png"
        // A skin in its own folder with its arrow beside it, named through a link in another folder.
        try manager.createDirectory(atPath: folder.path + "/real", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder.path + "/links", withIntermediateDirectories: true)
        try skin("real").write(toFile: folder.path + "/real/skin.xml", atomically: true, encoding: .utf8)
        try manager.copyItem(atPath: arrow, toPath: folder.path + "/real/arrow.png")
        try manager.createSymbolicLink(atPath: folder.path + "/links/link.xml", withDestinationPath: "../real/skin.xml")
        let linked = try Program.run(["lint", folder.path + "/links/link.xml"])
        #expect(linked.status == 0 && linked.stderr.isEmpty, "\(linked)")
        #expect(linked.stdoutLines == ["1 file checked: 0 errors, 0 warnings"], "\(linked)")
        // A backslash is part of a file name on Linux.
        try skin("slash").write(toFile: folder.path + "/real/back\\slash.xml", atomically: true, encoding: .utf8)
        let slash = try Program.run(["lint", folder.path + "/real/back\\slash.xml"])
        #expect(slash.status == 0 && slash.stderr.isEmpty, "\(slash)")
        // A link to a folder, here or elsewhere, is named for what it is.
        try manager.createSymbolicLink(atPath: folder.path + "/links/near.xml", withDestinationPath: "../links")
        try manager.createSymbolicLink(atPath: folder.path + "/links/far.xml", withDestinationPath: "../real")
        let folders = try Program.run(["lint", folder.path + "/links/near.xml", folder.path + "/links/far.xml"])
        #expect(folders.status == 1, "\(folders)")
        #expect(
            folders.stderrLines == [
                "\(folder.path)/links/near.xml: error: 'near.xml' is a symbolic link to a folder, not a file",
                "\(folder.path)/links/far.xml: error: 'far.xml' is a symbolic link to a folder, not a file",
            ],
            "\(folders)"
        )
    }

    @Test("A duration written as 1e300 is out of range; 1e-1 needs no exponent")
    func numbersWithExponents() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/skin.xml"
        let text =
            #"<skin id="n" name="n" format="1"><header style="text"><metrics flipDuration="1e300" "#
            + #"openDuration="1e-1"/></header></skin>"#
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Program.run(["lint", path])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderrLines.contains {
                $0.hasSuffix(": error: flipDuration must be at least 0 and at most 60 seconds, not 1e300")
            },
            "\(run)"
        )
        #expect(
            run.stderrLines.contains {
                $0.hasSuffix(
                    ": error: openDuration must be written as a plain decimal such as 0.25 (no exponent), not '1e-1'"
                )
            },
            "\(run)"
        )
    }
}

/// `refreshkit-skins lint --format json`: the same JSON for a package's Skins folder, whose
/// catalogs are checked for the keys' arguments as skins are.
@Suite struct SkinsToolLintJSONTests {
    @Test func aSkinsFolderAsJSON() throws {
        let folder = try LintProgramTests.folder()
        let skins = folder.appendingPathComponent("Skins")
        try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
        try LintProgramTests.wrongArgument.write(
            to: skins.appendingPathComponent("wrong.xml"),
            atomically: true,
            encoding: .utf8
        )
        // A skin that loads gets the readability warnings.
        try """
        <skin id="faint" name="Faint" format="1">
          <header style="text"><colors><background light="white"/><text light="silver"/></colors></header>
        </skin>
        """.write(to: skins.appendingPathComponent("faint.xml"), atomically: true, encoding: .utf8)
        let catalogText = #"""
            "header.finished" = "{n} new";
            "footer.noMore" = "That is all";
            "footer.idle" = " Pull up ";
            "footer.failed" = "";

            """#
        try catalogText.write(
            to: skins.appendingPathComponent("en.strings"),
            atomically: true,
            encoding: .utf8
        )
        let run = try Program.run(
            ["lint"] + SkinsToolProgramTests.builtIns + ["--tree", skins.path, "--format", "json"],
            binary: SkinsToolProgramTests.binary
        )
        #expect(run.status == 1, "\(run)")
        let objects = try LintProgramTests.objects(run.stdout)
        let codes = objects.compactMap { $0["code"] as? String }
        #expect(codes.contains("unknown-argument"), "\(run)")
        #expect(codes.contains("unknown-locale"), "\(run)")
        #expect(codes.contains("low-contrast"), "\(run)")
        let catalog = try #require(
            objects.first {
                ($0["file"] as? String)?.hasSuffix("en.strings") == true && $0["severity"] as? String == "error"
            },
            "\(run)"
        )
        #expect(catalog["line"] as? Int == 1)
        #expect(catalog["code"] as? String == "unknown-argument")
        #expect(catalog["suggestion"] as? String == "count")
        // A catalog's text keeps its spaces as a skin's <string> does: both are warned about.
        let spaced = try #require(objects.first { $0["code"] as? String == "string-whitespace" }, "\(run)")
        #expect(spaced["line"] as? Int == 3)
        #expect(spaced["severity"] as? String == "warning")
        #expect(spaced["suggestion"] as? String == "Pull up")
        let empty = try #require(objects.first { $0["code"] as? String == "empty-string" }, "\(run)")
        #expect(empty["line"] as? Int == 4)
        #expect(empty["severity"] as? String == "warning")
    }
}

/// Styles that name indicator kinds: `refreshpreview lint` knows the kinds its registry draws;
/// the skins tool knows those a package declares in its `kinds.txt`.
@Suite struct IndicatorKindLintTests {
    static let ownKind = """
        <skin id="own" name="Own" format="1">
          <header style="sunburst"/>
          <footer style="rnig"/>
        </skin>

        """

    @Test func lintWarnsAboutAKindItDoesNotDrawAndRefusesATypoOfABuiltIn() throws {
        let folder = try LintProgramTests.folder()
        let path = folder.appendingPathComponent("own.xml").path
        try Self.ownKind.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Program.run(["lint", "--format", "json", path])
        #expect(run.status == 1, "\(run)")
        let objects = try LintProgramTests.objects(run.stdout)
        let warning = try #require(objects.first { $0["code"] as? String == "unregistered-style" }, "\(run)")
        #expect(warning["severity"] as? String == "warning")
        #expect(warning["line"] as? Int == 2)
        #expect(warning["column"] as? Int == 11)
        #expect((warning["message"] as? String)?.contains("style 'sunburst' names no indicator kind") == true)
        #expect(warning["suggestion"] is NSNull)
        let error = try #require(objects.first { $0["code"] as? String == "unknown-style" }, "\(run)")
        #expect(error["severity"] as? String == "error")
        #expect(error["line"] as? Int == 3)
        #expect(error["suggestion"] as? String == "ring")
        // The text form says the same, located.
        let text = try Program.run(["lint", path])
        #expect(text.stderr.contains("\(path):2:11: warning: style 'sunburst' names no indicator kind"), "\(text)")
        #expect(text.stderr.contains("\(path):3:11: error: unknown style 'rnig'; did you mean 'ring'?"), "\(text)")
    }

    /// `refreshpreview lint` of one skin of a theme package knows the kinds the package declares
    /// in its `Skins/kinds.txt`, found above the skin's own folder, and reports that file's mistakes.
    @Test func lintOfAPackagesSkinKnowsTheKindsThePackageDeclares() throws {
        let folder = try LintProgramTests.folder()
        let own = folder.appendingPathComponent("Skins/own")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        let path = own.appendingPathComponent("own.xml").path
        try """
        <skin id="own" name="Own" format="1"><header style="sunburst"/><footer style="spinner"/></skin>

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let kinds = folder.appendingPathComponent("Skins/kinds.txt")
        try "# this package's kinds\nsunburst\n".write(to: kinds, atomically: true, encoding: .utf8)
        let declared = try Program.run(["lint", "--format", "json", path])
        #expect(declared.status == 0, "\(declared)")
        #expect(try LintProgramTests.objects(declared.stdout).isEmpty, "\(declared)")
        try "sunburst\nsun burst\n".write(to: kinds, atomically: true, encoding: .utf8)
        let broken = try Program.run(["lint", path])
        #expect(broken.status == 1)
        #expect(
            broken.stderr.contains(kinds.path + ":2:1: error: 'sun burst' is not an indicator kind name"),
            "\(broken)"
        )
    }

    @Test func theSkinsToolKnowsTheKindsAPackageDeclares() throws {
        let folder = try LintProgramTests.folder()
        let skins = folder.appendingPathComponent("Skins")
        try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
        try """
        <skin id="own" name="Own" format="1" extends="blue"><header style="sunburst"/><footer/></skin>

        """.write(to: skins.appendingPathComponent("own.xml"), atomically: true, encoding: .utf8)
        func lint() throws -> (status: Int32, codes: [String], run: String) {
            let run = try Program.run(
                ["lint"] + SkinsToolProgramTests.builtIns + ["--tree", skins.path, "--format", "json"],
                binary: SkinsToolProgramTests.binary
            )
            return (run.status, try LintProgramTests.objects(run.stdout).compactMap { $0["code"] as? String }, "\(run)")
        }
        let undeclared = try lint()
        #expect(undeclared.status == 0, "a warning does not fail: \(undeclared.run)")
        #expect(undeclared.codes == ["unregistered-style"], "\(undeclared.run)")
        let kinds = skins.appendingPathComponent("kinds.txt")
        try "# kinds this package registers\nsunburst\n".write(to: kinds, atomically: true, encoding: .utf8)
        let declared = try lint()
        #expect(declared.status == 0)
        #expect(declared.codes == [], "\(declared.run)")
        try "sunburst\nsun burst\n".write(to: kinds, atomically: true, encoding: .utf8)
        let broken = try Program.run(
            ["lint"] + SkinsToolProgramTests.builtIns + ["--tree", skins.path],
            binary: SkinsToolProgramTests.binary
        )
        #expect(broken.status == 1)
        #expect(
            broken.stderr.contains(kinds.path + ":2:1: error: 'sun burst' is not an indicator kind name"),
            "\(broken)"
        )
    }

}
