import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import Testing

@testable import RefreshTerminal

/// Every built-in skin's indicator at terminal scale, in the colours the terminal writes: its ink
/// stands out from the cells around it, and a finished load shows its outcome.
@Suite("Indicators read at terminal scale")
struct IndicatorLegibilityTests {
    static let skins = SkinRegistry.builtIn.ids.sorted()

    /// The preview of a skin's edge at 56 columns in quadrants.
    static func preview(_ id: String, edge: RefreshEdge, appearance: Appearance) throws -> TerminalPreview {
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: appearance)
        var player = PreviewPlayer(
            presenter: presenter,
            edge: edge,
            viewportHeight: 0,
            lastUpdated: nil,
            wallClock: PreviewTests.wallClock
        )
        player.finishResult = .success
        return TerminalPreview(player: player, renderer: TerminalRenderer(columns: 56, rows: 20, blocks: .quadrants))
    }

    /// The still frames looked at: (name, state, progress, result).
    static let moments: [(name: String, state: RefreshState, progress: Double?, result: RefreshResult)] = [
        ("idle", .idle, 0.5, .success), ("idle", .idle, 0.9, .success), ("pulling", .pulling, 1.2, .success),
        ("pulling", .pulling, 2, .success), ("loading", .loading, nil, .success),
        ("success", .finished, nil, .success), ("failure", .finished, nil, .failure),
    ]

    @Test("An indicator's ink has at least 3:1 against the cells it is drawn on", arguments: skins, Appearance.allCases)
    func contrast(skin: String, appearance: Appearance) throws {
        var preview = try Self.preview(skin, edge: .header, appearance: appearance)
        var masks: Set<Character> = []
        for mask in 1..<16 { masks.insert(BlockGlyphs.quadrants.glyph(mask)) }
        let marks: Set<Character> = ["●", "•", "·", "✓", "✕"]
        for moment in Self.moments {
            preview.player.finishResult = moment.result
            let frame = try preview.player.stillFrame(moment.state, progress: moment.progress)
            let canvas = preview.renderer.render(frame)
            let columns = PhoneScene(columns: 56, rows: 20, frame: frame).indicatorColumns(of: frame.header)
            for row in 1..<(canvas.height - 1) {
                for column in columns {
                    let cell = canvas[column + 1, row]
                    let inked = cell.plain == nil && masks.contains(cell.character) || marks.contains(cell.character)
                    let ground = cell.background ?? frame.palette.list
                    guard inked, let ink = cell.foreground, ink != ground else { continue }
                    let ratio = ContrastCheck.ratio(ink, ground)
                    #expect(
                        ratio >= 2.95,
                        "\(skin) \(appearance) \(moment.name): '\(cell.character)' at \(column),\(row) is \(ratio):1"
                    )
                }
            }
        }
    }

    @Test(
        "A finished load shows its outcome, a check or a cross, where its picture would be a blot",
        arguments: ["pulse", "lottie", "ring", "material"]
    )
    func outcome(skin: String) throws {
        var preview = try Self.preview(skin, edge: .header, appearance: .light)
        let idle = preview.renderer.render(try preview.player.stillFrame(.idle, progress: 0.9)).plainLines.joined()
        #expect(!idle.contains("✓") && !idle.contains("✕"))
        let success = preview.renderer.render(try preview.player.stillFrame(.finished)).plainLines.joined()
        #expect(success.contains("✓"), "\(skin)")
        preview.player.finishResult = .failure
        let failure = preview.renderer.render(try preview.player.stillFrame(.finished)).plainLines.joined()
        #expect(failure.contains("✕"), "\(skin)")
    }
}
