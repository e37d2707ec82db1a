import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import Testing

@testable import RefreshTerminal

/// Every picture size from 1×1 up: the scene never traps, and the renderer gives a picture of
/// exactly the size asked for, the scene or a note asking for a bigger window.
@Suite("Small sizes")
struct SmallSizeTests {
    static let edge = PresentedEdge(
        background: RGBAColor(red: 226, green: 231, blue: 237),
        textColor: RGBAColor(red: 87, green: 108, blue: 137),
        status: "Pull down to refresh",
        detail: "Last updated: never",
        indicator: PresentedIndicator(.activity(phase: 3, color: RGBAColor(red: 0, green: 0, blue: 0)))
    )

    @Test("The phone scene draws at every size up to 30×14, left to right and right to left")
    func scene() {
        for columns in -2...30 {
            for rows in -2...14 {
                for rightToLeft in [false, true] {
                    var header = Self.edge
                    header.rightToLeft = rightToLeft
                    var footer = header
                    footer.edge = .footer
                    footer.layout = .classic(.footer)
                    let frame = PresentedFrame(
                        time: 0,
                        offset: -60,
                        layout: ScrollLayout(contentHeight: 360, viewportHeight: 200),
                        header: header,
                        footer: footer,
                        listRows: ["Item 1", "Item 2"],
                        palette: .light
                    )
                    let scene = PhoneScene(columns: columns, rows: rows, frame: frame)
                    let canvas = scene.render()
                    #expect(canvas.width == max(columns, 3) && canvas.height == max(rows, 3))
                }
            }
        }
    }

    @Test("The renderer gives exactly the size asked for; below 24×10 a note asks for more")
    func renderer() throws {
        let skin = try #require(SkinRegistry.standard(environment: [:], resolving: ["blue"]).skin(id: "blue"))
        let strings = try CatalogSet.builtIn.strings(for: LocaleRequest([.english]))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        let player = TerminalPreview(
            player: PreviewPlayer(
                presenter: presenter,
                edge: .header,
                viewportHeight: 0,
                listRows: ["Item 1"],
                lastUpdated: nil
            ),
            renderer: TerminalRenderer(columns: 56, rows: 24)
        )
        for columns in 1...30 {
            for rows in 1...14 {
                let fitted = player.fitted(toWindow: (columns, rows), reservedRows: 0)
                for state in [RefreshState.idle, .loading] {
                    let canvas = try fitted.stillFrame(state)
                    #expect(canvas.width == columns && canvas.height == rows, "\(columns)x\(rows)")
                    let text = canvas.plainLines.joined(separator: " ")
                    if columns < 24 || rows < 10 {
                        #expect(text.hasPrefix(String("Make".prefix(columns))), "\(columns)x\(rows): \(text)")
                    } else {
                        #expect(text.contains("╭"), "\(columns)x\(rows)")
                    }
                }
            }
        }
        #expect(TerminalRenderer.tooSmall(columns: 60, rows: 3).plainLines[0] == "Make the window bigger: needs 24x10")
    }
}
