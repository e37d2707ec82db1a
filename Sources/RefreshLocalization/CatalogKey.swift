/// A catalog key. The keys every catalog must define are the static members; other modules and
/// skins rely on these exact names.
public struct CatalogKey: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key as written in `.strings` files, e.g. `header.pull`.
    public let rawValue: String

    /// A key from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// "Pull down to refresh"
    public static let headerPull: CatalogKey = "header.pull"
    /// "Release to refresh"
    public static let headerRelease: CatalogKey = "header.release"
    /// "Loading…"
    public static let headerLoading: CatalogKey = "header.loading"
    /// Refresh finished; argument `count` (plural): "3 new items".
    public static let headerFinished: CatalogKey = "header.finished"
    /// "Couldn't refresh"
    public static let headerFailed: CatalogKey = "header.failed"
    /// Argument `date` (a formatted date phrase): "Last updated: 5 minutes ago".
    public static let headerLastUpdated: CatalogKey = "header.lastUpdated"
    /// "Never updated"
    public static let headerNeverUpdated: CatalogKey = "header.neverUpdated"
    /// "Pull up or tap to load more"
    public static let footerIdle: CatalogKey = "footer.idle"
    /// "Release to load more"
    public static let footerRelease: CatalogKey = "footer.release"
    /// "Loading more…"
    public static let footerLoading: CatalogKey = "footer.loading"
    /// "No more items"
    public static let footerNoMore: CatalogKey = "footer.noMore"
    /// "Couldn't load more. Tap to retry"
    public static let footerFailed: CatalogKey = "footer.failed"
    /// Accessibility announcement: "Refreshing"
    public static let a11yRefreshing: CatalogKey = "a11y.refreshing"
    /// Accessibility announcement; argument `count` (plural): "Refreshed, 3 new items".
    public static let a11yRefreshed: CatalogKey = "a11y.refreshed"
    /// Accessibility announcement: "Refresh failed"
    public static let a11yRefreshFailed: CatalogKey = "a11y.refreshFailed"
    /// Accessibility announcement: "Loading more items"
    public static let a11yLoadingMore: CatalogKey = "a11y.loadingMore"
    /// Accessibility announcement; argument `count` (plural): "Loaded 3 more items".
    public static let a11yLoadedMore: CatalogKey = "a11y.loadedMore"
    /// Accessibility announcement: "No more items"
    public static let a11yNoMore: CatalogKey = "a11y.noMore"

    /// Every key a complete catalog defines.
    public static let required: [CatalogKey] = [
        .headerPull, .headerRelease, .headerLoading, .headerFinished, .headerFailed, .headerLastUpdated,
        .headerNeverUpdated, .footerIdle, .footerRelease, .footerLoading, .footerNoMore, .footerFailed,
        .a11yRefreshing, .a11yRefreshed, .a11yRefreshFailed, .a11yLoadingMore, .a11yLoadedMore, .a11yNoMore,
    ]

    /// The key text.
    public var description: String { rawValue }
}
