import RefreshSupport

/// The outcome of choosing a catalog for a ``LocaleRequest``.
///
/// When ``isFallback`` is true none of the requested languages (with their scripts) has a catalog,
/// and the nearest catalog in another language, or the fallback (English), was used: callers
/// should say so, for example with a warning on stderr or a log line.
public struct LocaleMatch: Sendable, Hashable {
    /// What was asked for.
    public let request: LocaleRequest
    /// The catalog locale chosen, e.g. `de` for a request of `de-AT`.
    public let locale: LocaleIdentifier
    /// The requested locale that led to the choice (also for a cross-language nearest match),
    /// or `nil` when nothing matched and the fallback was used.
    public let matchedPreference: LocaleIdentifier?
    /// Whether the chosen catalog is not in any requested language and script.
    public let isFallback: Bool

    /// Creates a match result.
    public init(
        request: LocaleRequest,
        locale: LocaleIdentifier,
        matchedPreference: LocaleIdentifier?,
        isFallback: Bool
    ) {
        self.request = request
        self.locale = locale
        self.matchedPreference = matchedPreference
        self.isFallback = isFallback
    }

    /// A sentence for the user when the match is a fallback, `nil` otherwise.
    public var warning: String? {
        guard isFallback else { return nil }
        let asked = request.preferences.isEmpty ? "no language" : "'\(ControlCharacters.escaped(request.description))'"
        return "no catalog for \(asked); using '\(locale.languageTag)' instead"
    }
}
