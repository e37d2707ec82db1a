/// How a load ended, as a refresh or load-more action returns it: loaded (with how many new
/// items, when the action knows) or no more data. A thrown error is a failure, and cancellation
/// (a `CancellationError`, or the task cancelled) is a cancel: neither is a `LoadResult`.
///
/// ```swift
/// controller.onRefresh = { [feed] in .loaded(try await feed.reload()) }  // 3 new items
/// controller.onLoadMore = { [feed] in try await feed.loadMore() ? .loaded : .noMoreData }
/// ```
public struct LoadResult: Sendable, Hashable {
    /// How many new items arrived, or `nil` when the action does not say.
    public var newItems: Int?
    /// Whether there is nothing more after this load: the footer says "No more items" and stops
    /// loading; from the header, a fresh list that is complete.
    public var isEnd: Bool

    /// The load brought new data; how much is not known. The header then reads neutrally
    /// ("Updated"), never "No new items".
    public static let loaded = LoadResult(newItems: nil, isEnd: false)

    /// The load brought `newItems` new items ("3 new items"). A negative count is taken as 0.
    public static func loaded(_ newItems: Int) -> LoadResult {
        LoadResult(newItems: max(newItems, 0), isEnd: false)
    }

    /// The load succeeded and there is nothing more after it.
    public static let noMoreData = LoadResult(newItems: nil, isEnd: true)
}
