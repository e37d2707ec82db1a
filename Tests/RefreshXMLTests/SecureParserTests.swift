import RefreshXML
import Testing

@Suite struct SecureParserTests {
    func parse(_ text: String, limits: XMLParseLimits = XMLParseLimits()) -> XMLParseResult {
        XMLSecureParser.parse(Array(text.utf8), path: "test.xml", limits: limits)
    }

    @Test func buildsTreeWithLocations() throws {
        let result = parse(
            """
            <?xml version="1.0"?>
            <skin id="a" name='A &amp; B'>
              <header style="arrow"
                      extra="x">text<![CDATA[<raw>]]></header><footer/>
            </skin>
            """
        )
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.name == "skin")
        #expect(root.line == 2 && root.column == 1)
        #expect(root.attributes.map(\.name) == ["id", "name"])
        #expect(root[attribute: "name"] == "A & B")
        #expect(root.attribute("name")?.column == 14)
        let header = try #require(root.firstChild(named: "header"))
        #expect(header.line == 3 && header.column == 3)
        #expect(header.attribute("extra")?.line == 4)
        #expect(header.attribute("extra")?.column == 11)
        #expect(header.text == "text<raw>")
        let footer = try #require(root.firstChild(named: "footer"))
        #expect(footer.line == 4)
        #expect(footer.column == 51)
    }

    /// The tree is built from the parser's callbacks: values come out as XML defines them
    /// whatever way they were escaped, and only elements and text are kept.
    @Test func valuesAndTextAsXMLDefinesThem() throws {
        let result = parse(
            """
            <a x:one="1" xmlns:x="urn:x" amp="&amp;-&#38;-&#x26;" lt="&lt;&gt;&quot;&apos;" ref="&#65;&#x42;"
               spaces="a\tb
            c" empty="" bare='it&apos;s'><!-- note --><?pi data?>one &amp; <![CDATA[&amp;]]> &#x263A;<b/>two</a>
            """
        )
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.attributes.map(\.name) == ["one", "amp", "lt", "ref", "spaces", "empty", "bare"])
        #expect(root.attributes.first?.namespaceURI == "urn:x")
        #expect(root.attributes.first?.column == 4)
        #expect(root[attribute: "amp"] == "&-&-&")
        #expect(root[attribute: "lt"] == "<>\"'")
        #expect(root[attribute: "ref"] == "AB")
        #expect(root[attribute: "spaces"] == "a b c")
        #expect(root[attribute: "empty"] == "")
        #expect(root[attribute: "bare"] == "it's")
        #expect(root.attribute("spaces")?.line == 2)
        #expect(root.attribute("empty")?.line == 3)
        #expect(root.attribute("empty")?.column == 4)
        #expect(root.text == "one & &amp; \u{263A}two")
        #expect(root.children.map(\.name) == ["b"])
    }

    /// Copies of an element share its parts and compare equal; another parse of the same text too.
    @Test func elementsAreValues() throws {
        let root = try #require(parse("<a x='1'><b>t</b><c/></a>").root)
        let copy = root
        #expect(copy == root && copy.hashValue == root.hashValue)
        let again = try #require(parse("<a x='1'><b>t</b><c/></a>").root)
        #expect(again == root && again.hashValue == root.hashValue)
        #expect(try #require(parse("<a x='2'><b>t</b><c/></a>").root) != root)
    }

    @Test func columnsCountScalarsNotBytes() throws {
        let result = parse("<a t=\"äöü\"><b/></a>")
        let root = try #require(result.root)
        #expect(root.children.first?.column == 12)
    }

    @Test func diagnosticRendering() {
        let diagnostic = XMLDiagnostic(file: "skins/x.xml", line: 3, column: 7, message: "bad")
        #expect(diagnostic.description == "skins/x.xml:3:7: error: bad")
        let whole = XMLDiagnostic(file: "skins/x.xml", line: 0, column: 0, message: "too big")
        #expect(whole.description == "skins/x.xml: error: too big")
    }

    @Test func collectsErrorsWithLineAndColumn() {
        let result = parse("<a>\n  <b>\n</a>")
        #expect(result.root == nil)
        let first = result.diagnostics.first
        #expect(first?.line == 3)
        #expect((first?.column ?? 0) > 0)
        #expect(first?.description.hasPrefix("test.xml:3:") == true)
    }

    @Test func rejectsExternalEntityFile() {
        let result = parse(
            """
            <?xml version="1.0"?>
            <!DOCTYPE skin [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <skin>&x;</skin>
            """
        )
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("DOCTYPE") == true)
        #expect(result.diagnostics.first?.line == 2)
        #expect(!result.diagnostics.description.contains("root:"))
    }

    @Test func rejectsExternalEntityNetwork() {
        let result = parse(
            """
            <!DOCTYPE skin [<!ENTITY x SYSTEM "http://127.0.0.1:9/x">]><skin>&x;</skin>
            """
        )
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.message.contains("DOCTYPE") == true)
    }

    @Test func rejectsExternalDTD() {
        let result = parse(
            """
            <?xml version="1.0"?>
            <!DOCTYPE skin SYSTEM "file:///etc/passwd">
            <skin/>
            """
        )
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.message.contains("DOCTYPE") == true)
    }

    @Test func rejectsBillionLaughs() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>"
        let result = parse(text)
        #expect(result.root == nil)
        // Stopped at the DOCTYPE, before any entity was declared, let alone expanded: one
        // diagnostic, whatever the expansion would have been.
        #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message.contains("DOCTYPE") == true)
    }

    @Test func rejectsQuadraticBlowup() {
        let big = String(repeating: "x", count: 100_000)
        let text =
            "<!DOCTYPE kaboom [<!ENTITY a \"\(big)\">]>\n<kaboom>"
            + String(repeating: "&a;", count: 5_000) + "</kaboom>"
        let result = parse(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.message.contains("DOCTYPE") == true)
    }

    @Test func rejectsUndefinedEntityReference() {
        let result = parse("<skin>&nope;</skin>")
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.message.contains("nope") == true)
    }

    @Test func rejectsDeepNesting() {
        let depth = 10_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let result = parse(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.hasPrefix("elements are nested more than 64 levels deep") == true)
        #expect(result.diagnostics.first?.column == 193)
    }

    /// `<skin id="aaaa…"/>` with a 20 MB attribute value, built fast (no per-byte appends).
    static func hugeAttributeDocument() -> [UInt8] {
        let head = Array("<skin id=\"".utf8)
        let tail = Array("\"/>".utf8)
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: head.count + 20 * 1024 * 1024 + tail.count)
        bytes.replaceSubrange(0..<head.count, with: head)
        bytes.replaceSubrange((bytes.count - tail.count)..<bytes.count, with: tail)
        return bytes
    }

    @Test func rejectsHugeAttributeBeforeParsing() {
        let bytes = Self.hugeAttributeDocument()
        let result = XMLSecureParser.parse(bytes, path: "huge.xml")
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.message.contains("more than the limit") == true)
    }

    @Test func hugeAttributeWithRaisedLimitStillEndsCleanly() {
        let bytes = Self.hugeAttributeDocument()
        let result = XMLSecureParser.parse(bytes, path: "huge.xml", limits: XMLParseLimits(maxInputBytes: 64 << 20))
        #expect(result.root == nil)
        #expect(result.hasErrors)
    }

    @Test func rejectsInvalidUTF8() {
        let bytes: [UInt8] = Array("<skin name=\"".utf8) + [0xC3, 0x28, 0xFF] + Array("\"/>".utf8)
        let result = XMLSecureParser.parse(bytes, path: "bad.xml")
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.message.contains("UTF-8") == true)
    }

    @Test func rejectsTruncatedFile() {
        let result = parse("<skin id=\"a\"><header style=\"arr")
        #expect(result.root == nil)
        #expect(result.hasErrors)
    }

    @Test func rejectsBinaryGarbage() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let result = XMLSecureParser.parse(bytes, path: "garbage.xml")
        #expect(result.root == nil)
        #expect(result.hasErrors)
    }

    @Test func rejectsEmptyFile() {
        let result = parse("")
        #expect(result.diagnostics.first?.message.hasPrefix("the file is empty") == true)
    }

    @Test func xincludeIsNotProcessed() throws {
        let result = parse(
            """
            <skin xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="file:///etc/passwd" parse="text"/></skin>
            """
        )
        let root = try #require(result.root)
        #expect(root.children.first?.name == "include")
        #expect(root.children.first?.text == "")
    }
}
