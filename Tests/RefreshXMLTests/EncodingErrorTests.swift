import RefreshXML
import Testing

/// libxml2 raises encoding errors without a parser context; they must reach the diagnostics with a
/// place and a plain message, never be printed by libxml2 itself (see also the end-to-end
/// `EncodingErrorProgramTests`).
@Suite struct EncodingErrorTests {
    static let badInDeclaredEncoding: [UInt8] =
        Array("<?xml version=\"1.0\" encoding=\"ISO-2022-JP\"?>\n<skin id=\"".utf8) + [0x1B, 0x24, 0x42, 0xFF, 0xFF]
        + Array("\" />".utf8)

    @Test func conversionErrorsAreDiagnosticsWithAPlace() throws {
        let result = XMLSecureParser.parse(Self.badInDeclaredEncoding, path: "enc.xml")
        // RefreshKit reads UTF-8 only: the declaration is refused before any byte is converted.
        let encoding = result.diagnostics.filter { $0.message.contains("declares encoding=\"ISO-2022-JP\"") }
        #expect(encoding.count == 1, "\(result.diagnostics)")
        #expect(encoding.allSatisfy { $0.file == "enc.xml" && $0.line >= 1 && $0.column >= 1 })
    }

    @Test func invalidUTF8IsOneLineWithTheBytes() throws {
        let bytes = Array("<?xml version=\"1.0\"?>\n<skin id=\"a".utf8) + [0xFF, 0xFE] + Array("\"/>".utf8)
        let result = XMLSecureParser.parse(bytes, path: "utf8.xml")
        let first = try #require(result.diagnostics.first)
        #expect(first.line == 2)
        #expect(first.message.hasPrefix("the text is not valid UTF-8 here (bytes 0xFF 0xFE"), "\(first)")
        #expect(!first.message.contains("\n"))
    }

    @Test func theHandlerIsRestoredAfterAParse() throws {
        // A second, valid parse on the same thread reports nothing stale.
        _ = XMLSecureParser.parse(Self.badInDeclaredEncoding, path: "enc.xml")
        let result = XMLSecureParser.parse(Array("<skin/>".utf8), path: "ok.xml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.name == "skin")
    }
}
