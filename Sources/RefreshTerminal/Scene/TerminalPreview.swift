import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation

/// The preview in a terminal: the demo's frames (presentation) drawn at a size in cells.
public struct TerminalPreview: Sendable {
    /// The demo and its frames.
    public var player: PreviewPlayer
    /// The picture's size in cells.
    public var renderer: TerminalRenderer

    /// A preview whose scroll view is as tall as the picture's screen.
    public init(player: PreviewPlayer, renderer: TerminalRenderer) {
        self.player = player
        self.renderer = renderer
        self.player.viewportHeight = renderer.viewportHeight
    }

    /// This preview cut to a terminal window, keeping `reservedRows` of the window free (for the
    /// prompt or a status line); the picture is never larger than this one's. When the scene does
    /// not fit, the renderer draws a note asking for a bigger window.
    public func fitted(toWindow window: (columns: Int, rows: Int), reservedRows: Int) -> TerminalPreview {
        let size = TerminalRenderer(
            columns: max(min(renderer.columns, window.columns), 1),
            rows: max(min(renderer.rows, window.rows - reservedRows), 1),
            blocks: renderer.blocks,
            textOrder: renderer.textOrder
        )
        return TerminalPreview(player: player, renderer: size)
    }

    /// The picture of a simulation now.
    public func render(_ simulator: ScrollSimulator) throws(LocalizationError) -> Canvas {
        renderer.render(try player.present(simulator))
    }

    /// One still frame of a state, pulled to `progress` (a fraction of the trigger distance, as
    /// `PreviewPlayer.stillFrame(_:progress:)` takes it) when given.
    /// A picture too small for the scene is the renderer's note asking for a bigger window,
    /// whatever the state (a view that small could not be pulled to it anyway).
    public func stillFrame(_ state: RefreshState, progress: Double? = nil) throws(PreviewError) -> Canvas {
        guard renderer.fits else { return TerminalRenderer.tooSmall(columns: renderer.columns, rows: renderer.rows) }
        return renderer.render(try player.stillFrame(state, progress: progress))
    }

    /// The demo's key frames, named, as pictures.
    public func keyFrames() throws(LocalizationError) -> [(name: String, canvas: Canvas)] {
        try player.keyFrames().map { ($0.name, renderer.render($0.frame)) }
    }

    /// The demo script.
    public var script: DemoScript { player.script }
    /// A fresh simulation at the demo's starting point.
    public func makeSimulator() -> ScrollSimulator { player.makeSimulator() }
}
