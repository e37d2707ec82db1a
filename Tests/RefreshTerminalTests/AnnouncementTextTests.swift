import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshTerminal
import Testing

/// The preview turns the engine's announcements into localized text for its status line.
@Suite struct AnnouncementTextTests {
    static func player(locale: String) throws -> PreviewPlayer {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        return PreviewPlayer(presenter: presenter, edge: .header, viewportHeight: 216, lastUpdated: nil)
    }

    @Test(
        arguments: [
            ("en", "Refreshing", "Refreshed, 3 new items", "Loaded 1 more item"),
            ("de", nil, nil, nil),
        ] as [(String, String?, String?, String?)]
    )
    func announcementsAreLocalized(locale: String, start: String?, end: String?, more: String?) throws {
        let player = try Self.player(locale: locale)
        var simulator = player.makeSimulator()
        #expect(try player.announcementText(of: simulator) == nil)
        simulator.touchDown()
        simulator.drag(translation: simulator.translation(forPull: 80))
        simulator.release()
        let refreshing = try #require(try player.announcementText(of: simulator))
        if let start { #expect(refreshing == start) } else { #expect(refreshing != "Refreshing") }
        simulator.advance(to: 1)
        simulator.finish(.header, result: .success, newItems: 3)
        let refreshed = try #require(try player.announcementText(of: simulator))
        if let end { #expect(refreshed == end) } else { #expect(refreshed.contains("3")) }
        // A tap on the manual footer loads more; its end is announced with its count.
        simulator.advance(to: 2)
        simulator.tap(.footer)
        simulator.finish(.footer, result: .success, newItems: 1)
        let loaded = try #require(try player.announcementText(of: simulator))
        if let more { #expect(loaded == more) } else { #expect(loaded.contains("1")) }
    }
}
