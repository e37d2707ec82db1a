import CICUShim
import Foundation
import RefreshLocalization
import Testing

/// A date phrase inside "Last updated: {date}" reads in the middle of a sentence; alone, or at the
/// start of a pattern, it starts a sentence. ICU never lowers a letter, and some locales (vi, fil)
/// store their phrases capitalized, so RefreshKit lowers the first letter of relative phrases in
/// the middle-of-sentence context. All expectations are ICU's real output.
@Suite struct DateCapitalizationTests {
    static let now = instant("2026-11-29T12:00:00Z")

    struct Case: Sendable, CustomStringConvertible {
        let locale: String
        let secondsAgo: Double
        let inSentence: String
        let alone: String
        var description: String { "\(locale) \(secondsAgo)" }
    }

    static let cases = [
        Case(locale: "vi", secondsAgo: 90_000, inSentence: "Cập nhật lần cuối: hôm qua", alone: "Hôm qua"),
        Case(locale: "vi", secondsAgo: 180_000, inSentence: "Cập nhật lần cuối: hôm kia", alone: "Hôm kia"),
        Case(locale: "de", secondsAgo: 90_000, inSentence: "Zuletzt aktualisiert: gestern", alone: "Gestern"),
        Case(locale: "de", secondsAgo: 300, inSentence: "Zuletzt aktualisiert: vor 5 Minuten", alone: "Vor 5 Minuten"),
        Case(locale: "fr", secondsAgo: 90_000, inSentence: "Dernière mise à jour\u{A0}: hier", alone: "Hier"),
        Case(locale: "es", secondsAgo: 90_000, inSentence: "Última actualización: ayer", alone: "Ayer"),
        Case(locale: "ru", secondsAgo: 90_000, inSentence: "Обновлено: вчера", alone: "Вчера"),
        Case(locale: "en", secondsAgo: 90_000, inSentence: "Last updated: yesterday", alone: "Yesterday"),
        Case(locale: "en", secondsAgo: 10, inSentence: "Last updated: now", alone: "Now"),
        Case(
            locale: "fil",
            secondsAgo: 180_000,
            inSentence: "Huling na-update: araw bago ang kahapon",
            alone: "Araw bago ang kahapon"
        ),
    ]

    @Test(arguments: cases) func insideTheLabelThePhraseReadsMidSentence(test: Case) throws {
        let strings = catalogs.strings(for: try LocaleIdentifier(test.locale))
        let label = try strings.lastUpdated(Self.now.addingTimeInterval(-test.secondsAgo), relativeTo: Self.now)
        #expect(label.text == test.inSentence)
    }

    @Test(arguments: cases) func aloneThePhraseStartsASentence(test: Case) throws {
        let formatter = try LastUpdatedFormatter(
            locale: LocaleIdentifier(test.locale),
            capitalization: .beginningOfSentence
        )
        #expect(
            try formatter.string(for: Self.now.addingTimeInterval(-test.secondsAgo), relativeTo: Self.now) == test.alone
        )
    }

    @Test func icuItselfKeepsTheVietnameseCapital() {
        // Why RefreshKit lowers it: ICU's middle-of-sentence context does not.
        let raw = RawICU.relative("vi", -1, Int(RK_ICU_UNIT_DAY), numeric: false)
        #expect(raw == "Hôm qua")
    }

    @Test func theCalendarStyleLowersTheDayInsideTheSentence() throws {
        let strings = catalogs.strings(for: try LocaleIdentifier("vi"))
        let label = try strings.lastUpdated(
            instant("2026-11-28T09:12:00Z"),
            relativeTo: Self.now,
            style: .calendar
        )
        #expect(label.text == "Cập nhật lần cuối: 09:12 hôm qua")
    }

    @Test(arguments: [
        ("vi", "{date} là lần cập nhật cuối", "Hôm qua là lần cập nhật cuối"),
        ("de", "{date} aktualisiert", "Gestern aktualisiert"),
        ("en", "{date}: last update", "Yesterday: last update"),
    ])
    func aPatternThatStartsWithTheDateCapitalizesIt(locale: String, pattern: String, expected: String) throws {
        var entries: [String: String] = [:]
        for key in english.keys { entries[key] = english[key] }
        entries["header.lastUpdated"] = pattern
        let tag = try LocaleIdentifier(locale)
        // The second catalog replaces the first when both are English.
        let set = try CatalogSet(catalogs: [english, Catalog(locale: tag, entries: entries)])
        let label = try set.strings(for: tag).lastUpdated(Self.now.addingTimeInterval(-90_000), relativeTo: Self.now)
        #expect(label.text == expected)
    }

    @Test func absoluteDatesKeepTheirMonthNames() throws {
        let formatter = try LastUpdatedFormatter(locale: .english, style: .absolute, capitalization: .middleOfSentence)
        let text = try formatter.string(for: instant("2024-03-05T14:03:00Z"), relativeTo: Self.now)
        #expect(text.hasPrefix("March 5, 2024"), "\(text)")
    }
}
