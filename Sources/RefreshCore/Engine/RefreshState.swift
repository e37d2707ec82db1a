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
}
