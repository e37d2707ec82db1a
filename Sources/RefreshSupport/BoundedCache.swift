/// A thread-safe cache that keeps at most `capacity` entries, dropping the least recently
/// inserted first (insertion-order eviction: cheap, and good enough for formatter reuse where the
/// working set is small and stable). Shared by the package's modules (not public API).
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Storage {
        var entries: [Key: Value] = [:]
        var order: [Key] = []
        var head = 0
    }

    package let capacity: Int
    private let storage = PThreadLock(Storage())

    package init(capacity: Int) {
        precondition(capacity > 0, "A cache needs room for at least one entry.")
        self.capacity = capacity
    }

    /// The number of entries currently held.
    package var count: Int { storage.withLock { $0.entries.count } }

    /// The cached value for `key`, if any.
    package func value(for key: Key) -> Value? { storage.withLock { $0.entries[key] } }

    /// Stores a value, evicting the oldest entry when full.
    package func insert(_ value: Value, for key: Key) {
        storage.withLock { storage in
            if storage.entries.updateValue(value, forKey: key) != nil { return }
            Self.append(key, to: &storage, capacity: capacity)
        }
    }

    private static func append(_ key: Key, to storage: inout Storage, capacity: Int) {
        storage.order.append(key)
        if storage.entries.count > capacity {
            let oldest = storage.order[storage.head]
            storage.head += 1
            storage.entries[oldest] = nil
        }
        if storage.head > capacity {
            storage.order.removeFirst(storage.head)
            storage.head = 0
        }
    }

    /// The cached value for `key`, creating and storing it with `make` when missing. `make` runs
    /// outside the lock, so two threads may create the same value once; the first stored wins.
    package func value<Failure: Error>(for key: Key, orInsert make: () throws(Failure) -> Value) throws(Failure)
        -> Value
    {
        if let cached = value(for: key) { return cached }
        let created = try make()
        return storage.withLock { storage in
            if let existing = storage.entries[key] { return existing }
            storage.entries[key] = created
            Self.append(key, to: &storage, capacity: capacity)
            return created
        }
    }
}
