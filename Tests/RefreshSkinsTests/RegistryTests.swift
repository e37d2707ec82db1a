import Foundation
import RefreshCore
import RefreshSkins
import RefreshTestSupport
import Testing

@Suite struct RegistryTests {
    let loader = SkinLoader()

    /// An image the header and the footer both name is one file, so its pixels are decoded
    /// once.
    @Test func anImageNamedByBothPartsIsOneFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arrow = try DirectorySkinFiles(root: Fixtures.root + "/valid").read("arrow.png", limit: 1 << 20)
        try folder.write("arrow.png", arrow)
        let file = try folder.write(
            "twice.xml",
            """
            <skin id="twice" name="Twice" format="1">
              <header><arrow image="arrow.png"/></header>
              <footer><arrow image="arrow.png"/></footer>
            </skin>
            """
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: loader)
        let skin = try #require(registry.skin(id: "twice"))
        #expect(skin.header.arrow?.isDecoded == false && skin.footer.arrow?.isDecoded == false)
        #expect(skin.header.arrow?.image.width == 30)
        // Decoding the header's arrow decoded the footer's: they are one file, and so is the 2x
        // file read on first use.
        #expect(skin.header.arrow?.image2x == nil)
        #expect(skin.footer.arrow?.isDecoded == true)
    }

    @Test func everyErrorOfAFileInOnePass() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "skin.xml",
            """
            <skin id="x" name="X" format="1">
              <header style="arow">
                <colors><backgroud light="#fff"/><text light="#12"/></colors>
                <metrics flipDuration="-1" openDuration="0.2"/>
                <arrow image="missing.png"/>
                <strings locale="de"><string key="header.pull">Ziehen {count</string></strings>
              </header>
            </skin>
            """
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: loader)
        let rendered = registry.diagnostics.map(\.description)
        #expect(
            rendered == [
                "\(file):2:11: error: unknown style 'arow'; did you mean 'arrow'? "
                    + "(expected arrow, spinner, text, ring, dots, disc, frames or lottie)",
                "\(file):3:13: error: unknown element <backgroud> in <colors>; did you mean 'background'? "
                    + "(allowed: background, text, textShadow, arrowTint, spinner)",
                "\(file):3:44: error: bad colour for text light: '#12' has 2 hexadecimal digits; use 3, 4, 6 or 8",
                "\(file):4:14: error: flipDuration must not be negative (-1)",
                "\(file):5:12: error: unknown asset: there is no image 'missing.png' next to the skin",
                "\(file):6:26: error: invalid message pattern for 'header.pull' (de): the message has 1 '{' without a matching '}'",
            ]
        )
    }

    @Test func cyclicExtendsIsReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            "a.xml",
            "<skin id=\"a\" name=\"A\" format=\"1\" extends=\"b\"><header style=\"text\"/></skin>"
        )
        try folder.write(
            "b.xml",
            "<skin id=\"b\" name=\"B\" format=\"1\" extends=\"c\"><header style=\"text\"/></skin>"
        )
        try folder.write(
            "c.xml",
            "<skin id=\"c\" name=\"C\" format=\"1\" extends=\"a\"><header style=\"text\"/></skin>"
        )
        try folder.write(
            "d.xml",
            "<skin id=\"d\" name=\"D\" format=\"1\" extends=\"d\"><header style=\"text\"/></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, searchPath: [folder.path], loader: loader)
        #expect(registry.skins.isEmpty)
        let messages = registry.errors.map(\.description)
        #expect(
            messages.contains(
                "\(folder.path)/a.xml:1:34: error: cyclic extends: a → b → c → a; a skin cannot extend itself, directly or indirectly"
            )
        )
        #expect(messages.contains { $0.contains("d.xml:1:34: error: cyclic extends: d → d") })
        #expect(messages.count == 4)
    }

    @Test func unknownExtendsSuggestsAName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("x.xml", "<skin id=\"x\" name=\"X\" format=\"1\" extends=\"bleu\"><header/></skin>")
        let registry = SkinRegistry.load(builtIn: try BuiltInSkins.files, files: [file], loader: loader)
        #expect(
            registry.errors.map(\.description) == [
                "\(file):1:34: error: skin 'x' extends unknown skin 'bleu'; did you mean 'blue'?"
            ]
        )
    }

    @Test func unknownExtendsIsReportedBesideOtherErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "x.xml",
            "<skin id=\"x\" name=\"X\" format=\"1\" extends=\"bleu\"><header style=\"arow\"/></skin>"
        )
        let registry = SkinRegistry.load(builtIn: try BuiltInSkins.files, files: [file], loader: loader)
        let messages = registry.errors.map(\.description)
        #expect(messages.contains { $0.contains("unknown style 'arow'; did you mean 'arrow'?") })
        #expect(messages.contains("\(file):1:34: error: skin 'x' extends unknown skin 'bleu'; did you mean 'blue'?"))
        #expect(registry.skin(id: "x") == nil)
    }

    @Test("The code-drawn kinds are styles; a typo of one is located and names the nearest kind")
    func ringAndDotsStyles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write(
            "good.xml",
            "<skin id=\"good\" name=\"G\" format=\"1\"><header style=\"ring\"/><footer style=\"dots\"/></skin>"
        )
        let typo = try folder.write(
            "typo.xml",
            "<skin id=\"typo\" name=\"T\" format=\"1\">\n  <header style=\"rnig\"/>\n  <footer style=\"dost\"/>\n</skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [good, typo], loader: loader)
        #expect(registry.skin(id: "good")?.header.style == .ring)
        #expect(registry.skin(id: "good")?.footer.style == .dots)
        #expect(registry.skin(id: "typo") == nil)
        #expect(
            registry.errors.map(\.description) == [
                "\(typo):2:11: error: unknown style 'rnig'; did you mean 'ring'? "
                    + "(expected arrow, spinner, text, ring, dots, disc, frames or lottie)",
                "\(typo):3:11: error: unknown style 'dost'; did you mean 'dots'? "
                    + "(expected arrow, spinner, text, ring, dots, disc, frames or lottie)",
            ]
        )
    }

    @Test func arrowStyleWithoutImageIsReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "x.xml",
            "<skin id=\"x\" name=\"X\" format=\"1\">\n  <header style=\"arrow\"/></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: loader)
        #expect(
            registry.errors.first?.description.hasPrefix(
                "\(file):2:3: error: the header uses style \"arrow\" but no <arrow"
            ) == true
        )
    }

    @Test func duplicateIDsAtOneLevelAreErrorsAndLaterLevelsReplace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("path/one.xml", "<skin id=\"dup\" name=\"One\" format=\"1\"><header style=\"text\"/></skin>")
        try folder.write("path/two.xml", "<skin id=\"dup\" name=\"Two\" format=\"1\"><header style=\"text\"/></skin>")
        try folder.write(
            "path/blue.xml",
            "<skin id=\"blue\" name=\"My Blue\" format=\"1\" extends=\"grey\"><header/></skin>"
        )
        let explicit = try folder.write(
            "mine/dup.xml",
            "<skin id=\"dup\" name=\"Mine\" format=\"1\"><footer style=\"text\"/></skin>"
        )
        let registry = SkinRegistry.load(
            builtIn: try BuiltInSkins.files,
            searchPath: [folder.path + "/path"],
            files: [explicit],
            loader: loader
        )
        let rendered = registry.diagnostics.map(\.description)
        #expect(rendered.contains { $0.hasPrefix("\(folder.path)/path/two.xml:1:1: error: duplicate skin id 'dup'") })
        #expect(
            rendered.contains { $0.contains("path/blue.xml:1:1: warning: skin 'blue' replaces the one from built-in") }
        )
        #expect(registry.skin(id: "dup")?.name == "Mine")
        #expect(registry.skin(id: "dup")?.source == .file(path: explicit))
        let blue = try #require(registry.skin(id: "blue"))
        #expect(blue.name == "My Blue")
        #expect(blue.header.arrow?.path == "greyArrow.png")
        #expect(registry.skin(id: "black")?.header.arrow != nil)
    }

    @Test func searchPathFromEnvironment() {
        #expect(
            SkinRegistry.searchPath(environment: [
                "REFRESHKIT_SKIN_PATH": "/a::/b", "XDG_CONFIG_HOME": "/cfg", "HOME": "/h",
            ])
                == ["/a", "/b", "/cfg/refreshkit/skins"]
        )
        #expect(SkinRegistry.searchPath(environment: ["HOME": "/h"]) == ["/h/.config/refreshkit/skins"])
        #expect(
            SkinRegistry.searchPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == [
                "/h/.config/refreshkit/skins"
            ]
        )
    }

    @Test func aRelativeOrEmptyHomeIsNotSearched() {
        for home in ["", ".", "relative/home"] {
            #expect(SkinRegistry.searchPath(environment: ["HOME": home]).isEmpty, "\(home)")
            #expect(SkinRegistry.searchPath(environment: ["HOME": home, "XDG_CONFIG_HOME": "rel"]).isEmpty)
        }
    }

    @Test("A folder with more skins than a scan reads says so, naming the cap, and keeps the first in name order")
    func searchFolderOverTheCap() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<7 { try folder.write("sub/s\(index).xml", "<skin/>") }
        var problems: [SkinDiagnostic] = []
        let found = DirectorySkinFiles(root: folder.path, maxDescriptors: 5).descriptorPaths(problems: &problems)
        #expect(found == (0..<5).map { "sub/s\($0).xml" })
        #expect(problems.count == 1 && problems.first?.severity == .warning, "\(problems)")
        #expect(problems.first?.message.contains("more than 5 skin files") == true, "\(problems)")
        // At the cap exactly: nothing to say.
        var none: [SkinDiagnostic] = []
        #expect(DirectorySkinFiles(root: folder.path, maxDescriptors: 7).descriptorPaths(problems: &none).count == 7)
        #expect(none.isEmpty)
    }

    @Test("An unknown skin's message lists the first ids and says how many more, however many skins there are")
    func unknownSkinMessageStaysShort() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<60 {
            let id = "s\(index)-" + String(repeating: "x", count: 60)
            try folder.write(
                "refreshkit/skins/\(id).xml",
                "<skin id=\"\(id)\" name=\"S\" format=\"1\" extends=\"white\"><footer mode=\"automatic\"/></skin>"
            )
        }
        let registry = SkinRegistry.standard(environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(registry.ids.count == 71, "\(registry.diagnostics.prefix(3))")
        let message = registry.unknownSkinMessage("nope")
        #expect(
            message.count < 2000 && message.hasSuffix("and 41 more: 'refreshpreview skins' lists them)"),
            "\(message)"
        )
    }

    @Test func standardRegistryReadsTheSearchPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            "refreshkit/skins/mine/mine.xml",
            "<skin id=\"mine\" name=\"Mine\" format=\"1\" extends=\"white\"><footer mode=\"automatic\"/></skin>"
        )
        let registry = SkinRegistry.standard(environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(registry.errors.isEmpty)
        let mine = try #require(registry.skin(id: "mine"))
        #expect(mine.footerMode == .automatic(maxTriggers: 3))
        #expect(mine.source == .searchPath(path: folder.path + "/refreshkit/skins/mine/mine.xml"))
        #expect(registry.ids.contains("blue"))
    }

    @Test func embeddedBuiltInsMatchTheFolder() throws {
        var files: [String: [UInt8]] = [:]
        // Each built-in skin's folder holds its descriptor and its images: Skins/blue/blue.xml.
        let root = Repository.resourcesPath
        for name in try FileManager.default.subpathsOfDirectory(atPath: root) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            files[name] = try Array(Data(contentsOf: URL(fileURLWithPath: root + "/" + name)))
        }
        #expect(files.keys.contains("Skins/grey/greyArrow@2x.png"))
        #expect(!files.keys.contains { $0.hasPrefix("Arrows/") })
        let embedded = SkinRegistry.embedded(files)
        #expect(embedded.diagnostics.isEmpty)
        #expect(embedded.ids == SkinRegistry.builtIn.ids)
        for skin in embedded.skins {
            var expected = try #require(SkinRegistry.builtIn.skin(id: skin.id))
            expected.source = skin.source
            #expect(skin == expected)
            #expect(skin.source.path.hasPrefix("builtin:Skins/"))
        }
    }

    @Test func patternValidationHookIsCalled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "x.xml",
            "<skin id=\"x\" name=\"X\" format=\"1\"><header style=\"text\">\n<strings locale=\"fr\"><string key=\"header.finished\">{count, plurl, other {#}}</string></strings></header></skin>"
        )
        let strict = SkinLoader() { pattern, locale in
            pattern.contains("plurl") ? "unknown argument type 'plurl' (\(locale))" : nil
        }
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: strict)
        #expect(
            registry.errors.map(\.description) == [
                "\(file):2:22: error: invalid message pattern for 'header.finished' (fr): unknown argument type 'plurl' (fr)"
            ]
        )
    }

    @Test func onePartServesBothEdges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "x.xml",
            "<skin id=\"x\" name=\"X\" format=\"1\"><footer style=\"spinner\"><metrics triggerDistance=\"30\"/></footer></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: loader)
        let skin = try #require(registry.skin(id: "x"))
        #expect(skin.header.style == .spinner)
        #expect(skin.metrics(for: .header).triggerDistance == 30)
        #expect(skin.header.footerMode == .manual)
    }
}
