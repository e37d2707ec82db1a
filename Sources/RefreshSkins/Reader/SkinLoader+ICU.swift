import RefreshLocalization

extension SkinLoader {
    /// Checks a string override with ICU: the pattern must compile as an ICU MessageFormat
    /// pattern for the locale. Returns what is wrong, or `nil`.
    public static let icuPatternCheck: @Sendable (_ pattern: String, _ locale: String) -> String? = { pattern, locale in
        do throws(LocalizationError) {
            _ = try MessageFormatter(pattern: pattern, locale: try LocaleIdentifier(locale))
            return nil
        } catch {
            return error.description
        }
    }
}
