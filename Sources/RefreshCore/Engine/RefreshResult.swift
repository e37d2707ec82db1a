/// How a load ended, as the data source reports it.
public enum RefreshResult: String, Sendable, Hashable, CaseIterable {
    /// New data arrived (possibly none).
    case success
    /// The load failed.
    case failure
    /// The load succeeded and there is nothing more after it (ends the footer's loading for good).
    case noMoreData
}
