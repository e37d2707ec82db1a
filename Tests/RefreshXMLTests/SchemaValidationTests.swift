import RefreshXML
import Testing

/// A RELAX NG schema validates a parsed document: the validator's errors keep their own text and
/// are placed at the start tag of the element they are about; a schema that does not compile
/// says where.
@Suite struct SchemaValidationTests {
    static let schema = """
        <element name="list" xmlns="http://relaxng.org/ns/structure/1.0">
          <zeroOrMore><element name="item"><attribute name="id"/></element></zeroOrMore>
        </element>
        """

    @Test func validationErrorsArePlacedAtTheElement() throws {
        let schema = try RelaxNGSchema(bytes: Array(Self.schema.utf8), path: "list.rng")
        let document = "<list>\n  <item id=\"a\"/>\n    <item/>\n</list>"
        let result = XMLSecureParser.parse(Array(document.utf8), path: "list.xml", schema: schema)
        // The document is well-formed, so it is read even though it is not valid.
        #expect(result.root?.children.map(\.name) == ["item", "item"])
        let errors = result.diagnostics.filter { $0.severity == .error }
        try #require(!errors.isEmpty, "\(result.diagnostics)")
        #expect(errors.allSatisfy { $0.line == 3 && $0.column == 5 }, "\(result.diagnostics)")
        #expect(
            errors.allSatisfy { $0.code?.rawValue == "schema" && $0.message.contains("id") },
            "\(result.diagnostics)"
        )
    }

    @Test func aValidDocumentHasNoDiagnostics() throws {
        let schema = try RelaxNGSchema(bytes: Array(Self.schema.utf8), path: "list.rng")
        let result = XMLSecureParser.parse(Array("<list><item id='a'/></list>".utf8), path: "ok.xml", schema: schema)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.children.count == 1)
    }

    @Test func aSchemaThatDoesNotCompileSaysWhere() {
        let broken = "<element name=\"a\" xmlns=\"http://relaxng.org/ns/structure/1.0\">\n  <nonsense/>\n</element>"
        #expect {
            try RelaxNGSchema(bytes: Array(broken.utf8), path: "broken.rng")
        } throws: { error in
            guard let error = error as? RelaxNGSchemaError else { return false }
            return !error.diagnostics.isEmpty
                && error.diagnostics.allSatisfy { $0.file == "broken.rng" && $0.line >= 1 }
        }
    }
}
