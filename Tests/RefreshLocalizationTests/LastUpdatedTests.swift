import CICUShim
import Foundation
import RefreshLocalization
import Testing

@Suite struct RelativeStyleTests {
    static let now = instant("2024-06-14T12:00:00Z")

    struct Case: Sendable, CustomStringConvertible {
        let secondsAgo: Double
        let bucket: RelativeBucket
        var description: String { "\(secondsAgo)s" }
    }

    @Test(arguments: [
        Case(secondsAgo: -200, bucket: .now),  // clock skew
        Case(secondsAgo: 0, bucket: .now),
        Case(secondsAgo: 59, bucket: .now),
        Case(secondsAgo: 60, bucket: .minutes(-1)),
        Case(secondsAgo: 359, bucket: .minutes(-5)),
        Case(secondsAgo: 3599, bucket: .minutes(-59)),
        Case(secondsAgo: 3600, bucket: .hours(-1)),
        Case(secondsAgo: 23 * 3600 + 3599, bucket: .hours(-23)),
        Case(secondsAgo: 30 * 3600, bucket: .days(-1)),
        Case(secondsAgo: 3 * 86400, bucket: .days(-3)),
        Case(secondsAgo: 8 * 86400, bucket: .weeks(-1)),
        Case(secondsAgo: 30 * 86400, bucket: .weeks(-4)),
        Case(secondsAgo: 40 * 86400, bucket: .date(sameYear: true)),
        Case(secondsAgo: 400 * 86400, bucket: .date(sameYear: false)),
        Case(secondsAgo: -7200, bucket: .now),  // beyond skew: a future date reads as now
    ])
    func thresholdsPickTheDocumentedBucket(test: Case) throws {
        let formatter = try LastUpdatedFormatter(locale: .english, timeZone: "UTC")
        let date = Self.now.addingTimeInterval(-test.secondsAgo)
        #expect(try formatter.relativeBucket(for: date, relativeTo: Self.now) == test.bucket)
    }

    @Test func nearestRoundingAndCustomThresholds() throws {
        let thresholds = RelativeDateThresholds(maximumMinutes: 44, rounding: .nearest, prefersNamedForms: false)
        let formatter = try LastUpdatedFormatter(locale: .english, thresholds: thresholds)
        let now = Self.now
        #expect(try formatter.relativeBucket(for: now.addingTimeInterval(-330), relativeTo: now) == .minutes(-6))
        #expect(try formatter.relativeBucket(for: now.addingTimeInterval(-45 * 60), relativeTo: now) == .hours(-1))
        #expect(try formatter.string(for: now.addingTimeInterval(-30 * 3600), relativeTo: now) == "1 day ago")
    }

    @Test(arguments: ["en", "de", "fr", "ru", "ar", "ja", "zh-Hans", "ko", "hi", "sw"])
    func phrasesAreICUsOwn(tag: String) throws {
        let locale = try LocaleIdentifier(tag)
        let id = locale.icuIdentifier
        let formatter = try LastUpdatedFormatter(locale: locale, timeZone: "UTC")
        let now = Self.now
        func phrase(_ secondsAgo: Double) throws -> String {
            try formatter.string(for: now.addingTimeInterval(-secondsAgo), relativeTo: now)
        }
        #expect(try phrase(10) == RawICU.relative(id, 0, RK_ICU_UNIT_SECOND, numeric: false))
        #expect(try phrase(5 * 60) == RawICU.relative(id, -5, RK_ICU_UNIT_MINUTE, numeric: true))
        #expect(try phrase(3 * 3600) == RawICU.relative(id, -3, RK_ICU_UNIT_HOUR, numeric: true))
        #expect(try phrase(26 * 3600) == RawICU.relative(id, -1, RK_ICU_UNIT_DAY, numeric: false))
        #expect(try phrase(7 * 86400) == RawICU.relative(id, -1, RK_ICU_UNIT_WEEK, numeric: false))
        #expect(try phrase(-2 * 3600) == RawICU.relative(id, 0, RK_ICU_UNIT_SECOND, numeric: false))
        #expect(try phrase(60 * 86400) == RawICU.date(id, "MMMMd", "UTC", now.addingTimeInterval(-60 * 86400)))
    }

    @Test func widthsAndCapitalization() throws {
        let now = Self.now
        let date = now.addingTimeInterval(-5 * 60)
        for (width, icuWidth) in [
            (LastUpdatedFormatter.Width.short, RK_ICU_WIDTH_SHORT), (.narrow, RK_ICU_WIDTH_NARROW),
        ] {
            let formatter = try LastUpdatedFormatter(locale: .english, width: width)
            #expect(
                try formatter.string(for: date, relativeTo: now)
                    == RawICU.relative("en", -5, RK_ICU_UNIT_MINUTE, numeric: true, width: Int32(icuWidth))
            )
        }
        let start = try LastUpdatedFormatter(locale: .english, capitalization: .beginningOfSentence)
        #expect(try start.string(for: now.addingTimeInterval(-86400), relativeTo: now) == "Yesterday")
        let middle = try LastUpdatedFormatter(locale: .english, capitalization: .middleOfSentence)
        #expect(try middle.string(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
    }

    @Test func unknownZonesLocalesAndSkeletonsAreErrors() throws {
        #expect(throws: LocalizationError.unknownTimeZone("Mars/Olympus")) {
            try LastUpdatedFormatter(locale: .english, timeZone: "Mars/Olympus")
        }
        #expect(throws: LocalizationError.unknownLocale("xx")) {
            try LastUpdatedFormatter(locale: LocaleIdentifier("xx"))
        }
        #expect(throws: LocalizationError.self) {
            try LastUpdatedFormatter(locale: .english, style: .absolute, skeleton: "y-M-d")
        }
        #expect(LocalizationError.unknownTimeZone("Mars/Olympus").description.contains("Europe/Berlin"))
    }
}

@Suite struct CalendarAndZoneTests {
    @Test func midnightIsCountedInTheReadersZone() throws {
        // 23:50 and 00:10 in New York are one UTC day (03:50Z and 04:10Z) but two local days.
        let date = instant("2024-06-01T03:50:00Z")
        let now = instant("2024-06-01T04:10:00Z")
        let newYork = try LastUpdatedFormatter(locale: .english, style: .calendar, timeZone: "America/New_York")
        let utc = try LastUpdatedFormatter(locale: .english, style: .calendar, timeZone: "UTC")
        #expect(try newYork.calendarDays(from: date, to: now) == 1)
        #expect(try utc.calendarDays(from: date, to: now) == 0)
        let time = RawICU.date("en", "jmm", "America/New_York", date)
        #expect(try newYork.string(for: date, relativeTo: now) == RawICU.dayAndTime("en", days: -1, time: time))
        let text = try newYork.string(for: date, relativeTo: now)
        #expect(text.hasPrefix("yesterday") && text.contains("11:50"))
        let utcTime = RawICU.date("en", "jmm", "UTC", date)
        #expect(try utc.string(for: date, relativeTo: now) == RawICU.dayAndTime("en", days: 0, time: utcTime))
        // The relative style still says minutes.
        let relative = try LastUpdatedFormatter(locale: .english, timeZone: "America/New_York")
        #expect(try relative.string(for: date, relativeTo: now) == "20 minutes ago")
    }

    @Test func springForwardInBerlin() throws {
        // 2024-03-31 02:00 CET jumps to 03:00 CEST. 00:30 local (23:30Z the day before) to 12:00 local.
        let berlin = try LastUpdatedFormatter(
            locale: LocaleIdentifier("de"),
            style: .calendar,
            timeZone: "Europe/Berlin"
        )
        let date = instant("2024-03-30T23:30:00Z")
        let now = instant("2024-03-31T10:00:00Z")
        #expect(try berlin.calendarDays(from: date, to: now) == 0)
        let time = RawICU.date("de", "jmm", "Europe/Berlin", date)
        #expect(time == "00:30")
        #expect(try berlin.string(for: date, relativeTo: now) == RawICU.dayAndTime("de", days: 0, time: time))
        // 23:30 local on the 30th (22:30Z) is yesterday, 11.5 hours before.
        let evening = instant("2024-03-30T22:30:00Z")
        #expect(try berlin.calendarDays(from: evening, to: now) == 1)
        let eveningTime = RawICU.date("de", "jmm", "Europe/Berlin", evening)
        #expect(
            try berlin.string(for: evening, relativeTo: now) == RawICU.dayAndTime("de", days: -1, time: eveningTime)
        )
        let relative = try LastUpdatedFormatter(locale: LocaleIdentifier("de"), timeZone: "Europe/Berlin")
        #expect(
            try relative.string(for: evening, relativeTo: now)
                == RawICU.relative("de", -11, RK_ICU_UNIT_HOUR, numeric: true)
        )
    }

    @Test func fallBackInNewYorkKeepsHoursWithinOneLongDay() throws {
        // 2024-11-03 has 25 hours in New York. 00:10 EDT (04:10Z) to 23:50 EST (04:50Z next day).
        let formatter = try LastUpdatedFormatter(locale: .english, timeZone: "America/New_York")
        let date = instant("2024-11-03T04:10:00Z")
        let now = instant("2024-11-04T04:50:00Z")
        #expect(try formatter.calendarDays(from: date, to: now) == 0)
        #expect(try formatter.relativeBucket(for: date, relativeTo: now) == .hours(-24))
        // One hour later it is the next local day: yesterday.
        #expect(try formatter.relativeBucket(for: date, relativeTo: now.addingTimeInterval(3600)) == .days(-1))
    }

    @Test func weekdayWithinAWeekThenTheDate() throws {
        let formatter = try LastUpdatedFormatter(locale: .english, style: .calendar, timeZone: "Europe/Berlin")
        let now = instant("2024-06-14T10:00:00Z")  // Friday
        let tuesday = instant("2024-06-11T07:12:00Z")
        #expect(
            try formatter.string(for: tuesday, relativeTo: now)
                == RawICU.date("en", "EEEEjmm", "Europe/Berlin", tuesday)
        )
        let old = instant("2024-05-01T07:12:00Z")
        #expect(try formatter.string(for: old, relativeTo: now) == RawICU.date("en", "MMMMdjmm", "Europe/Berlin", old))
        let lastYear = instant("2023-05-01T07:12:00Z")
        #expect(
            try formatter.string(for: lastYear, relativeTo: now)
                == RawICU.date("en", "yMMMMdjmm", "Europe/Berlin", lastYear)
        )
    }

    @Test func absoluteUsesTheSkeleton() throws {
        let date = instant("2024-03-05T13:03:00Z")
        let formatter = try LastUpdatedFormatter(
            locale: LocaleIdentifier("fr"),
            style: .absolute,
            timeZone: "Asia/Tokyo"
        )
        #expect(try formatter.string(for: date) == RawICU.date("fr", "yMMMMdjmm", "Asia/Tokyo", date))
        let custom = try LastUpdatedFormatter(
            locale: .english,
            style: .absolute,
            timeZone: "UTC",
            skeleton: "yMMMdHHmmss"
        )
        #expect(try custom.string(for: date) == RawICU.date("en", "yMMMdHHmmss", "UTC", date))
    }

    @Test func cjkOutput() throws {
        let now = instant("2024-06-14T12:00:00Z")
        let date = now.addingTimeInterval(-5 * 60)
        for tag in ["ja", "zh-Hans", "zh-Hant", "ko"] {
            let strings = catalogs.strings(for: try LocaleIdentifier(tag))
            let label = try strings.lastUpdated(date, relativeTo: now, timeZone: "Asia/Tokyo")
            let phrase = RawICU.relative(strings.locale.icuIdentifier, -5, RK_ICU_UNIT_MINUTE, numeric: true)
            #expect(label.text.hasSuffix(phrase))
            #expect(
                label.text.unicodeScalars.contains {
                    (0x3040...0xD7AF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
                }
            )
        }
        let chinese = catalogs.strings(for: try LocaleIdentifier("zh-Hans"))
        #expect(try chinese.lastUpdated(date, relativeTo: now).text == "上次更新：5分钟前")
        let japanese = try LastUpdatedFormatter(
            locale: LocaleIdentifier("ja"),
            style: .calendar,
            timeZone: "Asia/Tokyo"
        )
        #expect(try japanese.string(for: date, relativeTo: now).contains("今日"))
    }
}

@Suite struct LabelTests {
    static let now = instant("2024-06-14T12:00:00Z")

    @Test func fullLabelInTheReadersLanguage() throws {
        let date = Self.now.addingTimeInterval(-5 * 60)
        let english = catalogs.strings(for: LocaleIdentifier.english)
        #expect(try english.lastUpdated(date, relativeTo: Self.now).text == "Last updated: 5 minutes ago")
        let german = catalogs.strings(for: try LocaleRequest.parse("de-AT,de;q=0.9,en;q=0.5"))
        let label = try german.lastUpdated(date, relativeTo: Self.now, timeZone: "Europe/Vienna")
        #expect(
            label.text == "Zuletzt aktualisiert: " + RawICU.relative("de_AT", -5, RK_ICU_UNIT_MINUTE, numeric: true)
        )
        #expect(!label.isFallback)
        let arabic = try catalogs.strings(for: LocaleIdentifier("ar")).lastUpdated(date, relativeTo: Self.now)
        #expect(arabic.isRightToLeft)
    }

    @Test func neverUpdated() throws {
        let strings = catalogs.strings(for: try LocaleIdentifier("fr"))
        #expect(try strings.lastUpdated(nil).text == "Jamais mis à jour")
    }

    @Test func aLocaleWithoutCatalogGetsOneLanguageForTheWholeLabel() throws {
        // ICU knows Zulu, the catalogs do not: the label is English throughout, and says so.
        let date = Self.now.addingTimeInterval(-5 * 60)
        let zulu = catalogs.strings(for: try LocaleRequest.parse("zu"))
        let label = try zulu.lastUpdated(date, relativeTo: Self.now)
        #expect(label.text == "Last updated: 5 minutes ago")
        #expect(label.isFallback)
        #expect(zulu.warning != nil)
        // The bare phrase is still available in Zulu.
        let phrase = try LastUpdatedFormatter(locale: LocaleIdentifier("zu")).string(for: date, relativeTo: Self.now)
        #expect(phrase == RawICU.relative("zu", -5, RK_ICU_UNIT_MINUTE, numeric: true))
        #expect(phrase != "5 minutes ago")
    }

    @Test func regionalDateConventionsWithTheLanguagesCatalog() throws {
        let strings = catalogs.strings(for: try LocaleRequest.parse("en-GB"))
        #expect(strings.locale == .english)
        #expect(strings.dateLocale.languageTag == "en-GB")
        let date = instant("2024-03-05T13:03:00Z")
        let label = try strings.lastUpdated(date, relativeTo: Self.now, style: .absolute)
        #expect(label.text == "Last updated: " + RawICU.date("en_GB", "yMMMMdjmm", "UTC", date))
    }

    @Test func repeatedRowsReuseResults() throws {
        let labeler = try catalogs.strings(for: LocaleIdentifier.english).lastUpdatedLabeler(timeZone: "Europe/Berlin")
        let rows = (0..<2000).map { Self.now.addingTimeInterval(-Double($0 % 7) * 60 - 120) }
        let labels = try rows.map { try labeler.string(for: $0, relativeTo: Self.now) }
        #expect(Set(labels).count == 7)
        #expect(labels[0] == "Last updated: 2 minutes ago")
    }
}

@Suite struct ConcurrencyTests {
    @Test func manyTasksGetTheSameTextAsOneThread() async throws {
        let now = instant("2024-06-14T12:00:00Z")
        let tags = ["en", "de", "ru", "ar", "ja", "pl", "fr", "he"]
        let offsets: [Double] = [10, 90, 600, 4000, 90000, 300000, 900000, 5_000_000, -100, -9000]
        struct Job: Sendable, Hashable {
            let tag: String
            let offset: Double
            let style: LastUpdatedFormatter.Style
            let count: Int64
        }
        var jobs: [Job] = []
        for tag in tags {
            for offset in offsets {
                for style in LastUpdatedFormatter.Style.allCases {
                    jobs.append(Job(tag: tag, offset: offset, style: style, count: Int64(offset) % 30))
                }
            }
        }
        @Sendable func run(_ job: Job) throws -> String {
            let strings = catalogs.strings(for: try LocaleIdentifier(job.tag))
            let label = try strings.lastUpdated(
                now.addingTimeInterval(-job.offset),
                relativeTo: now,
                style: job.style,
                timeZone: "America/New_York"
            )
            let count = try strings.text(.a11yRefreshed, ["count": .integer(abs(job.count))])
            return label.text + " | " + count.text
        }
        var expected: [Job: String] = [:]
        for job in jobs { expected[job] = try run(job) }
        let results = try await withThrowingTaskGroup(of: (Job, String).self) { group in
            for round in 0..<16 {
                for job in jobs.shuffled() where round >= 0 {
                    group.addTask { (job, try run(job)) }
                }
            }
            var collected: [(Job, String)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == jobs.count * 16)
        for (job, text) in results { #expect(text == expected[job], "\(job)") }
    }
}
