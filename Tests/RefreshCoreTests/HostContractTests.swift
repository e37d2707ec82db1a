import RefreshCore
import RefreshTrace
import Testing

/// What hosts binding a flag or an async action need: turning an edge off, cancelling a load,
/// the host's own "is refreshing" flag, how a pull ended, and a finish while idle.
@Suite("Host contract: setEnabled, cancel, refreshing, pullEnded, finish while idle")
struct HostContractTests {
    static let layout = #"{"event":"layout","contentHeight":2000,"viewportHeight":600}"#

    // MARK: - Enable and disable

    @Test("A disabled header ignores pulls, taps, accessibility, begin and the flag; enabled again, it pulls")
    func disabledHeaderIgnoresEverything() throws {
        let output = try replay([
            Self.layout,
            #"{"event":"setEnabled","edge":"header","enabled":false}"#,
            #"{"event":"scroll","offset":-70,"dragging":true}"#,
            #"{"event":"release","offset":-70}"#,
            #"{"event":"accessibilityRefresh","edge":"header"}"#,
            #"{"event":"begin","edge":"header"}"#,
            #"{"event":"refreshing","edge":"header","value":true}"#,
            #"{"event":"setEnabled","edge":"header","enabled":true}"#,
            #"{"event":"scroll","offset":-70,"dragging":true}"#,
            #"{"event":"release","offset":-70}"#,
        ])
        #expect(
            output == [
                #"{"input":9,"edge":"header","state":"pulling"}"#,
                #"{"input":10,"edge":"header","refresh":true}"#,
                #"{"input":10,"edge":"header","state":"loading"}"#,
                #"{"input":10,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":10,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":10,"edge":"header","pullEnded":"refresh"}"#,
            ]
        )
    }

    @Test("Disabling a pulling header leaves pulling; a load already running finishes normally")
    func disableWhilePullingAndLoading() throws {
        let pulling = try replay([
            Self.layout,
            #"{"event":"scroll","offset":-70,"dragging":true}"#,
            #"{"event":"setEnabled","edge":"header","enabled":false}"#,
            #"{"event":"release","offset":-70}"#,
        ])
        #expect(
            pulling == [
                #"{"input":2,"edge":"header","state":"pulling"}"#,
                #"{"input":3,"edge":"header","state":"idle"}"#,
            ]
        )
        let loading = try replay([
            Self.layout,
            #"{"event":"release","offset":-70}"#,
            #"{"event":"setEnabled","edge":"header","enabled":false}"#,
            #"{"event":"finish","newItems":2,"time":1}"#,
        ])
        #expect(
            Array(loading.suffix(3)) == [
                #"{"input":4,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":4,"edge":"header","state":"idle"}"#,
                #"{"input":4,"edge":"header","announce":"a11y.refreshed","count":2}"#,
            ]
        )
    }

    @Test("A disabled footer neither loads by itself nor on a tap, and a begin waiting for layout is dropped")
    func disabledFooter() {
        var engine = RefreshEngine(footerMode: .automatic(maxTriggers: 3))
        #expect(engine.handle(.begin(edge: .footer), at: 0).isEmpty)
        #expect(engine.handle(.setEnabled(edge: .footer, enabled: false), at: 0).isEmpty)
        #expect(engine.handle(.layout(ScrollLayout()), at: 0).isEmpty, "the waiting begin was dropped")
        #expect(engine.handle(.scroll(offset: 1390, dragging: false), at: 0.1).isEmpty)
        #expect(engine.handle(.tap(edge: .footer), at: 0.2).isEmpty)
        #expect(engine.handle(.release(offset: 1480), at: 0.3).isEmpty)
        #expect(engine.state(of: .footer) == .idle)
        _ = engine.handle(.setEnabled(edge: .footer, enabled: true), at: 0.4)
        #expect(engine.handle(.scroll(offset: 1390, dragging: false), at: 0.5).first == .refresh(.footer))
    }

    // MARK: - Cancel

    @Test("Cancel closes the header, announces it, and the late finish is ignored")
    func cancel() throws {
        let output = try replay([
            Self.layout,
            #"{"event":"release","offset":-70}"#,
            #"{"event":"cancel","edge":"header","time":1}"#,
            #"{"event":"finish","newItems":3,"time":2}"#,
        ])
        #expect(
            output == [
                #"{"input":2,"edge":"header","refresh":true}"#,
                #"{"input":2,"edge":"header","state":"loading"}"#,
                #"{"input":2,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":2,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":2,"edge":"header","pullEnded":"refresh"}"#,
                #"{"input":3,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":3,"edge":"header","state":"idle"}"#,
                #"{"input":3,"edge":"header","announce":"a11y.refreshCancelled"}"#,
            ]
        )
    }

    @Test("Cancel under the finger closes the inset at the lift; cancel when not loading does nothing")
    func cancelUnderFinger() throws {
        let output = try replay([
            Self.layout,
            #"{"event":"release","offset":-70}"#,
            #"{"event":"scroll","offset":-70,"dragging":true}"#,
            #"{"event":"cancel","edge":"header"}"#,
            #"{"event":"release","offset":-20}"#,
            #"{"event":"cancel","edge":"header"}"#,
            #"{"event":"cancel","edge":"footer"}"#,
        ])
        #expect(
            Array(output.suffix(4)) == [
                #"{"input":4,"edge":"header","state":"idle"}"#,
                #"{"input":4,"edge":"header","announce":"a11y.refreshCancelled"}"#,
                #"{"input":5,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":5,"edge":"header","pullEnded":"cancel"}"#,
            ]
        )
    }

    @Test("Cancel during the minimum loading time drops the deferred finish; the footer goes idle, not failed")
    func cancelDeferredAndFooter() {
        var engine = RefreshEngine(footer: RefreshMetrics(minimumLoadingTime: 1))
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.tap(edge: .footer), at: 0)
        #expect(engine.handle(.finish(edge: .footer, result: .failure, newItems: nil), at: 0.2).isEmpty)
        #expect(
            engine.handle(.cancel(edge: .footer), at: 0.3) == [
                .inset(.footer, points: 0, duration: 0.3), .state(.footer, .idle),
                .announce(.footer, .refreshCancelled),
            ]
        )
        #expect(engine.handle(.tick, at: 2).isEmpty, "the deferred failure never lands")
        #expect(engine.state(of: .footer) == .idle)
        #expect(engine.renderModel(for: .footer).result == nil)
    }

    // MARK: - The host's flag

    @Test("refreshing true shows loading without asking for a refresh; false finishes; repeats do nothing")
    func boundFlag() throws {
        let output = try replay([
            Self.layout,
            #"{"event":"refreshing","edge":"header","value":true}"#,
            #"{"event":"refreshing","edge":"header","value":true}"#,
            #"{"event":"refreshing","edge":"header","value":false,"time":1}"#,
            #"{"event":"refreshing","edge":"header","value":false,"time":2}"#,
        ])
        #expect(
            output == [
                #"{"input":2,"edge":"header","state":"loading"}"#,
                #"{"input":2,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":2,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":2,"edge":"header","offset":-60}"#,
                #"{"input":4,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":4,"edge":"header","state":"idle"}"#,
                #"{"input":4,"edge":"header","announce":"a11y.updated"}"#,
            ]
        )
    }

    @Test("refreshing true then false at the same time ends idle with the inset closed")
    func trueThenFalseAtOnce() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.refreshing(edge: .header, isRefreshing: true), at: 1)
        _ = engine.handle(.refreshing(edge: .header, isRefreshing: false), at: 1)
        #expect(engine.state(of: .header) == .idle)
        #expect(engine.inset(of: .header) == 0)
    }

    @Test("refreshing true before the first layout shows after it; true then false before it shows nothing")
    func flagBeforeLayout() throws {
        let early = try replay([
            #"{"event":"refreshing","edge":"header","value":true}"#,
            Self.layout,
        ])
        #expect(
            early == [
                #"{"input":2,"edge":"header","state":"loading"}"#,
                #"{"input":2,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":2,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":2,"edge":"header","offset":-60}"#,
            ]
        )
        let flicker = try replay([
            #"{"event":"refreshing","edge":"header","value":true}"#,
            #"{"event":"refreshing","edge":"header","value":false}"#,
            Self.layout,
        ])
        #expect(flicker.isEmpty)
    }

    @Test("A load the user pulled ends when the host's flag goes from true to false")
    func flagFollowsPull() throws {
        let output = try replay([
            Self.layout,
            #"{"event":"release","offset":-70}"#,
            #"{"event":"refreshing","edge":"header","value":true}"#,
            #"{"event":"refreshing","edge":"header","value":false,"time":1}"#,
        ])
        #expect(output.filter { $0.contains(#""refresh":true"#) }.count == 1)
        #expect(
            Array(output.suffix(3)) == [
                #"{"input":4,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":4,"edge":"header","state":"idle"}"#,
                #"{"input":4,"edge":"header","announce":"a11y.updated"}"#,
            ]
        )
    }

    // MARK: - How a pull ended

    @Test("A pull short of the trigger ends in cancel; a scroll that never pulled the edge reports nothing")
    func pullEndedCancel() throws {
        let output = try replay([
            Self.layout,
            #"{"event":"scroll","offset":-30,"dragging":true}"#,
            #"{"event":"scroll","offset":0,"dragging":false}"#,
            #"{"event":"scroll","offset":300,"dragging":true}"#,
            #"{"event":"release","offset":300}"#,
            #"{"event":"scroll","offset":-30,"dragging":false}"#,
            #"{"event":"scroll","offset":1450,"dragging":true}"#,
            #"{"event":"release","offset":1450}"#,
        ])
        #expect(
            output == [
                #"{"input":3,"edge":"header","pullEnded":"cancel"}"#,
                #"{"input":8,"edge":"footer","pullEnded":"cancel"}"#,
            ]
        )
    }

    @Test("A pull that starts on reach ends in refresh at the lift, after the inset opens")
    func pullEndedReach() {
        var engine = RefreshEngine(header: RefreshMetrics(trigger: .reach))
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        #expect(engine.handle(.scroll(offset: -70, dragging: true), at: 0.1).first == .refresh(.header))
        #expect(
            engine.handle(.release(offset: -70), at: 0.2) == [
                .inset(.header, points: 60, duration: 0.2), .pullEnded(.header, .refresh),
            ]
        )
    }

    @Test("A release into the second level started no load: cancel")
    func pullEndedSecondLevel() {
        var engine = RefreshEngine(header: RefreshMetrics(secondLevelDistance: 120))
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.scroll(offset: -130, dragging: true), at: 0.1)
        #expect(engine.handle(.release(offset: -130), at: 0.2).last == .pullEnded(.header, .cancel))
        #expect(engine.state(of: .header) == .secondLevel)
    }

    @Test("A pull on a loading or disabled edge reports nothing")
    func pullEndedNotForBusyOrDisabled() throws {
        let output = try replay([
            Self.layout,
            #"{"event":"release","offset":-70}"#,
            #"{"event":"scroll","offset":-70,"dragging":true}"#,
            #"{"event":"release","offset":-70}"#,
            #"{"event":"setEnabled","edge":"footer","enabled":false}"#,
            #"{"event":"scroll","offset":1450,"dragging":true}"#,
            #"{"event":"release","offset":1450}"#,
        ])
        #expect(output.filter { $0.contains("pullEnded") } == [#"{"input":2,"edge":"header","pullEnded":"refresh"}"#])
    }

    // MARK: - Finish while idle

    @Test("A finish while idle emits nothing at all, during a drag or not")
    func finishWhileIdle() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        #expect(engine.handle(.finish(edge: .header, result: .success, newItems: 3), at: 0.1).isEmpty)
        _ = engine.handle(.scroll(offset: 200, dragging: true), at: 0.2)
        #expect(engine.handle(.finish(edge: .header, result: .failure, newItems: nil), at: 0.3).isEmpty)
        #expect(engine.handle(.finish(edge: .footer, result: .noMoreData, newItems: nil), at: 0.4).isEmpty)
        #expect(engine.offset == 200)
        #expect(engine.state(of: .header) == .idle && engine.state(of: .footer) == .idle)
    }
}
