import RefreshCore
import Testing

/// Invariants over many random traces.
@Suite("Engine properties over random traces")
struct PropertyTests {
    static func randomInput(_ random: inout SeededGenerator) -> RefreshInput {
        let edge: RefreshEdge = Bool.random(using: &random) ? .header : .footer
        switch Int.random(in: 0..<20, using: &random) {
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
        default: return .tick
        }
    }

    static func randomMetrics(_ random: inout SeededGenerator) -> RefreshMetrics {
        RefreshMetrics(
            triggerDistance: Double(Int.random(in: 20...120, using: &random)),
            loadingInset: Double(Int.random(in: 20...120, using: &random)),
            minimumLoadingTime: [0, 0.5].randomElement(using: &random)!,
            resultHoldTime: [0, 0.7].randomElement(using: &random)!
        )
    }

    @Test("Refreshes alternate with finishes, insets stay in bounds, edges never load together", arguments: 0..<200)
    func invariants(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let header = Self.randomMetrics(&random)
        let footer = Self.randomMetrics(&random)
        let mode: FooterMode =
            Bool.random(using: &random) ? .manual : .automatic(maxTriggers: Int.random(in: 1...3, using: &random))
        var engine = RefreshEngine(header: header, footer: footer, footerMode: mode)
        var time = 0.0
        var awaitingFinish: Set<RefreshEdge> = []
        for _ in 0..<300 {
            time += Double(Int.random(in: 0...3, using: &random)) * 0.1
            let input = Self.randomInput(&random)
            if case .finish(let edge, _, _) = input, engine.state(of: edge) == .loading {
                awaitingFinish.remove(edge)
            }
            for effect in engine.handle(input, at: time) {
                switch effect {
                case .refresh(let edge):
                    #expect(!awaitingFinish.contains(edge), "a second refresh of the \(edge) before its finish")
                    awaitingFinish.insert(edge)
                case .inset(let edge, let points, let duration):
                    let limit = edge == .header ? header.loadingInset : footer.loadingInset
                    #expect(points >= 0 && points <= limit)
                    #expect(duration >= 0)
                case .state, .offset:
                    break
                }
            }
            #expect(!(engine.state(of: .header) == .loading && engine.state(of: .footer) == .loading))
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
