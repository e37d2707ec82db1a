import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import Testing

/// A skin's region strings reach the users of that region through the presenter.
@Suite("Region strings presented")
struct RegionStringsPresentationTests {
    @Test(
        "A de-DE, ja-JP or en-GB string is shown to a user of that locale, over the language's catalog",
        arguments: ["de-DE", "ja-JP", "en-GB"]
    )
    func regionStringShown(tag: String) throws {
        var skin = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        skin.header.strings = SkinStrings(patterns: [tag: [.headerPull: "override for \(tag)"]])
        let strings = try CatalogSet.builtIn.strings(for: LocaleRequest([try LocaleIdentifier(tag)]))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        let shown = try presenter.text(RefreshMessage(.headerPull), edge: .header, now: Date())
        #expect(shown == "override for \(tag)")
        // A user of another language gets the catalog's text.
        let french = try SkinPresenter(
            skin: skin,
            strings: CatalogSet.builtIn.strings(for: try LocaleIdentifier("fr")),
            appearance: .light
        )
        #expect(try french.text(RefreshMessage(.headerPull), edge: .header, now: Date()) != "override for \(tag)")
    }
}
