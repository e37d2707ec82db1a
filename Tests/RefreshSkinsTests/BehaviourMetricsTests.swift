import RefreshCore
import RefreshSkins
import RefreshTestSupport
import Testing

/// The metrics attributes of the new behaviours reach the engine; the classic skins keep none.
@Suite struct BehaviourMetricsTests {
    @Test func behavioursFixtureResolves() throws {
        let registry = SkinRegistry.load(
            builtIn: nil,
            files: [Fixtures.root + "/valid/behaviours.xml"],
            loader: SkinLoader()
        )
        #expect(registry.diagnostics.map(\.description) == [])
        let skin = try #require(registry.skin(id: "behaviours"))
        let header = skin.metrics(for: .header)
        #expect(header.haptics && header.trigger == .release)
        #expect(header.staleAfter == 300 && header.secondLevelDistance == 160)
        #expect(header.dragRate == 0.8 && header.maximumPull == 200)
        let footer = skin.metrics(for: .footer)
        #expect(!footer.haptics && footer.trigger == .reach && footer.maximumPull == 120)
        #expect(footer.staleAfter == nil && footer.secondLevelDistance == nil, "header-only metrics")
        #expect(header.placement == .follow && header.curve == .rubberBand, "the defaults")
        #expect(footer.placement == .overlay && footer.curve == .material)
        #expect(header.problems.isEmpty && footer.problems.isEmpty)
    }

    @Test func secondLevelMustPassTheTrigger() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "x.xml",
            #"<skin id="x" name="X" format="1"><header style="text"><metrics triggerDistance="80" secondLevelDistance="70"/></header></skin>"#
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(
            registry.diagnostics.map(\.description).contains {
                $0.contains("secondLevelDistance must be greater than the trigger distance (80 points), not 70")
            }
        )
    }

    /// Issue 39, trap 7: `noMoreData="stay"` keeps the footer in view at the end of the list; the
    /// header has no such metric, and `close` is the default.
    @Test func noMoreDataStaysOnTheFooterOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "x.xml",
            #"<skin id="x" name="X" format="1"><header style="text"><metrics noMoreData="stay"/></header>"#
                + #"<footer style="text"><metrics noMoreData="stay"/></footer></skin>"#
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(registry.diagnostics.map(\.description) == [])
        let skin = try #require(registry.skin(id: "x"))
        #expect(skin.metrics(for: .footer).keepsNoMoreDataInView)
        #expect(!skin.metrics(for: .header).keepsNoMoreDataInView)
        #expect(skin.makeEngine().metrics(for: .footer).keepsNoMoreDataInView)
        let blue = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        #expect(!blue.metrics(for: .footer).keepsNoMoreDataInView, "close is the default")
    }

    @Test(arguments: ["blue", "black", "grey", "white", "spinner", "text"])
    func builtInSkinsStayClassic(id: String) throws {
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        for edge in RefreshEdge.allCases {
            let metrics = skin.metrics(for: edge)
            #expect(!metrics.haptics && metrics.trigger == .release && metrics.staleAfter == nil)
            #expect(metrics.secondLevelDistance == nil && metrics.dragRate == 1 && metrics.maximumPull == nil)
            #expect(metrics.placement == .follow && metrics.curve == .rubberBand)
        }
    }
}
