import RefreshCore
import RefreshTestSupport
import Testing

/// Invariants over many random traces.
@Suite("Engine properties over random traces")
struct PropertyTests {
    static func randomInput(_ random: inout SeededGenerator) -> RefreshInput {
        let edge: RefreshEdge = Bool.random(using: &random) ? .header : .footer
        switch Int.random(in: 0..<28, using: &random) {
        case 0:
            return .layout(
                ScrollLayout(
                    contentHeight: Double(Int.random(in: 0...3000, using: &random)),
                    viewportHeight: Double(Int.random(in: 200...800, using: &random)),
                    insetTop: Double(Int.random(in: 0...100, using: &random)),
                    insetBottom: Double(Int.random(in: 0...40, using: &random))
                )
            )
        case 1...9:
            return .scroll(
                offset: Double(Int.random(in: -200...3200, using: &random)),
                dragging: Bool.random(using: &random)
            )
        case 10...12: return .release(offset: Double(Int.random(in: -200...3200, using: &random)))
        case 13...15:
            let result = RefreshResult.allCases.randomElement(using: &random)!
            return .finish(edge: edge, result: result, newItems: Int.random(in: 0...5, using: &random))
        case 16: return .begin(edge: edge)
        case 17, 18: return .tap(edge: edge)
        case 19: return .accessibilityRefresh(edge: edge)
        case 20:
            return .appear(
                lastUpdatedAge: Bool.random(using: &random) ? nil : Double(Int.random(in: 0...600, using: &random))
            )
        case 21: return .closeSecondLevel
        case 24: return .setEnabled(edge: edge, enabled: Bool.random(using: &random))
        case 25: return .cancel(edge: edge)
        case 26, 27: return .refreshing(edge: edge, isRefreshing: Bool.random(using: &random))
        default: return .tick
        }
    }

    static func randomMetrics(_ random: inout SeededGenerator) -> RefreshMetrics {
        let trigger = Double(Int.random(in: 20...120, using: &random))
        return RefreshMetrics(
            triggerDistance: trigger,
            loadingInset: Double(Int.random(in: 20...120, using: &random)),
            minimumLoadingTime: [0, 0.5].randomElement(using: &random)!,
            resultHoldTime: [0, 0.7].randomElement(using: &random)!,
            haptics: Bool.random(using: &random),
            trigger: RefreshTrigger.allCases.randomElement(using: &random)!,
            staleAfter: [nil, 0, 300].randomElement(using: &random)!,
            secondLevelDistance: Bool.random(using: &random) ? trigger + 60 : nil,
            dragRate: [1, 0.5].randomElement(using: &random)!,
            maximumPull: [nil, 150].randomElement(using: &random)!,
            placement: RefreshPlacement.allCases.randomElement(using: &random)!,
            curve: RefreshCurve.allCases.randomElement(using: &random)!
        )
    }

    /// The inputs that may end a footer's `failed` state: a tap (or its assistive equivalent)
    /// or a pull (a scroll sample or a release).
    static func mayLeaveFailed(_ input: RefreshInput) -> Bool {
        switch input {
        case .tap, .accessibilityRefresh, .scroll, .release: true
        default: false
        }
    }

    /// Whether the input ends the edge's load, if it is loading, on the host's word.
    static func endsLoad(_ input: RefreshInput, of edge: RefreshEdge) -> Bool {
        switch input {
        case .finish(edge, _, _), .cancel(edge), .refreshing(edge, false): true
        default: false
        }
    }

    /// The states a disabled edge may move between without starting anything: a running load
    /// ending, the second level closing, and the footer's "no more" following the header's result.
    static func mayChangeWhileDisabled(_ edge: RefreshEdge, from before: RefreshState, to after: RefreshState) -> Bool {
        switch before {
        case .loading, .finished, .secondLevel: return after != .pulling && after != .loading
        case .idle, .noMoreData: return edge == .footer && (after == .idle || after == .noMoreData)
        case .pulling, .failed: return false
        }
    }

    @Test(
        "Loads alternate with finishes and never overlap, insets stay in bounds, failed is left only by a tap or a pull, announcements pair, disabled edges start nothing",
        arguments: 0..<300
    )
    func invariants(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let header = Self.randomMetrics(&random)
        let footer = Self.randomMetrics(&random)
        let mode: FooterMode =
            Bool.random(using: &random) ? .manual : .automatic(maxTriggers: Int.random(in: 1...3, using: &random))
        var engine = RefreshEngine(header: header, footer: footer, footerMode: mode)
        var time = 0.0
        var awaitingFinish: Set<RefreshEdge> = []
        var announcedLoading: Set<RefreshEdge> = []
        var disabled: Set<RefreshEdge> = []
        // Edges whose host flag said "refreshing" since their last start: a start needs no refresh.
        var bound: Set<RefreshEdge> = []
        for _ in 0..<300 {
            time += Double(Int.random(in: 0...3, using: &random)) * 0.1
            let input = Self.randomInput(&random)
            for edge in RefreshEdge.allCases where Self.endsLoad(input, of: edge) && engine.state(of: edge) == .loading
            {
                awaitingFinish.remove(edge)
            }
            if case .refreshing(let edge, true) = input { bound.insert(edge) }
            let disabledBefore = disabled
            if case .setEnabled(let edge, let enabled) = input {
                if enabled { disabled.remove(edge) } else { disabled.insert(edge) }
            }
            let before = RefreshEdge.allCases.map { engine.state(of: $0) }
            let effects = engine.handle(input, at: time)
            var started: [RefreshEdge] = []
            var refreshed: [RefreshEdge] = []
            var starts: [RefreshEdge] = []
            var ends: [RefreshEdge] = []
            for effect in effects {
                switch effect {
                case .refresh(let edge):
                    #expect(!awaitingFinish.contains(edge), "a second refresh of the \(edge) before its finish")
                    awaitingFinish.insert(edge)
                    refreshed.append(edge)
                case .state(let edge, .loading):
                    started.append(edge)
                case .inset(let edge, let points, let duration):
                    let metrics = edge == .header ? header : footer
                    #expect(metrics.placement == .follow, "an inset for content that does not move")
                    let limit = edge == .header && metrics.secondLevelDistance != nil ? 800 : metrics.loadingInset
                    #expect(points >= 0 && points <= limit)
                    #expect(duration >= 0)
                case .announce(let edge, let announcement):
                    if announcement.isStart {
                        #expect(!announcedLoading.contains(edge), "a start announced twice")
                        announcedLoading.insert(edge)
                        starts.append(edge)
                    } else {
                        #expect(announcedLoading.contains(edge), "an end announced without its start")
                        announcedLoading.remove(edge)
                        ends.append(edge)
                    }
                case .haptic(let edge, _):
                    #expect((edge == .header ? header : footer).haptics, "a haptic with haptics off")
                case .offset(let edge, _):
                    #expect((edge == .header ? header : footer).placement == .follow, "an offset with an overlay")
                case .pullEnded(let edge, _):
                    #expect(!disabled.contains(edge), "a pull reported on a disabled edge")
                case .state:
                    break
                }
            }
            #expect(awaitingFinish.count <= 1, "two loads at once")
            #expect(starts == started, "every start is announced once")
            for edge in started where !refreshed.contains(edge) {
                #expect(bound.contains(edge), "a start without a refresh that no host flag asked for")
            }
            #expect(refreshed.allSatisfy(started.contains), "a refresh without a start")
            bound.subtract(started)
            for (index, edge) in RefreshEdge.allCases.enumerated() {
                let after = engine.state(of: edge)
                if disabledBefore.contains(edge) && disabled.contains(edge) && after != before[index] {
                    #expect(
                        Self.mayChangeWhileDisabled(edge, from: before[index], to: after),
                        "the disabled \(edge) went from \(before[index]) to \(after) on \(input)"
                    )
                }
                #expect(!(disabled.contains(edge) && started.contains(edge)), "a disabled \(edge) started a load")
                // A load ended in this input (and perhaps another began): announced once.
                let endedLoads = ends.filter { $0 == edge }.count
                let wasLoading = before[index] == .loading
                let isLoading = after == .loading
                let startedHere = started.contains(edge)
                if wasLoading && (!isLoading || startedHere) {
                    #expect(endedLoads == 1)
                } else if !wasLoading {
                    #expect(endedLoads == 0)
                }
                if before[index] == .failed && after != .failed {
                    #expect(Self.mayLeaveFailed(input), "failed left by \(input)")
                    #expect(after == .loading)
                }
            }
            #expect(!(engine.state(of: .header) == .loading && engine.state(of: .footer) == .loading))
            #expect(engine.state(of: .header) != .failed, "the header's failure is never lasting")
        }
    }

    @Test("The same trace always gives the same effects", arguments: 0..<20)
    func deterministic(seed: UInt64) {
        func run() -> [RefreshEffect] {
            var random = SeededGenerator(state: seed)
            var engine = RefreshEngine()
            return (0..<200).flatMap { step in engine.handle(Self.randomInput(&random), at: Double(step) * 0.05) }
        }
        #expect(run() == run())
    }
}
