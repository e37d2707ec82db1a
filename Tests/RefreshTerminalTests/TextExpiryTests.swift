import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import Testing

@Suite("A \"last updated\" line changes exactly when its phrase expires")
struct TextExpiryTests {
    static func player(skin: String, locale: String, updatedAgo: Double?) throws -> PreviewPlayer {
        let descriptor = try #require(SkinRegistry.builtIn.skin(id: skin))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        let wallClock = PreviewTests.wallClock
        return PreviewPlayer(
            presenter: try SkinPresenter(skin: descriptor, strings: strings, appearance: .light, timeZone: "UTC"),
            edge: .header,
            viewportHeight: 400,
            lastUpdated: updatedAgo.map { wallClock.addingTimeInterval(-$0) },
            wallClock: wallClock
        )
    }

    static func frame(_ player: PreviewPlayer, at time: Double) throws -> PresentedFrame {
        var simulator = player.makeSimulator()
        simulator.advance(to: time)
        return try player.present(simulator)
    }

    /// Relative skins in three languages, updated a little before a phrase's end: "now" lasts
    /// until a minute has passed, "vor 59 Minuten" until an hour has, "أمس" (yesterday) until
    /// the midnight after today (the tests' clock is 14:03 UTC).
    @Test(
        "The frame names the instant, the line reads the same a millisecond before and differently at it",
        arguments: [
            ("dots", "en", 58.49, 1.51),
            ("ring", "de", 3_599.2, 0.8),
            ("text", "ar", 26 * 3_600.0, 9 * 3_600.0 + 57 * 60.0),
        ]
    )
    func expiresExactly(skin: String, locale: String, updatedAgo: Double, expiresAfter: Double) throws {
        let player = try Self.player(skin: skin, locale: locale, updatedAgo: updatedAgo)
        let first = try Self.frame(player, at: 0)
        let until = try #require(first.textsValidUntil)
        #expect(abs(until.timeIntervalSince(player.wallClock) - expiresAfter) < 1e-6)
        let line = try #require(first.header.detail)
        let before = try Self.frame(player, at: expiresAfter - 0.001)
        let after = try Self.frame(player, at: expiresAfter)
        #expect(before.header.detail == line)
        #expect(after.header.detail != line)
        // The next phrase expires later still.
        #expect(try #require(after.textsValidUntil) > until)
    }

    @Test("A host at 30 frames a second draws a frame at the instant, between two ticks, then keeps its clock")
    func frameAtTheInstant() throws {
        let player = try Self.player(skin: "dots", locale: "en", updatedAgo: 58.49)
        var times: [Double] = []
        var time = 44.0 / 30  // the tick before the line expires at 1.51 s
        while time < 1.6 {
            times.append(time)
            time = player.nextFrameTime(after: try Self.frame(player, at: time), fps: 30)
        }
        let expected = [44.0 / 30, 45.0 / 30, 1.51, 46.0 / 30, 47.0 / 30]
        #expect(times.count == expected.count)
        for (time, expected) in zip(times, expected) { #expect(abs(time - expected) < 1e-6) }
    }

    @Test("An absolute date and 'never updated' do not expire: the host keeps to its ticks")
    func noExpiry() throws {
        for (skin, updatedAgo) in [("blue", 300.0), ("dots", nil)] as [(String, Double?)] {
            let player = try Self.player(skin: skin, locale: "en", updatedAgo: updatedAgo)
            let frame = try Self.frame(player, at: 0.5)
            #expect(frame.textsValidUntil == nil)
            #expect(abs(player.nextFrameTime(after: frame, fps: 30) - 16.0 / 30) < 1e-9)
        }
    }
}
