import Foundation
import RefreshCore
import Testing

@testable import RefreshLocalization

/// The service-facing API (batch labels, Accept-Language negotiation with cached labelers) and the
/// lock-free caches behind the hot paths, checked against uncached ICU results.
@Suite struct ServicesTests {
    static let now = Date(timeIntervalSince1970: 1_796_047_380)  // 2026-11-30T14:03:00Z
    static let ages: [Double] = [
        0, 30, 61, 300, 3599, 3600, 7200, 86_399, 90_000, 200_000, 700_000, 3_000_000, 9e6, -60, -900,
    ]

    @Test("labels(for:relativeTo:into:) gives each row's label, empties the buffer first and keeps its capacity")
    func batchLabels() throws {
        let labeler = try catalogs.strings(for: LocaleIdentifier("de")).lastUpdatedLabeler(timeZone: "Europe/Berlin")
        let dates: [Date?] = Self.ages.map { Self.now.addingTimeInterval(-$0) } + [nil]
        var buffer: [String] = ["stale"]
        try labeler.labels(for: dates, relativeTo: Self.now, into: &buffer)
        #expect(buffer == (try dates.map { try labeler.string(for: $0, relativeTo: Self.now) }))
        #expect(buffer.last == "Noch nie aktualisiert")
        let capacity = buffer.capacity
        try labeler.labels(for: dates.prefix(2).compactMap { $0 }, relativeTo: Self.now, into: &buffer)
        #expect(buffer.count == 2)
        #expect(buffer.capacity >= capacity)
    }

    @Test("A batch stops at a date that cannot be shown; the buffer holds the labels before it")
    func batchError() throws {
        let labeler = try catalogs.strings(for: LocaleIdentifier("en")).lastUpdatedLabeler()
        let dates = [Self.now, Self.now.addingTimeInterval(-60), Date(timeIntervalSince1970: 1e300), Self.now]
        var buffer: [String] = []
        #expect(throws: LocalizationError.dateOutOfRange(secondsSince1970: 1e300)) {
            try labeler.labels(for: dates, relativeTo: Self.now, into: &buffer)
        }
        #expect(buffer == ["Last updated: now", "Last updated: 1 minute ago"])
    }

    @Test(
        "LabelerCache negotiates Accept-Language and shares one labeler per negotiated locale",
        arguments: [
            ("de-AT,de;q=0.9,en;q=0.5", "de", false, "Zuletzt aktualisiert: vor 5 Minuten"),
            ("de", "de", false, "Zuletzt aktualisiert: vor 5 Minuten"),
            ("ja-JP, en;q=0.1", "ja", false, "最終更新：5 分前"),
            ("tlh, i-klingon;q=0.5", "en", true, "Last updated: 5 minutes ago"),
            ("", "en", false, "Last updated: 5 minutes ago"),  // no language asked for: the default
            (";;;q=x,", "en", true, "Last updated: 5 minutes ago"),
        ]
    )
    func labelerCache(header: String, locale: String, isFallback: Bool, label: String) throws {
        let cache = try LabelerCache(catalogs: catalogs, timeZone: "Europe/Berlin")
        let labeler = try cache.labeler(forAcceptLanguage: header)
        #expect(labeler.strings.locale.languageTag == locale)
        #expect(labeler.strings.isFallback == isFallback)
        #expect(labeler.dateFormatter.timeZone == "Europe/Berlin")
        #expect(try labeler.string(for: Self.now.addingTimeInterval(-300), relativeTo: Self.now) == label)
        // The same header again, and a request that negotiates to the same locale, reuse it.
        #expect(try cache.labeler(forAcceptLanguage: header).core.cacheID == labeler.core.cacheID)
        if !header.isEmpty {
            let alike = try cache.labeler(for: LocaleRequest(acceptLanguage: header + ",zz;q=0.01"))
            #expect(alike.core.cacheID == labeler.core.cacheID)
        }
    }

    @Test(
        "LabelerCache: requests negotiating to one catalog and date locale share a labeler; de-AT keeps its own dates"
    )
    func labelerCacheSharing() throws {
        let cache = try LabelerCache(catalogs: catalogs)
        let german = try cache.labeler(forAcceptLanguage: "de")
        #expect(try cache.labeler(forAcceptLanguage: "de;q=0.9,en;q=0.5").core.cacheID == german.core.cacheID)
        #expect(try cache.labeler(forAcceptLanguage: "tlh,de;q=0.5").core.cacheID == german.core.cacheID)
        let austrian = try cache.labeler(forAcceptLanguage: "de-AT")
        #expect(austrian.strings.locale == german.strings.locale)
        #expect(austrian.dateFormatter.locale.languageTag == "de-AT")
        #expect(austrian.core.cacheID != german.core.cacheID)
        let january = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        #expect(try austrian.string(for: january, relativeTo: Self.now) == "Zuletzt aktualisiert: 1. Jänner")
        #expect(try german.string(for: january, relativeTo: Self.now) == "Zuletzt aktualisiert: 1. Januar")
    }

    @Test("LabelerCache refuses an unknown zone up front")
    func labelerCacheZone() {
        #expect(throws: LocalizationError.unknownTimeZone("Mars/Olympus")) {
            try LabelerCache(catalogs: catalogs, timeZone: "Mars/Olympus")
        }
    }

    @Test(
        "Calendar fields by arithmetic within a zone's offset span equal ICU's calendar",
        arguments: [
            "UTC", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Apia",
            "America/Santiago", "Africa/Casablanca", "Pacific/Chatham", "America/St_Johns",
        ]
    )
    func calendarFields(zone: String) throws {
        let calendar = try CalendarHandle(zone: zone)
        var generator = SystemRandomNumberGenerator()
        var instants: [Double] = [0, -1, 1, 8.64e15, -8.64e15, 1_796_047_380_000, -62_135_596_800_000]
        // Around every hour of two years (crossing each transition), and random instants anywhere.
        for hour in stride(from: 1_735_689_600_000.0, to: 1_798_761_600_000, by: 3_600_000) {
            instants += [hour - 1, hour, hour + 1_799_999.5]
        }
        for _ in 0..<3000 { instants.append(Double.random(in: -8.64e15...8.64e15, using: &generator).rounded()) }
        for _ in 0..<3000 { instants.append(Double.random(in: -5e12...5e12, using: &generator)) }
        for millis in instants {
            let fast = try calendar.fields(millis: millis)
            let icu = try calendar.icuFields(millis: millis)
            #expect(fast == icu, "\(zone) at \(millis)")
            if fast != icu { return }
        }
    }

    @Test("Cached labels of every bucket equal freshly formatted ones, with standard and wide thresholds")
    func everyBucket() throws {
        let wide = RelativeDateThresholds(maximumMinutes: 120, maximumHours: 47, maximumDays: 13, maximumWeeks: 9)
        let huge = RelativeDateThresholds(maximumMinutes: 5000)
        for thresholds in [RelativeDateThresholds.standard, wide, huge] {
            for tag in ["en", "ar", "ru", "ja"] {
                let strings = catalogs.strings(for: try LocaleIdentifier(tag))
                let labeler = try strings.lastUpdatedLabeler(timeZone: "America/New_York", thresholds: thresholds)
                var ages: [Double] = []
                for minutes in 1...130 { ages += [Double(minutes) * 60 + 5, -Double(minutes) * 60 - 400] }
                for hours in 1...50 { ages += [Double(hours) * 3600 + 5, -Double(hours) * 3600 - 400] }
                for days in 1...80 { ages += [Double(days) * 86_400 + 5, -Double(days) * 86_400 - 400] }
                for _ in 0..<2 {  // the second pass reads the cache
                    for age in ages {
                        let date = Self.now.addingTimeInterval(-age)
                        let phrase = try labeler.dateFormatter.string(for: date, relativeTo: Self.now)
                        let expected = try MessageFormatter(
                            pattern: strings.catalogs.catalog(for: strings.locale)![
                                MessageKey.headerLastUpdated.rawValue
                            ]!,
                            locale: strings.locale
                        ).format(["date": .string(phrase)])
                        #expect(try labeler.string(for: date, relativeTo: Self.now) == expected, "\(tag) \(age)")
                    }
                }
            }
        }
    }

    @Test("Status texts served from the message table equal ICU's MessageFormat, for every count and key")
    func statusTexts() throws {
        for tag in ["en", "ru", "ar", "pl", "ja", "cy"] {
            let strings = catalogs.strings(for: try LocaleIdentifier(tag))
            guard let catalog = catalogs.catalog(for: strings.locale) else { continue }
            for key in MessageKey.allCases where key != .headerLastUpdated {
                let pattern = catalog[key.rawValue] ?? english[key.rawValue]!
                let reference = try MessageFormatter(pattern: pattern, locale: strings.locale)
                if reference.arguments.isEmpty {
                    for _ in 0..<2 { #expect(try strings.text(key).text == (try reference.format())) }
                    continue
                }
                for count in Array(-3...300) + [Int64.max, Int64.min] {
                    let expected = try reference.format(["count": .integer(count)])
                    for _ in 0..<2 {
                        #expect(
                            try strings.text(key, "count", .integer(count)).text == expected,
                            "\(tag) \(key) \(count)"
                        )
                        #expect(try strings.text(key, ["count": .integer(count)]).text == expected)
                    }
                }
                #expect(try strings.text(key, "count", .number(2.5)).text == (try reference.format(["count": 2.5])))
                #expect(throws: LocalizationError.self) { try strings.text(key, "other", .integer(1)) }
                #expect(throws: LocalizationError.self) { try strings.text(key, "count", .string("x")) }
            }
        }
    }

    @Test("A cached text keeps where it came from: fallback and direction")
    func cachedTextMetadata() throws {
        let hebrew = catalogs.strings(for: try LocaleIdentifier("he"))
        let text = try hebrew.text(.headerFinished, "count", 3)
        #expect(text.isRightToLeft && !text.isFallback && text.locale.languageTag == "he")
        let klingon = catalogs.strings(for: LocaleRequest(acceptLanguage: "tlh"))
        let fallback = try klingon.text(.headerFinished, "count", 3)
        #expect(fallback.isFallback && !fallback.isRightToLeft)
        let english = try catalogs.strings(for: LocaleIdentifier.english).text(.headerFinished, "count", 3)
        #expect(!english.isFallback && english.text == fallback.text)
    }
}
