/// The bookkeeping of one edge inside ``RefreshEngine``.
struct EdgeMachine: Sendable {
    let edge: RefreshEdge
    var metrics: RefreshMetrics
    var state: RefreshState = .idle
    /// The inset this edge currently adds, as last emitted.
    var inset: Double = 0
    /// When the current load started.
    var loadingSince: Double = 0
    /// A finish that arrived before the minimum loading time was up.
    var deferredFinish: (result: RefreshResult, newItems: Int?)?
    /// When a held result ends and the edge closes.
    var closeAt: Double?
    /// The state was changed by a finish during a drag; the inset closes when the finger lifts.
    var closeAtLift = false
    /// A load started on reach with the finger down; the loading inset opens when it lifts.
    var openAtLift = false
    /// A programmatic begin waiting for the first layout or for the finger to lift.
    var pendingBegin = false
    /// The waiting begin came from an assistive technology: it may retry a `failed` footer.
    var pendingRetry = false
    /// The waiting begin asks the data source to load (a `refreshing` flag alone does not).
    var pendingAsksRefresh = false
    /// Whether the edge may start loads (``RefreshInput/setEnabled(edge:enabled:)``).
    var isEnabled = true
    /// The current drag pulled this edge past its resting position while it could start a load.
    var pulledThisDrag = false
    /// The current drag started this edge's load.
    var startedThisDrag = false
    /// The result of the last finished load and its count of new items.
    var result: RefreshResult?
    var newItems: Int?

    init(edge: RefreshEdge, metrics: RefreshMetrics) {
        self.edge = edge
        self.metrics = metrics
    }

    /// Loading, showing a result, or open to the second level: the other edge must not load.
    ///
    /// Always inlined, as are the other small readers the engine calls on every scroll sample: a
    /// call from a mutating method copied the whole machine (about 200 bytes) to pass it.
    @inline(__always) var isBusy: Bool { state == .loading || state == .finished || state == .secondLevel }

    /// Enabled, and in a state a pull can start a load from.
    @inline(__always) var canBePulled: Bool { isEnabled && (state == .idle || state == .pulling || state == .failed) }

    mutating func set(_ newState: RefreshState, _ emit: (RefreshEffect) -> Void) {
        guard newState != state else { return }
        state = newState
        emit(.state(edge, newState))
        if newState == .pulling { haptic(.armed, emit) }
    }

    /// Emits a haptic when the metrics turn haptics on.
    func haptic(_ haptic: RefreshHaptic, _ emit: (RefreshEffect) -> Void) {
        if metrics.haptics { emit(.haptic(edge, haptic)) }
    }

    /// Whether the content moves for this edge (``RefreshPlacement/follow``): only then are
    /// insets and offsets asked for.
    @inline(__always) var movesContent: Bool { metrics.placement == .follow }

    /// Sets the inset and emits it when it changes; returns whether it changed. An edge whose
    /// content does not move keeps no inset.
    @discardableResult
    mutating func setInset(_ points: Double, duration: Double, _ emit: (RefreshEffect) -> Void) -> Bool {
        guard points != inset, movesContent else { return false }
        inset = points
        emit(.inset(edge, points: points, duration: duration))
        return true
    }
}
