import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import RefreshText
import Testing

/// An edge's lines are one block: every line of a built-in skin's edge, in every catalog's
/// language and every state with words, is centred on one axis (not the status across the edge
/// and the date beside the indicator).
@Suite struct LineBlockTests {
    static let measurer = try? ShapedTextMeasurer()

    @Test("Every line of an edge is centred on the same axis", arguments: SkinRegistry.builtIn.skins.map(\.id))
    func linesShareOneAxis(id: String) throws {
        let measurer = try #require(Self.measurer, "fonts are needed")
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        let catalogs = try CatalogSet.builtIn
        let now = Date(timeIntervalSince1970: 1_764_424_980)
        let models = [
            RefreshRenderModel(edge: .header, state: .idle, progress: 0.9, lastUpdated: now - 300),
            RefreshRenderModel(edge: .header, state: .pulling, progress: 1.3, lastUpdated: now - 86_400 * 40),
            RefreshRenderModel(edge: .header, state: .loading, progress: 1, lastUpdated: now - 300),
            RefreshRenderModel(edge: .header, state: .finished, progress: 1, result: .success, newItems: 12),
            RefreshRenderModel(edge: .footer, state: .failed, progress: 1),
        ]
        var apart: [String] = []
        for locale in catalogs.locales {
            let presenter = try SkinPresenter(skin: skin, strings: catalogs.strings(for: locale), appearance: .light)
            for model in models {
                let edge = try presenter.present(model, now: now, arrowAngle: 0, time: 0)
                let arranged = EdgeArrangement(edge, width: EdgeLayout.phoneWidth, measurer: measurer)
                let axes = (arranged.status + arranged.detail).filter { !$0.text.isEmpty }.map {
                    $0.box.x + $0.box.width / 2
                }
                guard let least = axes.min(), let most = axes.max(), most - least > 0.5 else { continue }
                apart.append("\(locale.languageTag) \(model.edge) \(model.state): axes \(axes)")
            }
        }
        #expect(apart.isEmpty, "\(apart.count) edges with lines on different axes:\n\(apart.joined(separator: "\n"))")
    }

    @Test(
        "A footer's words keep their size: too wide for one line, they take two at full size",
        arguments: ["he", "hi", "de", "ta", "ru", "ml", "kn"]
    )
    func footerWrapsBeforeItShrinks(language: String) throws {
        let measurer = try #require(Self.measurer, "fonts are needed")
        let skin = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(language))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        let model = RefreshRenderModel(edge: .footer, state: .failed, progress: 1)
        let edge = try presenter.present(model, now: Date(), arrowAngle: 0, time: 0)
        let arranged = EdgeArrangement(edge, width: EdgeLayout.phoneWidth, measurer: measurer)
        #expect((1...2).contains(arranged.status.count), "\(language): \(arranged.status.map(\.text))")
        #expect(arranged.status.allSatisfy { $0.scale == 1 && !$0.isTruncated }, "\(language): \(arranged.status)")
    }
}
