import RefreshSupport
import Synchronization

/// Numbers label tables so that per-thread caches can key on them without holding them.
private let labelTableCounter = Atomic<Int>(0)

/// The finished labels of one catalog locale and one date engine, shared by every
/// ``LastUpdatedLabeler`` of that pair and read without a lock.
///
/// A relative phrase depends only on its ``RelativeBucket``, and the buckets of bounded thresholds
/// are few (93 with the standard ones), so each bucket has a slot that is filled once
/// (`AtomicLazyReference`: the first finished label stored wins, and every later read is one
/// atomic load). Labels whose phrase depends on a day or a minute (old dates, the calendar and
/// absolute styles) go to a cache of the calling thread (``PerThread``), read without a lock, and
/// behind it to a shared cache (with a lock) that a thread consults only when its own misses, so
/// that a thread new to a table does not format again what another thread already has.
final class LabelTable: @unchecked Sendable {
    /// A finished label, boxed so that a slot can hold it.
    final class Entry: Sendable {
        let label: LocalizedText
        init(_ label: LocalizedText) { self.label = label }
    }

    /// A number no other table of the process has.
    let id = labelTableCounter.wrappingAdd(1, ordering: .relaxed).newValue
    // Set-once slots, one per bucket; immutable pointer, atomic contents (hence @unchecked Sendable).
    private let slots: UnsafeMutablePointer<AtomicLazyReference<Entry>>
    private let slotCount: Int
    private let maximumMinutes: Int
    private let maximumHours: Int
    private let maximumDays: Int
    private let maximumWeeks: Int

    /// The most slots a table allocates; thresholds wider than this label through the thread cache.
    static let slotLimit = 2048
    /// The dated labels every thread has made, behind each thread's own cache.
    private let datedLabels = BoundedCache<LastUpdatedEngine.ResultKey, LocalizedText>(
        capacity: PerThread.datedLabelLimit
    )

    init(thresholds: RelativeDateThresholds, relative: Bool) {
        let counts = [
            thresholds.maximumMinutes, thresholds.maximumHours, thresholds.maximumDays, thresholds.maximumWeeks,
        ]
        let bounded = relative && counts.allSatisfy { (0...Self.slotLimit).contains($0) }
        let total = bounded ? 1 + counts.reduce(0, +) : 0
        let usable = total <= Self.slotLimit
        maximumMinutes = usable ? counts[0] : 0
        maximumHours = usable ? counts[1] : 0
        maximumDays = usable ? counts[2] : 0
        maximumWeeks = usable ? counts[3] : 0
        slotCount = usable ? total : 0
        slots = .allocate(capacity: max(slotCount, 1))
        for index in 0..<slotCount { (slots + index).initialize(to: AtomicLazyReference()) }
    }

    deinit {
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    /// The slot of a bucket, or `nil` when it has none (a date, or wider thresholds).
    private func slot(for bucket: RelativeBucket) -> Int? {
        guard slotCount > 0 else { return nil }
        switch bucket {
        case .now: return 0
        case .minutes(let count): return Self.place(count, maximumMinutes, base: 1)
        case .hours(let count): return Self.place(count, maximumHours, base: 1 + maximumMinutes)
        case .days(let count): return Self.place(count, maximumDays, base: 1 + maximumMinutes + maximumHours)
        case .weeks(let count):
            return Self.place(count, maximumWeeks, base: 1 + maximumMinutes + maximumHours + maximumDays)
        case .date: return nil
        }
    }

    /// Past counts (-1 at `base`); 0, positive counts and counts past `maximum` have none (the
    /// relative style words no future date, see ``RelativeDateThresholds/FuturePolicy``).
    private static func place(_ count: Int, _ maximum: Int, base: Int) -> Int? {
        guard count < 0, count >= -maximum else { return nil }
        return base - count - 1
    }

    /// The cached label for a result key, if any.
    func label(for key: LastUpdatedEngine.ResultKey) -> LocalizedText? {
        let thread = PerThread.current
        guard case .bucket(let bucket) = key, let slot = slot(for: bucket) else {
            let threadKey = PerThread.DatedLabelKey(table: id, result: key)
            if let label = thread.datedLabels[threadKey] { return label }
            guard let shared = datedLabels.value(for: key) else { return nil }
            let copy = PerThread.privateCopy(shared)
            thread.insertDatedLabel(copy, for: threadKey)
            return copy
        }
        // This thread's copy first (no shared reference counts touched), then the shared slot.
        guard let mine = thread.bucketLabels(table: id, count: slotCount) else { return slots[slot].load()?.label }
        if let label = mine.labels[slot] { return label }
        guard let shared = slots[slot].load()?.label else { return nil }
        let copy = PerThread.privateCopy(shared)
        mine.store(copy, at: slot)
        return copy
    }

    /// Just the text of the cached label for a result key, if any: for a bucket, without copying
    /// the rest of the label.
    func text(for key: LastUpdatedEngine.ResultKey) -> String? {
        if case .bucket(let bucket) = key, let slot = slot(for: bucket),
            let text = PerThread.current.bucketLabels(table: id, count: slotCount)?.texts[slot]
        {
            return text
        }
        return label(for: key)?.text
    }

    /// Stores a label; returns the one stored first when another thread was quicker.
    @discardableResult
    func insert(_ label: LocalizedText, for key: LastUpdatedEngine.ResultKey) -> LocalizedText {
        if case .bucket(let bucket) = key, let slot = slot(for: bucket) {
            return slots[slot].storeIfNil(Entry(label)).label
        }
        datedLabels.insert(label, for: key)
        PerThread.current.insertDatedLabel(label, for: PerThread.DatedLabelKey(table: id, result: key))
        return label
    }
}
