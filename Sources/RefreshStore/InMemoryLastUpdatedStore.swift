import RefreshFoundation
import RefreshSupport

/// A ``LastUpdatedStore`` that keeps dates in memory, for tests and short-lived hosts.
public final class InMemoryLastUpdatedStore: LastUpdatedStore {
    private let dates: PThreadLock<[String: Date]>

    /// Creates a store holding `dates`.
    public init(_ dates: [String: Date] = [:]) {
        self.dates = PThreadLock(dates)
    }

    /// The date stored under `key`, or `nil`.
    public func date(forKey key: String) -> Date? {
        dates.withLock { $0[key] }
    }

    /// Stores `date` under `key`.
    public func setDate(_ date: Date, forKey key: String) {
        dates.withLock { $0[key] = date }
    }

    /// Removes the date stored under `key`.
    public func removeDate(forKey key: String) {
        _ = dates.withLock { $0.removeValue(forKey: key) }
    }
}
