import RefreshKit

/// The feed: pull to refresh, load more at the end, a refresh button, the model's own sync,
/// editing, leaving. Everything RefreshKit asks of the screen is in this file.
@MainActor
final class FeedScreen {
    let feed: Feed
    let refresh: RefreshController
    /// What the screen shows above the list when a load failed ("HTTP 503").
    private(set) var banner: String?

    /// Editing the list turns pulling off at both ends.
    var isEditing = false {
        didSet {
            refresh.setEnabled(!isEditing, for: .header)
            refresh.setEnabled(!isEditing, for: .footer)
        }
    }

    init(feed: Feed, settings: Settings) throws {
        self.feed = feed
        var skin = try SkinDescriptor.builtIn("blue")
        skin.header.metrics.placement = settings.placement  // .overlay floats it over the list
        skin.footer.footerMode = .automatic(maxTriggers: 3)  // loads by itself near the end
        skin.footer.metrics.keepsNoMoreDataInView = true  // "No more items" stays at the end
        let (languages, store, clock, date) = (settings.languages, settings.store, settings.clock, settings.date)
        refresh = try RefreshController(skin: skin, languages: languages, store: store, clock: clock, date: date)
        refresh.prefersReducedMotion = settings.reducedMotion
        refresh.onRefresh = { [feed] in .loaded(try await feed.reload()) }
        refresh.onLoadMore = { [feed] in try await feed.loadMore() ? .loaded : .noMoreData }
        refresh.onError = { [weak self] error, _ in self?.banner = "\(error)" }
    }

    /// The refresh button in the toolbar.
    var refreshButtonTitle: String { refresh.isRefreshing ? "Refreshing…" : "Refresh" }

    func refreshButtonTapped() {
        banner = nil
        refresh.beginRefreshing()
    }

    /// The model syncs by itself (a push arrived): the header shows it, both ways.
    func syncChanged(_ syncing: Bool) {
        refresh.isRefreshing = syncing
    }

    /// The screen goes away: its loads end with it.
    func leave() {
        refresh.disappeared()
    }
}
