import RefreshCore
import RefreshFoundation
import RefreshPresentation

/// A scroll view simulated in time: a finger drags it with rubber-band resistance, it settles
/// back when let go, and it applies what the engine asks (insets, offsets), as a host app would.
///
/// Call ``advance(to:)`` with increasing times; it feeds the engine scroll samples and applies the
/// effects that come out. Everything is deterministic: the same calls give the same frames.
public struct ScrollSimulator: Sendable {
    /// The engine driven by the simulation.
    public private(set) var engine: RefreshEngine
    /// The scroll view's geometry.
    public let layout: ScrollLayout
    /// The current time in seconds.
    public private(set) var time: Double = 0
    /// Effects in the order they came, with their times, for inspection.
    public private(set) var effects: [(time: Double, effect: RefreshEffect)] = []
    /// The arrows' turns and when each edge entered its state, as drawn.
    public private(set) var timeline = EdgeTimeline()
    /// When each load finished successfully, in simulation time.
    public private(set) var lastSuccess: [RefreshEdge: Double] = [:]
    /// The last accessibility announcement, for a status line.
    public private(set) var lastAnnouncement: (edge: RefreshEdge, announcement: RefreshAnnouncement)?

    private var offsetTween: Tween
    private var insets: [RefreshEdge: Tween] = [.header: .still(0), .footer: .still(0)]
    /// Where the content was when the finger went down, while a finger is down.
    private var fingerStart: Double?
    private var states: [RefreshEdge: RefreshState] = [.header: .idle, .footer: .idle]

    /// Creates a simulation at rest at one end of the content: the top (where the header is) or
    /// the bottom (where the footer is), or, with `distance`, that many points short of that end.
    public init(
        engine: RefreshEngine,
        layout: ScrollLayout = ScrollLayout(),
        restingAt end: RefreshEdge = .header,
        distance: Double = 0
    ) {
        self.engine = engine
        self.layout = layout
        let top = layout.topRestingOffset
        let bottom = layout.bottomRestingOffset
        let start =
            end == .header
            ? min(top + max(distance, 0), bottom) : max(bottom - max(distance, 0), top)
        self.offsetTween = .still(start)
        send(.layout(layout))
        send(.scroll(offset: start, dragging: false))
    }

    /// The content offset now.
    public var offset: Double { offsetTween.value(at: time) }

    /// The inset an edge adds now (mid-animation values included).
    public func inset(of edge: RefreshEdge) -> Double {
        insets[edge, default: .still(0)].value(at: time)
    }

    /// Seconds since an edge entered its current state (for animations bound to time).
    public func secondsInState(of edge: RefreshEdge) -> Double {
        timeline.secondsInState(of: edge, at: time)
    }

    /// Whether a finger is down.
    public var isDragging: Bool { fingerStart != nil }

    /// Where the content rests at the top, with the header's inset as it will be.
    var topRest: Double { layout.topRestingOffset - insets[.header, default: .still(0)].to }
    /// Where the content rests at the bottom, with the footer's inset as it will be.
    var bottomRest: Double { layout.bottomRestingOffset + insets[.footer, default: .still(0)].to }

    /// Puts a finger down.
    public mutating func touchDown() {
        fingerStart = offset
        offsetTween = .still(offset)
    }

    /// Moves the finger: positive `translation` pulls the content down (toward the header),
    /// negative pushes it up (toward the footer); past either end the content resists, as the
    /// edge's metrics say (`RefreshMetrics.displayedPull(forTravel:viewportHeight:)`).
    public mutating func drag(translation: Double) {
        guard let start = fingerStart else { return }
        var target = start - translation
        let height = layout.viewportHeight
        if target < topRest {
            target =
                topRest
                - engine.metrics(for: .header).displayedPull(forTravel: topRest - target, viewportHeight: height)
        } else if target > bottomRest {
            target =
                bottomRest
                + engine.metrics(for: .footer).displayedPull(forTravel: target - bottomRest, viewportHeight: height)
        }
        offsetTween = .still(target)
        send(.scroll(offset: target, dragging: true))
    }

    /// The finger translation (from where the finger went down) that pulls the content `pull`
    /// points past its end: positive past the top, negative past the bottom. The inverse of the
    /// rubber band (`RefreshMetrics.travel(forDisplayedPull:viewportHeight:)`).
    public func translation(forPull pull: Double) -> Double {
        guard let start = fingerStart else { return 0 }
        let metrics = engine.metrics(for: pull >= 0 ? .header : .footer)
        let finger = metrics.travel(forDisplayedPull: abs(pull), viewportHeight: layout.viewportHeight)
        return pull >= 0 ? start - topRest + finger : start - bottomRest - finger
    }

    /// Lifts the finger; the content settles back within its ends.
    public mutating func release() {
        guard fingerStart != nil else { return }
        fingerStart = nil
        send(.release(offset: offset))
        settle(duration: 0.4)
    }

    /// The data source finished loading for an edge.
    public mutating func finish(_ edge: RefreshEdge, result: RefreshResult = .success, newItems: Int? = nil) {
        send(.finish(edge: edge, result: result, newItems: newItems))
    }

    /// The user taps an edge's control (the footer's "Tap to try again").
    public mutating func tap(_ edge: RefreshEdge) {
        send(.tap(edge: edge))
    }

    /// The app begins a refresh by itself.
    public mutating func begin(_ edge: RefreshEdge) {
        send(.begin(edge: edge))
    }

    /// Moves time forward, feeding the engine the samples a scroll view would send.
    public mutating func advance(to newTime: Double) {
        guard newTime > time else { return }
        let moving = !offsetTween.isFinished(at: time)
        time = newTime
        if moving && fingerStart == nil {
            send(.scroll(offset: offset, dragging: false))
        } else {
            send(.tick)
        }
    }

    /// Sends an input to the engine at the current time and applies its effects.
    private mutating func send(_ input: RefreshInput) {
        let now = time
        var produced: [RefreshEffect] = []
        engine.handle(input, at: now) { produced.append($0) }
        var moved = false
        for effect in produced {
            effects.append((now, effect))
            timeline.record(effect, engine: engine, at: now)
            switch effect {
            case .inset(let edge, let points, let duration):
                insets[edge] = Tween(from: inset(of: edge), to: points, start: now, duration: duration)
                if fingerStart == nil {
                    settle(duration: duration)
                    moved = true
                }
            case .offset(_, let target):
                let duration = moved ? max(offsetTween.duration, 0.2) : 0
                offsetTween = Tween(from: offset, to: target, start: now, duration: duration)
            case .state(let edge, let state):
                if states[edge] == .loading, state != .loading, engine.renderModel(for: edge).result != .failure {
                    lastSuccess[edge] = now
                }
                states[edge] = state
            case .announce(let edge, let announcement):
                lastAnnouncement = (edge, announcement)
            case .refresh, .haptic, .pullEnded:
                break
            }
        }
    }

    /// Animates the offset back within the resting range.
    private mutating func settle(duration: Double) {
        let current = offset
        let target = min(max(current, topRest), max(bottomRest, topRest))
        guard target != current || !offsetTween.isFinished(at: time) else { return }
        offsetTween = Tween(from: current, to: target, start: time, duration: max(duration, 0.25))
    }
}
