import RefreshFoundation

/// Where the date of each header's last successful refresh is kept.
///
/// Stores keep dates, not text, so a label can be formatted anew in any language and time zone.
/// Each header may have its own key; by default it is the skin's `lastUpdatedKey` (RefreshSkins).
public protocol LastUpdatedStore: Sendable {
    /// The date stored under `key`, or `nil` if there is none.
    func date(forKey key: String) throws -> Date?
    /// Stores `date` under `key`, replacing what was there.
    func setDate(_ date: Date, forKey key: String) throws
    /// Removes the date stored under `key`.
    func removeDate(forKey key: String) throws
}
