import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshTerminal
import Testing

/// A still frame is asked for by engine state, and shows that state or says why it cannot.
@Suite("Still frames by state")
struct StillStateTests {
    static func player(_ skin: SkinDescriptor, edge: RefreshEdge) throws -> PreviewPlayer {
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        return PreviewPlayer(
            presenter: try SkinPresenter(skin: skin, strings: strings, appearance: .light),
            edge: edge,
            viewportHeight: 480,
            lastUpdated: nil,
            wallClock: PreviewTests.wallClock
        )
    }

    static let blue: SkinDescriptor = {
        guard let skin = SkinRegistry.builtIn.skin(id: "blue") else { preconditionFailure("blue is built in") }
        return skin
    }()

    @Test("Every state an edge can show is the state its still frame's simulation ends in")
    func everyReachableState() throws {
        var skin = Self.blue
        skin.header.metrics.secondLevelDistance = 150
        for (edge, states) in [
            (RefreshEdge.header, [RefreshState.idle, .pulling, .loading, .finished, .secondLevel]),
            (.footer, [.idle, .pulling, .loading, .finished, .noMoreData, .failed]),
        ] {
            let player = try Self.player(skin, edge: edge)
            for state in states {
                let simulator = try player.simulation(at: state)
                #expect(simulator.engine.state(of: edge) == state, "\(edge) \(state)")
            }
        }
    }

    @Test("A state the edge never shows is an error naming the edge, the state and the reason")
    func unreachableStates() throws {
        let header = try Self.player(Self.blue, edge: .header)
        for state in [RefreshState.failed, .noMoreData, .secondLevel] {
            #expect {
                try header.stillFrame(state)
            } throws: { error in
                guard case .unreachable(state, edge: .header, _) = error as? PreviewError else { return false }
                return "\(error)".hasPrefix("the header cannot be shown \(state.rawValue): ")
            }
        }
        var automatic = Self.blue
        automatic.footer.footerMode = .automatic(maxTriggers: 3)
        #expect(throws: PreviewError.self) { try Self.player(automatic, edge: .footer).stillFrame(.pulling) }
    }

    @Test("A trigger beyond the longest pull is said, not shown as idle", arguments: [1000.0, 2500])
    func triggerBeyondEveryPull(distance: Double) throws {
        var skin = Self.blue
        skin.header.metrics.triggerDistance = distance
        let player = try Self.player(skin, edge: .header)
        let pull = try player.presenter.text(RefreshMessage(.headerPull), edge: .header, now: PreviewTests.wallClock)
        #expect(try player.stillFrame(.idle).header.status == pull)
        for state in [RefreshState.pulling, .loading, .finished] {
            #expect {
                try player.stillFrame(state)
            } throws: { error in
                "\(error)".contains("no pull reaches its triggerDistance \(Int(distance))")
            }
        }
    }
}
