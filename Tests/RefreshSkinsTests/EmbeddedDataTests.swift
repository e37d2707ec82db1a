import Foundation
import RefreshEmbedding
import RefreshLocalization
import RefreshSkins
import Testing

/// Built-in data reaches the modules through the generated `EmbeddedFileTable` conformance; a
/// build without it fails loudly instead of having no built-ins.
@Suite struct EmbeddedDataTests {
    /// A carrier the EmbedResources plugin never extended, as in SwiftPM's plugin-tool pass.
    enum NotExtended {}

    /// A carrier with a table, as the generated file makes one.
    enum Extended: EmbeddedFileTable {
        static let paths = ["Resources/a.xml"]
        static func data(at path: String) -> Data? { path == "Resources/a.xml" ? Data("<a/>".utf8) : nil }
    }

    @Test("A normal build carries the built-in skins and catalogs")
    func embedded() throws {
        let files = try BuiltInSkins.files
        #expect(try files.read("Skins/blue/blue.xml", limit: 1 << 20).isEmpty == false)
        #expect(BuiltInSkins.schema != nil)
        #expect(SkinRegistry.builtIn.diagnostics.isEmpty)
        #expect(try CatalogSet.builtIn.locales.contains(.english))
    }

    @Test("A carrier without generated files is a NotEmbeddedError that says what to do, not an empty set")
    func notEmbedded() {
        #expect(throws: NotEmbeddedError(module: "RefreshSkins")) {
            _ = try EmbeddedFiles.files(of: NotExtended.self, module: "RefreshSkins")
        }
        let message = NotEmbeddedError(module: "RefreshSkins").description
        #expect(message.hasPrefix("RefreshSkins was built without its embedded data files"))
        #expect(message.contains("--resources") && message.contains("--localizations"))
    }

    @Test("A carrier with generated files gives them by path")
    func extended() throws {
        let files = try EmbeddedFiles.files(of: Extended.self, module: "M")
        #expect(files.paths == ["Resources/a.xml"])
        #expect(files.bytes(at: "Resources/a.xml") == Array("<a/>".utf8))
        #expect(files.bytes(at: "Resources/b.xml") == nil)
    }
}
