/// What assistive technologies should say when a load starts or ends, named by its catalog key.
///
/// The engine announces every start once and every end once, for every skin; the presentation
/// layer turns the key (and its count) into localized text, such as "Refreshed, 3 new items".
/// A count the data source did not give (`nil`, as always on the
/// ``RefreshInput/refreshing(edge:isRefreshing:)`` path) is announced neutrally ("Refreshed",
/// "Loaded more items"), never as "no new items".
public enum RefreshAnnouncement: Sendable, Hashable {
    /// The header started refreshing (`a11y.refreshing`).
    case refreshing
    /// The footer started loading more (`a11y.loadingMore`).
    case loadingMore
    /// The header's refresh succeeded with `count` new items (`a11y.refreshed`), or with a count
    /// it did not say (`nil`: `a11y.updated`).
    case refreshed(count: Int?)
    /// The header's refresh failed (`a11y.refreshFailed`).
    case refreshFailed
    /// The footer loaded `count` more items (`a11y.loadedMore`), or a count it did not say
    /// (`nil`: `a11y.loadedMoreItems`).
    case loadedMore(count: Int?)
    /// The footer's load failed (`a11y.loadMoreFailed`).
    case loadMoreFailed
    /// The footer's load said there is nothing more (`a11y.noMore`).
    case noMore
    /// The host cancelled a load of either edge (`a11y.refreshCancelled`).
    case refreshCancelled

    /// The message's key, such as ``MessageKey/a11yRefreshing``.
    public var key: MessageKey {
        switch self {
        case .refreshing: .a11yRefreshing
        case .loadingMore: .a11yLoadingMore
        case .refreshed(let count): count == nil ? .a11yUpdated : .a11yRefreshed
        case .refreshFailed: .a11yRefreshFailed
        case .loadedMore(let count): count == nil ? .a11yLoadedMoreItems : .a11yLoadedMore
        case .loadMoreFailed: .a11yLoadMoreFailed
        case .noMore: .a11yNoMore
        case .refreshCancelled: .a11yRefreshCancelled
        }
    }

    /// The `count` argument the message takes, or `nil` when it takes none (an unknown count's
    /// neutral message takes none).
    public var count: Int? {
        switch self {
        case .refreshed(let count), .loadedMore(let count): count
        case .refreshing, .loadingMore, .refreshFailed, .loadMoreFailed, .noMore, .refreshCancelled: nil
        }
    }

    /// The message to format, with its `count` argument when it has one.
    public var message: RefreshMessage {
        guard let count else { return RefreshMessage(key) }
        return RefreshMessage(key, ["count": .int(count)])
    }

    /// Whether this announces the start of a load (the others announce its end).
    public var isStart: Bool { self == .refreshing || self == .loadingMore }
}
