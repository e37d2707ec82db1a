import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import RefreshTerminal

/// One 40×20 frame of the preview: the `blue` skin's header loading presented by a
/// `SkinPresenter` (status and last-updated texts in English, colours, the spinner), drawn by
/// `PhoneScene` above list rows and written by `TerminalWriter` as a full true-colour redraw.
/// With `overrides`, the skin overrides every string in English, so each text goes through the
/// skin's compiled MessageFormat patterns instead of the catalog.
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
        try presenter.present(model, now: now, arrowAngle: 0, time: 0.25).status
    }

    /// The frame as the presenter resolves it.
    func present() throws -> PresentedFrame {
        PresentedFrame(
            time: 0,
            offset: -60,
            layout: ScrollLayout(contentHeight: 36 * 40, viewportHeight: 18 * 12),
            header: try presenter.present(model, now: now, arrowAngle: 0, time: 0.25),
            footer: try presenter.present(
                RefreshRenderModel(edge: .footer, state: .idle),
                now: now,
                arrowAngle: .pi,
                time: 0.25
            ),
            listRows: listRows,
            palette: .light
        )
    }

    /// The frame with the header pulled past the trigger: the arrow turned up, the list lower.
    func presentPulling() throws -> PresentedFrame {
        var frame = try present()
        frame.offset = -80
        frame.header = try presenter.present(
            RefreshRenderModel(edge: .header, state: .pulling, progress: 1, pullRatio: 80.0 / 65, arrowAngle: .pi),
            now: now,
            arrowAngle: .pi,
            time: 0.25
        )
        return frame
    }

    /// Presents and draws the frame `times` times.
    func run(times: Int) throws {
        for _ in 0..<times { draw(try present()) }
    }

    /// Draws an already presented frame `times` times (the host's part alone), its indicator in
    /// `blocks`.
    func draw(_ frame: PresentedFrame, times: Int, blocks: BlockGlyphs = .quadrants) {
        for _ in 0..<times { draw(frame, blocks: blocks) }
    }

    private func draw(_ frame: PresentedFrame, blocks: BlockGlyphs = .quadrants) {
        blackHole(writer.render(PhoneScene(columns: 40, rows: 20, frame: frame, blocks: blocks).render()))
    }
}

/// Looks up the embedded built-in `blue` skin (the registry is built before timing).
func lookUpBuiltIn(times: Int) {
    for _ in 0..<times { blackHole(SkinRegistry.builtIn.skin(id: "blue")) }
}
