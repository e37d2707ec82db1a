import RefreshXML
import Testing

/// A look at a document's root element alone: its attributes, or nothing when the document has
/// no readable root start tag.
@Suite struct RootScannerTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func theRootsUnprefixedAttributesAreRead() {
        let skin = #"<?xml version="1.0" encoding="UTF-8"?><skin id="dusk" x:y="no" extends="blue">&broken"#
        #expect(XMLRootScanner.rootAttributes(Self.bytes(skin)) == ["id": "dusk", "extends": "blue"])
        #expect(XMLRootScanner.rootAttributes(Self.bytes("<a b='&amp;&#x41;'/>")) == ["b": "&A"])
    }

    @Test(arguments: [
        "",
        "<skin id=",
        "not xml",
        "<!DOCTYPE skin SYSTEM \"http://example.com/x.dtd\"><skin id=\"a\"/>",
        "<?xml version=\"1.0\" encoding=\"ISO-2022-JP\"?><skin id=\"a\"/>",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><skin id=\"a\"/>",
    ])
    func noReadableRootIsNil(text: String) {
        #expect(XMLRootScanner.rootAttributes(Self.bytes(text)) == nil)
    }

    @Test func otherEncodingsAndOversizedDocumentsAreNil() {
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("<a b='c'/>".utf8).flatMap { [$0, 0] }
        #expect(XMLRootScanner.rootAttributes(utf16) == nil)
        #expect(XMLRootScanner.rootAttributes(Self.bytes("<a b='c'/>"), maxInputBytes: 5) == nil)
    }
}
