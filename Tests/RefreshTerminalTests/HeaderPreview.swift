import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import RefreshTerminal

extension TerminalPreview {
    /// The header of `skin` in English and an appearance (light unless given), drawn by
    /// `indicators`, at 56×20 in sextants, on the tests' fixed wall clock: the preview the
    /// indicator and motion tests look at.
    static func header(
        of skin: SkinDescriptor,
        appearance: Appearance = .light,
        indicators: IndicatorRegistry = .builtIn
    ) throws -> TerminalPreview {
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: appearance, indicators: indicators)
        return TerminalPreview(
            player: PreviewPlayer(
                presenter: presenter,
                edge: .header,
                viewportHeight: 0,
                lastUpdated: nil,
                wallClock: PreviewTests.wallClock
            ),
            renderer: TerminalRenderer(columns: 56, rows: 20, blocks: .sextants)
        )
    }
}
