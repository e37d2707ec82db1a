#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Caches that belong to one thread, so that the hot paths (a label per row, a status text per
/// call) read and fill them without a lock and without sharing a cache line with another thread.
/// Each thread gets its own instance on first use (a `pthread` key); it is released when the
/// thread ends. Never hand the instance to another thread.
final class PerThread {
    /// The offset spans a thread has looked up, by calendar (``CalendarHandle/id``): the newest
    /// few, newest first.
    var offsetSpans: [Int: [OffsetSpan]] = [:]
    /// Finished labels whose phrase depends on a day or minute (not on a bucket), by label table.
    var datedLabels: [DatedLabelKey: LocalizedText] = [:]

    /// The most entries ``datedLabels`` holds before it is emptied (a thread that labels a few
    /// thousand distinct days keeps them all; one that labels more starts over).
    static let datedLabelLimit = 4096
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
