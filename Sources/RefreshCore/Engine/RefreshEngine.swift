/// The state machine shared by every skin: it turns what a scroll view does into what a refresh
/// control should do.
///
/// The engine is a value with no clock and no UI: the host feeds it ``RefreshInput``s with the
/// time they happened and applies the ``RefreshEffect``s that come out, in order. Given the same
/// inputs it always gives the same effects, which makes every behaviour testable and replayable.
///
/// Effects come back as a value once the input has been handled, so a host may read the engine
/// (``renderModel(for:lastUpdated:)``, ``state(of:)``) while it applies them:
///
/// ```swift
/// var engine = RefreshEngine()
/// for effect in engine.handle(.scroll(offset: -70, dragging: true), at: 0.10) {
///     apply(effect, engine.renderModel(for: effect.edge))  // → pulling
/// }
/// ```
///
/// A host that handles many inputs a second can keep one buffer and pass it to
/// ``handle(_:at:into:)``, which appends to it and allocates nothing once the buffer has grown.
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
    /// A pull started a load on reach during this drag: one gesture starts one load.
    private var reachedThisDrag = false
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

    /// The earliest engine time (the seconds of ``handle(_:at:)``) at which a ``RefreshInput/tick``
    /// would change something, or `nil` when nothing waits for a time.
    ///
    /// Two things wait: a finish that came before the edge's
    /// ``RefreshMetrics/minimumLoadingTime`` was up (it completes then), and a result shown for
    /// ``RefreshMetrics/resultHoldTime`` (the edge closes then). The engine keeps no clock: a host
    /// that sends ticks only when something moves schedules one for this time after handling
    /// each input (a timer, `Task.sleep`), and a held result ends even when nothing else
    /// happens. A tick at exactly this time has the effects; one before it has none.
    public var nextDeadline: Double? {
        var earliest: Double?
        for edge in RefreshEdge.allCases {
            let machine = self[edge]
            if machine.deferredFinish != nil {
                let due = machine.loadingSince + machine.metrics.minimumLoadingTime
                earliest = min(earliest ?? due, due)
            }
            if machine.state == .finished, let closeAt = machine.closeAt {
                earliest = min(earliest ?? closeAt, closeAt)
            }
        }
        return earliest
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
    /// taken as the last one) and returns the effects it causes, in the order to apply them.
    ///
    /// Work that was waiting for a time (a minimum loading time, a held result) happens first,
    /// when `time` has reached it. An input that causes nothing (most scroll samples) returns an
    /// empty array, which allocates nothing.
    public mutating func handle(_ input: RefreshInput, at time: Double) -> [RefreshEffect] {
        var effects: [RefreshEffect] = []
        handle(input, at: time) { effects.append($0) }
        return effects
    }

    /// Takes one input, as ``handle(_:at:)`` does, and appends the effects it causes to
    /// `effects`: a host that keeps the buffer (emptying it with `removeAll(keepingCapacity: true)`
    /// after applying them) handles inputs without allocating.
    public mutating func handle(_ input: RefreshInput, at time: Double, into effects: inout [RefreshEffect]) {
        handle(input, at: time) { effects.append($0) }
    }

    /// Takes one input and passes each effect to `emit` as it happens. Not public: inside `emit`
    /// the engine is still being changed, so a host that read it there would make an overlapping
    /// access (a compile error, or a trap at run time); the public forms return the effects.
    package mutating func handle(_ input: RefreshInput, at time: Double, emit: (RefreshEffect) -> Void) {
        self.time = max(self.time, time)
        runTimers(emit)
        // Most inputs are scroll samples. Matched alone, a scroll reads the enum's tag and its two
        // fields; the switch below decodes every case's payload before it jumps (12 % of a
        // sample, measured).
        if case .scroll(let newOffset, let dragging) = input {
            offset = newOffset
            offsetKnown = true
            if isDragging && !dragging { fingerLifted(emit) }
            isDragging = dragging
            scrolled(emit)
            return
        }
        switch input {
        case .layout(let newLayout):
            if newLayout.contentHeight != layout?.contentHeight { automaticFooterLoads = 0 }
            if isDragging, let old = layout { keepPull(from: old, to: newLayout) }
            layout = newLayout
            if !offsetKnown { offset = newLayout.topRestingOffset }
            if !isDragging { startPendingBegins(emit) }
        case .scroll:
            break  // handled above
        case .release(let newOffset):
            offset = newOffset
            offsetKnown = true
            isDragging = false
            released(emit)
            fingerLifted(emit)
        case .finish(let edge, let result, let newItems):
            finish(edge, result: result, newItems: newItems, emit)
        case .begin(let edge):
            requestStart(edge, retry: false, asksRefresh: true, emit)
        case .tick:
            break
        case .tap(let edge):
            // An idle footer loads on a tap in either mode, as its text says ("Pull up or tap").
            let canTap = footer.state == .failed || (footer.state == .idle && layout != nil)
            if edge == .footer && canTap && footer.isEnabled && !isDragging && !header.isBusy {
                start(.footer, cause: .tap, emit)
            }
        case .accessibilityRefresh(let edge):
            requestStart(edge, retry: true, asksRefresh: true, emit)
        case .appear(let age):
            if let staleAfter = header.metrics.staleAfter, age.map({ !($0 <= staleAfter) }) ?? true {
                requestStart(.header, retry: false, asksRefresh: true, emit)
            }
        case .closeSecondLevel:
            if header.state == .secondLevel {
                if isDragging {
                    header.closeAtLift = true
                } else {
                    header.setInset(0, duration: header.metrics.closeDuration, emit)
                }
                header.set(.idle, emit)
            }
        case .setEnabled(let edge, let enabled):
            self[edge].isEnabled = enabled
            if !enabled {
                dropPendingBegin(edge)
                self[edge].pulledThisDrag = false
                self[edge].startedThisDrag = false
                if self[edge].state == .pulling { self[edge].set(.idle, emit) }
            }
        case .cancel(let edge):
            cancel(edge, emit)
        case .refreshing(let edge, true):
            if self[edge].state != .loading { requestStart(edge, retry: false, asksRefresh: false, emit) }
        case .refreshing(let edge, false):
            if !self[edge].pendingAsksRefresh { dropPendingBegin(edge) }
            finish(edge, result: .success, newItems: nil, emit)
        }
    }

    /// Ends the footer's `noMoreData` state, for example when the list is replaced, and returns
    /// the effects (the footer's state change, or none; with
    /// ``RefreshMetrics/keepsNoMoreDataInView``, the inset that kept it in view closing first).
    public mutating func resetNoMoreData() -> [RefreshEffect] {
        var effects: [RefreshEffect] = []
        leaveNoMoreData { effects.append($0) }
        return effects
    }

    // MARK: - Inputs

    private mutating func scrolled(_ emit: (RefreshEffect) -> Void) {
        let pull = pullDistance(at: .header)
        let push = pullDistance(at: .footer)
        if isDragging { markPulled(pull: pull, push: push) }
        switch header.state {
        case .loading where !header.openAtLift:
            if isDragging || pull >= header.metrics.loadingInset { revealingHeader = false }
            if !revealingHeader {
                // The classic rule: the open header shrinks as the content scrolls up over it.
                let changed = header.setInset(min(max(pull, 0), header.metrics.loadingInset), duration: 0, emit)
                // Under the finger, pin the offset too, so the content does not jump.
                if changed && isDragging { emit(.offset(.header, offset)) }
            }
        case .idle
        where isDragging && reached(header.metrics, pull) && header.isEnabled && !footer.isBusy && !reachedThisDrag:
            if header.metrics.trigger == .reach {
                start(.header, cause: .pull, emit)
            } else {
                header.set(.pulling, emit)
            }
        case .pulling where !isDragging || pull < header.metrics.triggerDistance:
            header.set(.idle, emit)
        default:
            break
        }

        switch footer.state {
        case .idle
        where isDragging && reached(footer.metrics, push) && footer.isEnabled && !header.isBusy && !reachedThisDrag:
            if footer.metrics.trigger == .reach {
                start(.footer, cause: .pull, emit)
            } else {
                footer.set(.pulling, emit)
            }
        case .idle where automaticFooterCanStart(push: push):
            automaticFooterLoads += 1
            start(.footer, cause: .automatic, emit)
        case .failed
        where isDragging && footer.metrics.trigger == .reach && push >= footer.metrics.triggerDistance
            && footer.isEnabled && !header.isBusy && !reachedThisDrag:
            // A new pull past the trigger retries a failed footer; it never arms, so that the
            // failure is left only by a load.
            start(.footer, cause: .pull, emit)
        case .pulling where !isDragging || push < footer.metrics.triggerDistance:
            footer.set(.idle, emit)
        default:
            break
        }
    }

    private mutating func released(_ emit: (RefreshEffect) -> Void) {
        let pull = pullDistance(at: .header)
        let push = pullDistance(at: .footer)
        markPulled(pull: pull, push: push)
        let headerCanStart = header.isEnabled && !header.isBusy && !footer.isBusy
        if headerCanStart, let secondLevel = header.metrics.secondLevelDistance, pull >= secondLevel {
            header.set(.secondLevel, emit)
            header.setInset(effectiveLayout.viewportHeight, duration: header.metrics.openDuration, emit)
        } else if headerCanStart && pull >= header.metrics.triggerDistance && !reachedThisDrag {
            start(.header, cause: .pull, emit)
        } else if header.state == .pulling {
            header.set(.idle, emit)
        }
        if footer.canBePulled && !header.isBusy && push >= footer.metrics.triggerDistance && !reachedThisDrag {
            start(.footer, cause: .pull, emit)
        } else if footer.state == .pulling {
            footer.set(.idle, emit)
        }
    }

    /// The finger left the screen: do what waited for it.
    private mutating func fingerLifted(_ emit: (RefreshEffect) -> Void) {
        reachedThisDrag = false
        for edge in RefreshEdge.allCases where self[edge].closeAtLift {
            self[edge].closeAtLift = false
            if self[edge].state != .loading {
                self[edge].setInset(0, duration: self[edge].metrics.closeDuration, emit)
            }
        }
        for edge in RefreshEdge.allCases where self[edge].openAtLift {
            self[edge].openAtLift = false
            guard self[edge].state == .loading || keepsOpen(edge) else { continue }
            let loadingInset = self[edge].metrics.loadingInset
            let pull = pullDistance(at: edge)
            // Scrolled away: the content shows it when it comes back (a footer kept open at the
            // end opens all the same, for when the list comes back to its end).
            guard pull >= 0 || keepsOpen(edge) else { continue }
            self[edge].setInset(loadingInset, duration: self[edge].metrics.openDuration, emit)
            if edge == .header && pull < loadingInset && header.movesContent {
                // Bring the whole header into view, as a begin does, instead of a jump.
                revealingHeader = true
                emit(.offset(.header, effectiveLayout.topRestingOffset - loadingInset))
            }
        }
        for edge in RefreshEdge.allCases where self[edge].pulledThisDrag || self[edge].startedThisDrag {
            emit(.pullEnded(edge, self[edge].startedThisDrag ? .refresh : .cancel))
            self[edge].pulledThisDrag = false
            self[edge].startedThisDrag = false
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

    /// What started a load.
    private enum StartCause {
        /// A pull released past the trigger, or reaching it with ``RefreshTrigger/reach``.
        case pull
        /// The automatic footer came within its trigger distance.
        case automatic
        /// A tap on the footer.
        case tap
        /// The app, an assistive technology or staleness (``RefreshInput/begin(edge:)``).
        case request
        /// The host's own flag (``RefreshInput/refreshing(edge:isRefreshing:)``): the app is
        /// loading already, so no refresh is asked for.
        case binding
    }

    private mutating func start(_ edge: RefreshEdge, cause: StartCause, _ emit: (RefreshEffect) -> Void) {
        dropPendingBegin(edge)
        self[edge].closeAtLift = false
        self[edge].closeAt = nil
        self[edge].result = nil
        self[edge].newItems = nil
        self[edge].loadingSince = time
        if cause != .binding { emit(.refresh(edge)) }
        self[edge].set(.loading, emit)
        if cause == .pull { self[edge].startedThisDrag = true }
        if cause == .pull && isDragging {
            // Started on reach: never move the inset under the finger; it opens at the lift.
            self[edge].openAtLift = true
            reachedThisDrag = true
        } else {
            self[edge].setInset(self[edge].metrics.loadingInset, duration: self[edge].metrics.openDuration, emit)
        }
        if cause == .pull { self[edge].haptic(.triggered, emit) }
        emit(.announce(edge, edge == .header ? .refreshing : .loadingMore))
    }

    /// A start asked for without a gesture: it waits for the first layout and for the finger
    /// to lift. `retry` lets it start a `failed` footer too; `asksRefresh` is `false` for the
    /// host's own flag, which needs no refresh. A disabled edge drops it.
    private mutating func requestStart(
        _ edge: RefreshEdge,
        retry: Bool,
        asksRefresh: Bool,
        _ emit: (RefreshEffect) -> Void
    ) {
        guard self[edge].isEnabled else { return }
        self[edge].pendingBegin = true
        self[edge].pendingRetry = self[edge].pendingRetry || retry
        self[edge].pendingAsksRefresh = self[edge].pendingAsksRefresh || asksRefresh
        if layout != nil && !isDragging { startPendingBegins(emit) }
    }

    private mutating func dropPendingBegin(_ edge: RefreshEdge) {
        self[edge].pendingBegin = false
        self[edge].pendingRetry = false
        self[edge].pendingAsksRefresh = false
    }

    private mutating func startPendingBegins(_ emit: (RefreshEffect) -> Void) {
        for edge in RefreshEdge.allCases where self[edge].pendingBegin {
            let retry = self[edge].pendingRetry
            let asksRefresh = self[edge].pendingAsksRefresh
            dropPendingBegin(edge)
            let other = edge == .header ? footer : header
            let state = self[edge].state
            let canStart = state == .idle || state == .pulling || (state == .failed && retry)
            guard canStart, !other.isBusy else { continue }
            let atTop = pullDistance(at: .header) >= 0
            start(edge, cause: asksRefresh ? .request : .binding, emit)
            if edge == .header && atTop && header.movesContent {
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
        self[edge].openAtLift = false
        self[edge].result = result
        self[edge].newItems = newItems
        if edge == .header { revealingHeader = false }
        if self[edge].metrics.resultHoldTime > 0 {
            self[edge].closeAt = time + self[edge].metrics.resultHoldTime
            self[edge].set(.finished, emit)
        } else {
            close(edge, emit)
        }
        self[edge].haptic(result == .failure ? .failure : .success, emit)
        // An unknown count (`nil`) is announced neutrally, never as "no new items".
        let announcement: RefreshAnnouncement =
            switch (edge, result) {
            case (.header, .failure): .refreshFailed
            case (.header, _): .refreshed(count: newItems)
            case (.footer, .failure): .loadMoreFailed
            case (.footer, .success): .loadedMore(count: newItems)
            case (.footer, .noMoreData): .noMore
            }
        emit(.announce(edge, announcement))
    }

    private mutating func close(_ edge: RefreshEdge, _ emit: (RefreshEffect) -> Void) {
        self[edge].closeAt = nil
        let result = self[edge].result ?? .success
        if edge == .footer && result == .failure {
            // "Tap to try again" stays in view until a tap or a pull loads again.
            self[edge].set(.failed, emit)
            return
        }
        if edge == .footer && result == .noMoreData {
            enterNoMoreData(emit)
            return
        }
        closeInset(edge, emit)
        self[edge].set(.idle, emit)
        if edge == .header {
            // A fresh list can be loaded further again; a complete one cannot.
            if result == .noMoreData && footer.state == .idle {
                enterNoMoreData(emit)
            } else if result == .success {
                leaveNoMoreData(emit)
            }
        }
    }

    /// The footer has nothing more to load: its inset closes, or, with
    /// ``RefreshMetrics/keepsNoMoreDataInView``, opens (at the lift, under a finger) and stays
    /// open so that "No more items" is seen at rest at the end of the list.
    private mutating func enterNoMoreData(_ emit: (RefreshEffect) -> Void) {
        if footer.metrics.keepsNoMoreDataInView {
            footer.closeAtLift = false
            if isDragging {
                footer.openAtLift = footer.inset != footer.metrics.loadingInset
            } else {
                footer.setInset(footer.metrics.loadingInset, duration: footer.metrics.openDuration, emit)
            }
        } else {
            closeInset(.footer, emit)
        }
        footer.set(.noMoreData, emit)
    }

    /// Ends the footer's `noMoreData`, closing the inset that kept it in view.
    private mutating func leaveNoMoreData(_ emit: (RefreshEffect) -> Void) {
        guard footer.state == .noMoreData else { return }
        footer.openAtLift = false
        closeInset(.footer, emit)
        footer.set(.idle, emit)
    }

    /// Whether the edge is the footer kept open in `noMoreData`
    /// (``RefreshMetrics/keepsNoMoreDataInView``).
    private func keepsOpen(_ edge: RefreshEdge) -> Bool {
        edge == .footer && footer.state == .noMoreData && footer.metrics.keepsNoMoreDataInView
    }

    /// Closes the edge's inset, or, under the finger, when the finger lifts.
    private mutating func closeInset(_ edge: RefreshEdge, _ emit: (RefreshEffect) -> Void) {
        if isDragging {
            // Never move the inset under the finger: it closes when the finger lifts.
            self[edge].closeAtLift = self[edge].inset != 0
        } else {
            self[edge].setInset(0, duration: self[edge].metrics.closeDuration, emit)
        }
    }

    /// The host abandoned the load: close without a result, and announce it.
    private mutating func cancel(_ edge: RefreshEdge, _ emit: (RefreshEffect) -> Void) {
        dropPendingBegin(edge)
        guard self[edge].state == .loading else { return }
        self[edge].deferredFinish = nil
        self[edge].openAtLift = false
        self[edge].result = nil
        self[edge].newItems = nil
        if edge == .header { revealingHeader = false }
        closeInset(edge, emit)
        self[edge].set(.idle, emit)
        emit(.announce(edge, .refreshCancelled))
    }

    /// Always inlined: nearly every input has nothing waiting, and the check is a few loads.
    @inline(__always)
    private mutating func runTimers(_ emit: (RefreshEffect) -> Void) {
        guard
            header.deferredFinish != nil || header.closeAt != nil || footer.deferredFinish != nil
                || footer.closeAt != nil
        else { return }
        runDueTimers(emit)
    }

    private mutating func runDueTimers(_ emit: (RefreshEffect) -> Void) {
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

    /// Whether a pull arms the edge (past the trigger) or, with ``RefreshTrigger/reach``, starts it
    /// (at the trigger, where a release would start it).
    @inline(__always)
    private func reached(_ metrics: RefreshMetrics, _ pull: Double) -> Bool {
        metrics.trigger == .reach ? pull >= metrics.triggerDistance : pull > metrics.triggerDistance
    }

    /// The layout changed under the finger: the content moves with the edge it is pulled past,
    /// so the pull (and the state) stay as they were until the next scroll sample, which is
    /// measured from the new resting offset.
    private mutating func keepPull(from old: ScrollLayout, to new: ScrollLayout) {
        guard offsetKnown else { return }
        if offset < old.topRestingOffset {
            offset += new.topRestingOffset - old.topRestingOffset
        } else if offset > old.bottomRestingOffset {
            offset += new.bottomRestingOffset - old.bottomRestingOffset
        }
    }

    /// Notes the edges this drag pulls past their resting position while they could load, for
    /// ``RefreshEffect/pullEnded(_:_:)``.
    @inline(__always)
    private mutating func markPulled(pull: Double, push: Double) {
        if pull > 0 && header.canBePulled && !footer.isBusy { header.pulledThisDrag = true }
        if push > 0 && footer.canBePulled && !header.isBusy { footer.pulledThisDrag = true }
    }

    /// Always inlined: called on every scroll sample from a mutating method, a call copied the
    /// whole engine (about 500 bytes) to pass it, most of a sample's cost (measured with `perf`).
    @inline(__always)
    private func automaticFooterCanStart(push: Double) -> Bool {
        guard case .automatic(let maxTriggers) = footerMode, footer.isEnabled else { return false }
        let layout = effectiveLayout
        // Short content loads more by a manual pull only: a pull on the header must not fire it.
        return layout.bottomRestingOffset > layout.topRestingOffset
            && offset > layout.topRestingOffset
            && push >= -footer.metrics.triggerDistance
            && automaticFooterLoads < maxTriggers
            && !header.isBusy
    }

    /// An edge's machine. Changed in place (`self[edge].state = …` yields the stored machine
    /// itself): a getter and setter pair copied the whole machine (about 200 bytes) out and back
    /// for every field set through it.
    subscript(edge: RefreshEdge) -> EdgeMachine {
        get { edge == .header ? header : footer }
        _modify {
            if edge == .header { yield &header } else { yield &footer }
        }
    }
}
