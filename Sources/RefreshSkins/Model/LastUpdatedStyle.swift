/// How the header's "last updated" line shows its date.
public enum LastUpdatedStyle: String, Sendable, Hashable, CaseIterable {
    /// "5 minutes ago".
    case relative
    /// "Yesterday at 14:05".
    case calendar
    /// "11/29/2026, 2:05 PM", from a date skeleton.
    case absolute
}
