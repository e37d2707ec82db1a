/// The state machine shared by every skin: it turns what a scroll view does into what a refresh
/// control should do.
///
/// The engine is a value with no clock and no UI: the host feeds it ``RefreshInput``s with the
/// time they happened and applies the ``RefreshEffect``s that come out, in order. Given the same
/// inputs it always gives the same effects, which makes every behaviour testable and replayable.
///
/// ```swift
/// var engine = RefreshEngine()
/// engine.handle(.scroll(offset: -70, dragging: true), at: 0.10) { apply($0) }  // → pulling
/// engine.handle(.release(offset: -70), at: 0.25) { apply($0) }  // → refresh, loading, inset 60
/// ```
///
/// The header keeps the classic behaviour, measured from the host's resting offset, and fixes its
/// faults: it leaves `pulling` whenever the pull falls below the trigger, never asks for a second
/// refresh while loading, and never changes an inset under the finger without pinning the offset.
public struct RefreshEngine: Sendable {
    private var header: EdgeMachine
    private var footer: EdgeMachine
    /// How the footer decides to load.
    public var footerMode: FooterMode
    /// The layout last reported, or `nil` before the first one.
    public private(set) var layout: ScrollLayout?
    /// The content offset last reported.
    public private(set) var offset: Double = 0
    /// Whether a finger is on the scroll view.
    public private(set) var isDragging = false
    /// The time of the last input.
    public private(set) var time: Double = 0
    /// The programmatic header begin is still scrolling into view: do not shrink its inset.
    private var revealingHeader = false
    private var automaticFooterLoads = 0
    /// No scroll has been reported yet: the content is taken to rest at the top.
    private var offsetKnown = false

    /// Creates an engine with the metrics of each edge and the footer's mode.
    public init(header: RefreshMetrics = .classic, footer: RefreshMetrics = .classic, footerMode: FooterMode = .manual)
    {
        self.header = EdgeMachine(edge: .header, metrics: header)
        self.footer = EdgeMachine(edge: .footer, metrics: footer)
        self.footerMode = footerMode
    }

    /// The metrics of an edge.
    public func metrics(for edge: RefreshEdge) -> RefreshMetrics {
        self[edge].metrics
    }

    /// The current state of an edge.
    public func state(of edge: RefreshEdge) -> RefreshState {
        self[edge].state
    }

    /// The inset an edge currently adds to the host's own.
    public func inset(of edge: RefreshEdge) -> Double {
        self[edge].inset
    }

    /// How far the content is pulled past its resting position at `edge` (negative when it is not).
    public func pullDistance(at edge: RefreshEdge) -> Double {
        let layout = effectiveLayout
        switch edge {
        case .header: return layout.topRestingOffset - offset
        case .footer: return offset - layout.bottomRestingOffset
        }
    }

    /// Takes one input that happened at `time` (seconds; times never go back, an earlier time is
    /// taken as the last one) and emits the effects it causes, in the order to apply them.
    ///
    /// Work that was waiting for a time (a minimum loading time, a held result) happens first,
    /// when `time` has reached it. The call allocates nothing.
    public mutating func handle(_ input: RefreshInput, at time: Double, emit: (RefreshEffect) -> Void) {
        self.time = max(self.time, time)
        runTimers(emit)
        switch input {
        case .layout(let newLayout):
            if newLayout.contentHeight != layout?.contentHeight { automaticFooterLoads = 0 }
            layout = newLayout
            if !offsetKnown { offset = newLayout.topRestingOffset }
            if !isDragging { startPendingBegins(emit) }
        case .scroll(let newOffset, let dragging):
            offset = newOffset
            offsetKnown = true
            if isDragging && !dragging { fingerLifted(emit) }
            isDragging = dragging
            scrolled(emit)
        case .release(let newOffset):
            offset = newOffset
            offsetKnown = true
            isDragging = false
            released(emit)
            fingerLifted(emit)
        case .finish(let edge, let result, let newItems):
            finish(edge, result: result, newItems: newItems, emit)
        case .begin(let edge):
            self[edge].pendingBegin = true
            if layout != nil && !isDragging { startPendingBegins(emit) }
        case .tick:
            break
        }
    }

    /// Takes one input and returns the effects it causes; see ``handle(_:at:emit:)``.
    public mutating func handle(_ input: RefreshInput, at time: Double) -> [RefreshEffect] {
        var effects: [RefreshEffect] = []
        handle(input, at: time) { effects.append($0) }
        return effects
    }

    /// Ends the footer's `noMoreData` state, for example when the list is replaced.
    public mutating func resetNoMoreData(emit: (RefreshEffect) -> Void) {
        if footer.state == .noMoreData { footer.set(.idle, emit) }
    }

    // MARK: - Inputs

    private mutating func scrolled(_ emit: (RefreshEffect) -> Void) {
        let pull = pullDistance(at: .header)
        switch header.state {
        case .loading:
            if isDragging || pull >= header.metrics.loadingInset { revealingHeader = false }
            if !revealingHeader {
                // The classic rule: the open header shrinks as the content scrolls up over it.
                let changed = header.setInset(min(max(pull, 0), header.metrics.loadingInset), duration: 0, emit)
                // Under the finger, pin the offset too, so the content does not jump.
                if changed && isDragging { emit(.offset(.header, offset)) }
            }
        case .idle where isDragging && pull > header.metrics.triggerDistance && !footer.isBusy:
            header.set(.pulling, emit)
        case .pulling where !isDragging || pull < header.metrics.triggerDistance:
            header.set(.idle, emit)
        default:
            break
        }

        let push = pullDistance(at: .footer)
        switch footer.state {
        case .idle where isDragging && push > footer.metrics.triggerDistance && !header.isBusy:
            footer.set(.pulling, emit)
        case .idle where automaticFooterCanStart(push: push):
            automaticFooterLoads += 1
            start(.footer, emit)
        case .pulling where !isDragging || push < footer.metrics.triggerDistance:
            footer.set(.idle, emit)
        default:
            break
        }
    }

    private mutating func released(_ emit: (RefreshEffect) -> Void) {
        if !header.isBusy && !footer.isBusy && pullDistance(at: .header) >= header.metrics.triggerDistance {
            start(.header, emit)
        } else if header.state == .pulling {
            header.set(.idle, emit)
        }
        let footerCanStart = footer.state == .idle || footer.state == .pulling
        if footerCanStart && !header.isBusy && pullDistance(at: .footer) >= footer.metrics.triggerDistance {
            start(.footer, emit)
        } else if footer.state == .pulling {
            footer.set(.idle, emit)
        }
    }

    /// The finger left the screen: do what waited for it.
    private mutating func fingerLifted(_ emit: (RefreshEffect) -> Void) {
        for edge in RefreshEdge.allCases where self[edge].closeAtLift {
            self[edge].closeAtLift = false
            if self[edge].state != .loading {
                self[edge].setInset(0, duration: self[edge].metrics.closeDuration, emit)
            }
        }
        startPendingBegins(emit)
    }

    private mutating func finish(
        _ edge: RefreshEdge,
        result: RefreshResult,
        newItems: Int?,
        _ emit: (RefreshEffect) -> Void
    ) {
        guard self[edge].state == .loading, self[edge].deferredFinish == nil else { return }
        if time < self[edge].loadingSince + self[edge].metrics.minimumLoadingTime {
            self[edge].deferredFinish = (result, newItems)
        } else {
            complete(edge, result: result, newItems: newItems, emit)
        }
    }

    // MARK: - Transitions

    private mutating func start(_ edge: RefreshEdge, _ emit: (RefreshEffect) -> Void) {
        self[edge].pendingBegin = false
        self[edge].closeAtLift = false
        self[edge].closeAt = nil
        self[edge].result = nil
        self[edge].newItems = nil
        self[edge].loadingSince = time
        emit(.refresh(edge))
        self[edge].set(.loading, emit)
        self[edge].setInset(self[edge].metrics.loadingInset, duration: self[edge].metrics.openDuration, emit)
    }

    private mutating func startPendingBegins(_ emit: (RefreshEffect) -> Void) {
        for edge in RefreshEdge.allCases where self[edge].pendingBegin {
            self[edge].pendingBegin = false
            let other = edge == .header ? footer : header
            guard !self[edge].isBusy, self[edge].state != .noMoreData, !other.isBusy else { continue }
            let atTop = pullDistance(at: .header) >= 0
            start(edge, emit)
            if edge == .header && atTop {
                revealingHeader = true
                emit(.offset(.header, effectiveLayout.topRestingOffset - header.metrics.loadingInset))
            }
        }
    }

    private mutating func complete(
        _ edge: RefreshEdge,
        result: RefreshResult,
        newItems: Int?,
        _ emit: (RefreshEffect) -> Void
    ) {
        self[edge].deferredFinish = nil
        self[edge].result = result
        self[edge].newItems = newItems
        if edge == .header { revealingHeader = false }
        if self[edge].metrics.resultHoldTime > 0 {
            self[edge].closeAt = time + self[edge].metrics.resultHoldTime
            self[edge].set(.finished, emit)
        } else {
            close(edge, emit)
        }
    }

    private mutating func close(_ edge: RefreshEdge, _ emit: (RefreshEffect) -> Void) {
        self[edge].closeAt = nil
        let result = self[edge].result ?? .success
        if isDragging {
            // Never move the inset under the finger: it closes when the finger lifts.
            self[edge].closeAtLift = self[edge].inset != 0
        } else {
            self[edge].setInset(0, duration: self[edge].metrics.closeDuration, emit)
        }
        self[edge].set(edge == .footer && result == .noMoreData ? .noMoreData : .idle, emit)
        if edge == .header {
            // A fresh list can be loaded further again; a complete one cannot.
            if result == .noMoreData && footer.state == .idle {
                footer.set(.noMoreData, emit)
            } else if result == .success && footer.state == .noMoreData {
                footer.set(.idle, emit)
            }
        }
    }

    private mutating func runTimers(_ emit: (RefreshEffect) -> Void) {
        for edge in RefreshEdge.allCases {
            if let deferred = self[edge].deferredFinish,
                time >= self[edge].loadingSince + self[edge].metrics.minimumLoadingTime
            {
                complete(edge, result: deferred.result, newItems: deferred.newItems, emit)
            }
            if self[edge].state == .finished, let closeAt = self[edge].closeAt, time >= closeAt {
                close(edge, emit)
            }
        }
    }

    // MARK: - Helpers

    private var effectiveLayout: ScrollLayout { layout ?? ScrollLayout() }

    private func automaticFooterCanStart(push: Double) -> Bool {
        guard case .automatic(let maxTriggers) = footerMode else { return false }
        let layout = effectiveLayout
        // Short content loads more by a manual pull only: a pull on the header must not fire it.
        return layout.bottomRestingOffset > layout.topRestingOffset
            && offset > layout.topRestingOffset
            && push >= -footer.metrics.triggerDistance
            && automaticFooterLoads < maxTriggers
            && !header.isBusy
    }

    subscript(edge: RefreshEdge) -> EdgeMachine {
        get { edge == .header ? header : footer }
        set {
            if edge == .header { header = newValue } else { footer = newValue }
        }
    }
}
