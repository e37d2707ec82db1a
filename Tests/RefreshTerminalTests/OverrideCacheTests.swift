import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import Testing

/// A skin's overrides are compiled once and their last text kept; the kept text never outlives a
/// change of arguments.
@Suite struct OverrideCacheTests {
    @Test func changingArgumentsGiveTheirOwnTexts() throws {
        var skin = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        skin.header.strings = SkinStrings(patterns: [
            "en": [
                .headerFinished: "{count, plural, one {# fresh} other {# fresh ones}}",
                .headerLoading: "Working",
            ]
        ])
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        let now = Date(timeIntervalSince1970: 1_764_424_980)
        for count in [1, 2, 2, 1, 7, 1] {
            let text = try presenter.text(
                RefreshMessage(.headerFinished, ["count": .int(count)]),
                edge: .header,
                now: now
            )
            #expect(text == (count == 1 ? "1 fresh" : "\(count) fresh ones"))
        }
        #expect(try presenter.text(RefreshMessage(.headerLoading), edge: .header, now: now) == "Working")
        // The same presenter from many threads at once gives the same texts.
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let count = index % 3 + 1
            let text = try? presenter.text(
                RefreshMessage(.headerFinished, ["count": .int(count)]),
                edge: .header,
                now: now
            )
            #expect(text == (count == 1 ? "1 fresh" : "\(count) fresh ones"))
        }
    }
}
