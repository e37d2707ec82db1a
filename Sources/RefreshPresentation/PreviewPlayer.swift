import Foundation
import RefreshCore
import RefreshLocalization
import RefreshSkins
import RefreshSupport

/// Plays the preview demo for any host: still frames, key frames, frames over time, all from one
/// simulation of a scroll view driven by the engine, each turned into a ``PresentedFrame``.
public struct PreviewPlayer: Sendable {
    /// Resolves the skin's frames.
    public let presenter: SkinPresenter
    /// The edge the demo shows.
    public let edge: RefreshEdge
    /// The visible height of the scroll view in points.
    public var viewportHeight: Double
    /// The texts of the list rows.
    public var listRows: [String]
    /// The "last updated" date before the demo's refresh.
    public let lastUpdated: Date?
    /// The date the simulation's time 0 stands for.
    public let wallClock: Date

    /// Creates a player.
    public init(
        presenter: SkinPresenter,
        edge: RefreshEdge,
        viewportHeight: Double,
        listRows: [String] = PreviewPlayer.defaultListRows(),
        lastUpdated: Date?,
        wallClock: Date = Date()
    ) {
        self.presenter = presenter
        self.edge = edge
        self.viewportHeight = viewportHeight
        self.listRows = listRows
        self.lastUpdated = lastUpdated
        self.wallClock = wallClock
    }

    /// The list rows a preview shows by default.
    public static func defaultListRows(count: Int = 60) -> [String] {
        (1...max(count, 1)).map { "Item \($0)" }
    }

    /// The scroll view's geometry: the list as content, the viewport as given.
    public var layout: ScrollLayout {
        ScrollLayout(
            contentHeight: Double(listRows.count) * PresentedFrame.listRowHeight,
            viewportHeight: max(viewportHeight, 1)
        )
    }

    /// A fresh simulation at the demo's starting point, with the skin's metrics and footer mode
    /// (an automatic footer starts loading as the end of the list comes into view).
    public func makeSimulator(holdResult: Bool = false) -> ScrollSimulator {
        makeSimulator(holding: holdResult ? 2 : 0)
    }

    /// A fresh simulation whose edges hold a finished load's result at least `seconds`.
    func makeSimulator(holding seconds: Double) -> ScrollSimulator {
        var header = presenter.skin.metrics(for: .header)
        var footer = presenter.skin.metrics(for: .footer)
        header.resultHoldTime = max(header.resultHoldTime, seconds)
        footer.resultHoldTime = max(footer.resultHoldTime, seconds)
        let engine = RefreshEngine(header: header, footer: footer, footerMode: presenter.skin.footer.footerMode)
        // An automatic footer would load at once at the end: start a few rows short of it.
        let distance = isAutomaticFooter ? 4 * footer.triggerDistance : 0
        return ScrollSimulator(engine: engine, layout: layout, restingAt: edge, distance: distance)
    }

    /// Whether the demo shows a footer that loads by itself as the end comes into view.
    public var isAutomaticFooter: Bool {
        guard edge == .footer, case .automatic = presenter.skin.footer.footerMode else { return false }
        return true
    }

    /// The demo script for the edge: a pull for the header and a manual footer, scrolling to the
    /// end for an automatic footer.
    public var script: DemoScript {
        edge == .header ? .header : isAutomaticFooter ? .automaticFooter : .footer
    }

    /// The frame time step of simulations run without a clock.
    static let step = 1.0 / 30

    /// The key frames of the demo, in order, each named after the engine state of the demo's
    /// edge it shows (`idle`, `pulling`, `loading`, `finished`, `noMoreData`, …).
    ///
    /// The header's result is held for half a second at least (as for ``stillFrame(_:progress:)`` of
    /// `finished`), so that the `finished` state is shown even for a skin that closes at once.
    public func keyFrames() throws(LocalizationError) -> [(name: String, frame: PresentedFrame)] {
        var player = DemoPlayer(script: script, simulator: makeSimulator(holding: edge == .header ? 0.5 : 0))
        var frames: [(String, PresentedFrame)] = []
        var time = 0.0
        while !player.isFinished {
            time += Self.step
            for _ in player.advance(to: time) {
                frames.append((player.simulator.engine.state(of: edge).rawValue, try present(player.simulator)))
            }
        }
        return frames
    }

    /// The simulation stopped at one state: `idle`, `pulling`, `loading` or `finished` (the result
    /// held before the control closes).
    ///
    /// A state the script never shows (an automatic footer is never `pulling`) is shown as the
    /// next one it does. With `progress`, the content is pulled that far, as a fraction of the
    /// trigger distance (past 1 for an over-pull): from rest for `idle` and `pulling` (so the
    /// state follows from the pull: below 1 is idle), and once more while `loading` or
    /// `finished`.
    public func simulation(at state: String, progress: Double? = nil) -> ScrollSimulator {
        let finished = state == "finished"
        let order = ["idle", "pulling", "loading"]
        let shown = Set(
            script.steps.compactMap { step -> String? in
                if case .keyFrame(let name) = step { name } else { nil }
            }
        )
        let wanted = finished ? "loading" : state
        let stop = order.drop { $0 != wanted }.first { shown.contains($0) } ?? wanted
        var steps: [DemoScript.Step] = []
        let direction = edge == .header ? 1.0 : -1.0
        if let progress, stop == "idle" || stop == "pulling" {
            steps = [.wait(0.1), .touch, .pull(to: direction * progress, over: 0.6), .wait(0.6)]
        } else {
            for step in script.steps {
                if case .keyFrame(let name) = step, name == stop { break }
                steps.append(step)
            }
            if finished {
                steps += [.finish(edge, .success, newItems: 3), .wait(0.4)]
            }
            if let progress {
                steps += [.touch, .pull(to: direction * progress, over: 0.4), .wait(0.3)]
            }
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

    /// One still frame of a state, pulled to `progress` when given (see
    /// ``simulation(at:progress:)``).
    public func stillFrame(_ state: String, progress: Double? = nil) throws(LocalizationError) -> PresentedFrame {
        try present(simulation(at: state, progress: progress))
    }

    /// The frame of a simulation now: both edges as the skin shows them, texts in the user's
    /// language relative to the simulated wall clock.
    public func present(_ simulator: ScrollSimulator) throws(LocalizationError) -> PresentedFrame {
        let now = wallClock.addingTimeInterval(simulator.time)
        let updated = simulator.lastSuccess[.header].map { wallClock.addingTimeInterval($0) } ?? lastUpdated
        let header = try presenter.present(
            simulator.engine.renderModel(for: .header, lastUpdated: updated),
            now: now,
            arrowAngle: simulator.arrowAngle[.header]?.value(at: simulator.time) ?? 0,
            time: simulator.time,
            stateTime: simulator.timeInState(of: .header)
        )
        // The footer's arrow points up at rest: the header's angles, turned half a circle.
        let footer = try presenter.present(
            simulator.engine.renderModel(for: .footer),
            now: now,
            arrowAngle: .pi + (simulator.arrowAngle[.footer]?.value(at: simulator.time) ?? 0),
            time: simulator.time,
            stateTime: simulator.timeInState(of: .footer)
        )
        return PresentedFrame(
            time: simulator.time,
            offset: simulator.offset,
            layout: simulator.layout,
            header: header,
            footer: footer,
            listRows: listRows,
            palette: .forAppearance(presenter.appearance)
        )
    }
}

/// The step of an activity indicator at a time: 12 steps a second, whatever the host.
public enum ActivityPhase {
    /// Steps per second.
    public static let stepsPerSecond = 12.0

    /// The step shown at `time` seconds (any value: NaN and infinities give a step too).
    public static func at(_ time: Double) -> Int {
        Int(clamping: time * stepsPerSecond, rounding: .down)
    }
}
