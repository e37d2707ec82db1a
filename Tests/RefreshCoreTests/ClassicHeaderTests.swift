import RefreshCore
import Testing

/// The header with the classic metrics behaves as EGORefreshTableHeaderView did.
@Suite("Classic header")
struct ClassicHeaderTests {
    @Test("A full pull, release, load and finish")
    func fullCycle() throws {
        let output = try replay([
            #"{"event":"layout","contentHeight":2000,"viewportHeight":600}"#,
            #"{"event":"scroll","offset":-30,"dragging":true,"time":0.0}"#,
            #"{"event":"scroll","offset":-66,"dragging":true,"time":0.1}"#,
            #"{"event":"release","offset":-80,"time":0.2}"#,
            #"{"event":"scroll","offset":-70,"dragging":false,"time":0.25}"#,
            #"{"event":"scroll","offset":-60,"dragging":false,"time":0.3}"#,
            #"{"event":"finish","time":1.5}"#,
        ])
        #expect(
            output == [
                #"{"input":3,"edge":"header","state":"pulling"}"#,
                #"{"input":4,"edge":"header","refresh":true}"#,
                #"{"input":4,"edge":"header","state":"loading"}"#,
                #"{"input":4,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":4,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":4,"edge":"header","pullEnded":"refresh"}"#,
                #"{"input":7,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":7,"edge":"header","state":"idle"}"#,
                #"{"input":7,"edge":"header","announce":"a11y.updated"}"#,
            ]
        )
    }

    struct ThresholdCase: Sendable, CustomTestStringConvertible {
        var offset: Double
        var arms: Bool
        var testDescription: String { "offset \(offset)" }
    }

    @Test(
        "Arms strictly past 65 pt while dragging",
        arguments: [
            ThresholdCase(offset: -64, arms: false), ThresholdCase(offset: -65, arms: false),
            ThresholdCase(offset: -65.01, arms: true), ThresholdCase(offset: -200, arms: true),
        ]
    )
    func armingThreshold(_ sample: ThresholdCase) {
        var engine = RefreshEngine()
        let output = engine.handle(.scroll(offset: sample.offset, dragging: true), at: 0)
        #expect(output == (sample.arms ? [.state(.header, .pulling)] : []))
    }

    @Test("Release at exactly 65 pt refreshes; at 64.9 pt it does not", arguments: [(-65.0, true), (-64.9, false)])
    func releaseThreshold(offset: Double, refreshes: Bool) {
        var engine = RefreshEngine()
        let output = engine.handle(.release(offset: offset), at: 0)
        #expect(output.contains(.refresh(.header)) == refreshes)
    }

    @Test("While loading, the inset follows the content: min(max(-y, 0), 60)")
    func loadingInsetTracksScroll() throws {
        let output = try replay([
            #"{"event":"release","offset":-70}"#,
            #"{"event":"scroll","offset":-20}"#,
            #"{"event":"scroll","offset":150}"#,
            #"{"event":"scroll","offset":-100}"#,
        ])
        #expect(
            output.suffix(3) == [
                #"{"input":2,"edge":"header","inset":20,"duration":0}"#,
                #"{"input":3,"edge":"header","inset":0,"duration":0}"#,
                #"{"input":4,"edge":"header","inset":60,"duration":0}"#,
            ]
        )
    }

    @Test("Metrics from a skin replace the classic numbers")
    func customMetrics() {
        let metrics = RefreshMetrics(triggerDistance: 100, loadingInset: 80, openDuration: 0.5)
        var engine = RefreshEngine(header: metrics)
        #expect(engine.handle(.scroll(offset: -90, dragging: true), at: 0).isEmpty)
        #expect(
            engine.handle(.release(offset: -100), at: 0)
                == [
                    .refresh(.header), .state(.header, .loading), .inset(.header, points: 80, duration: 0.5),
                    .announce(.header, .refreshing), .pullEnded(.header, .refresh),
                ]
        )
    }

    @Test("The classic metrics are the documented numbers")
    func classicNumbers() {
        let classic = RefreshMetrics.classic
        #expect(classic.triggerDistance == 65)
        #expect(classic.loadingInset == 60)
        #expect(classic.flipDuration == 0.18)
        #expect(classic.openDuration == 0.2)
        #expect(classic.closeDuration == 0.3)
        #expect(classic.minimumLoadingTime == 0 && classic.resultHoldTime == 0)
        #expect(classic.problems.isEmpty)
        #expect(RefreshMetrics(triggerDistance: -1, closeDuration: .nan).problems.count == 2)
    }
}
