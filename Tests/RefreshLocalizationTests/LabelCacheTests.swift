import Foundation
import Testing

@testable import RefreshLocalization

/// Labels cached in each thread: labelers of one catalog locale and date engine share them,
/// other catalog sets are freed as usual, and a thread's cache stays bounded.
@Suite struct LabelCacheTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func labelersOfOneLocaleAndEngineShareTheirCache() throws {
        let labeler = try CatalogSet.builtIn.strings(for: LocaleIdentifier("de")).lastUpdatedLabeler()
        let again = try CatalogSet.builtIn.strings(for: LocaleIdentifier("de")).lastUpdatedLabeler()
        let other = try CatalogSet.builtIn.strings(for: LocaleIdentifier("fr")).lastUpdatedLabeler()
        #expect(labeler.core.cacheID == again.core.cacheID)
        #expect(labeler.core.cacheID != other.core.cacheID)
        #expect(
            try labeler.string(for: now.addingTimeInterval(-300), relativeTo: now)
                == "Zuletzt aktualisiert: vor 5 Minuten"
        )
        let fiveMinutesAgo = now.addingTimeInterval(-300)
        #expect(try again.string(for: fiveMinutesAgo, relativeTo: now) == "Zuletzt aktualisiert: vor 5 Minuten")
    }

    @Test func otherCatalogSetsAreFreed() throws {
        weak var freed: CatalogSet?
        do {
            let english = Catalog(
                locale: .english,
                entries: ["header.lastUpdated": "Updated {date}", "header.neverUpdated": "Never"]
            )
            let catalogs = try CatalogSet(catalogs: [english])
            let labeler = try catalogs.strings(for: LocaleIdentifier.english).lastUpdatedLabeler()
            #expect(try labeler.string(for: now.addingTimeInterval(-300), relativeTo: now) == "Updated 5 minutes ago")
            freed = catalogs
        }
        #expect(freed == nil, "nothing keeps a catalog set its users let go of")
    }

    @Test func aThreadKeepsABoundedNumberOfLabels() throws {
        let labeler = try CatalogSet.builtIn.strings(for: LocaleIdentifier.english).lastUpdatedLabeler()
        // Dates older than the thresholds are cached by day: more days than the cache holds.
        let day = 86_400.0
        let days = ThreadCache.labelLimit + 100
        for offset in 0..<days {
            let date = now.addingTimeInterval(-Double(60 + offset) * day)
            let label = try labeler.string(for: date, relativeTo: now)
            #expect(label.hasPrefix("Last updated: "))
            #expect(ThreadCache.current.labelCount <= ThreadCache.labelLimit)
        }
        let formatter = labeler.dateFormatter
        let old = now.addingTimeInterval(-400 * day)
        let phrase = try formatter.string(for: old, relativeTo: now)
        #expect(try labeler.string(for: old, relativeTo: now) == "Last updated: \(phrase)")
    }
}
