import Foundation
import RefreshLocalization
import Testing

/// Every label knows the instant it stops being true: checked against the labels themselves.
@Suite struct ValidUntilTests {
    /// Daylight saving (north and south, at midnight in Santiago), offsets of 30 and 45 minutes,
    /// a 30-minute daylight shift (Lord Howe), and none.
    static let zones = [
        "UTC", "Europe/Berlin", "America/New_York", "America/Santiago", "Asia/Kolkata", "Asia/Kathmandu",
        "Pacific/Chatham", "Australia/Lord_Howe", "America/St_Johns", "Australia/Adelaide", "Asia/Tokyo",
    ]
    static let locales = ["en", "de", "ar", "ja", "ru", "hi", "fr", "pl", "fa", "zh-Hant", "sw", "he"]

    /// How far back a date lies: within a minute, an hour, a day, a week, a year, or ten; and a
    /// little or far in the future (taken as now).
    static let spans: [ClosedRange<Double>] = [
        0...120, 0...7_200, 0...200_000, 0...1_000_000, 0...40_000_000, 0...400_000_000, -600...0, -1e8...0,
    ]

    @Test(
        "For random dates, zones and locales, the label 1 s before validUntil is the label now, and the one at validUntil differs",
        arguments: LastUpdatedFormatter.Style.allCases
    )
    func labelChangesExactlyAtValidUntil(style: LastUpdatedFormatter.Style) throws {
        var generator = SystemRandomNumberGenerator()
        var changes = 0
        for _ in 0..<400 {
            let zone = Self.zones[Int.random(in: 0..<Self.zones.count, using: &generator)]
            let tag = Self.locales[Int.random(in: 0..<Self.locales.count, using: &generator)]
            let span = Self.spans[Int.random(in: 0..<Self.spans.count, using: &generator)]
            // Whole milliseconds, as clocks give them, over 1990 to 2040.
            let now = Date(
                timeIntervalSince1970: Double(Int64.random(in: 631_152_000_000...2_208_988_800_000, using: &generator))
                    / 1000
            )
            let date = now.addingTimeInterval(-Double.random(in: span, using: &generator).rounded())
            let labeler = try CatalogSet.builtIn.strings(for: LocaleIdentifier(tag)).lastUpdatedLabeler(
                style: style,
                timeZone: zone
            )
            let label = try labeler.string(for: date, relativeTo: now)
            let place = "\(tag) \(zone) \(style) date \(date.timeIntervalSince1970) now \(now.timeIntervalSince1970)"
            guard let until = try labeler.validUntil(for: date, relativeTo: now) else {
                // Never changes: the same a year and a day later, and twenty years later.
                for later: Double in [366 * 86_400, 20 * 366 * 86_400] {
                    #expect(
                        try labeler.string(for: date, relativeTo: now.addingTimeInterval(later)) == label,
                        "\(place)"
                    )
                }
                continue
            }
            if date <= now { changes += 1 }
            #expect(until > now, "\(place)")
            let before = max(now, until.addingTimeInterval(-1))
            #expect(try labeler.string(for: date, relativeTo: before) == label, "\(place) until \(until)")
            #expect(try labeler.string(for: date, relativeTo: until) != label, "\(place) until \(until)")
        }
        // The relative and calendar styles change for most past dates; the absolute style for
        // none (only a future date, taken as now, moves with the clock).
        #expect(style == .absolute ? changes == 0 : changes > 150)
    }

    struct Case: Sendable, CustomStringConvertible {
        let zone: String
        let date: String
        let now: String
        let until: String?
        var description: String { "\(zone) \(date) at \(now)" }
    }

    @Test(
        "validUntil is the next minute, hour or local midnight, across daylight saving and odd offsets",
        arguments: [
            // 5 min 30 s ago: "5 minutes ago" until 6 minutes have passed.
            Case(zone: "UTC", date: "2026-11-29T14:00:00Z", now: "2026-11-29T14:05:30Z", until: "2026-11-29T14:06:00Z"),
            // Within the first minute: "now" until 60 s after the date.
            Case(zone: "UTC", date: "2026-11-29T14:00:00Z", now: "2026-11-29T14:00:10Z", until: "2026-11-29T14:01:00Z"),
            // 3 h ago: the next whole hour since the date.
            Case(zone: "UTC", date: "2026-11-29T10:20:00Z", now: "2026-11-29T13:50:00Z", until: "2026-11-29T14:20:00Z"),
            // 23 h ago: "23 hours ago" until 24 h, then "yesterday".
            Case(zone: "UTC", date: "2026-11-28T15:00:00Z", now: "2026-11-29T14:30:00Z", until: "2026-11-29T15:00:00Z"),
            // Yesterday in Kolkata (+5:30): until local midnight, 18:30 UTC.
            Case(
                zone: "Asia/Kolkata",
                date: "2026-11-27T12:00:00Z",
                now: "2026-11-28T13:00:00Z",
                until: "2026-11-28T18:30:00Z"
            ),
            // Chatham (+13:45 in summer): local midnight is 10:15 UTC.
            Case(
                zone: "Pacific/Chatham",
                date: "2026-11-26T00:00:00Z",
                now: "2026-11-28T09:00:00Z",
                until: "2026-11-28T10:15:00Z"
            ),
            // New York, the night clocks go back (2026-11-01): "2 days ago" until local midnight
            // of November 2, which is 05:00 UTC (EST), not 04:00.
            Case(
                zone: "America/New_York",
                date: "2026-10-30T12:00:00Z",
                now: "2026-11-01T12:00:00Z",
                until: "2026-11-02T05:00:00Z"
            ),
            // Berlin, the night clocks go forward (2026-03-29): midnight of March 30 is 22:00 UTC.
            Case(
                zone: "Europe/Berlin",
                date: "2026-03-26T12:00:00Z",
                now: "2026-03-29T12:00:00Z",
                until: "2026-03-29T22:00:00Z"
            ),
            // An old date of this year reads "Mar 5" until the new year in the zone.
            Case(
                zone: "Asia/Tokyo",
                date: "2026-03-05T12:00:00Z",
                now: "2026-11-29T12:00:00Z",
                until: "2026-12-31T15:00:00Z"
            ),
            // An old date of an earlier year never changes.
            Case(zone: "UTC", date: "2024-03-05T12:00:00Z", now: "2026-11-29T12:00:00Z", until: nil),
            // A future date reads "now" until a minute after it.
            Case(zone: "UTC", date: "2026-11-30T14:00:00Z", now: "2026-11-29T12:00:00Z", until: "2026-11-30T14:01:00Z"),
        ]
    )
    func knownInstants(test: Case) throws {
        let labeler = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en")).lastUpdatedLabeler(
            timeZone: test.zone
        )
        let until = try labeler.validUntil(for: instant(test.date), relativeTo: instant(test.now))
        #expect(until == test.until.map(instant))
    }

    @Test("A never-updated label and the absolute style never expire")
    func neverExpires() throws {
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier.english)
        let now = instant("2026-11-29T12:00:00Z")
        #expect(try strings.lastUpdatedLabeler().validUntil(for: nil, relativeTo: now) == nil)
        let absolute = try strings.lastUpdatedLabeler(style: .absolute)
        #expect(try absolute.validUntil(for: now.addingTimeInterval(-60), relativeTo: now) == nil)
    }
}

/// What a future date reads as: now by default, an error when asked.
@Suite struct FutureDateTests {
    static let now = instant("2026-11-29T12:00:00Z")

    @Test("By default a future date reads as now, in every style", arguments: LastUpdatedFormatter.Style.allCases)
    func futureReadsAsNow(style: LastUpdatedFormatter.Style) throws {
        for tag in ["en", "de"] {
            let labeler = try CatalogSet.builtIn.strings(for: LocaleIdentifier(tag)).lastUpdatedLabeler(
                style: style,
                timeZone: "Europe/Berlin"
            )
            for ahead: Double in [1, 299, 301, 2 * 86_400, 400 * 86_400] {
                let future = try labeler.string(for: Self.now.addingTimeInterval(ahead), relativeTo: Self.now)
                #expect(future == (try labeler.string(for: Self.now, relativeTo: Self.now)), "\(tag) \(ahead)")
            }
        }
    }

    @Test("With the error policy, a date beyond the skew tolerance throws; within it reads now")
    func futureIsAnError() throws {
        let thresholds = RelativeDateThresholds(futureSkewTolerance: 300, future: .error)
        let formatter = try LastUpdatedFormatter(locale: .english, thresholds: thresholds)
        #expect(try formatter.string(for: Self.now.addingTimeInterval(300), relativeTo: Self.now) == "now")
        #expect(throws: LocalizationError.futureDate(secondsAhead: 301, tolerance: 300)) {
            try formatter.string(for: Self.now.addingTimeInterval(301), relativeTo: Self.now)
        }
        #expect(throws: LocalizationError.futureDate(secondsAhead: 172_800, tolerance: 300)) {
            try formatter.validUntil(for: Self.now.addingTimeInterval(172_800), relativeTo: Self.now)
        }
        let message = LocalizationError.futureDate(secondsAhead: 172_800, tolerance: 300).description
        #expect(
            message.hasPrefix("the date is 172800 seconds in the future, more than the clock-skew tolerance of 300")
        )
    }
}
