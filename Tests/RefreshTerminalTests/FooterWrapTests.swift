import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import Testing

@testable import RefreshTerminal

/// A footer's words at terminal scale: broken onto two rows where they do not fit one, rather
/// than cut with an ellipsis while rows below are free.
@Suite("Footer labels wrap in the terminal")
struct FooterWrapTests {
    static func footer(locale: String, columns: Int) throws -> TerminalPreview {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        return TerminalPreview(
            player: PreviewPlayer(
                presenter: presenter,
                edge: .footer,
                viewportHeight: 0,
                lastUpdated: nil,
                wallClock: PreviewTests.wallClock
            ),
            renderer: TerminalRenderer(columns: columns, rows: 24)
        )
    }

    @Test(
        "Every word of a long footer label shows, on two rows at most, and nothing is cut",
        arguments: ["de", "ru", "fi", "ta", "hi", "ar"],
        [RefreshState.idle, .failed, .noMoreData, .loading]
    )
    func wraps(locale: String, state: RefreshState) throws {
        let preview = try Self.footer(locale: locale, columns: 56)
        let frame = try preview.player.stillFrame(state)
        let lines = preview.renderer.render(frame).plainLines
        let status = frame.footer.status
        #expect(!lines.joined().contains("…") || status.contains("…"), "\(lines.joined(separator: "\n"))")
        // Right-to-left words are written in visual order: look for them so.
        let words = (frame.footer.rightToLeft ? frame.footer.statusInVisualOrder : status).split(separator: " ")
        let shown = lines.filter { line in words.contains { line.contains($0) } }
        for word in words {
            #expect(lines.contains { $0.contains(word) }, "'\(word)' is missing:\n\(lines.joined(separator: "\n"))")
        }
        #expect((1...2).contains(shown.count), "\(lines.joined(separator: "\n"))")
    }
}
