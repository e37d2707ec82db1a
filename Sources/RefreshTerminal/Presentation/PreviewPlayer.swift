import Foundation
import RefreshCore
import RefreshLocalization
import RefreshSkins

/// Plays the preview demo: still frames, key frames for pipes, the animation, the interactive
/// mode and SVG snapshots, all from one simulation of a scroll view driven by the engine.
public struct PreviewPlayer: Sendable {
    /// Draws the frames.
    public var renderer: PreviewRenderer
    /// The edge the demo shows.
    public let edge: RefreshEdge
    /// The "last updated" date before the demo's refresh.
    public let lastUpdated: Date?
    /// The date the simulation's time 0 stands for.
    public let wallClock: Date

    /// Creates a player.
    public init(renderer: PreviewRenderer, edge: RefreshEdge, lastUpdated: Date?, wallClock: Date = Date()) {
        self.renderer = renderer
        self.edge = edge
        self.lastUpdated = lastUpdated
        self.wallClock = wallClock
    }

    /// This player with its picture cut to a terminal window, keeping `reservedRows` of the
    /// window free (for the prompt or a status line); the picture is never larger than this
    /// player's. When the scene does not fit, the renderer draws a note asking for a bigger window.
    public func fitted(toWindow window: (columns: Int, rows: Int), reservedRows: Int) -> PreviewPlayer {
        var player = self
        player.renderer.columns = max(min(renderer.columns, window.columns), 1)
        player.renderer.rows = max(min(renderer.rows, window.rows - reservedRows), 1)
        return player
    }

    /// A fresh simulation at the demo's starting point.
    public func makeSimulator(holdResult: Bool = false) -> ScrollSimulator {
        var header = renderer.presenter.skin.metrics(for: .header)
        var footer = renderer.presenter.skin.metrics(for: .footer)
        if holdResult {
            header.resultHoldTime = max(header.resultHoldTime, 2)
            footer.resultHoldTime = max(footer.resultHoldTime, 2)
        }
        let engine = RefreshEngine(header: header, footer: footer, footerMode: .manual)
        return ScrollSimulator(engine: engine, layout: renderer.layout, restingAt: edge)
    }

    /// The demo script for the edge.
    public var script: DemoScript { edge == .header ? .header : .footer }

    /// The frame time step of simulations run without a clock.
    static let step = 1.0 / 30

    /// The key frames of the demo, in order, with their names: the picture as each state looks.
    public func keyFrames() throws(LocalizationError) -> [(name: String, canvas: Canvas)] {
        var player = DemoPlayer(script: script, simulator: makeSimulator())
        var frames: [(String, Canvas)] = []
        var time = 0.0
        while !player.isFinished {
            time += Self.step
            for name in player.advance(to: time) {
                frames.append((name, try render(player.simulator)))
            }
        }
        return frames
    }

    /// The simulation stopped at one state: `idle`, `pulling`, `loading` or `finished` (the result
    /// held before the control closes).
    public func simulation(at state: String) -> ScrollSimulator {
        let finished = state == "finished"
        var steps: [DemoScript.Step] = []
        for step in script.steps {
            if case .keyFrame(let name) = step, name == (finished ? "loading" : state) { break }
            steps.append(step)
        }
        if finished {
            steps += [.finish(edge, .success, newItems: 3), .wait(0.4)]
        }
        var player = DemoPlayer(
            script: DemoScript(edge: edge, steps: steps),
            simulator: makeSimulator(holdResult: finished)
        )
        var time = 0.0
        while !player.isFinished {
            time += Self.step
            _ = player.advance(to: time)
        }
        return player.simulator
    }

    /// One still frame of a state.
    public func stillFrame(_ state: String) throws(LocalizationError) -> Canvas {
        try render(simulation(at: state))
    }

    /// The picture of a simulation.
    public func render(_ simulator: ScrollSimulator) throws(LocalizationError) -> Canvas {
        try renderer.render(simulator, wallClock: wallClock, lastUpdated: lastUpdated)
    }

    /// An SVG snapshot of the header in a state, at phone size.
    public func svg(state: String) throws(LocalizationError) -> String {
        let simulator = simulation(at: state)
        let presenter = renderer.presenter
        let now = wallClock.addingTimeInterval(simulator.time)
        let updated = simulator.lastSuccess[.header].map { wallClock.addingTimeInterval($0) } ?? lastUpdated
        let model = simulator.engine.renderModel(for: .header, lastUpdated: updated)
        let frame = presenter.skin.frame(for: model, appearance: presenter.appearance)
        let colors = presenter.skin.header.colors
        var arrow: (png: [UInt8], angle: Double)?
        if case .arrow = frame.indicator, let image = presenter.skin.header.arrow?.image(forScale: 2),
            case .success(let png) = PNGImageEncoder.encode(image)
        {
            arrow = (png, simulator.arrowAngle[.header]!.value(at: simulator.time))
        }
        var spinner: RGBAColor?
        if case .spinner(let color) = frame.indicator { spinner = color }
        let header = SVGSnapshot.Edge(
            background: frame.background,
            textColor: frame.textColor,
            shadow: frame.textShadow.map { ($0, colors.textShadowOffsetX, colors.textShadowOffsetY) },
            status: try presenter.text(frame.status, edge: .header, now: now),
            statusFont: frame.statusFont,
            detail: try frame.detail.map { message throws(LocalizationError) in
                try presenter.text(message, edge: .header, now: now)
            },
            detailFont: frame.detailFont,
            arrow: arrow,
            spinner: spinner,
            rightToLeft: presenter.isRightToLeft(.header)
        )
        let snapshot = SVGSnapshot(
            offset: min(simulator.offset, 0),
            contentHeight: renderer.layout.contentHeight,
            header: header,
            listRows: renderer.listRows,
            palette: presenter.appearance == .dark ? .dark : .light
        )
        return snapshot.document()
    }
}
