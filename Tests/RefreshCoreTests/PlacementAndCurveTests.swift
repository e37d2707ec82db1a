import RefreshCore
import RefreshTrace
import Testing

/// Where the indicator sits (`placement`) and Material's mapping of travel to pull (`curve`).
@Suite("Placement and curve")
struct PlacementAndCurveTests {
    struct CurvePoint: Sendable, CustomTestStringConvertible {
        var travel: Double
        var dragRate: Double
        var pull: Double
        var testDescription: String { "travel \(travel) at rate \(dragRate)" }
    }

    /// Values worked out by hand from the documented formula with T = 80: a = travel · rate / 2;
    /// a ≤ T gives a; past it o = min(a / T - 1, 2) gives T · (1 + o - o² / 4).
    @Test(
        "Material's curve: half the travel up to the trigger, then the overshoot eased up to twice it",
        arguments: [
            CurvePoint(travel: 0, dragRate: 1, pull: 0),
            CurvePoint(travel: 100, dragRate: 1, pull: 50),
            CurvePoint(travel: 160, dragRate: 1, pull: 80),
            CurvePoint(travel: 240, dragRate: 1, pull: 115),  // a = 120, o = 0.5: 80 · 1.4375
            CurvePoint(travel: 320, dragRate: 1, pull: 140),  // a = 160, o = 1: 80 · 1.75
            CurvePoint(travel: 480, dragRate: 1, pull: 160),  // a = 240, o = 2: 80 · 2
            CurvePoint(travel: 2000, dragRate: 1, pull: 160),  // capped
            CurvePoint(travel: 320, dragRate: 0.5, pull: 80),  // scaled to 160 first
            CurvePoint(travel: -30, dragRate: 1, pull: -30),  // into the content: as it is
        ]
    )
    func materialCurve(_ point: CurvePoint) {
        let metrics = RefreshMetrics(triggerDistance: 80, dragRate: point.dragRate, curve: .material)
        let pull = metrics.displayedPull(forTravel: point.travel, viewportHeight: 600)
        #expect(abs(pull - point.pull) < 1e-9, "\(pull)")
        if point.travel > 0 && point.pull < 160 {
            let back = metrics.travel(forDisplayedPull: pull, viewportHeight: 600)
            #expect(abs(back - point.travel) < 1e-6, "the inverse gives \(back)")
        }
    }

    @Test("Material's curve rises steadily, and the viewport does not change it")
    func materialCurveIsMonotonic() {
        let metrics = RefreshMetrics(triggerDistance: 80, curve: .material)
        var last = 0.0
        for step in 1...600 {
            let pull = metrics.displayedPull(forTravel: Double(step), viewportHeight: 600)
            #expect(pull >= last)
            #expect(pull == metrics.displayedPull(forTravel: Double(step), viewportHeight: 200))
            last = pull
        }
        #expect(last == 160)
    }

    static let overlay = RefreshMetrics(triggerDistance: 80, placement: .overlay, curve: .material)

    @Test("Overlay: a pull, a load and its finish ask for no inset and no offset")
    func overlayEmitsNoInsetOrOffset() throws {
        let output = try replay(
            [
                #"{"event":"layout","contentHeight":2000,"viewportHeight":600}"#,
                #"{"event":"scroll","offset":-50,"dragging":true}"#,
                #"{"event":"scroll","offset":-90,"dragging":true}"#,
                #"{"event":"release","offset":-90}"#,
                #"{"event":"scroll","offset":200,"dragging":true}"#,
                #"{"event":"finish","newItems":1,"time":1}"#,
                #"{"event":"release","offset":200,"time":1.1}"#,
                #"{"event":"begin","time":2}"#,
            ],
            engine: RefreshEngine(header: Self.overlay)
        )
        #expect(
            output == [
                #"{"input":3,"edge":"header","state":"pulling"}"#,
                #"{"input":4,"edge":"header","refresh":true}"#,
                #"{"input":4,"edge":"header","state":"loading"}"#,
                #"{"input":4,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":4,"edge":"header","pullEnded":"refresh"}"#,
                #"{"input":6,"edge":"header","state":"idle"}"#,
                #"{"input":6,"edge":"header","announce":"a11y.refreshed","count":1}"#,
                #"{"input":8,"edge":"header","refresh":true}"#,
                #"{"input":8,"edge":"header","state":"loading"}"#,
                #"{"input":8,"edge":"header","announce":"a11y.refreshing"}"#,
            ]
        )
    }

    @Test("Overlay: the indicator follows the pull, then stays at the loading inset while the list scrolls")
    func overlayIndicatorOffset() {
        var engine = RefreshEngine(header: Self.overlay)
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        #expect(engine.renderModel(for: .header).indicatorOffset == 0)
        _ = engine.handle(.scroll(offset: -45, dragging: true), at: 0.1)
        #expect(engine.renderModel(for: .header).indicatorOffset == 45)
        _ = engine.handle(.release(offset: -85), at: 0.2)
        _ = engine.handle(.scroll(offset: 300, dragging: true), at: 0.3)
        #expect(engine.renderModel(for: .header).indicatorOffset == 60)
        #expect(engine.inset(of: .header) == 0)
    }

    @Test("Follow (the classic placement): the indicator is carried by the content")
    func followIndicatorOffset() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.scroll(offset: -45, dragging: true), at: 0.1)
        #expect(engine.renderModel(for: .header).indicatorOffset == 45)
        _ = engine.handle(.release(offset: -85), at: 0.2)
        _ = engine.handle(.scroll(offset: 300, dragging: false), at: 0.3)
        #expect(engine.renderModel(for: .header).indicatorOffset == 0, "scrolled away with the content")
    }

    @Test("Fixed: content that cannot scroll pulls and loads from scroll samples, with no inset")
    func fixedPlacement() {
        var engine = RefreshEngine(footer: RefreshMetrics(placement: .fixed))
        _ = engine.handle(.layout(ScrollLayout(contentHeight: 0, viewportHeight: 600)), at: 0)
        _ = engine.handle(.scroll(offset: 70, dragging: true), at: 0.1)
        #expect(
            engine.handle(.release(offset: 70), at: 0.2) == [
                .refresh(.footer), .state(.footer, .loading), .announce(.footer, .loadingMore),
                .pullEnded(.footer, .refresh),
            ]
        )
        #expect(engine.renderModel(for: .footer).indicatorOffset == 60)
    }
}
