import RefreshSupport
import Testing

/// The package's bounded cache drops the oldest entries and finds the rest.
@Suite struct BoundedCacheTests {
    /// Keys whose hash is their value's last digit only: ten buckets for a hundred keys.
    struct Colliding: Hashable, Sendable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 10) }
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
