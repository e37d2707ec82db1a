import RefreshCore

/// A formatted catalog entry, with where it came from so callers can warn about fallbacks and
/// lay out right-to-left text.
public struct LocalizedText: Sendable, Hashable, CustomStringConvertible {
    /// The finished text, e.g. "Last updated: 5 minutes ago".
    public let text: String
    /// The key it was formatted from.
    public let key: MessageKey
    /// The catalog locale the whole text is in.
    public let locale: LocaleIdentifier
    /// Whether the text is not in the requested language (no catalog matched, or the matched
    /// catalog lacks this key), so the caller should say so.
    public let isFallback: Bool
    /// Whether the text runs right to left.
    public let isRightToLeft: Bool

    /// Creates a text value.
    public init(text: String, key: MessageKey, locale: LocaleIdentifier, isFallback: Bool, isRightToLeft: Bool) {
        self.text = text
        self.key = key
        self.locale = locale
        self.isFallback = isFallback
        self.isRightToLeft = isRightToLeft
    }

    /// The text.
    public var description: String { text }
}
