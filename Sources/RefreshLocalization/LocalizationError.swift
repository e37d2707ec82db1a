import RefreshSupport

/// Everything that can go wrong in RefreshLocalization. Each message says what was wrong and
/// what to do about it.
public enum LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A locale string is not a BCP 47 tag, a POSIX locale id or an Accept-Language list.
    case malformedLocale(String, reason: String)
    /// ICU has no data for a locale (it would silently format in English or root).
    case unknownLocale(String)
    /// An IANA time zone id that ICU does not know.
    case unknownTimeZone(String)
    /// A catalog key that no catalog (not even the English fallback) defines.
    case unknownKey(String, locale: String)
    /// A `.strings` catalog could not be parsed.
    case catalogSyntax(file: String, line: Int, column: Int, message: String)
    /// A catalog or pattern could not be read from disk.
    case unreadableCatalog(file: String, reason: String)
    /// A MessageFormat pattern does not compile.
    case patternSyntax(pattern: String, offset: Int, context: String, icuStatus: String)
    /// A MessageFormat pattern nests braces deeper than ``MessageFormatter/maximumNesting``: ICU
    /// parses and formats nested messages recursively, so such a pattern could overflow the stack.
    case patternTooDeep(pattern: String, offset: Int, limit: Int)
    /// Formatting a message failed (for example an argument of the wrong type).
    case formatFailed(pattern: String, icuStatus: String)
    /// Another error, with the place in a file where the text that caused it was written (for
    /// example a skin's string override, when it fails to format at display time).
    indirect case located(file: String, line: Int, column: Int, LocalizationError)
    /// A date skeleton or pattern was rejected by ICU.
    case badDateSkeleton(String, icuStatus: String)
    /// Any other ICU failure, with the operation that failed.
    case icu(operation: String, status: String)
    /// The catalog set has no catalog for the fallback locale.
    case missingFallbackCatalog(String)
    /// A date (or "now") that is NaN, infinite or more than 100,000,000 days (about 273,790 years)
    /// from 1970; the value is in seconds since 1970.
    case dateOutOfRange(secondsSince1970: Double)
    /// A date further in the future than the clock-skew tolerance, under
    /// ``RelativeDateThresholds/FuturePolicy/error``; both values are in seconds.
    case futureDate(secondsAhead: Double, tolerance: Double)

    /// A message that tells the reader what to do; control characters in it (from a catalog, a
    /// pattern, an environment variable) are escaped and a long message is cut.
    public var description: String {
        ControlCharacters.escaped(text, limit: ControlCharacters.messageLimit)
    }

    private var text: String {
        // Every value quoted from data or input is cut (``ControlCharacters/escaped(_:limit:)``),
        // so the advice after it is never lost to the message's own cut.
        func quoted(_ value: String) -> String { ControlCharacters.escaped(value) }
        switch self {
        case .malformedLocale(let text, let reason):
            return "malformed locale '\(quoted(text))': \(reason). Use a BCP 47 tag such as 'de-AT' or 'zh-Hant', "
                + "a POSIX id such as 'de_AT.UTF-8', or an Accept-Language list such as 'de-AT,de;q=0.9,en;q=0.5'."
        case .unknownLocale(let text):
            return "ICU has no data for locale '\(quoted(text))'. "
                + "Use a locale that ICU knows, such as 'en', 'de' or 'ja'."
        case .unknownTimeZone(let zone):
            return "unknown time zone '\(quoted(zone))'. Use an IANA time zone id such as 'Europe/Berlin', "
                + "'America/New_York' or 'UTC'."
        case .unknownKey(let key, let locale):
            return "unknown catalog key '\(quoted(key))' (locale \(quoted(locale))). "
                + "Use one of the keys in the English catalog "
                + "(en.strings), such as 'header.pull' or 'header.lastUpdated'."
        case .catalogSyntax(let file, let line, let column, let message):
            return "\(file):\(line):\(column): error: \(message)"
        case .unreadableCatalog(let file, let reason):
            return "cannot read catalog '\(quoted(file))': \(reason). "
                + "Check that the file exists and is UTF-8 or UTF-16 text."
        case .patternSyntax(let pattern, let offset, let context, let status):
            let near = context.isEmpty ? "" : " near '\(quoted(context))'"
            return "the message \"\(quoted(pattern))\" has a mistake at character \(offset + 1)\(near): "
                + ICUStatusWording.patternProblem(status)
        case .patternTooDeep(_, let offset, let limit):
            return "the message nests braces more than \(limit) deep (at offset \(offset)); "
                + "write it with fewer nested plural or select arguments."
        case .located(let file, let line, let column, let error):
            return "\(file):\(line):\(column): \(error.description)"
        case .formatFailed(let pattern, let status):
            return "formatting \"\(quoted(pattern))\" failed: \(ICUStatusWording.formatProblem(status)). "
                + "Pass every argument the pattern names, with numbers for plural and number arguments."
        case .badDateSkeleton(let skeleton, let status):
            let reason = status.hasPrefix("U_") ? "" : " (\(status))"
            return "the date skeleton or pattern '\(quoted(skeleton))' is not valid\(reason). Use an ICU skeleton "
                + "such as 'yMMMd', 'jmm' or 'yMMMdjmm'."
        case .icu(let operation, let status):
            return "ICU failed in \(operation) (\(status))."
        case .missingFallbackCatalog(let locale):
            return "the catalog set has no catalog for the fallback locale '\(quoted(locale))'. "
                + "Add \(quoted(locale)).strings."
        case .dateOutOfRange(let seconds):
            return "the date \(seconds) seconds from 1970 cannot be shown: dates are shown from about the year "
                + "-271,821 to 275,760 (100,000,000 days either side of 1970). Check where the date came from."
        case .futureDate(let ahead, let tolerance):
            return
                "the date is \(NumberText.shortest(ahead)) seconds in the future, more than the clock-skew tolerance of "
                + "\(NumberText.shortest(tolerance)) seconds; a last-updated date cannot be later than now. Check the "
                + "clock that stamped it, or read future dates as now (the default future policy)."
        }
    }
}
