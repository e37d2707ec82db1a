#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one thread keeps of the labels, status texts and zone offsets it has made, so that a
/// repeated row or call neither takes a lock nor writes a reference count another thread also
/// writes. Plain dictionaries, each emptied when it outgrows its limit; every text kept was
/// formatted on this thread, so its storage is the thread's own. Never hand the instance to
/// another thread.
final class ThreadCache {
    /// A label: its label cache (``CatalogSet/labelCacheID(locale:isFallback:engine:)``) and
    /// what its phrase depends on.
    struct LabelKey: Hashable {
        let cache: Int
        let result: LastUpdatedEngine.ResultKey
    }

    /// A status text: its ``MessageTable`` (by id), the key's position in ``MessageKey/allCases``
    /// and the integer argument (`Int64.min` for a text without arguments).
    struct TextKey: Hashable {
        let table: Int
        let position: Int
        let count: Int64
    }

    private var labels: [LabelKey: String] = [:]
    private var messages: [TextKey: (name: String, text: LocalizedText)] = [:]
    private var spans: [Int: [OffsetSpan]] = [:]

    /// The most labels kept (a thread that labels a few thousand distinct days keeps them all).
    static let labelLimit = 4096
    /// The most status texts kept.
    static let messageLimit = 8192
    /// The most calendars whose spans are kept, and the most spans kept per calendar.
    static let calendarLimit = 1024
    static let spanLimit = 8

    /// The number of labels kept.
    var labelCount: Int { labels.count }

    /// The text of a kept label.
    func label(_ key: LabelKey) -> String? { labels[key] }

    /// Keeps the text of a label this thread made.
    func keep(_ label: String, for key: LabelKey) {
        if labels.count >= Self.labelLimit { labels.removeAll(keepingCapacity: true) }
        labels[key] = label
    }

    /// The text kept for `key`, if it was kept with the same argument name.
    func message(_ key: TextKey, name: String) -> LocalizedText? {
        guard let kept = messages[key], kept.name == name else { return nil }
        return kept.text
    }

    /// Keeps a status text this thread formatted, and returns it.
    func keep(_ text: LocalizedText, name: String, for key: TextKey) -> LocalizedText {
        if messages.count >= Self.messageLimit { messages.removeAll(keepingCapacity: true) }
        messages[key] = (name, text)
        return text
    }

    /// The kept span of calendar `calendar` that holds `millis`, if any.
    func span(calendar: Int, containing millis: Double) -> OffsetSpan? {
        spans[calendar]?.first { $0.contains(millis) }
    }

    /// Keeps a span of calendar `calendar`, newest first.
    func keep(_ span: OffsetSpan, calendar: Int) {
        if spans.count >= Self.calendarLimit { spans.removeAll(keepingCapacity: true) }
        var kept = spans[calendar] ?? []
        if kept.count >= Self.spanLimit { kept.removeLast() }
        kept.insert(span, at: 0)
        spans[calendar] = kept
    }

    /// This thread's instance, made on first use and released when the thread ends: a `pthread`
    /// key holds one retained reference per thread, as swift-nio's `ThreadSpecificVariable` does.
    static var current: ThreadCache {
        if let raw = pthread_getspecific(key) { return Unmanaged<ThreadCache>.fromOpaque(raw).takeUnretainedValue() }
        let cache = ThreadCache()
        pthread_setspecific(key, Unmanaged.passRetained(cache).toOpaque())
        return cache
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<ThreadCache>.fromOpaque(raw).release()
        }
        precondition(created == 0, "pthread_key_create failed: the process is out of thread keys")
        return key
    }()
}
