import Foundation
import RefreshLocalization
import Testing

/// `LabelerCache` takes the zone and style per request, and says each fallback truly.
@Suite struct LabelerCacheTests {
    static let now = instant("2026-11-29T23:30:00Z")

    @Test("Zone and style per request: the same cache labels in each user's zone and style")
    func zonePerRequest() throws {
        let cache = try LabelerCache(catalogs: CatalogSet.builtIn, timeZone: "UTC")
        // 23:00 UTC on the 28th, seen at 23:30 UTC on the 29th: the calendar days differ by zone.
        let date = instant("2026-11-28T23:00:00Z")
        for zone in ["UTC", "Asia/Tokyo", "Pacific/Honolulu", "Asia/Kolkata"] {
            let direct = try CatalogSet.builtIn.strings(for: LocaleIdentifier("de")).lastUpdatedLabeler(timeZone: zone)
            let cached = try cache.labeler(forAcceptLanguage: "de", timeZone: zone)
            #expect(
                try cached.string(for: date, relativeTo: Self.now) == direct.string(for: date, relativeTo: Self.now)
            )
            #expect(cached.dateFormatter.timeZone == zone)
        }
        let calendar = try cache.labeler(forAcceptLanguage: "en", timeZone: "Asia/Tokyo", style: .calendar)
        #expect(calendar.dateFormatter.style == .calendar)
        let direct = try CatalogSet.builtIn.strings(for: LocaleIdentifier.english).lastUpdatedLabeler(
            style: .calendar,
            timeZone: "Asia/Tokyo"
        )
        #expect(try calendar.string(for: date, relativeTo: Self.now) == direct.string(for: date, relativeTo: Self.now))
        #expect(try calendar.string(for: date, relativeTo: Self.now).hasPrefix("Last updated: yesterday, 8:00"))
        #expect(try cache.labeler(forAcceptLanguage: "en").dateFormatter.style == .relative)
        #expect(throws: LocalizationError.unknownTimeZone("Mars/Olympus")) {
            try cache.labeler(forAcceptLanguage: "en", timeZone: "Mars/Olympus")
        }
    }

    @Test("Each fallback's warning names its own request; '*' and an empty header are the default")
    func fallbacksSaidTruly() throws {
        let cache = try LabelerCache(catalogs: CatalogSet.builtIn)
        for header in ["zu", "i-klingon", "tlh, x-none"] {
            let labeler = try cache.labeler(forAcceptLanguage: header)
            let request = LocaleRequest(acceptLanguage: header)
            #expect(labeler.strings.isFallback, "\(header)")
            let asked = request.preferences.isEmpty ? "no language" : "'\(request)'"
            #expect(labeler.strings.warning == "no catalog for \(asked); using 'en' instead", "\(header)")
        }
        for header in ["", "*", " * "] {
            let labeler = try cache.labeler(forAcceptLanguage: header)
            #expect(!labeler.strings.isFallback, "'\(header)'")
            #expect(labeler.strings.warning == nil, "'\(header)'")
            #expect(labeler.strings.locale == .english)
        }
    }
}
