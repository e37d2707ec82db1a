import RefreshCore
import Testing

/// The faults of the classic header, each fixed.
@Suite("Header faults fixed")
struct HeaderFaultTests {
    @Test("Pulling is left when the offset jumps to y >= 0 during a drag")
    func jumpBackLeavesPulling() {
        var engine = RefreshEngine()
        _ = engine.handle(.scroll(offset: -80, dragging: true), at: 0)
        #expect(engine.handle(.scroll(offset: 10, dragging: true), at: 0.1) == [.state(.header, .idle)])
        // Nothing but the report that the pull ended without a load.
        #expect(engine.handle(.release(offset: 10), at: 0.2) == [.pullEnded(.header, .cancel)])
    }

    @Test("Pulling is left when the finger lifts below the trigger")
    func releaseBelowTriggerReturnsToIdle() {
        var engine = RefreshEngine()
        _ = engine.handle(.scroll(offset: -80, dragging: true), at: 0)
        #expect(
            engine.handle(.release(offset: -40), at: 0.1) == [.state(.header, .idle), .pullEnded(.header, .cancel)]
        )
    }

    @Test("No second refresh while loading")
    func noSecondRefresh() throws {
        let output = try replay([
            #"{"event":"release","offset":-80}"#,
            #"{"event":"scroll","offset":-120,"dragging":true}"#,
            #"{"event":"release","offset":-120}"#,
            #"{"event":"begin"}"#,
        ])
        #expect(output.filter { $0.contains(#""refresh":true"#) }.count == 1)
    }

    @Test("An inset change under the finger pins the offset, so the content does not jump")
    func insetChangeUnderFingerPinsOffset() {
        var engine = RefreshEngine()
        _ = engine.handle(.release(offset: -70), at: 0)
        #expect(
            engine.handle(.scroll(offset: -30, dragging: true), at: 1)
                == [.inset(.header, points: 30, duration: 0), .offset(.header, -30)]
        )
    }

    @Test("A finish during a drag closes the inset at release, not under the finger")
    func finishDuringDragClosesAtRelease() throws {
        let output = try replay([
            #"{"event":"release","offset":-70}"#,
            #"{"event":"scroll","offset":-90,"dragging":true,"time":1}"#,
            #"{"event":"finish","time":1.1}"#,
            #"{"event":"scroll","offset":-50,"dragging":true,"time":1.2}"#,
            #"{"event":"release","offset":-20,"time":1.3}"#,
        ])
        #expect(
            output.suffix(4) == [
                #"{"input":3,"edge":"header","state":"idle"}"#,
                #"{"input":3,"edge":"header","announce":"a11y.updated"}"#,
                #"{"input":5,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":5,"edge":"header","pullEnded":"cancel"}"#,
            ]
        )
    }

    @Test("Thresholds are measured from the host's resting offset (a navigation bar of 88 pt)")
    func restingOffsetRespected() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout(insetTop: 88)), at: 0)
        #expect(engine.handle(.scroll(offset: -150, dragging: true), at: 0).isEmpty)
        #expect(engine.handle(.scroll(offset: -154, dragging: true), at: 0) == [.state(.header, .pulling)])
        let loading = engine.handle(.release(offset: -160), at: 0)
        #expect(loading.contains(.inset(.header, points: 60, duration: 0.2)))
        #expect(
            engine.handle(.scroll(offset: -118, dragging: false), at: 0.1) == [.inset(.header, points: 30, duration: 0)]
        )
    }
}
