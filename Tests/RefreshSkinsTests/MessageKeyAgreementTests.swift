import Foundation
import RefreshCore
import RefreshLocalization
import RefreshTestSupport
import Testing

@testable import RefreshSkins

/// `MessageKey` is the one list of message keys: a test fails if any catalog, the schema or the
/// skin loader knows a key it does not, or misses one it has, or if a catalog's pattern uses
/// other arguments than the key takes.
@Suite struct MessageKeyAgreementTests {
    static func catalogs() throws -> CatalogSet { try CatalogSet.builtIn }

    @Test func everyCatalogHasExactlyTheKeys() throws {
        let keys = Set(MessageKey.allCases.map(\.rawValue))
        let catalogs = try Self.catalogs()
        for locale in catalogs.locales {
            let catalog = try #require(catalogs.catalog(for: locale))
            #expect(Set(catalog.keys) == keys, "\(locale.languageTag)")
        }
    }

    @Test(arguments: MessageKey.allCases)
    func everyCatalogPatternTakesTheKeysArguments(key: MessageKey) throws {
        let expected = Set(key.arguments.map(\.name))
        let catalogs = try Self.catalogs()
        for locale in catalogs.locales {
            let pattern = try #require(catalogs.catalog(for: locale)?[key.rawValue])
            let used = Set(try MessageFormatter.arguments(of: pattern).map(\.name))
            #expect(used == expected, "\(locale.languageTag) \(key): uses \(used.sorted()), takes \(expected.sorted())")
            for argument in try MessageFormatter.arguments(of: pattern) where argument.kind == .plural {
                #expect(key.arguments.first { $0.name == argument.name }?.kind == .count)
            }
        }
    }

    @Test func theSchemaListsExactlyTheKeys() throws {
        let schema = try String(contentsOfFile: Repository.resourcesPath + "/Schema/skin.rng", encoding: .utf8)
        let start = try #require(schema.range(of: "<attribute name=\"key\">"))
        let end = try #require(schema[start.upperBound...].range(of: "</attribute>"))
        let values = schema[start.upperBound..<end.lowerBound].components(separatedBy: "<value>").dropFirst()
            .compactMap { $0.components(separatedBy: "</value>").first }
        #expect(values == MessageKey.allCases.map(\.rawValue))
    }

    @Test func theLoaderTakesExactlyTheKeys() throws {
        // Every key loads as an override; a key outside the list is an error naming the nearest.
        let strings = MessageKey.allCases.map { "<string key=\"\($0.rawValue)\">x</string>" }.joined()
        let good = """
            <skin id="k" name="K" format="1" extends="blue"><header><strings locale="en">\(strings)\
            </strings></header></skin>
            """
        let loaded = try load(good)
        for key in MessageKey.allCases {
            #expect(loaded.0?.stringOverride(for: key, edge: .header, locale: "en") == "x", "\(key)")
        }
        let bad = """
            <skin id="k" name="K" format="1" extends="blue"><header><strings locale="en">\
            <string key="header.pul">x</string></strings></header></skin>
            """
        #expect(
            try load(bad).1.contains { $0.contains("unknown message key 'header.pul'; did you mean 'header.pull'?") }
        )
    }

    private func load(_ text: String) throws -> (SkinDescriptor?, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("skin.xml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let registry = SkinRegistry.standard(environment: [:], explicitFiles: [path], resolving: ["blue", "k"])
        DiagnosticCodeTests.expectCoded(registry.diagnostics)
        return (registry.skin(id: "k"), registry.diagnostics.map(\.description))
    }
}
