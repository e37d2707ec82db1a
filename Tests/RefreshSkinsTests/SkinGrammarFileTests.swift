import Foundation
import RefreshTestSupport
import RefreshXML
import Testing

@testable import RefreshSkins

/// The files generated from the grammar table are current: `Resources/Schema/skin.rng` and the
/// reference section of `Docs/SkinFormat.md`. `REFRESHKIT_RECORD=1` rewrites them.
@Suite struct SkinGrammarFileTests {
    static let schemaPath = Repository.resourcesPath + "/Schema/skin.rng"
    static let guidePath = Repository.root + "/Docs/SkinFormat.md"

    @Test func theSchemaFileIsGeneratedFromTheTable() throws {
        try Golden.expect(SkinGrammar.relaxNG(), matches: Self.schemaPath)
    }

    @Test func theGuideReferenceIsGeneratedFromTheTable() throws {
        let guide = try String(contentsOfFile: Self.guidePath, encoding: .utf8)
        let updated = try #require(SkinGrammar.guide(updating: guide), "the guide lost its reference markers")
        try Golden.expect(updated, matches: Self.guidePath)
    }

    @Test func theGeneratedSchemaCompiles() throws {
        _ = try RelaxNGSchema(bytes: Array(SkinGrammar.relaxNG().utf8), path: "skin.rng")
    }

    /// (parent element, element) and (element, attribute) pairs.
    struct Shape: Equatable {
        var elements: Set<String> = []
        var attributes: Set<String> = []
    }

    static func tableShape() -> Shape {
        var shape = Shape()
        func visit(_ rule: SkinElementRule, parent: String) {
            shape.elements.insert("\(parent)/\(rule.name)")
            for attribute in rule.attributes { shape.attributes.insert("\(rule.name)@\(attribute.name)") }
            for child in rule.children { visit(child, parent: rule.name) }
        }
        visit(SkinGrammar.skin, parent: "")
        return shape
    }

    static func schemaShape(_ bytes: [UInt8]) throws -> Shape {
        let parsed = XMLSecureParser.parse(bytes, path: "skin.rng", limits: XMLParseLimits(maxDepth: 64))
        let root = try #require(parsed.root, "\(parsed.diagnostics)")
        var shape = Shape()
        func visit(_ node: XMLTreeElement, element: String) {
            var current = element
            if node.name == "element", let name = node[attribute: "name"] {
                shape.elements.insert("\(element)/\(name)")
                current = name
            } else if node.name == "attribute", let name = node[attribute: "name"] {
                shape.attributes.insert("\(element)@\(name)")
            }
            for child in node.children { visit(child, element: current) }
        }
        visit(root, element: "")
        return shape
    }

    /// The checked-in schema has exactly the table's elements (under the same parents) and
    /// attributes (on the same elements).
    @Test func theSchemaAgreesWithTheTableElementByElementAndAttributeByAttribute() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Self.schemaPath)))
        let schema = try Self.schemaShape(bytes)
        let table = Self.tableShape()
        #expect(schema.elements.subtracting(table.elements).sorted() == [])
        #expect(table.elements.subtracting(schema.elements).sorted() == [])
        #expect(schema.attributes.subtracting(table.attributes).sorted() == [])
        #expect(table.attributes.subtracting(schema.attributes).sorted() == [])
        #expect(table.elements.count == 39)  // <motion> in <header> and <footer>, <segment> in <lottie>: 39
    }

    /// Every built-in skin passes the generated schema and the table's checks alike.
    @Test func builtInSkinsPassTheGeneratedSchema() throws {
        let schema = try RelaxNGSchema(bytes: Array(SkinGrammar.relaxNG().utf8), path: "skin.rng")
        let files = try BuiltInSkins.files
        for path in files.files.keys.sorted() where path.hasPrefix("Skins/") && path.hasSuffix(".xml") {
            let bytes = try files.read(path, limit: 1 << 20)
            let parsed = XMLSecureParser.parse(bytes, path: path, schema: schema)
            #expect(parsed.diagnostics.map(\.description) == [], "\(path)")
        }
    }
}
