import Testing

@testable import RefreshXML

@Suite struct SourceIndexTests {
    /// Every offset's line and column agree with counting lines and scalars from the start.
    @Test func placesAgreeWithCountingFromTheStart() {
        for text in ["<a b=\"é\"\n  c='ü'>\r\n\ttext ✓ more\n\n<d/>e</a>", "", "\n", "x", "\n\n✓\n"] {
            let bytes = Array(text.utf8)
            let index = SourceIndex(bytes: bytes)
            for offset in 0...bytes.count {
                let before = bytes[..<offset]
                let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
                let line = before.filter { $0 == 0x0A }.count + 1
                let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
                #expect(
                    index.location(ofOffset: offset) == (line, column),
                    "offset \(offset) of \(text.debugDescription)"
                )
            }
        }
    }

    /// A parsed attribute is found where it was written, with or without a prefix, however its
    /// start tag is laid out; an element at its `<`.
    @Test func parsedPlacesAreWhereTheyWereWritten() throws {
        let text = "<a\n  x='1'  y = \"2\"\n\tq:z='3' xmlns:q='urn:q'><é\n w='4'/></a>"
        let result = XMLSecureParser.parse(Array(text.utf8), path: "t.xml")
        let root = try #require(result.root)
        #expect((root.line, root.column) == (1, 1))
        let places = root.attributes.map { "\($0.name)@\($0.line):\($0.column)" }
        #expect(places == ["x@2:3", "y@2:10", "z@3:2"])
        let child = try #require(root.children.first)
        #expect((child.line, child.column) == (3, 26))
        #expect(child.attributes.map { "\($0.name)@\($0.line):\($0.column)" } == ["w@4:2"])
    }
}
