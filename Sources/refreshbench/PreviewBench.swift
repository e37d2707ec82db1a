import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import RefreshTerminal

/// One 40×20 frame of the preview, the whole way a host goes: the `blue` skin's header loading
/// presented by a `SkinPresenter` (status and last-updated texts in English, colours, the spinner),
/// drawn by `PhoneScene` above list rows and written by `TerminalWriter` as a full true-colour
/// redraw. With `overrides`, the skin overrides every string in English, so each text goes through
/// the skin's compiled MessageFormat patterns instead of the catalog.
struct PreviewFrame {
    let presenter: SkinPresenter
    let model: RefreshRenderModel
    let listRows = (1...40).map { "Item \($0)" }
    let writer = TerminalWriter(depth: .trueColor)
    let now = Date(timeIntervalSince1970: 1_764_424_980)

    init(overrides: Bool = false) throws {
        guard var skin = SkinRegistry.builtIn.skin(id: "blue") else { throw BenchError("no built-in blue skin") }
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        if overrides {
            var patterns: [MessageKey: String] = [:]
            for key in MessageKey.allCases {
                guard let pattern = strings.catalogs.catalog(for: strings.locale)?[key.rawValue] else {
                    throw BenchError("no English text for \(key)")
                }
                // The catalog's own pattern, reworded a little, as a skin's override would be.
                patterns[key] = "» " + pattern
            }
            skin.header.strings = SkinStrings(patterns: ["en": patterns])
            skin.footer.strings = skin.header.strings
        }
        presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        model = RefreshRenderModel(
            edge: .header,
            state: .loading,
            lastUpdated: now.addingTimeInterval(-300)
        )
    }

    /// The status text of the frame, to check that the overrides are used.
    func status() throws -> String {
        try presenter.present(model, now: now, arrowAngle: 0, activityPhase: 3).status
    }

    func run(times: Int) throws {
        let footerModel = RefreshRenderModel(edge: .footer, state: .idle)
        for _ in 0..<times {
            let header = try presenter.present(model, now: now, arrowAngle: 0, activityPhase: 3)
            let footer = try presenter.present(footerModel, now: now, arrowAngle: .pi, activityPhase: 3)
            let frame = PresentedFrame(
                time: 0,
                offset: -60,
                layout: ScrollLayout(contentHeight: 36 * 40, viewportHeight: 18 * 12),
                header: header,
                footer: footer,
                listRows: listRows,
                palette: .light
            )
            blackHole(writer.render(PhoneScene(columns: 40, rows: 20, frame: frame).render()))
        }
    }
}

/// Looks up the embedded built-in `blue` skin (the registry is built before timing).
func lookUpBuiltIn(times: Int) {
    for _ in 0..<times { blackHole(SkinRegistry.builtIn.skin(id: "blue")) }
}
