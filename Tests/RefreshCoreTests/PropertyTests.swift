import RefreshCore
import Testing

/// Invariants over many random traces.
@Suite("Engine properties over random traces")
struct PropertyTests {
    static func randomInput(_ random: inout SeededGenerator) -> RefreshInput {
        let edge: RefreshEdge = Bool.random(using: &random) ? .header : .footer
        switch Int.random(in: 0..<24, using: &random) {
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
            maximumPull: [nil, 150].randomElement(using: &random)!
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

    @Test(
        "Loads alternate with finishes and never overlap, insets stay in bounds, failed is left only by a tap or a pull, announcements pair",
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
        for _ in 0..<300 {
            time += Double(Int.random(in: 0...3, using: &random)) * 0.1
            let input = Self.randomInput(&random)
            if case .finish(let edge, _, _) = input, engine.state(of: edge) == .loading {
                awaitingFinish.remove(edge)
            }
            let before = RefreshEdge.allCases.map { engine.state(of: $0) }
            let effects = engine.handle(input, at: time)
            var started: [RefreshEdge] = []
            var starts: [RefreshEdge] = []
            var ends: [RefreshEdge] = []
            for effect in effects {
                switch effect {
                case .refresh(let edge):
                    #expect(!awaitingFinish.contains(edge), "a second refresh of the \(edge) before its finish")
                    awaitingFinish.insert(edge)
                    started.append(edge)
                case .inset(let edge, let points, let duration):
                    let metrics = edge == .header ? header : footer
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
                case .state, .offset:
                    break
                }
            }
            #expect(awaitingFinish.count <= 1, "two loads at once")
            #expect(starts == started, "every start is announced once, with its refresh")
            for (index, edge) in RefreshEdge.allCases.enumerated() {
                let after = engine.state(of: edge)
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
