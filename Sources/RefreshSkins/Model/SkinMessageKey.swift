/// The message keys a skin may override; the catalogs have a value for each.
public enum SkinMessageKey: String, Sendable, Hashable, CaseIterable {
    /// Header, idle.
    case headerPull = "header.pull"
    /// Header, armed.
    case headerRelease = "header.release"
    /// Header, loading.
    case headerLoading = "header.loading"
    /// Header, finished (`count` new items).
    case headerFinished = "header.finished"
    /// Header, failed.
    case headerFailed = "header.failed"
    /// Header, "Last updated: {date}".
    case headerLastUpdated = "header.lastUpdated"
    /// Header, never refreshed.
    case headerNeverUpdated = "header.neverUpdated"
    /// Footer, idle.
    case footerIdle = "footer.idle"
    /// Footer, armed.
    case footerRelease = "footer.release"
    /// Footer, loading.
    case footerLoading = "footer.loading"
    /// Footer, nothing more.
    case footerNoMore = "footer.noMore"
    /// Footer, failed.
    case footerFailed = "footer.failed"
    /// Accessibility announcement: refreshing.
    case a11yRefreshing = "a11y.refreshing"
    /// Accessibility announcement: refreshed.
    case a11yRefreshed = "a11y.refreshed"
    /// Accessibility announcement: refresh failed.
    case a11yRefreshFailed = "a11y.refreshFailed"
    /// Accessibility announcement: loading more.
    case a11yLoadingMore = "a11y.loadingMore"
    /// Accessibility announcement: loaded more.
    case a11yLoadedMore = "a11y.loadedMore"
    /// Accessibility announcement: nothing more.
    case a11yNoMore = "a11y.noMore"
}
