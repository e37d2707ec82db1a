import RefreshCore
import RefreshPresentation
import RefreshSimulation
import RefreshTerminal
import Testing

@Suite("Scroll simulation and the demo")
struct SimulationTests {
    @Test("Rubber banding: the content follows less and less, never past the dimension")
    func rubberBand() {
        let classic = RefreshMetrics.classic
        let small = classic.displayedPull(forTravel: 10, viewportHeight: 600)
        let large = classic.displayedPull(forTravel: 1000, viewportHeight: 600)
        #expect(small > 5 && small < 10)
        #expect(large < 600 && large > small)
        #expect(classic.displayedPull(forTravel: 0, viewportHeight: 600) == 0)
    }

    @Test("The header demo goes through every state and records the update time")
    func headerDemo() {
        var player = DemoPlayer(script: .header, simulator: ScrollSimulator(engine: RefreshEngine()))
        var keyFrames: [String] = []
        var time = 0.0
        while !player.isFinished {
            time += 1.0 / 30
            keyFrames += player.advance(to: time)
        }
        #expect(keyFrames == ["idle", "pulling", "loading", "finished", "idle"])
        let states = player.simulator.effects.compactMap { entry -> RefreshState? in
            if case .state(.header, let state) = entry.effect { return state }
            return nil
        }
        #expect(states == [.pulling, .loading, .idle])
        #expect(player.simulator.lastSuccess[.header] != nil)
        #expect(player.simulator.inset(of: .header) == 0)
        #expect(abs(player.simulator.offset) < 0.5)
    }

    @Test("While loading, the simulated scroll view rests at the loading inset")
    func restsAtInset() {
        var simulator = ScrollSimulator(engine: RefreshEngine())
        simulator.touchDown()
        simulator.drag(translation: 300)
        simulator.release()
        simulator.advance(to: 1)
        #expect(simulator.engine.state(of: .header) == .loading)
        #expect(simulator.inset(of: .header) == 60)
        #expect(abs(simulator.offset + 60) < 0.001)
    }

    @Test("The footer demo loads more, then shows that there is no more")
    func footerDemo() {
        let layout = ScrollLayout(contentHeight: 900, viewportHeight: 600)
        var player = DemoPlayer(
            script: .footer,
            simulator: ScrollSimulator(engine: RefreshEngine(), layout: layout, restingAt: .footer)
        )
        var time = 0.0
        var keyFrames: [String] = []
        while !player.isFinished {
            time += 1.0 / 30
            keyFrames += player.advance(to: time)
        }
        #expect(keyFrames == ["idle", "pulling", "loading", "noMoreData"])
        #expect(player.simulator.engine.state(of: .footer) == .noMoreData)
        let states = player.simulator.effects.compactMap { entry -> RefreshState? in
            if case .state(.footer, let state) = entry.effect { return state }
            return nil
        }
        #expect(states == [.pulling, .loading, .noMoreData])
    }
}
