import RefreshCore
import Testing

@Suite("Load-more footer")
struct FooterTests {
    /// Content 2000 tall in a 600 viewport rests at the bottom at offset 1400.
    let layout = #"{"event":"layout","contentHeight":2000,"viewportHeight":600}"#

    @Test("Manual: pull up past the trigger and release")
    func manualPullUp() throws {
        let output = try replay([
            layout,
            #"{"event":"scroll","offset":1460,"dragging":true}"#,
            #"{"event":"scroll","offset":1470,"dragging":true}"#,
            #"{"event":"release","offset":1470}"#,
            #"{"event":"finish","edge":"footer","newItems":20,"time":1}"#,
        ])
        #expect(
            output == [
                #"{"input":3,"edge":"footer","state":"pulling"}"#,
                #"{"input":4,"edge":"footer","refresh":true}"#,
                #"{"input":4,"edge":"footer","state":"loading"}"#,
                #"{"input":4,"edge":"footer","inset":60,"duration":0.2}"#,
                #"{"input":4,"edge":"footer","announce":"a11y.loadingMore"}"#,
                #"{"input":4,"edge":"footer","pullEnded":"refresh"}"#,
                #"{"input":5,"edge":"footer","inset":0,"duration":0.3}"#,
                #"{"input":5,"edge":"footer","state":"idle"}"#,
                #"{"input":5,"edge":"footer","announce":"a11y.loadedMore","count":20}"#,
            ]
        )
    }

    @Test("Automatic: loads as the bottom comes within the trigger distance, once per content height")
    func automatic() {
        var engine = RefreshEngine(footerMode: .automatic(maxTriggers: 1))
        _ = engine.handle(.layout(ScrollLayout(contentHeight: 2000, viewportHeight: 600)), at: 0)
        #expect(engine.handle(.scroll(offset: 1300, dragging: true), at: 0).isEmpty)
        #expect(engine.handle(.scroll(offset: 1340, dragging: false), at: 0.1).contains(.refresh(.footer)))
        _ = engine.handle(.finish(edge: .footer, result: .success, newItems: 0), at: 1)
        // Nothing arrived, the content did not grow: no new automatic load in a loop.
        #expect(!engine.handle(.scroll(offset: 1390, dragging: false), at: 1.1).contains(.refresh(.footer)))
        // New content: automatic loading is allowed again.
        _ = engine.handle(.layout(ScrollLayout(contentHeight: 3000, viewportHeight: 600)), at: 2)
        #expect(engine.handle(.scroll(offset: 2350, dragging: false), at: 2.1).contains(.refresh(.footer)))
    }

    @Test("No more data: never triggers until reset by a header refresh")
    func noMoreData() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.release(offset: 1500), at: 0)
        #expect(
            engine.handle(.finish(edge: .footer, result: .noMoreData, newItems: nil), at: 1)
                == [
                    .inset(.footer, points: 0, duration: 0.3), .state(.footer, .noMoreData),
                    .announce(.footer, .noMore),
                ]
        )
        #expect(engine.handle(.scroll(offset: 1500, dragging: true), at: 2).isEmpty)
        #expect(engine.handle(.release(offset: 1500), at: 2).isEmpty)
        #expect(engine.handle(.begin(edge: .footer), at: 2).isEmpty)
        _ = engine.handle(.release(offset: -70), at: 3)
        let finished = engine.handle(.finish(edge: .header, result: .success, newItems: 5), at: 4)
        #expect(finished.last == .announce(.header, .refreshed(count: 5)))
        #expect(finished.contains(.state(.footer, .idle)))
        #expect(engine.handle(.release(offset: 1500), at: 5).contains(.refresh(.footer)))
    }

    @Test("Short content: a header pull never fires the footer, a push up fires it once")
    func shortContent() {
        var engine = RefreshEngine(footerMode: .automatic(maxTriggers: 1))
        _ = engine.handle(.layout(ScrollLayout(contentHeight: 300, viewportHeight: 600)), at: 0)
        let pullDown =
            engine.handle(.scroll(offset: -40, dragging: true), at: 0)
            + engine.handle(.scroll(offset: 0, dragging: false), at: 0.1)
        #expect(!pullDown.contains(.refresh(.footer)))
        let pushUp =
            engine.handle(.scroll(offset: 70, dragging: true), at: 1) + engine.handle(.release(offset: 70), at: 1.1)
        #expect(pushUp.filter { $0 == .refresh(.footer) }.count == 1)
    }

    @Test("The header and the footer are never loading at the same time")
    func exclusive() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.release(offset: -70), at: 0)
        #expect(engine.handle(.scroll(offset: 1500, dragging: true), at: 1).allSatisfy { $0.edge == .header })
        #expect(engine.handle(.release(offset: 1500), at: 1).allSatisfy { $0.edge == .header })
        #expect(engine.handle(.begin(edge: .footer), at: 1).isEmpty)
    }
}
