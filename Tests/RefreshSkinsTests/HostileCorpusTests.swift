import Foundation
import RefreshSkins
import RefreshTestSupport
import Testing

/// Untrusted skins: each is rejected with a clear message, nothing outside is read, nothing hangs.
/// The bounds are on what is reported, which does not grow with the input when the loader stops
/// early, never on the clock; the time limit only stops a hang.
@Suite(.timeLimit(.minutes(2))) struct HostileCorpusTests {
    static let secretMarker = "TOP-SECRET-\(UUID().uuidString)"

    /// Loads `text` as `skin.xml` in a fresh folder beside a secret file outside that folder.
    func load(_ bytes: [UInt8]) throws -> (SkinRegistry, String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("secret.txt", Self.secretMarker)
        let file = try folder.write("skin/skin.xml", bytes)
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        let rendered = registry.diagnostics.map(\.description).joined(separator: "\n")
        // One problem, or a few: a loader that went on past a DOCTYPE or a limit would say more
        // the bigger the input (10,000 nested elements, 3,000 entity references).
        #expect(registry.diagnostics.count <= 3, "\(rendered)")
        #expect(!rendered.contains(Self.secretMarker))
        #expect(registry.skins.isEmpty)
        #expect(!registry.errors.isEmpty)
        DiagnosticCodeTests.expectCoded(registry.diagnostics)
        return (registry, rendered)
    }

    func load(_ text: String) throws -> (SkinRegistry, String) {
        try load(Array(text.utf8))
    }

    @Test func externalEntityFile() throws {
        let (_, text) = try load(
            """
            <?xml version="1.0"?>
            <!DOCTYPE skin [<!ENTITY leak SYSTEM "file:///etc/passwd">]>
            <skin id="x" name="&leak;" format="1"><header style="text"/></skin>
            """
        )
        #expect(text.contains("skin.xml:2:1: error: a DOCTYPE declaration is not allowed"))
        #expect(!text.contains("root:"))
    }

    @Test func externalEntityRelativeSecret() throws {
        let (_, text) = try load(
            """
            <!DOCTYPE skin [<!ENTITY leak SYSTEM "../secret.txt">]>
            <skin id="x" name="&leak;" format="1"><header style="text"/></skin>
            """
        )
        #expect(text.contains("DOCTYPE"))
    }

    @Test func externalEntityNetwork() throws {
        let (_, text) = try load(
            """
            <!DOCTYPE skin [<!ENTITY net SYSTEM "http://127.0.0.1:1/skin">]>
            <skin id="x" name="&net;" format="1"><header style="text"/></skin>
            """
        )
        #expect(text.contains("DOCTYPE"))
    }

    @Test func externalDTD() throws {
        let (_, text) = try load(
            """
            <?xml version="1.0"?>
            <!DOCTYPE skin SYSTEM "http://127.0.0.1:1/skin.dtd">
            <skin id="x" name="x" format="1"><header style="text"/></skin>
            """
        )
        #expect(text.contains("DOCTYPE"))
    }

    @Test func billionLaughs() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE skin [\n<!ENTITY l0 \"lol\">\n"
        for level in 1...10 {
            text += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n"
        }
        text += "]>\n<skin id=\"x\" name=\"&l10;\" format=\"1\"><header style=\"text\"/></skin>"
        let (registry, rendered) = try load(text)
        // Stopped at the DOCTYPE, before any entity was declared, let alone expanded.
        #expect(registry.diagnostics.count == 1, "\(rendered)")
        #expect(rendered.contains("skin.xml:2:1: error: a DOCTYPE declaration is not allowed"))
    }

    @Test func quadraticBlowup() throws {
        let value = String(repeating: "A", count: 50_000)
        let text =
            "<!DOCTYPE skin [<!ENTITY a \"\(value)\">]>\n<skin id=\"x\" name=\""
            + String(repeating: "&a;", count: 3_000) + "\" format=\"1\"><header style=\"text\"/></skin>"
        let (registry, rendered) = try load(text)
        #expect(registry.diagnostics.count == 1, "\(rendered)")
        #expect(rendered.contains("skin.xml:1:1: error: a DOCTYPE declaration is not allowed"))
    }

    @Test func deepNesting() throws {
        let text =
            "<skin id=\"x\" name=\"x\" format=\"1\">" + String(repeating: "<header>", count: 10_000)
            + String(repeating: "</header>", count: 10_000) + "</skin>"
        let (_, rendered) = try load(text)
        #expect(rendered.contains("error: elements are nested more than 16 levels deep"))
    }

    @Test func twentyMegabyteAttribute() throws {
        let head = Array("<skin id=\"x\" format=\"1\" name=\"".utf8)
        let tail = Array("\"><header style=\"text\"/></skin>".utf8)
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: head.count + 20 * 1024 * 1024 + tail.count)
        bytes.replaceSubrange(0..<head.count, with: head)
        bytes.replaceSubrange((bytes.count - tail.count)..<bytes.count, with: tail)
        let (_, rendered) = try load(bytes)
        #expect(rendered.contains("more than the limit of 262144 bytes"))
    }

    @Test func invalidUTF8() throws {
        let bytes = Array("<skin id=\"x\" name=\"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\" format=\"1\"/>".utf8)
        let (_, rendered) = try load(bytes)
        #expect(rendered.contains("UTF-8"))
        #expect(rendered.contains("skin.xml:1:"))
    }

    @Test func wrongRootElement() throws {
        let (_, rendered) = try load("<html><body/></html>")
        #expect(rendered.contains("skin.xml:1:1: error: the root element must be <skin>, not <html>"))
    }

    @Test func truncatedFile() throws {
        let (_, rendered) = try load("<skin id=\"x\" name=\"x\" format=\"1\">\n  <header style=\"text\">\n    <metr")
        #expect(rendered.contains("skin.xml:3:"))
    }

    @Test func binaryGarbage() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let (_, rendered) = try load(bytes)
        #expect(rendered.contains("error:"))
    }

    @Test func emptyFile() throws {
        let (_, rendered) = try load("")
        #expect(rendered.contains("the file is empty"))
    }

    @Test func assetPathEscapingWithDotDot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            "outside.png",
            try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/valid/arrow.png")))
        )
        let file = try folder.write(
            "skin/skin.xml",
            "<skin id=\"x\" name=\"x\" format=\"1\">\n<header><arrow image=\"../outside.png\"/></header></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        let rendered = registry.diagnostics.map(\.description)
        #expect(
            rendered == [
                file
                    + ":2:16: error: the arrow image '../outside.png' is outside the skin's folder; assets must be inside the folder that holds the skin"
            ]
        )
        #expect(registry.skins.isEmpty)
    }

    @Test(arguments: ["/etc/passwd.png", "file:///etc/x.png", "a/../../x.png"])
    func assetPathAbsoluteOrURL(path: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "skin.xml",
            "<skin id=\"x\" name=\"x\" format=\"1\"><header><arrow image=\"\(path)\"/></header></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(registry.diagnostics.first?.message.contains("outside the skin's folder") == true)
    }

    @Test func assetSymlinkLeadingOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            "outside.png",
            try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/valid/arrow.png")))
        )
        try folder.mkdir("skin")
        try folder.link("skin/arrow.png", to: folder.path + "/outside.png")
        let file = try folder.write(
            "skin/skin.xml",
            "<skin id=\"x\" name=\"x\" format=\"1\"><header><arrow image=\"arrow.png\"/></header></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(registry.diagnostics.first?.message.contains("leads outside the skin's folder") == true)
        #expect(registry.skins.isEmpty)
    }

    /// Links on the way to an asset are followed only where they stay inside the tree: a linked
    /// file or folder inside loads; a linked folder that leads out is refused.
    @Test func assetLinksInsideLoadAndFolderLinksOutAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arrow = try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/valid/arrow.png")))
        try folder.mkdir("outside")
        try folder.write("outside/arrow.png", arrow)
        try folder.mkdir("tree")
        try folder.mkdir("tree/art")
        try folder.write("tree/art/real.png", arrow)
        try folder.link("tree/art/linked.png", to: "real.png")
        try folder.link("tree/images", to: "art")
        try folder.link("tree/escape", to: folder.path + "/outside")
        let descriptor = { (image: String) in
            "<skin id=\"x\" name=\"x\" format=\"1\"><header><arrow image=\"\(image)\"/></header></skin>"
        }
        for image in ["art/linked.png", "images/real.png", "images/linked.png"] {
            let file = try folder.write("tree/skin.xml", descriptor(image))
            let registry = SkinRegistry.load(
                builtIn: nil,
                files: [file],
                filesRoot: folder.path + "/tree",
                loader: SkinLoader()
            )
            #expect(registry.diagnostics.isEmpty, "\(image): \(registry.diagnostics)")
            #expect(registry.skin(id: "x") != nil, "\(image)")
        }
        let file = try folder.write("tree/skin.xml", descriptor("escape/arrow.png"))
        let registry = SkinRegistry.load(
            builtIn: nil,
            files: [file],
            filesRoot: folder.path + "/tree",
            loader: SkinLoader()
        )
        #expect(registry.diagnostics.first?.message.contains("leads outside the skin's folder") == true)
        #expect(registry.skins.isEmpty)
        // The root is trusted wherever it leads: the same tree reached through a link to it
        // loads what stays inside and refuses what leads out.
        try folder.link("linked-tree", to: folder.path + "/tree")
        for (image, loads) in [("images/linked.png", true), ("escape/arrow.png", false)] {
            _ = try folder.write("tree/skin.xml", descriptor(image))
            let linked = SkinRegistry.load(
                builtIn: nil,
                files: [folder.path + "/linked-tree/skin.xml"],
                filesRoot: folder.path + "/linked-tree",
                loader: SkinLoader()
            )
            #expect((linked.skin(id: "x") != nil) == loads, "\(image): \(linked.diagnostics)")
            #expect(linked.diagnostics.isEmpty == loads, "\(image): \(linked.diagnostics)")
        }
    }

    @Test func assetThatIsNotAPNG() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("arrow.png", "GIF89a not a png")
        let file = try folder.write(
            "skin.xml",
            "<skin id=\"x\" name=\"x\" format=\"1\"><header><arrow image=\"arrow.png\"/></header></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(
            registry.diagnostics.map(\.message) == [
                "the arrow image 'arrow.png' is not a usable PNG: not a PNG file (the PNG signature is missing)"
            ]
        )
    }

    @Test func assetThatIsAFIFODoesNotHang() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/arrow.png", 0o600) == 0)
        let file = try folder.write(
            "skin.xml",
            "<skin id=\"x\" name=\"x\" format=\"1\"><header><arrow image=\"arrow.png\"/></header></skin>"
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(registry.diagnostics.first?.message.contains("is a FIFO (named pipe), not a file") == true)
    }

    @Test func searchPathSymlinkLoop() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("skins/a/skin.xml", "<skin id=\"a\" name=\"A\" format=\"1\"><header style=\"text\"/></skin>")
        try folder.link("skins/a/loop", to: folder.path + "/skins")
        try folder.link("skins/self", to: ".")
        try folder.link("skins/x", to: folder.path + "/skins/y")
        try folder.link("skins/y", to: folder.path + "/skins/x")
        let registry = SkinRegistry.load(
            builtIn: nil,
            searchPath: [folder.path + "/skins"],
            loader: SkinLoader()
        )
        #expect(registry.ids == ["a"])
        #expect(registry.errors.isEmpty)
        // Each loop is seen once: a search that went round a loop would meet it, and say so, again.
        let warnings = registry.diagnostics.map(\.message).sorted()
        #expect(
            warnings == [
                "skipped a broken or looping symbolic link", "skipped a broken or looping symbolic link",
                "skipped a folder already searched (a symbolic link loop?)",
                "skipped a folder already searched (a symbolic link loop?)",
            ],
            "\(registry.diagnostics)"
        )
    }
}
