import Foundation
import RefreshSkins
import RefreshXML
import Testing

/// The schema and the loader's own checks agree: each valid fixture passes both, each invalid
/// fixture fails both.
@Suite struct FixtureAgreementTests {
    static let schema = BuiltInSkins.schema!

    static func schemaErrors(_ group: String, _ name: String) throws -> [XMLDiagnostic] {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/\(group)/\(name)")))
        return XMLSecureParser.parse(bytes, path: name, schema: schema).diagnostics.filter { $0.severity == .error }
    }

    static func loaderErrors(_ group: String, _ name: String) -> [SkinDiagnostic] {
        let tree = DirectorySkinFiles(root: Fixtures.root + "/" + group)
        let document = SkinLoader().readDocument(name, in: tree, source: .file(path: name))
        return document.diagnostics.filter { $0.severity == .error }
    }

    @Test func fixturesExist() {
        #expect(Fixtures.names("valid").count >= 3)
        #expect(Fixtures.names("invalid").count >= 15)
    }

    @Test(arguments: Fixtures.names("valid"))
    func validFixturePassesSchemaAndLoader(name: String) throws {
        #expect(try Self.schemaErrors("valid", name).map(\.description) == [])
        #expect(Self.loaderErrors("valid", name).map(\.description) == [])
    }

    @Test(arguments: Fixtures.names("invalid"))
    func invalidFixtureFailsSchemaAndLoader(name: String) throws {
        #expect(try !Self.schemaErrors("invalid", name).isEmpty, "the schema accepts \(name)")
        let errors = Self.loaderErrors("invalid", name)
        #expect(!errors.isEmpty, "the loader accepts \(name)")
        for error in errors {
            #expect(error.line > 0 && error.column > 0, "\(error) has no location")
        }
    }

    static let expectedMessages: [String: String] = [
        "wrong-root.xml": "1:1: error: the root element must be <skin>, not <theme>",
        "unknown-element.xml": "3:13: error: unknown element <backgroud> in <colors>; did you mean 'background'?",
        "bad-colour.xml": "the red value '300' must be a whole number from 0 to 255",
        "negative-metric.xml": "2:33: error: loadingInset must not be negative (-5)",
        "malformed-style.xml":
            "2:11: error: style must name an indicator kind (an ASCII letter, then letters, digits, '.', '_' or '-', "
            + "at most 64), not 'arrow!'; did you mean 'arrow'?",
        "no-parts.xml": "a skin needs a <header>, a <footer> or both",
        "bad-id.xml": "the id 'My Skin' must be lowercase",
        "format-2.xml": "format '2' is not supported",
        "footer-last-updated.xml": "<lastUpdated> belongs in <header>",
        "manual-max-triggers.xml": "maxTriggers applies only to mode=\"automatic\"",
        "unknown-key.xml": "unknown message key 'header.pul'; did you mean 'header.pull'?",
        "duplicate-metrics.xml": "<metrics> appears more than once in <header>",
        "zero-trigger.xml": "triggerDistance must be greater than 0",
        "unknown-attribute.xml": "unknown attribute 'colour' on <header>",
        "text-in-metrics.xml": "<metrics> cannot contain text",
        "bad-direction.xml": "unknown direction 'left'",
        "exponent-number.xml": "loadingInset must be written as a plain decimal such as 0.25 (no exponent), not '1e2'",
        "bad-trigger.xml": "unknown trigger 'touch' (expected release or reach)",
        "bad-haptics.xml": "haptics must be 'on' or 'off', not 'yes'",
        "zero-drag-rate.xml": "dragRate must be greater than 0 and at most 1, not 0",
    ]

    @Test(arguments: Fixtures.names("invalid"))
    func invalidFixtureHasAClearMessage(name: String) throws {
        let expected = try #require(Self.expectedMessages[name], "add an expected message for \(name)")
        let tree = DirectorySkinFiles(root: Fixtures.root + "/invalid")
        let document = SkinLoader().readDocument(name, in: tree, source: .file(path: name))
        let rendered = document.diagnostics.map(\.description)
        #expect(rendered.contains { $0.contains(expected) }, "\(rendered)")
        #expect(rendered.allSatisfy { $0.hasPrefix(Fixtures.root + "/invalid/\(name):") })
        #expect(!document.isValid)
    }
}
