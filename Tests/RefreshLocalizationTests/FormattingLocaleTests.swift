import CICUShim
import Foundation
import Testing

@testable import RefreshLocalization

/// The formatter caches are keyed by what ICU's formatters read of a locale
/// (`LocaleIdentifier.formattingLocale`), not by the tag as written: 6,000 batch lines of distinct
/// `en-x-…` tags took 5 s (each opened its own ICU formatters), against 0.02 s for one tag.
@Suite struct FormattingLocaleTests {
    /// Tags and what a formatter reads of them.
    static let resolutions: [(String, String)] = [
        ("en", "en"), ("en-x-a1", "en"), ("en-GB-x-report-42", "en-GB"), ("en-Latn-US", "en-US"),
        ("de-AT-abcde", "de-AT"), ("zh-TW", "zh-Hant-TW"), ("sr-Latn", "sr-Latn"), ("en-US-posix", "en-US-posix"),
        ("ar-u-nu-latn", "ar-u-nu-latn"), ("ar-u-nu-zzzzz", "ar"), ("en-u-hc-h23", "en-u-hc-h23"),
        ("en-u-hc-h99", "en"), ("th-u-ca-gregory", "th-u-ca-gregory"), ("th-u-ca-nonsense", "th"),
        ("en-u-rg-gbzzzz", "en-u-rg-gbzzzz"), ("en-u-rg-qqzzzz", "en-u-rg-qqzzzz"),
        // A region ICU does not know still counts: the hour cycle is then the world's (24 hours).
        ("en-QQ", "en-QQ"), ("en-AQ", "en-AQ"), ("fr-CA-u-co-phonebk-x-y", "fr-CA"),
    ]

    @Test("A locale is resolved to what ICU's formatters read of it", arguments: resolutions)
    func resolved(tag: String, expected: String) throws {
        #expect(try LocaleIdentifier(tag).formattingLocale == LocaleIdentifier(expected))
    }

    /// Values ICU does not know (`nu-zzzzz`, `hc-h99`) are left out of the resolved locale, as ICU
    /// ignores them or fails to open a formatter with them: the tags whose own formatting compares.
    static let comparable = resolutions.filter { tag, _ in
        !["zzzzz", "h99", "nonsense"].contains(where: tag.hasSuffix)
    }

    @Test("The resolved locale formats every date and phrase as the locale itself does", arguments: comparable)
    func formatsAlike(tag: String, expected: String) throws {
        let requested = try LocaleIdentifier(tag).icuIdentifier
        let resolved = try LocaleIdentifier(tag).formattingLocale.icuIdentifier
        let date = instant("2026-03-05T21:07:00Z")
        for skeleton in ["yMMMMdjmm", "EEEEjmm", "Md", "GyMMMd"] {
            #expect(
                RawICU.date(requested, skeleton, "Asia/Kolkata", date)
                    == RawICU.date(resolved, skeleton, "Asia/Kolkata", date),
                "\(tag) \(skeleton)"
            )
        }
        for (offset, unit) in [(-5.0, RK_ICU_UNIT_MINUTE), (-1, RK_ICU_UNIT_DAY), (-3, RK_ICU_UNIT_WEEK)] {
            #expect(
                RawICU.relative(requested, offset, Int(unit), numeric: false)
                    == RawICU.relative(resolved, offset, Int(unit), numeric: false),
                "\(tag) \(offset)"
            )
        }
    }

    @Test("Formatters of tags that differ only in what no formatter reads share one engine")
    func sharedEngines() throws {
        let english = try LastUpdatedFormatter(locale: LocaleIdentifier("en"), timeZone: "Europe/Berlin")
        for index in 0..<500 {
            let locale = try LocaleIdentifier("en-x-a\(index)")
            let formatter = try LastUpdatedFormatter(locale: locale, timeZone: "Europe/Berlin")
            #expect(formatter.engine === english.engine)
            // The formatter still says which locale it was made for.
            #expect(formatter.locale == locale)
        }
        // A labeler cache negotiates each tag once, and every one shares the `en` labeler's dates.
        let cache = try LabelerCache(catalogs: CatalogSet.builtIn)
        let first = try cache.labeler(forAcceptLanguage: "en-x-a0")
        for index in 1..<200 {
            let labeler = try cache.labeler(forAcceptLanguage: "en-x-a\(index)")
            #expect(labeler.dateFormatter.engine === first.dateFormatter.engine)
            #expect(labeler.strings.dateLocale == .english)
        }
    }

    @Test("A locale ICU has no data for is still unknown")
    func unknown() throws {
        #expect(throws: LocalizationError.unknownLocale("xx")) { try LocaleIdentifier("xx").formattingLocale }
        // ICU has no English in Cyrillic: it would format in root's patterns.
        #expect(throws: LocalizationError.unknownLocale("en-Cyrl")) { try LocaleIdentifier("en-Cyrl").formattingLocale }
        #expect(throws: LocalizationError.unknownLocale("xx-x-a1")) {
            try LastUpdatedFormatter(locale: LocaleIdentifier("xx-x-a1"))
        }
    }
}
