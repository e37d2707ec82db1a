/// The state of one edge's refresh control.
public enum RefreshState: String, Sendable, Hashable, CaseIterable {
    /// At rest: nothing is armed or loading.
    case idle
    /// Pulled past the trigger distance: releasing now starts a refresh.
    case pulling
    /// The data source is loading; the control is held open.
    case loading
    /// The load has finished and its result is being shown before the control closes.
    case finished
    /// The footer's data source has nothing more to load; it does not trigger until reset.
    case noMoreData
    /// The footer's last load failed ("Tap to try again"): it stays open and never loads by
    /// itself; only a tap (``RefreshInput/tap(edge:)``, or its assistive equivalent
    /// ``RefreshInput/accessibilityRefresh(edge:)``) or a new pull past the trigger starts a load.
    case failed
    /// The header was released past its second-level distance and is open to the full viewport
    /// until ``RefreshInput/closeSecondLevel``.
    case secondLevel
}
