internal import CICUShim
import RefreshSupport

/// A well-formed locale, in ICU's canonical form. Create one from a BCP 47 tag (`zh-Hant-TW`)
/// or a POSIX locale id (`de_AT.UTF-8`); either is checked and canonicalized by ICU.
///
/// Being well-formed does not mean ICU or a catalog has data for it: see ``hasICUData`` and
/// ``LocaleMatcher``.
public struct LocaleIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// ICU's locale id, e.g. `zh_Hant` or `pt_BR`.
    public let icuIdentifier: String
    /// The BCP 47 language tag, e.g. `zh-Hant` or `pt-BR`.
    public let languageTag: String

    /// English, the fallback when nothing else matches.
    public static let english = LocaleIdentifier(trusted: "en", tag: "en")

    init(trusted icuIdentifier: String, tag: String) {
        self.icuIdentifier = icuIdentifier
        self.languageTag = tag
    }

    /// Parses a BCP 47 tag (`de-AT`, `zh-Hant`, `es-419`) or a POSIX locale id (`de_AT`,
    /// `de_AT.UTF-8`, `sr_RS@latin`). `C` and `POSIX` mean English.
    ///
    /// - Throws: ``LocalizationError/malformedLocale(_:reason:)`` when the text is not a locale.
    public init(_ text: String) throws(LocalizationError) {
        let trimmed = text.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty else {
            throw .malformedLocale(text, reason: "it is empty")
        }
        guard trimmed.utf8.allSatisfy({ $0 < 0x80 && $0 > 0x20 }) else {
            throw .malformedLocale(text, reason: "it contains characters that are not ASCII letters, digits or - _ . @")
        }
        if trimmed == "C" || trimmed == "POSIX" || trimmed.hasPrefix("C.") {
            self = .english
            return
        }
        let isPOSIX = trimmed.contains("_") || trimmed.contains(".") || trimmed.contains("@")
        var icuID: String
        if isPOSIX {
            // Drop the code set (".UTF-8"); keep an @modifier for ICU to interpret.
            var base = trimmed
            var modifier = ""
            if let at = base.firstIndex(of: "@") {
                modifier = String(base[at...])
                base = String(base[..<at])
            }
            if let dot = base.firstIndex(of: ".") { base = String(base[..<dot]) }
            // POSIX modifiers that name a script.
            switch modifier.lowercased() {
            case "@latin": modifier = ""; base = Self.insertScript("Latn", into: base)
            case "@cyrillic": modifier = ""; base = Self.insertScript("Cyrl", into: base)
            case "@euro", "": modifier = ""
            default: break
            }
            let parts = base.split(separator: "_", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else {
                throw .malformedLocale(text, reason: "a POSIX id must look like 'de_AT' or 'de_AT.UTF-8'")
            }
            let (canonical, status) = ICU.chars { rk_icu_locale_canonicalize(base + modifier, $0, $1, &$2) }
            guard !ICU.failed(status), !canonical.isEmpty else {
                throw .malformedLocale(text, reason: "ICU could not canonicalize it (\(ICU.name(status)))")
            }
            icuID = canonical
        } else {
            var parsed: Int32 = 0
            let (id, status) = ICU.chars { rk_icu_locale_for_language_tag(trimmed, $0, $1, &parsed, &$2) }
            guard !ICU.failed(status), Int(parsed) == trimmed.utf8.count, !id.isEmpty else {
                let at = Int(parsed)
                throw .malformedLocale(
                    text,
                    reason: "it is not a well-formed BCP 47 language tag (problem at character \(at + 1))"
                )
            }
            icuID = id
        }
        let (language, languageStatus) = ICU.chars { rk_icu_locale_language(icuID, $0, $1, &$2) }
        guard !ICU.failed(languageStatus), (2...8).contains(language.count), language != "und",
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else {
            throw .malformedLocale(text, reason: "it does not start with a language code such as 'en' or 'de'")
        }
        let (tag, tagStatus) = ICU.chars { rk_icu_locale_to_language_tag(icuID, 1, $0, $1, &$2) }
        guard !ICU.failed(tagStatus), !tag.isEmpty else {
            throw .malformedLocale(text, reason: "ICU cannot express it as a BCP 47 tag (\(ICU.name(tagStatus)))")
        }
        // Round-trip through the tag so that both spellings give one identifier.
        var parsed: Int32 = 0
        let (roundTrip, roundStatus) = ICU.chars { rk_icu_locale_for_language_tag(tag, $0, $1, &parsed, &$2) }
        if !ICU.failed(roundStatus), !roundTrip.isEmpty { icuID = roundTrip }
        self.init(trusted: icuID, tag: tag)
    }

    private static func insertScript(_ script: String, into base: String) -> String {
        var parts = base.split(separator: "_").map(String.init)
        guard !parts.isEmpty else { return base }
        parts.insert(script, at: 1)
        return parts.joined(separator: "_")
    }

    /// The language subtag, e.g. `zh`.
    public var language: String {
        ICU.chars { rk_icu_locale_language(icuIdentifier, $0, $1, &$2) }.0
    }

    /// The script subtag if one is given, e.g. `Hant`; empty otherwise.
    public var script: String {
        ICU.chars { rk_icu_locale_script(icuIdentifier, $0, $1, &$2) }.0
    }

    /// The region subtag if one is given, e.g. `TW` or `419`; empty otherwise.
    public var region: String {
        ICU.chars { rk_icu_locale_region(icuIdentifier, $0, $1, &$2) }.0
    }

    /// The locale with likely subtags added (ICU's `addLikelySubtags`): `zh-TW` gives `zh-Hant-TW`.
    public var maximized: LocaleIdentifier {
        let (id, status) = ICU.chars { rk_icu_locale_add_likely_subtags(icuIdentifier, $0, $1, &$2) }
        guard !ICU.failed(status), !id.isEmpty else { return self }
        let (tag, tagStatus) = ICU.chars { rk_icu_locale_to_language_tag(id, 0, $0, $1, &$2) }
        return LocaleIdentifier(trusted: id, tag: ICU.failed(tagStatus) ? languageTag : tag)
    }

    /// ICU's numbering system for this locale: `latn` (0–9), `arab` (٠–٩), `arabext` (۰–۹),
    /// `deva` (०–९), `thai` (๐–๙), … A `-u-nu-` extension (`ar-u-nu-latn`) wins over the
    /// locale's default (`ar` is `arab`, `ar-MA` is `latn`, `mr` is `deva`).
    public var numberingSystem: String {
        let (name, status) = ICU.chars { rk_icu_locale_numbering_system(icuIdentifier, $0, $1, &$2) }
        return ICU.failed(status) || name.isEmpty ? "latn" : name
    }

    /// This locale with the numbering system `name` (`-u-nu-name`), or the locale unchanged when
    /// ICU does not accept `name`.
    public func withNumberingSystem(_ name: String) -> LocaleIdentifier {
        let (id, status) = ICU.chars { rk_icu_locale_set_keyword(icuIdentifier, "numbers", name, $0, $1, &$2) }
        guard !ICU.failed(status), !id.isEmpty else { return self }
        let (tag, tagStatus) = ICU.chars { rk_icu_locale_to_language_tag(id, 1, $0, $1, &$2) }
        guard !ICU.failed(tagStatus), !tag.isEmpty, let locale = try? LocaleIdentifier(tag) else { return self }
        return locale
    }

    /// Whether text in this locale runs right to left (from ICU's character orientation data).
    public var isRightToLeft: Bool {
        var status: Int32 = 0
        let result = rk_icu_locale_is_right_to_left(icuIdentifier, &status)
        return !ICU.failed(status) && result != 0
    }

    /// Whether ICU has locale data for this locale (itself or a parent other than root). Dates
    /// can be formatted for any locale where this is true, with or without a catalog.
    public var hasICUData: Bool { rk_icu_locale_has_data(icuIdentifier) != 0 }

    /// What ICU's date and relative-date formatters read of this locale (see
    /// `rk_icu_locale_for_formatting`): the locale whose data ICU has, the region, and the calendar,
    /// numbering system, hour cycle and region override when ICU knows them. `en-x-a1` and
    /// `en-Cyrl` are `en`; `de-AT-u-nu-latn` stays as it is. Locales that format alike share one
    /// set of formatters (``FormatterStore``), whatever else their tags carry.
    ///
    /// - Throws: ``LocalizationError/unknownLocale(_:)`` when ICU has no data for the locale.
    var formattingLocale: LocaleIdentifier {
        get throws(LocalizationError) {
            let (id, status) = ICU.chars { rk_icu_locale_for_formatting(icuIdentifier, $0, $1, &$2) }
            guard !ICU.failed(status), !id.isEmpty else {
                if Int(status) == RK_ICU_UNKNOWN_LOCALE_ERROR { throw .unknownLocale(languageTag) }
                throw .icu(operation: "resolving a locale for formatting", status: ICU.name(status))
            }
            guard id != icuIdentifier else { return self }
            // The same spelling as a locale parsed from its tag, so that equal locales compare equal.
            let (tag, tagStatus) = ICU.chars { rk_icu_locale_to_language_tag(id, 0, $0, $1, &$2) }
            guard !ICU.failed(tagStatus), !tag.isEmpty else { return self }
            var parsed: Int32 = 0
            let (roundTrip, roundStatus) = ICU.chars { rk_icu_locale_for_language_tag(tag, $0, $1, &parsed, &$2) }
            guard !ICU.failed(roundStatus), !roundTrip.isEmpty else { return self }
            return LocaleIdentifier(trusted: roundTrip, tag: tag)
        }
    }

    /// The BCP 47 tag.
    public var description: String { languageTag }
}
