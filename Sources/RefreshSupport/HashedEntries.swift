/// Values under keys of any `Hashable` type, filed by the key's hash value: a dictionary whose
/// own type names no `Hashable` requirement (only its members do).
///
/// The point is start-up. The Swift runtime checks a generic type's requirements the first time
/// code names the type with concrete arguments, and it proves `SomeKey: Hashable` by scanning
/// every protocol conformance the process has loaded: about 200,000 instructions (35–50 µs
/// measured in refreshpreview) once per key type. `[FormatterKey: MessageFormatter]` pays that for `FormatterKey`; this
/// pays it for `Int` only, which the program has proved already. The package's caches have a
/// dozen key types, and a command-line run opens most of them once (Docs/Benchmarks.md,
/// "Start-up").
package struct HashedEntries<Key, Value> {
    private var buckets: [Int: [(key: Key, value: Value)]] = [:]
    /// The number of entries.
    package private(set) var count = 0

    /// No entries.
    package init() {}
}

extension HashedEntries: Sendable where Key: Sendable, Value: Sendable {}

extension HashedEntries where Key: Hashable {
    /// The value under `key`, if any; setting `nil` removes it.
    package subscript(key: Key) -> Value? {
        get {
            guard let bucket = buckets[key.hashValue] else { return nil }
            for entry in bucket where entry.key == key { return entry.value }
            return nil
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Stores `value` under `key`, returning the value it replaces, if any.
    @discardableResult
    package mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        let hash = key.hashValue
        var bucket = buckets[hash] ?? []
        let replaced: Value?
        if let index = bucket.firstIndex(where: { $0.key == key }) {
            replaced = bucket[index].value
            bucket[index].value = value
        } else {
            replaced = nil
            bucket.append((key, value))
            count += 1
        }
        buckets[hash] = bucket
        return replaced
    }

    /// Removes the value under `key`, returning it, if there was one.
    @discardableResult
    package mutating func removeValue(forKey key: Key) -> Value? {
        let hash = key.hashValue
        guard var bucket = buckets[hash], let index = bucket.firstIndex(where: { $0.key == key }) else { return nil }
        let removed = bucket.remove(at: index).value
        buckets[hash] = bucket.isEmpty ? nil : bucket
        count -= 1
        return removed
    }
}
