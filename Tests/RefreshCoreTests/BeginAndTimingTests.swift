import RefreshCore
import Testing

@Suite("Programmatic begin, minimum loading time and result hold")
struct BeginAndTimingTests {
    @Test("A begin before the first layout is carried out at layout, revealing the header")
    func beginBeforeLayout() throws {
        let output = try replay([
            #"{"event":"begin"}"#,
            #"{"event":"layout","insetTop":20}"#,
        ])
        #expect(
            output == [
                #"{"input":2,"edge":"header","refresh":true}"#,
                #"{"input":2,"edge":"header","state":"loading"}"#,
                #"{"input":2,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":2,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":2,"edge":"header","offset":-80}"#,
            ]
        )
    }

    @Test("While the opened header scrolls into view, its inset is not shrunk")
    func revealIsNotUndone() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.begin(edge: .header), at: 0)
        #expect(engine.handle(.scroll(offset: -10, dragging: false), at: 0.05).isEmpty)
        #expect(engine.handle(.scroll(offset: -60, dragging: false), at: 0.2).isEmpty)
        #expect(
            engine.handle(.scroll(offset: -30, dragging: false), at: 0.5) == [.inset(.header, points: 30, duration: 0)]
        )
    }

    @Test("A begin during a drag waits for the finger to lift")
    func beginDuringDrag() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.scroll(offset: 300, dragging: true), at: 0)
        #expect(engine.handle(.begin(edge: .header), at: 0.1).isEmpty)
        let lifted = engine.handle(.release(offset: 300), at: 0.2)
        #expect(
            lifted == [
                .refresh(.header), .state(.header, .loading), .inset(.header, points: 60, duration: 0.2),
                .announce(.header, .refreshing),
            ]
        )
    }

    @Test("A fast load still shows the spinner for the minimum loading time")
    func minimumLoadingTime() {
        var engine = RefreshEngine(header: RefreshMetrics(minimumLoadingTime: 0.8))
        _ = engine.handle(.release(offset: -70), at: 10)
        #expect(engine.handle(.finish(edge: .header, result: .success, newItems: 2), at: 10.1).isEmpty)
        #expect(engine.handle(.tick, at: 10.5).isEmpty)
        #expect(
            engine.handle(.tick, at: 10.8) == [
                .inset(.header, points: 0, duration: 0.3), .state(.header, .idle),
                .announce(.header, .refreshed(count: 2)),
            ]
        )
    }

    @Test("The result is held before the header closes")
    func resultHold() {
        var engine = RefreshEngine(header: RefreshMetrics(resultHoldTime: 1))
        _ = engine.handle(.release(offset: -70), at: 0)
        #expect(
            engine.handle(.finish(edge: .header, result: .success, newItems: 3), at: 2)
                == [.state(.header, .finished), .announce(.header, .refreshed(count: 3))]
        )
        let model = engine.renderModel(for: .header)
        #expect(model.state == .finished && model.newItems == 3 && model.result == .success)
        #expect(model.statusMessage == RefreshMessage(.headerFinished, ["count": .int(3)]))
        #expect(engine.handle(.tick, at: 2.5).isEmpty)
        #expect(engine.handle(.tick, at: 3) == [.inset(.header, points: 0, duration: 0.3), .state(.header, .idle)])
    }

    @Test("A finish for an edge that is not loading does nothing")
    func strayFinish() {
        var engine = RefreshEngine()
        #expect(engine.handle(.finish(edge: .header, result: .success, newItems: nil), at: 0).isEmpty)
        #expect(engine.handle(.finish(edge: .footer, result: .failure, newItems: nil), at: 0).isEmpty)
    }

    @Test("The render model reports progress and the arrow's flip")
    func renderModel() {
        var engine = RefreshEngine()
        _ = engine.handle(.scroll(offset: -32.5, dragging: true), at: 0)
        var model = engine.renderModel(for: .header)
        #expect(model.progress == 0.5 && model.arrowAngle == 0 && model.arrowDuration == 0.18)
        #expect(model.detailMessage == RefreshMessage(.headerNeverUpdated))
        _ = engine.handle(.scroll(offset: -100, dragging: true), at: 0)
        model = engine.renderModel(for: .header)
        #expect(model.progress == 1 && model.arrowAngle == Double.pi)
        #expect(model.statusMessage == RefreshMessage(.headerRelease))
    }
}
