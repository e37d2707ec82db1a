import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSkins
import RefreshTerminal
import Testing

/// The full path of a kind of one's own: registered in code, named from a skin's XML
/// (`style="beads"`), known to the loader through the registry's names, drawn by the hosts; and
/// the fallback when the program forgot to register it.
@Suite("A kind registered in code, named from XML")
struct IndicatorKindFromXMLTests {
    static let xml = """
        <skin id="beads" name="Beads" format="1" extends="blue">
          <header style="beads"/>
          <footer style="beads"/>
        </skin>
        """

    static func load(knowing kinds: Set<String>) throws -> (SkinRegistry, SkinDescriptor?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("beads.xml").path
        try xml.write(toFile: file, atomically: true, encoding: .utf8)
        let registry = SkinRegistry.standard(environment: [:], explicitFiles: [file], indicatorKinds: kinds)
        return (registry, registry.skin(id: "beads"))
    }

    static func preview(_ skin: SkinDescriptor, indicators: IndicatorRegistry) throws -> TerminalPreview {
        try TerminalPreview.header(of: skin, indicators: indicators)
    }

    @Test("The loader knows by default exactly the kinds the built-in registry draws")
    func loaderAndRegistryAgree() {
        #expect(SkinLoader().indicatorKinds == IndicatorRegistry.builtIn.kindNames)
        #expect(SkinLoader.builtInIndicatorKinds == Set(SkinStyle.builtIn.map(\.rawValue)))
    }

    @Test("Registered and passed to the loader, the kind loads without a warning and is drawn")
    func registeredKindIsDrawn() throws {
        let indicators = IndicatorRegistry.builtIn.registering(StackedDots(name: "beads"))
        let (registry, skin) = try Self.load(knowing: indicators.kindNames)
        #expect(registry.diagnostics.filter { $0.file.hasSuffix("beads.xml") }.map(\.description) == [])
        let beads = try #require(skin)
        #expect(beads.header.style == SkinStyle(rawValue: "beads"))
        let preview = try Self.preview(beads, indicators: indicators)
        #expect(preview.player.presenter.missingIndicatorKinds.isEmpty)
        let frame = try preview.player.stillFrame(.pulling, progress: 1.6)
        guard case .shapes(let shapes) = frame.header.indicator.content else {
            Issue.record("the kind drew no shapes: \(frame.header.indicator)")
            return
        }
        #expect(shapes.count == 3)
        #expect(SVGSnapshot(frame).document().components(separatedBy: "<circle").count - 1 == 3)
    }

    @Test("Not registered: a located warning at load, and the part shows text only (no crash)")
    func unregisteredKindFallsBackToText() throws {
        let (registry, skin) = try Self.load(knowing: IndicatorRegistry.builtIn.kindNames)
        let warnings = registry.diagnostics.filter { $0.file.hasSuffix("beads.xml") }
        #expect(warnings.map(\.code?.rawValue) == ["unregistered-style", "unregistered-style"])
        #expect(warnings.map(\.line) == [2, 3])
        let beads = try #require(skin)
        let preview = try Self.preview(beads, indicators: .builtIn)
        #expect(preview.player.presenter.missingIndicatorKinds == [.header: "beads", .footer: "beads"])
        let frame = try preview.player.stillFrame(.pulling, progress: 1.6)
        #expect(frame.header.indicator == .none)
        #expect(!frame.header.status.isEmpty)
        let loading = try preview.player.timeline(fps: 10).filter { $0.header.status == "Loading…" }
        #expect(!loading.isEmpty)
        #expect(loading.allSatisfy { $0.header.indicator == .none })
    }
}
