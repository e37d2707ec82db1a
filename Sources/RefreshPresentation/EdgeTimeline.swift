import RefreshCore
import RefreshFoundation
import RefreshLocalization

/// What a host keeps of each edge over time to present it: the arrow turning toward the engine's
/// angle, and when each edge entered its state (animations bound to time start there).
///
/// A host records every effect the engine gives with ``record(_:engine:at:)``, at the engine's
/// time, and asks ``arrowAngle(of:at:)`` and ``secondsInState(of:at:)`` when it presents a frame
/// (``SkinPresenter/present(_:lastUpdated:now:time:timeline:)``). The preview's simulation and
/// RefreshKit's controller keep one each.
public struct EdgeTimeline: Sendable, Hashable {
    private var arrows: [RefreshEdge: Tween] = [.header: .still(0), .footer: .still(0)]
    private var entered: [RefreshEdge: Double] = [:]
    private var states: [RefreshEdge: RefreshState] = [.header: .idle, .footer: .idle]
    /// When an edge that is closing after a result entered `finished`; `nil` otherwise.
    private var resultSince: [RefreshEdge: Double] = [:]

    /// A timeline with both edges idle since time 0, their arrows at rest.
    public init() {}

    /// Takes one effect the engine gave at `time` (its seconds); only state changes matter.
    public mutating func record(_ effect: RefreshEffect, engine: RefreshEngine, at time: Double) {
        guard case .state(let edge, let state) = effect else { return }
        let model = engine.renderModel(for: edge)
        let current = arrowAngle(of: edge, at: time)
        arrows[edge] = Tween(from: current, to: model.arrowAngle, start: time, duration: model.arrowDuration)
        if states[edge] != state {
            resultSince[edge] = states[edge] == .finished && state == .idle ? entered[edge] ?? 0 : nil
            entered[edge] = time
        }
        states[edge] = state
    }

    /// When the result an edge is closing after was first shown, while it closes: the edge went
    /// from `finished` to `idle` less than `closeDuration` seconds before `time`. The engine is
    /// idle as soon as the edge starts to close; the skin shows its result until it has (as
    /// MJRefresh's and SwiftUI's controls keep their last text while they close), never "Pull
    /// down to refresh" in a header that is still open.
    public func resultShown(of edge: RefreshEdge, at time: Double, closeDuration: Double) -> Double? {
        guard let since = resultSince[edge], time - stateEntered(edge) < closeDuration else { return nil }
        return since
    }

    /// The arrow's angle as drawn at `time`, in radians: the header's turns from 0 (pointing
    /// down, along the pull) to π when armed; the footer's points up at rest, so it is the same
    /// turn plus half a circle.
    public func arrowAngle(of edge: RefreshEdge, at time: Double) -> Double {
        let turn = arrows[edge, default: .still(0)].value(at: time)
        return edge == .footer ? .pi + turn : turn
    }

    /// Whether an arrow is still turning at `time`.
    public func isTurning(at time: Double) -> Bool {
        arrows.values.contains { !$0.isFinished(at: time) }
    }

    /// When an edge entered its current state (0 for the first state).
    public func stateEntered(_ edge: RefreshEdge) -> Double {
        entered[edge] ?? 0
    }

    /// Seconds since an edge entered its current state, at `time`.
    public func secondsInState(of edge: RefreshEdge, at time: Double) -> Double {
        time - stateEntered(edge)
    }
}

extension SkinPresenter {
    /// Both edges of an engine at one moment, as the skin shows them: each edge's render model
    /// (the header's with `lastUpdated`), its arrow at the timeline's angle and its animations at
    /// the timeline's seconds in state, texts relative to `now` (the wall-clock date of the
    /// engine's `time`). An edge closing after a result shows that result until it has closed
    /// (``EdgeTimeline/resultShown(of:at:closeDuration:)``), its kind told how far it has closed
    /// (``IndicatorContext/closing``); a floating edge's indicator stays where it was held
    /// (its loading inset) meanwhile, for its kind's exit.
    ///
    /// - Throws: what ``present(_:now:arrowAngle:time:secondsInState:closing:)`` throws.
    public func present(
        _ engine: RefreshEngine,
        lastUpdated: Date?,
        now: Date,
        time: Double,
        timeline: EdgeTimeline
    ) throws(LocalizationError) -> (header: PresentedEdge, footer: PresentedEdge) {
        func edge(_ edge: RefreshEdge) throws(LocalizationError) -> PresentedEdge {
            var model = engine.renderModel(for: edge, lastUpdated: edge == .header ? lastUpdated : nil)
            var secondsInState = timeline.secondsInState(of: edge, at: time)
            let closeDuration = skin.metrics(for: edge).closeDuration
            var closing: Double?
            if model.state == .idle, model.result != nil,
                let since = timeline.resultShown(of: edge, at: time, closeDuration: closeDuration)
            {
                model.state = .finished
                closing = closeDuration > 0 ? min(max(secondsInState / closeDuration, 0), 1) : 1
                secondsInState = time - since
                // A floating indicator has no content to close with: it stays where it was
                // held while its kind draws its exit there (the engine's offset is already 0).
                if model.placement != .follow {
                    model.indicatorOffset = max(model.indicatorOffset, engine.metrics(for: edge).loadingInset)
                }
            }
            return try present(
                model,
                now: now,
                arrowAngle: timeline.arrowAngle(of: edge, at: time),
                time: time,
                secondsInState: secondsInState,
                closing: closing
            )
        }
        return (try edge(.header), try edge(.footer))
    }
}
