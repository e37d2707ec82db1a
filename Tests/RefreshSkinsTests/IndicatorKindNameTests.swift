import Foundation
import RefreshSkins
import RefreshTestSupport
import RefreshXML
import Testing

/// A part's `style` names an indicator kind, built in or registered by a program: any
/// well-formed name is read; a name the loader does not know is a located warning (with the
/// nearest known name), a typo of a built-in an error; a package declares its kinds in
/// `Skins/kinds.txt`.
@Suite struct IndicatorKindNameTests {
    static func skin(_ header: String, footer: String? = nil) -> [UInt8] {
        var text = "<skin id=\"own\" name=\"Own\" format=\"1\">\n  <header style=\"\(header)\"/>\n"
        if let footer { text += "  <footer style=\"\(footer)\"/>\n" }
        return Array((text + "</skin>\n").utf8)
    }

    static func read(_ bytes: [UInt8], loader: SkinLoader = SkinLoader()) -> SkinDocument {
        let tree = MemorySkinFiles(files: ["own.xml": bytes])
        let document = loader.readDocument("own.xml", in: tree, source: .file(path: "own.xml"))
        DiagnosticCodeTests.expectCoded(document.diagnostics)
        return document
    }

    @Test(
        "The grammar reads any well-formed kind name",
        arguments: ["sunburst", "Wave", "my.kind_2-b", "x", String(repeating: "k", count: 64)]
    )
    func wellFormedNamesAreRead(name: String) throws {
        let document = Self.read(Self.skin(name), loader: SkinLoader(indicatorKinds: [name]))
        #expect(document.diagnostics.map(\.description) == [])
        let registry = SkinRegistry.load(
            builtIn: nil,
            packages: [MemorySkinFiles(files: ["own.xml": Self.skin(name)])],
            loader: SkinLoader(indicatorKinds: [name])
        )
        #expect(registry.skin(id: "own")?.header.style == SkinStyle(rawValue: name))
    }

    @Test(
        "A name that is not a kind's shape is a located error, with the nearest built-in",
        arguments: [
            ("arrow!", "not 'arrow!'; did you mean 'arrow'?"),
            ("sun burst", "not 'sun burst'"),
            ("2ring", "not '2ring'; did you mean 'ring'?"),
            ("", "not ''"),
            (String(repeating: "k", count: 65), "at most 64"),
            ("ring\u{301}", "not 'ring\u{301}'"),
        ]
    )
    func malformedNamesAreErrors(name: String, expected: String) {
        let document = Self.read(Self.skin(name))
        #expect(document.diagnostics.count == 1)
        let error = document.diagnostics.first
        #expect(error?.severity == .error)
        #expect(error?.line == 2 && error?.column == 11)
        #expect(error?.message.hasPrefix("style must name an indicator kind (an ASCII letter") == true)
        #expect(error?.message.contains(expected) == true, "\(document.diagnostics)")
        #expect(!document.isValid)
    }

    @Test func anUnknownNameIsALocatedWarningAndTheSkinLoads() throws {
        let document = Self.read(Self.skin("sunburst"))
        #expect(
            document.diagnostics.map(\.description) == [
                "own.xml:2:11: warning: style 'sunburst' names no indicator kind known here (known: arrow, spinner, "
                    + "text, ring, dots, disc, frames or lottie); the program must register a kind of this name, or the part shows text "
                    + "only (a theme package lists the kinds it registers in Skins/kinds.txt)"
            ]
        )
        #expect(document.diagnostics.first?.code?.rawValue == "unregistered-style")
        #expect(document.diagnostics.first?.suggestion == nil)
        #expect(document.isValid)
    }

    @Test func aNameTheLoaderKnowsHasNoWarning() {
        let loader = SkinLoader(indicatorKinds: SkinLoader.builtInIndicatorKinds.union(["sunburst", "wave"]))
        let document = Self.read(Self.skin("sunburst", footer: "wave"), loader: loader)
        #expect(document.diagnostics.map(\.description) == [])
    }

    @Test func aTypoOfARegisteredKindIsAWarningNamingIt() throws {
        let loader = SkinLoader(indicatorKinds: SkinLoader.builtInIndicatorKinds.union(["sunburst"]))
        let document = Self.read(Self.skin("sunbrust"), loader: loader)
        let warning = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.code?.rawValue == "unregistered-style")
        #expect(warning.suggestion == "sunburst")
        #expect(
            warning.description
                == "own.xml:2:11: warning: style 'sunbrust' names no indicator kind known here; did you mean "
                + "'sunburst'? (known: arrow, spinner, text, ring, dots, disc, frames, lottie or sunburst); the program must register a kind "
                + "of this name, or the part shows text only (a theme package lists the kinds it registers in "
                + "Skins/kinds.txt)"
        )
        #expect(document.isValid)
    }

    @Test(
        "A typo of a built-in stays an error, with the built-in as the fix",
        arguments: [("arow", "arrow"), ("rnig", "ring"), ("Dots", "dots"), ("spiner", "spinner"), ("txt", "text")]
    )
    func aTypoOfABuiltInIsAnError(name: String, builtIn: String) throws {
        let document = Self.read(Self.skin(name))
        let error = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(error.severity == .error)
        #expect(error.code?.rawValue == "unknown-style")
        #expect(error.suggestion == builtIn)
        #expect(error.line == 2 && error.column == 11)
        #expect(
            error.message
                == "unknown style '\(name)'; did you mean '\(builtIn)'? (expected arrow, spinner, text, ring, dots, disc, frames or lottie)"
        )
        #expect(!document.isValid)
        // Declared, the same name is a kind of its own.
        let declared = Self.read(Self.skin(name), loader: SkinLoader(indicatorKinds: [name]))
        #expect(declared.diagnostics.isEmpty)
    }

    @Test func aStyleInheritedFromTheSkinExtendedIsNotCheckedAgain() throws {
        let package = MemorySkinFiles(
            files: [
                "base.xml": Array(#"<skin id="base" name="B" format="1"><header style="sunburst"/></skin>"#.utf8),
                "child.xml": Array(#"<skin id="child" name="C" format="1" extends="base"><header/></skin>"#.utf8),
            ],
            displayPrefix: "Theme:"
        )
        let registry = SkinRegistry.load(builtIn: nil, packages: [package], loader: SkinLoader())
        #expect(registry.diagnostics.map(\.file) == ["Theme:base.xml"])
        #expect(registry.skin(id: "child")?.header.style == SkinStyle(rawValue: "sunburst"))
    }

    // MARK: kinds.txt

    @Test func aPackageDeclaresItsKindsInKindsTxt() throws {
        let package = MemorySkinFiles(
            files: [
                "kinds.txt": Array("# Registered by Theme.indicators\nsunburst\n\n  wave  # the other one\n".utf8),
                "own.xml": Self.skin("sunburst", footer: "wave"),
            ],
            displayPrefix: "Theme:"
        )
        let registry = SkinRegistry.load(builtIn: nil, packages: [package], loader: SkinLoader())
        #expect(registry.diagnostics.map(\.description) == [])
        #expect(registry.skin(id: "own")?.footer.style == SkinStyle(rawValue: "wave"))
        // Without the declaration, the same skin warns twice.
        let bare = SkinRegistry.load(
            builtIn: nil,
            packages: [MemorySkinFiles(files: ["own.xml": Self.skin("sunburst", footer: "wave")])],
            loader: SkinLoader()
        )
        #expect(bare.diagnostics.map(\.code?.rawValue) == ["unregistered-style", "unregistered-style"])
        #expect(bare.skin(id: "own") != nil)
    }

    @Test func kindsTxtMistakesAreLocated() {
        let text = "sunburst\n  sun burst\nsunburst\n\u{7}bell\nok # comment\n"
        let parsed = IndicatorKindDeclarationProbe.parse(text)
        #expect(parsed.names == ["sunburst", "ok"])
        #expect(
            parsed.diagnostics == [
                "Theme:kinds.txt:2:3: error: 'sun burst' is not an indicator kind name: an ASCII letter, then letters, "
                    + "digits, '.', '_' or '-' (at most 64), one name a line",
                "Theme:kinds.txt:3:1: warning: 'sunburst' is listed twice",
                "Theme:kinds.txt:4:1: error: '\\u{07}bell' is not an indicator kind name: an ASCII letter, then "
                    + "letters, digits, '.', '_' or '-' (at most 64), one name a line",
            ]
        )
    }

    @Test("kinds.txt reads the same with LF, with CRLF, and without a last newline")
    func kindsTxtLineEndings() {
        let lf = "# the theme's kinds\nsunburst\n  bad name\nring\n"
        let expected = IndicatorKindDeclarationProbe.parse(lf)
        #expect(expected.names == ["sunburst", "ring"])
        #expect(expected.diagnostics.count == 1 && expected.diagnostics[0].hasPrefix("Theme:kinds.txt:3:3: error:"))
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        for text in [crlf, String(crlf.dropLast()), String(lf.dropLast())] {
            let parsed = IndicatorKindDeclarationProbe.parse(text)
            #expect(parsed.names == expected.names, "\(text.debugDescription)")
            #expect(parsed.diagnostics == expected.diagnostics, "\(text.debugDescription)")
        }
    }

    @Test func kindsTxtThatIsNotUTF8OrTooLongIsRefused() {
        let package = MemorySkinFiles(files: ["kinds.txt": [0x73, 0xFF, 0x0A]], displayPrefix: "Theme:")
        let registry = SkinRegistry.load(builtIn: nil, packages: [package], loader: SkinLoader())
        #expect(
            registry.diagnostics.map(\.description) == [
                "Theme:kinds.txt: error: kinds.txt must be UTF-8 text: one indicator kind name a line"
            ]
        )
        let many = (0..<300).map { "kind\($0)" }.joined(separator: "\n")
        let parsed = IndicatorKindDeclarationProbe.parse(many)
        #expect(parsed.names.count == 256)
        #expect(
            parsed.diagnostics == [
                "Theme:kinds.txt:257:1: error: more than 256 indicator kinds are declared; the rest are ignored"
            ]
        )
        let huge = MemorySkinFiles(
            files: ["kinds.txt": Array(repeating: UInt8(ascii: "a"), count: 70_000)],
            displayPrefix: "Theme:"
        )
        let refused = SkinRegistry.load(builtIn: nil, packages: [huge], loader: SkinLoader())
        #expect(refused.diagnostics.first?.message.contains("more than the limit") == true, "\(refused.diagnostics)")
    }

    @Test func theSchemaOffersTheBuiltInsAndAcceptsAnyWellFormedName() throws {
        let schema = try #require(BuiltInSkins.schema)
        for name in ["arrow", "sunburst", "my.Kind_2-b"] {
            let parsed = XMLSecureParser.parse(Self.skin(name), path: "own.xml", schema: schema)
            #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(name): \(parsed.diagnostics)")
        }
        for name in ["arrow!", "sun burst", "2ring"] {
            let parsed = XMLSecureParser.parse(Self.skin(name), path: "own.xml", schema: schema)
            #expect(!parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(name)")
        }
        let text = try String(contentsOfFile: Repository.root + "/Resources/Schema/skin.rng", encoding: .utf8)
        #expect(text.contains("<value>arrow</value>"))
    }
}

/// `kinds.txt` parsed as `Theme:kinds.txt`, its diagnostics as text.
enum IndicatorKindDeclarationProbe {
    static func parse(_ text: String) -> (names: [String], diagnostics: [String]) {
        let parsed = IndicatorKindDeclaration.parse(Array(text.utf8), path: "Theme:kinds.txt")
        return (parsed.names, parsed.diagnostics.map(\.description))
    }
}
