import RefreshFoundation
import RefreshSupport

/// What a reader asked for: locales in order of preference, from a single tag, a POSIX id, an
/// Accept-Language header, a list of preferred languages, or the process environment.
public struct LocaleRequest: Sendable, Hashable, CustomStringConvertible {
    /// The requested locales, most preferred first.
    public let preferences: [LocaleIdentifier]
    /// Entries that were skipped because they were malformed: of an Accept-Language header (the
    /// lenient ``init(acceptLanguage:)``) or of `LANGUAGE` (``fromEnvironment(_:)``).
    public let ignoredEntries: [String]

    /// A request for exactly these locales, most preferred first.
    public init(_ preferences: [LocaleIdentifier]) {
        self.preferences = preferences
        self.ignoredEntries = []
    }

    /// Parses a list of preferred languages (BCP 47 tags or POSIX ids), most preferred first.
    ///
    /// - Throws: ``LocalizationError/malformedLocale(_:reason:)`` for the first malformed entry.
    public init(preferredLanguages: [String]) throws(LocalizationError) {
        self.init(try preferredLanguages.map { (language) throws(LocalizationError) in try LocaleIdentifier(language) })
    }

    /// Parses what a user typed or a program received: a single BCP 47 tag (`de-AT`), a POSIX id
    /// (`de_AT.UTF-8`) or an Accept-Language list (`de-AT,de;q=0.9,en;q=0.5`). Strict: any
    /// malformed entry is an error.
    ///
    /// - Throws: ``LocalizationError/malformedLocale(_:reason:)``.
    public static func parse(_ text: String) throws(LocalizationError) -> LocaleRequest {
        let entries = try Self.acceptLanguageEntries(text, strict: true)
        return LocaleRequest(entries.locales, ignored: [])
    }

    /// Parses an HTTP Accept-Language header leniently, as a server should: malformed entries are
    /// skipped and listed in ``ignoredEntries``; entries with `q=0` and the wildcard `*` are dropped;
    /// the rest are ordered by q-value (ties keep header order).
    public init(acceptLanguage header: String) {
        let entries = (try? Self.acceptLanguageEntries(header, strict: false)) ?? (locales: [], ignored: [])
        self.init(entries.locales, ignored: entries.ignored)
    }

    private init(_ preferences: [LocaleIdentifier], ignored: [String]) {
        self.preferences = preferences
        self.ignoredEntries = ignored
    }

    /// The request the process environment makes, as GNU gettext reads it:
    ///
    /// 1. The locale is the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG` (POSIX
    ///    precedence), parsed as a POSIX id.
    /// 2. `LANGUAGE`, a colon-separated list of languages (`de:en`, `pt_BR:pt`), comes before that
    ///    locale, unless the locale is unset, `C` or `POSIX`: gettext ignores `LANGUAGE` then, so
    ///    that programs run with `LC_ALL=C` give their untranslated (here English) output. `C.UTF-8`
    ///    is not `C` for this rule, as in glibc. Malformed and empty entries of `LANGUAGE` are
    ///    skipped and listed in ``ignoredEntries``.
    ///
    /// The result is `LANGUAGE`'s entries followed by the locale (`LANGUAGE=de:en LANG=fr_FR.UTF-8`
    /// gives `de, en, fr-FR`). `C` and `POSIX` mean English. Returns `nil` when no locale variable
    /// is set, or its value is malformed (the caller decides how to warn); then `LANGUAGE` is
    /// ignored too, as gettext does when `setlocale` fails.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> LocaleRequest? {
        guard let name = ["LC_ALL", "LC_MESSAGES", "LANG"].first(where: { !(environment[$0] ?? "").isEmpty }),
            let value = environment[name], let locale = try? LocaleIdentifier(value)
        else { return nil }
        let trimmed = value.trimmingASCIIWhitespace()
        guard trimmed != "C" && trimmed != "POSIX", let list = environment["LANGUAGE"], !list.isEmpty else {
            return LocaleRequest([locale])
        }
        var preferences: [LocaleIdentifier] = []
        var ignored: [String] = []
        for entry in list.split(separator: ":", omittingEmptySubsequences: true).map(String.init) {
            if let language = try? LocaleIdentifier(entry) {
                if !preferences.contains(language) { preferences.append(language) }
            } else {
                ignored.append(entry)
            }
        }
        if !preferences.contains(locale) { preferences.append(locale) }
        return LocaleRequest(preferences, ignored: ignored)
    }

    /// The requested tags, joined by commas.
    public var description: String { preferences.map(\.languageTag).joined(separator: ",") }

    private static func acceptLanguageEntries(
        _ text: String,
        strict: Bool
    ) throws(LocalizationError) -> (locales: [LocaleIdentifier], ignored: [String]) {
        var weighted: [(locale: LocaleIdentifier, q: Double, index: Int)] = []
        var ignored: [String] = []
        let rawEntries = text.split(separator: ",", omittingEmptySubsequences: false)
        for (index, rawEntry) in rawEntries.enumerated() {
            let entry = String(rawEntry).trimmingASCIIWhitespace()
            if entry.isEmpty {
                if strict && rawEntries.count > 1 {
                    throw .malformedLocale(text, reason: "entry \(index + 1) of the list is empty")
                }
                continue
            }
            let pieces = entry.split(separator: ";", omittingEmptySubsequences: false).map {
                String($0).trimmingASCIIWhitespace()
            }
            var q = 1.0
            var valid = true
            var reason = ""
            for parameter in pieces.dropFirst() {
                let lower = parameter.lowercased()
                if lower.hasPrefix("q="), let value = Double(lower.dropFirst(2)), (0...1).contains(value),
                    lower.count <= 7
                {
                    q = value
                } else {
                    valid = false
                    let shown = ControlCharacters.escaped(parameter)
                    reason = "'\(shown)' is not a q-value between 0 and 1 (write 'q=0.8')"
                }
            }
            if pieces[0] == "*" {
                continue  // "any language": the fallback covers it
            }
            if valid {
                do {
                    let locale = try LocaleIdentifier(pieces[0])
                    if q > 0 { weighted.append((locale, q, index)) }
                    continue
                } catch {
                    reason = "'\(ControlCharacters.escaped(pieces[0]))' is not a language tag"
                }
            }
            if strict {
                throw .malformedLocale(text, reason: reason)
            }
            ignored.append(entry)
        }
        if strict && weighted.isEmpty {
            throw .malformedLocale(text, reason: "it names no language")
        }
        weighted.sort { $0.q != $1.q ? $0.q > $1.q : $0.index < $1.index }
        var seen = Set<LocaleIdentifier>()
        let locales = weighted.map(\.locale).filter { seen.insert($0).inserted }
        return (locales, ignored)
    }
}
