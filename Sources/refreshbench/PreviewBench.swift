import RefreshCore
import RefreshPresentation
import RefreshSkins
import RefreshTerminal

/// One 40×20 frame of the phone scene: the `blue` skin's header loading (spinner, status and
/// last-updated text) above list rows, rendered to cells and then to a full true-colour escape
/// string by `TerminalWriter` (what a full redraw writes).
struct PreviewFrame {
    let scene: PhoneScene
    let writer = TerminalWriter(depth: .trueColor)

    init() throws {
        guard let skin = SkinRegistry.builtIn.skin(id: "blue") else { throw BenchError("no built-in blue skin") }
        let colors = skin.header.colors
        let header = PresentedEdge(
            background: colors.background.resolved(for: .light),
            textColor: colors.text.resolved(for: .light),
            status: "Loading…",
            detail: "Last updated: 5 minutes ago",
            indicator: PresentedIndicator(.activity(phase: 3, color: colors.spinner.resolved(for: .light)))
        )
        var footer = header
        footer.edge = .footer
        footer.layout = .classic(.footer)
        let frame = PresentedFrame(
            time: 0,
            offset: -60,
            layout: ScrollLayout(contentHeight: 36 * 40, viewportHeight: 18 * 12),
            header: header,
            footer: footer,
            listRows: (1...40).map { "Item \($0)" },
            palette: .light
        )
        scene = PhoneScene(columns: 40, rows: 20, frame: frame)
    }

    func run(times: Int) {
        for _ in 0..<times {
            let canvas = scene.render()
            blackHole(writer.render(canvas))
        }
    }
}

/// Looks up the embedded built-in `blue` skin (the registry is built before timing).
func lookUpBuiltIn(times: Int) {
    for _ in 0..<times { blackHole(SkinRegistry.builtIn.skin(id: "blue")) }
}
