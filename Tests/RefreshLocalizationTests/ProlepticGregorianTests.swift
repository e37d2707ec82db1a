import Foundation
import RefreshLocalization
import Testing

/// RFC 3339 and ISO 8601 dates are proleptic Gregorian: a day before 1582-10-15 is written as that
/// day, not as the Julian day ICU's default calendar gives it (ten days earlier in 1500, two in
/// AD 1), and a year up to 0 with its era, so that 1 BC does not read as AD 1.
@Suite struct ProlepticGregorianTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// Seconds since 1970 (the proleptic Gregorian instant; Foundation's parser is Julian there).
        let seconds: Double
        let locale: String
        let style: LastUpdatedFormatter.Style
        var timeZone = "UTC"
        let expected: String

        var testDescription: String { "\(locale) \(style) \(seconds) in \(timeZone)" }
    }

    /// 0001-01-01T00:00:00Z, 0000-01-01T00:00:00Z, 1500-03-01T00:00:00Z, 1582-10-04T12:00:00Z.
    /// (ICU 72 writes a narrow no-break space before AM and PM.)
    static let yearOne = -62_135_596_800.0
    static let yearZero = -62_167_219_200.0
    static let march1500 = -14_826_672_000.0
    static let lastJulianDay = -12_220_200_000.0

    static let cases: [Case] = [
        Case(seconds: yearOne, locale: "en", style: .relative, expected: "January 1, 1"),
        Case(seconds: yearZero, locale: "en", style: .relative, expected: "January 1, 1 BC"),
        Case(seconds: march1500, locale: "en", style: .relative, expected: "March 1, 1500"),
        Case(seconds: lastJulianDay, locale: "en", style: .absolute, expected: "October 4, 1582 at 12:00\u{202F}PM"),
        Case(seconds: yearZero, locale: "en", style: .calendar, expected: "January 1, 1 BC at 12:00\u{202F}AM"),
        // 0000-12-31T23:30:00Z is AD 1 in Tokyo (local mean time, +9:18:59): no era there.
        Case(seconds: yearOne - 1800, locale: "en", style: .calendar, expected: "December 31, 1 BC at 11:30\u{202F}PM"),
        Case(
            seconds: yearOne - 1800,
            locale: "en",
            style: .calendar,
            timeZone: "Asia/Tokyo",
            expected: "January 1, 1 at 8:48\u{202F}AM"
        ),
        Case(seconds: yearZero, locale: "ja", style: .absolute, expected: "紀元前1年1月1日 0:00"),
        // Thai's own calendar is the Buddhist one, whose days are Gregorian days too.
        Case(seconds: march1500, locale: "th", style: .absolute, expected: "1 มีนาคม 2043 เวลา 00:00"),
        Case(seconds: march1500, locale: "zh-TW-u-ca-roc", style: .absolute, expected: "民國前412年3月1日 上午12:00"),
        // A calendar that counts days its own way has no Julian period to leave: as it was.
        Case(
            seconds: march1500,
            locale: "en-u-ca-hebrew",
            style: .absolute,
            expected: "20 Adar 5260 at 12:00\u{202F}AM"
        ),
    ]

    @Test("Dates before the Gregorian reform are proleptic Gregorian days, with an era up to year 0", arguments: cases)
    func prolepticDays(_ example: Case) throws {
        let formatter = try LastUpdatedFormatter(
            locale: LocaleIdentifier(example.locale),
            style: example.style,
            capitalization: .beginningOfSentence,
            timeZone: example.timeZone
        )
        let text = try formatter.string(
            for: Date(timeIntervalSince1970: example.seconds),
            relativeTo: Date(timeIntervalSince1970: 1_767_225_600)
        )
        #expect(text == example.expected)
    }
}
