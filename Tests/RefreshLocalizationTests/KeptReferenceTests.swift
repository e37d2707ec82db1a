import Foundation
import Testing

@testable import RefreshLocalization

/// References that copy without a count: what the process keeps lives on, what it does not is
/// freed as usual, and the built-in catalogs' strings and labelers are kept.
@Suite struct KeptReferenceTests {
    final class Object: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func keptObjectsOutliveTheirReferences() {
        let keeper = ProcessKeeper<Int, Object>(limit: 2)
        weak var first: Object?
        weak var third: Object?
        do {
            let one = keeper.reference(for: 1) { Object(1) }
            let two = keeper.reference(for: 2) { Object(2) }
            let three = keeper.reference(for: 3) { Object(3) }
            #expect(one.isKept && two.isKept)
            #expect(!three.isKept, "past the limit, a reference owns its object")
            #expect(one.with { $0.value } + two.with { $0.value } + three.with { $0.value } == 6)
            first = one.object
            third = three.object
        }
        #expect(first != nil, "the keeper keeps its objects")
        #expect(third == nil, "an owned object is freed with its last reference")
        #expect(keeper.count == 2)
    }

    @Test func oneObjectPerKey() {
        let keeper = ProcessKeeper<String, Object>(limit: 8)
        var made = 0
        let a = keeper.reference(for: "de") {
            made += 1
            return Object(1)
        }
        let b = keeper.reference(for: "de") {
            made += 1
            return Object(2)
        }
        #expect(made == 1)
        #expect(a.object === b.object)
    }

    @Test func builtInStringsAndLabelersAreKept() throws {
        // The keepers serve the whole test process, where other suites (lint's picture checks
        // make labelers in every language) may have filled them: keeping is promised while a
        // keeper has room, and past its limit a labeler is owned as usual.
        let stringsRoom = RefreshStrings.storageKeeper.count < RefreshStrings.storageKeeper.limit
        let labelerRoom = LastUpdatedLabeler.coreKeeper.count < LastUpdatedLabeler.coreKeeper.limit
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("de"))
        let labeler = try strings.lastUpdatedLabeler()
        #expect(strings.storage.isKept || !stringsRoom)
        #expect(labeler.core.isKept || !labelerRoom)
        let again = try CatalogSet.builtIn.strings(for: LocaleIdentifier("de")).lastUpdatedLabeler()
        #expect(!labeler.core.isKept || labeler.core.object === again.core.object)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(
            try labeler.string(for: now.addingTimeInterval(-300), relativeTo: now)
                == "Zuletzt aktualisiert: vor 5 Minuten"
        )
    }

    @Test func otherCatalogSetsAreOwnedAndFreed() throws {
        weak var freed: CatalogSet?
        do {
            let english = Catalog(
                locale: .english,
                entries: ["header.lastUpdated": "Updated {date}", "header.neverUpdated": "Never"]
            )
            let catalogs = try CatalogSet(catalogs: [english])
            let strings = catalogs.strings(for: LocaleIdentifier.english)
            let labeler = try strings.lastUpdatedLabeler()
            #expect(!strings.storage.isKept && !labeler.core.isKept)
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            #expect(try labeler.string(for: now.addingTimeInterval(-300), relativeTo: now) == "Updated 5 minutes ago")
            freed = catalogs
        }
        #expect(freed == nil, "the process keeps only the built-in catalogs' strings")
    }
}
