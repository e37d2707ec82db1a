import RefreshSupport
import Testing

/// The caches' entries, filed by hash value: they hold what a `Dictionary` holds after the same
/// operations, keys whose hashes collide included, and the bounded cache drops the oldest.
@Suite struct HashedEntriesTests {
    /// Keys whose hash is their value's last digit only: ten buckets for a hundred keys.
    struct Colliding: Hashable, Sendable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 10) }
    }

    @Test("Random inserts, replacements and removals end as a Dictionary's do, even with colliding keys")
    func sameAsDictionary() {
        var generator = SystemRandomNumberGenerator()
        var entries = HashedEntries<Colliding, Int>()
        var model: [Colliding: Int] = [:]
        for step in 0..<5_000 {
            let key = Colliding(value: Int.random(in: 0..<100, using: &generator))
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                #expect(entries.updateValue(step, forKey: key) == model.updateValue(step, forKey: key))
            case 1:
                #expect(entries.removeValue(forKey: key) == model.removeValue(forKey: key))
            default:
                entries[key] = step
                model[key] = step
            }
            #expect(entries.count == model.count)
        }
        for value in 0..<100 {
            #expect(entries[Colliding(value: value)] == model[Colliding(value: value)])
        }
    }

    @Test("A bounded cache keeps the newest entries, colliding or not, and finds each")
    func boundedCache() {
        let cache = BoundedCache<Colliding, Int>(capacity: 25)
        for value in 0..<100 { cache.insert(value * 2, for: Colliding(value: value)) }
        #expect(cache.count == 25)
        for value in 0..<100 {
            #expect(cache.value(for: Colliding(value: value)) == (value >= 75 ? value * 2 : nil))
        }
        var made = 0
        let found = cache.value(for: Colliding(value: 80)) {
            made += 1
            return -1
        }
        #expect(found == 160 && made == 0)
    }
}
