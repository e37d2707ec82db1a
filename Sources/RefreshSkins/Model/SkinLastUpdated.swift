import RefreshLocalization

/// The header's "last updated" settings.
public struct SkinLastUpdated: Sendable, Hashable {
    /// How the date is shown.
    public var style: LastUpdatedFormatter.Style
    /// An ICU date skeleton (such as `yMMMdjmm`) for the calendar and absolute styles, or `nil`
    /// for the locale's default.
    public var skeleton: String?
    /// The key the date is stored under, or `nil` for the skin's default (`refreshkit.<id>`).
    public var storeKey: String?

    /// Creates settings.
    public init(style: LastUpdatedFormatter.Style = .relative, skeleton: String? = nil, storeKey: String? = nil) {
        self.style = style
        self.skeleton = skeleton
        self.storeKey = storeKey
    }
}
