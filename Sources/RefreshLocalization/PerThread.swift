import RefreshCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Caches that belong to one thread, so that the hot paths (a label per row, a status text per
/// call) read and fill them without a lock and without sharing a cache line with another thread.
/// Each thread gets its own instance on first use (a `pthread` key); it is released when the
/// thread ends. Never hand the instance to another thread.
///
/// The maps are `@exclusivity(unchecked)`: only the owning thread touches an instance, and no
/// method of it calls back into another while it changes a map, so the run-time exclusivity check
/// (a call on every access, on every row) guards nothing here.
final class PerThread {
    /// The offset spans a thread has looked up, by calendar (``CalendarHandle/id``): the newest
    /// few, newest first.
    @exclusivity(unchecked) var offsetSpans: [Int: [OffsetSpan]] = [:]
    /// Finished labels whose phrase depends on a day or minute (not on a bucket), by label table.
    @exclusivity(unchecked) var datedLabels: [DatedLabelKey: LocalizedText] = [:]

    /// This thread's copies of the bucket labels of each ``LabelTable`` (by its id), by slot.
    @exclusivity(unchecked) var bucketLabels: [Int: BucketLabels] = [:]
    /// The same copies for the tables used most recently, at `table % recentTableCount`: one
    /// array read on a row's way to its label instead of a hash lookup.
    @exclusivity(unchecked) private var recentBucketLabels = [BucketLabels?](repeating: nil, count: recentTableCount)
    private static let recentTableCount = 64
    /// This thread's copies of status texts, by message table, key and count.
    @exclusivity(unchecked) var messageTexts: [MessageTextKey: (name: String, text: LocalizedText)] = [:]

    /// The most entries ``datedLabels`` holds before it is emptied (a thread that labels a few
    /// thousand distinct days keeps them all; one that labels more starts over).
    static let datedLabelLimit = 4096
    /// The most label tables a thread keeps copies of (see ``bucketLabels(table:count:)``).
    static let tableLimit = 1024
    /// The reads of tables without a copy, once ``tableLimit`` is reached, before the copies are
    /// dropped and made again.
    static let tableMissLimit = 65_536
    /// The reads of tables without a copy since the copies were last dropped.
    @exclusivity(unchecked) private var tableMisses = 0
    /// The most status texts kept before their map is emptied.
    static let messageTextLimit = 8192

    /// A thread's own copies of a table's bucket labels. The shared slots hold the same texts,
    /// but reading a shared `String` retains and releases its storage, and two threads doing that
    /// on every row fight over one cache line; a private copy keeps each row on its own core.
    final class BucketLabels {
        /// The table's id.
        let table: Int
        /// The labels, by slot.
        @exclusivity(unchecked) private(set) var labels: [LocalizedText?]
        /// The same labels' texts, so that reading one copies a single string.
        @exclusivity(unchecked) private(set) var texts: [String?]

        init(table: Int, count: Int) {
            self.table = table
            labels = Array(repeating: nil, count: count)
            texts = Array(repeating: nil, count: count)
        }

        /// Keeps `label` at `slot`.
        func store(_ label: LocalizedText, at slot: Int) {
            labels[slot] = label
            texts[slot] = label.text
        }
    }

    /// A status text: its ``MessageTable`` (by id), the key's position in ``MessageKey/required``
    /// and the integer argument (`Int64.min` for a text without arguments).
    struct MessageTextKey: Hashable {
        let table: Int
        let position: Int
        let count: Int64
    }

    /// This thread's copies of the bucket labels of a table with `count` slots, or `nil` when the
    /// thread already keeps copies for ``tableLimit`` other tables: that table's labels are then
    /// read from its shared slots, and only after ``tableMissLimit`` such reads is the map emptied
    /// (so that copies of tables no longer used make way for the current ones).
    ///
    /// A thread past the limit is rotating through many tables, each read now and then, where a
    /// shared reference count is not fought over; emptying the map as soon as it was full (as this
    /// did) made a rotation wider than the limit allocate and free a copy on nearly every row.
    func bucketLabels(table: Int, count: Int) -> BucketLabels? {
        let way = table & (Self.recentTableCount - 1)
        if let recent = recentBucketLabels[way], recent.table == table { return recent }
        let labels: BucketLabels
        if let known = bucketLabels[table] {
            labels = known
        } else {
            if bucketLabels.count >= Self.tableLimit {
                tableMisses += 1
                guard tableMisses >= Self.tableMissLimit else { return nil }
                tableMisses = 0
                bucketLabels.removeAll()
                for index in recentBucketLabels.indices { recentBucketLabels[index] = nil }
            }
            labels = BucketLabels(table: table, count: count)
            bucketLabels[table] = labels
        }
        recentBucketLabels[way] = labels
        return labels
    }

    /// Stores this thread's copy of a status text.
    func insertMessageText(_ text: LocalizedText, name: String, for key: MessageTextKey) -> LocalizedText {
        if messageTexts.count >= Self.messageTextLimit { messageTexts.removeAll(keepingCapacity: true) }
        let copy = Self.privateCopy(text)
        messageTexts[key] = (name, copy)
        return copy
    }

    /// The same text in storage of its own (see ``BucketLabels``).
    static func privateCopy(_ text: LocalizedText) -> LocalizedText {
        LocalizedText(
            text: String(decoding: Array(text.text.utf8), as: UTF8.self),
            key: text.key,
            locale: text.locale,
            isFallback: text.isFallback,
            isRightToLeft: text.isRightToLeft
        )
    }
    /// The most offset spans kept per calendar.
    static let offsetSpanLimit = 8

    /// A dated label: its table (``LabelTable/id``) and what its phrase depends on.
    struct DatedLabelKey: Hashable {
        let table: Int
        let result: LastUpdatedEngine.ResultKey
    }

    /// This thread's instance.
    static var current: PerThread {
        if let raw = pthread_getspecific(key) { return Unmanaged<PerThread>.fromOpaque(raw).takeUnretainedValue() }
        let state = PerThread()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<PerThread>.fromOpaque(raw).release()
        }
        precondition(created == 0, "pthread_key_create failed: the process is out of thread keys")
        return key
    }()

    /// Stores a dated label, emptying the map first when it is full.
    func insertDatedLabel(_ label: LocalizedText, for key: DatedLabelKey) {
        if datedLabels.count >= Self.datedLabelLimit { datedLabels.removeAll(keepingCapacity: true) }
        datedLabels[key] = label
    }
}
