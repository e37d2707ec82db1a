/// The one list of message keys: every text a refresh control shows or announces, with the
/// arguments each takes. Catalogs define exactly these keys, skins may override exactly these, and
/// the schema, the guides and the tests are checked against this list.
public enum MessageKey: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// Header, idle: "Pull down to refresh".
    case headerPull = "header.pull"
    /// Header, armed: "Release to refresh".
    case headerRelease = "header.release"
    /// Header, loading: "Loading…".
    case headerLoading = "header.loading"
    /// Header, finished: "3 new items" (argument `count`).
    case headerFinished = "header.finished"
    /// Header, finished without a count (the data source did not say how many): "Updated".
    case headerUpdated = "header.updated"
    /// Header, the refresh failed: "Couldn't refresh".
    case headerFailed = "header.failed"
    /// Header, "Last updated: 5 minutes ago" (argument `date`).
    case headerLastUpdated = "header.lastUpdated"
    /// Header, never refreshed: "Never updated".
    case headerNeverUpdated = "header.neverUpdated"
    /// Footer, idle: "Pull up or tap to load more".
    case footerIdle = "footer.idle"
    /// Footer, armed: "Release to load more".
    case footerRelease = "footer.release"
    /// Footer, loading: "Loading more…".
    case footerLoading = "footer.loading"
    /// Footer, finished: "Loaded 3 more items" (argument `count`).
    case footerFinished = "footer.finished"
    /// Footer, finished without a count (the data source did not say how many): "Loaded more
    /// items".
    case footerUpdated = "footer.updated"
    /// Footer, nothing more to load: "No more items".
    case footerNoMore = "footer.noMore"
    /// Footer, the load failed: "Couldn't load more. Tap to retry".
    case footerFailed = "footer.failed"
    /// Announced when a refresh starts: "Refreshing".
    case a11yRefreshing = "a11y.refreshing"
    /// Announced when a refresh ends: "Refreshed, 3 new items" (argument `count`).
    case a11yRefreshed = "a11y.refreshed"
    /// Announced when a refresh ends without a count: "Refreshed".
    case a11yUpdated = "a11y.updated"
    /// Announced when a refresh fails: "Refresh failed".
    case a11yRefreshFailed = "a11y.refreshFailed"
    /// Announced when loading more starts: "Loading more items".
    case a11yLoadingMore = "a11y.loadingMore"
    /// Announced when loading more ends: "Loaded 3 more items" (argument `count`).
    case a11yLoadedMore = "a11y.loadedMore"
    /// Announced when loading more ends without a count: "Loaded more items".
    case a11yLoadedMoreItems = "a11y.loadedMoreItems"
    /// Announced when loading more fails: "Couldn’t load more items".
    case a11yLoadMoreFailed = "a11y.loadMoreFailed"
    /// Announced when there is nothing more: "No more items".
    case a11yNoMore = "a11y.noMore"
    /// Announced when the app cancels a load: "Refresh cancelled".
    case a11yRefreshCancelled = "a11y.refreshCancelled"

    /// An argument a message takes.
    public struct Argument: Sendable, Hashable, CustomStringConvertible {
        /// The argument's name in the pattern, such as `count`.
        public var name: String
        /// What the argument holds.
        public var kind: Kind

        /// What an argument holds.
        public enum Kind: String, Sendable, Hashable {
            /// A whole number, for plurals (`{count, plural, one {# item} other {# items}}`).
            case count
            /// A date phrase already formatted in the user's language ("5 minutes ago").
            case date
        }

        /// The counts a ``Kind/count`` argument takes from data (a trace's `newItems`, the
        /// command line's `count=`): 0 to 2,147,483,647.
        package static let countRange = 0...Int(Int32.max)

        /// Creates an argument.
        public init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }

        /// `count (a whole number)` or `date (a date phrase)`.
        public var description: String {
            kind == .count ? "\(name) (a whole number)" : "\(name) (a date phrase)"
        }
    }

    /// The arguments the message takes (most take none).
    public var arguments: [Argument] {
        switch self {
        case .headerFinished, .footerFinished, .a11yRefreshed, .a11yLoadedMore: [Argument(name: "count", kind: .count)]
        case .headerLastUpdated: [Argument(name: "date", kind: .date)]
        default: []
        }
    }

    /// The edge whose control shows the message, or `nil` for announcements.
    public var edge: RefreshEdge? {
        if rawValue.hasPrefix("header.") { return .header }
        if rawValue.hasPrefix("footer.") { return .footer }
        return nil
    }

    /// The key as written in catalogs and skins, such as `header.pull`.
    public var description: String { rawValue }

    /// Keys in the order of this list.
    public static func < (lhs: MessageKey, rhs: MessageKey) -> Bool {
        let order = allCases
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
