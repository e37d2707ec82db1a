import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import RefreshSupport

/// Plays the preview demo for any host: still frames, key frames, frames over time, all from one
/// simulation of a scroll view driven by the engine, each turned into a `PresentedFrame`.
public struct PreviewPlayer: Sendable {
    /// Resolves the skin's frames (its `SkinPresenter.prefersReducedMotion` says which motion
    /// the frames show).
    public var presenter: SkinPresenter
    /// The edge the demo shows.
    public let edge: RefreshEdge
    /// The visible height of the scroll view in points.
    public var viewportHeight: Double
    /// The texts of the list rows.
    public var listRows: [String]
    /// The "last updated" date before the demo's refresh.
    public var lastUpdated: Date?
    /// The date the simulation's time 0 stands for.
    public var wallClock: Date
    /// How the load ends in the still frame of `finished` (``simulation(at:progress:)``):
    /// `success` (the default) or `failure`, so that both finished icons can be seen.
    public var finishResult: RefreshResult = .success

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
    /// (an automatic footer starts loading as the end of the list comes into view), whose edges
    /// hold a finished load's result at least `seconds`.
    public func makeSimulator(holding seconds: Double = 0) -> ScrollSimulator {
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
    /// The header's result is held for half a second at least, so that the `finished` state is
    /// shown even for a skin that closes at once.
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

    /// The simulation stopped at one state of the demo's edge, pulled to `progress` when given.
    ///
    /// - `idle` and `pulling`: pulled from rest to 0.9 and 1.35 times the trigger distance (or to
    ///   `progress`, so the state follows from the pull: below 1 is idle).
    /// - `loading`: released past the trigger; `finished`: the load ended with ``finishResult``,
    ///   its result held before the control closes.
    /// - `failed` (footer): a load that failed, "tap to try again"; `noMoreData` (footer): a load
    ///   that said there is nothing more; `secondLevel` (header): released past the skin's
    ///   second-level distance.
    ///
    /// With `progress` and a state that is not `idle` or `pulling`, the content is then pulled
    /// that far once more. A state the skin cannot show on this edge (a header is never
    /// `failed`; a footer that loads by itself is never `pulling`; a trigger beyond the longest
    /// pull) is an error that says why, never another state shown in its place.
    public func simulation(at state: RefreshState, progress: Double? = nil) throws(PreviewError) -> ScrollSimulator {
        let direction = edge == .header ? 1.0 : -1.0
        let metrics = presenter.skin.metrics(for: edge)
        func unreachable(_ reason: String) -> PreviewError {
            .unreachable(state, edge: edge, reason: reason)
        }
        var steps: [DemoScript.Step] = [.wait(0.1)]
        var holding = 0.0
        func load() {
            steps +=
                isAutomaticFooter
                ? [.touch, .pull(to: -0.05, over: 0.8), .release, .wait(1.2)]
                : [.touch, .pull(to: direction * 1.35, over: 0.6), .wait(0.3), .release, .wait(1.2)]
        }
        switch state {
        case .idle, .pulling:
            if state == .pulling && isAutomaticFooter {
                throw unreachable("this footer loads by itself as the end comes into view, without a pull")
            }
            if !isAutomaticFooter {
                let pull = progress ?? (state == .idle ? 0.9 : 1.35)
                steps += [.touch, .pull(to: direction * pull, over: 0.6), .wait(0.6)]
            }
        case .loading:
            load()
        case .finished:
            load()
            holding = 2
            steps += [.finish(edge, finishResult, newItems: finishResult == .success ? 3 : nil), .wait(0.4)]
        case .failed, .noMoreData:
            guard edge == .footer else { throw unreachable("only a footer can be \(state.rawValue)") }
            load()
            steps += [.finish(.footer, state == .failed ? .failure : .noMoreData, newItems: nil)]
            steps.append(.wait(metrics.resultHoldTime + metrics.closeDuration + 0.3))
            if state == .noMoreData && progress == nil {
                // The footer closes when nothing more comes: push up again to show it saying so.
                steps += [.touch, .pull(to: -0.9, over: 0.6), .wait(0.4)]
            }
        case .secondLevel:
            guard edge == .header, let distance = metrics.secondLevelDistance else {
                throw unreachable("the skin's header has no second level (secondLevelDistance)")
            }
            let fraction = distance / max(metrics.triggerDistance, 1) + 0.2
            steps += [.touch, .pull(to: fraction, over: 0.8), .wait(0.3), .release, .wait(0.8)]
        }
        if let progress, state != .idle, state != .pulling {
            steps += [.touch, .pull(to: direction * progress, over: 0.4), .wait(0.3)]
        }
        var player = DemoPlayer(
            script: DemoScript(edge: edge, steps: steps),
            simulator: makeSimulator(holding: holding)
        )
        var time = 0.0
        while !player.isFinished {
            time += Self.step
            _ = player.advance(to: time)
        }
        let reached = player.simulator.engine.state(of: edge)
        // Pulling asked for, past a trigger no pull reaches: the picture would be idle.
        if state == .pulling, reached == .idle, let reason = unreachableTrigger { throw unreachable(reason) }
        // A pull given by `progress` decides between idle and pulling itself.
        let expected: Set<RefreshState> =
            progress != nil && (state == .idle || state == .pulling) ? [.idle, .pulling] : [state]
        guard expected.contains(reached) else {
            if reached == .idle, let reason = unreachableTrigger { throw unreachable(reason) }
            throw unreachable("the demo ends \(reached.rawValue) instead")
        }
        return player.simulator
    }

    /// Why no pull reaches the edge's trigger distance, or `nil` when one does (or the edge is a
    /// footer that loads by itself, without a pull). The rubber band (and `maximumPull`) bound
    /// every pull: a trigger past that bound is never reached, however far the finger goes.
    public var unreachableTrigger: String? {
        let metrics = presenter.skin.metrics(for: edge)
        let longest = metrics.displayedPull(forTravel: 1e9, viewportHeight: layout.viewportHeight)
        guard !isAutomaticFooter, longest < metrics.triggerDistance else { return nil }
        return "no pull reaches its triggerDistance \(ValueBounds.format(metrics.triggerDistance)): the longest pull "
            + "shows \(ValueBounds.format((longest * 10).rounded(.down) / 10)) points in a \(ValueBounds.format(layout.viewportHeight))-point view"
            + (metrics.maximumPull.map { " with maximumPull \(ValueBounds.format($0))" } ?? "")
    }

    /// One still frame of a state, pulled to `progress` when given (see
    /// ``simulation(at:progress:)``), with the edge in view: a footer that rests out of view
    /// below a long list (one that loads by itself, or closed after a failure) is shown below a
    /// list that ends the footer's loading inset above the bottom of the view instead, so the
    /// footer shows at the height it has while loading.
    public func stillFrame(_ state: RefreshState, progress: Double? = nil) throws(PreviewError) -> PresentedFrame {
        let frame = try presented(state, progress: progress)
        let inset = presenter.skin.metrics(for: .footer).loadingInset
        let room = (layout.viewportHeight - (inset.isFinite ? max(inset, 0) : 0)) / PresentedFrame.listRowHeight
        let rows = room >= 2 ? Int(min(room, 1_000).rounded(.down)) : 1
        guard !frame.shows(edge), listRows.count > rows else { return frame }
        var short = self
        short.listRows = Self.defaultListRows(count: rows)
        return try short.presented(state, progress: progress)
    }

    private func presented(_ state: RefreshState, progress: Double?) throws(PreviewError) -> PresentedFrame {
        let simulator = try simulation(at: state, progress: progress)
        do {
            return try present(simulator)
        } catch {
            throw .localization(error)
        }
    }

    /// The engine's render model of an edge in a simulation, as ``present(_:)`` presents it: the
    /// header last updated at the simulation's last success, else at ``lastUpdated``.
    public func renderModel(_ simulator: ScrollSimulator, edge: RefreshEdge) -> RefreshRenderModel {
        guard edge == .header else { return simulator.engine.renderModel(for: edge) }
        let updated = simulator.lastSuccess[.header].map { wallClock.addingTimeInterval($0) } ?? lastUpdated
        return simulator.engine.renderModel(for: .header, lastUpdated: updated)
    }

    /// The frame of a simulation now: both edges as the skin shows them, texts in the user's
    /// language relative to the simulated wall clock.
    public func present(_ simulator: ScrollSimulator) throws(LocalizationError) -> PresentedFrame {
        let now = wallClock.addingTimeInterval(simulator.time)
        let updated = simulator.lastSuccess[.header].map { wallClock.addingTimeInterval($0) } ?? lastUpdated
        let (header, footer) = try presenter.present(
            simulator.engine,
            lastUpdated: updated,
            now: now,
            time: simulator.time,
            timeline: simulator.timeline
        )
        // The pull past an end whose edge floats is the host's report, not where the content is.
        var offset = simulator.offset
        if header.floatingOffset != nil { offset = max(offset, simulator.layout.topRestingOffset) }
        if footer.floatingOffset != nil { offset = min(offset, simulator.layout.bottomRestingOffset) }
        return PresentedFrame(
            time: simulator.time,
            offset: offset,
            layout: simulator.layout,
            header: header,
            footer: footer,
            listRows: listRows,
            palette: .forAppearance(presenter.appearance)
        )
    }
}
