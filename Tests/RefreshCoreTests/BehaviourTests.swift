import RefreshCore
import RefreshTrace
import Testing

/// The behaviours users of every peer ask for: lasting failure and tap, announcements, haptics,
/// trigger on reach, staleness, a second level, damping, layout changes mid-pull.
@Suite("Behaviours: failure, tap, accessibility, haptics, reach, staleness, second level")
struct BehaviourTests {
    /// Content 2000 tall in a 600 viewport rests at the bottom at offset 1400.
    static let layout = #"{"event":"layout","contentHeight":2000,"viewportHeight":600}"#

    // MARK: - Lasting failure and tap

    @Test("A footer failure stays until a tap, which loads again")
    func footerFailureAndTap() throws {
        let output = try replay([
            Self.layout,
            #"{"event":"release","offset":1470}"#,
            #"{"event":"finish","edge":"footer","result":"failure","time":1}"#,
            #"{"event":"scroll","offset":1300,"dragging":true,"time":2}"#,
            #"{"event":"scroll","offset":1400,"dragging":false,"time":3}"#,
            #"{"event":"tick","time":9}"#,
            #"{"event":"tap","time":10}"#,
            #"{"event":"finish","edge":"footer","newItems":2,"time":11}"#,
        ])
        #expect(
            output == [
                #"{"input":2,"edge":"footer","refresh":true}"#,
                #"{"input":2,"edge":"footer","state":"loading"}"#,
                #"{"input":2,"edge":"footer","inset":60,"duration":0.2}"#,
                #"{"input":2,"edge":"footer","announce":"a11y.loadingMore"}"#,
                #"{"input":2,"edge":"footer","pullEnded":"refresh"}"#,
                #"{"input":3,"edge":"footer","state":"failed"}"#,
                #"{"input":3,"edge":"footer","announce":"a11y.loadMoreFailed"}"#,
                #"{"input":7,"edge":"footer","refresh":true}"#,
                #"{"input":7,"edge":"footer","state":"loading"}"#,
                #"{"input":7,"edge":"footer","announce":"a11y.loadingMore"}"#,
                #"{"input":8,"edge":"footer","inset":0,"duration":0.3}"#,
                #"{"input":8,"edge":"footer","state":"idle"}"#,
                #"{"input":8,"edge":"footer","announce":"a11y.loadedMore","count":2}"#,
            ]
        )
    }

    @Test("A failed automatic footer never retries by itself as the bottom comes near")
    func failedAutomaticFooterWaits() {
        var engine = RefreshEngine(footerMode: .automatic(maxTriggers: 3))
        _ = engine.handle(.layout(ScrollLayout(contentHeight: 2000, viewportHeight: 600)), at: 0)
        #expect(engine.handle(.scroll(offset: 1350, dragging: false), at: 0.1).contains(.refresh(.footer)))
        _ = engine.handle(.finish(edge: .footer, result: .failure, newItems: nil), at: 1)
        #expect(engine.state(of: .footer) == .failed)
        for (step, offset) in [1200.0, 1380, 1400, 1300, 1400].enumerated() {
            #expect(engine.handle(.scroll(offset: offset, dragging: false), at: 2 + Double(step)).isEmpty)
        }
        #expect(engine.state(of: .footer) == .failed)
        // A new pull past the trigger retries, as a tap does.
        #expect(engine.handle(.scroll(offset: 1470, dragging: true), at: 8).isEmpty)
        #expect(engine.handle(.release(offset: 1470), at: 8.1).first == .refresh(.footer))
    }

    @Test("A tap loads an idle footer, manual or automatic; it does nothing elsewhere")
    func tapRules() {
        var manual = RefreshEngine()
        _ = manual.handle(.layout(ScrollLayout()), at: 0)
        #expect(manual.handle(.tap(edge: .header), at: 0).isEmpty)
        #expect(manual.handle(.tap(edge: .footer), at: 0).first == .refresh(.footer))
        #expect(manual.handle(.tap(edge: .footer), at: 0).isEmpty, "a second tap while loading")
        _ = manual.handle(.finish(edge: .footer, result: .noMoreData, newItems: nil), at: 1)
        #expect(manual.handle(.tap(edge: .footer), at: 2).isEmpty, "no more data")

        var automatic = RefreshEngine(footerMode: .automatic(maxTriggers: 2))
        _ = automatic.handle(.layout(ScrollLayout()), at: 0)
        // "Pull up or tap to load more": the automatic footer keeps the promise of its text.
        #expect(automatic.handle(.tap(edge: .footer), at: 0).first == .refresh(.footer))

        var busyHeader = RefreshEngine()
        _ = busyHeader.handle(.layout(ScrollLayout()), at: 0)
        _ = busyHeader.handle(.release(offset: -70), at: 0)
        #expect(busyHeader.handle(.tap(edge: .footer), at: 0.1).isEmpty, "never two loads at once")
    }

    @Test("The header's failure shows during its hold, then the header is idle again")
    func headerFailureReturnsToIdle() throws {
        let output = try replay(
            [
                #"{"event":"release","offset":-70}"#,
                #"{"event":"finish","result":"failure","time":1}"#,
                #"{"event":"tick","time":3}"#,
            ],
            engine: RefreshEngine(header: RefreshMetrics(resultHoldTime: 1.5))
        )
        #expect(
            Array(output.dropFirst(5)) == [
                #"{"input":2,"edge":"header","state":"finished"}"#,
                #"{"input":2,"edge":"header","announce":"a11y.refreshFailed"}"#,
                #"{"input":3,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":3,"edge":"header","state":"idle"}"#,
            ]
        )
    }

    // MARK: - Accessibility

    @Test("Every start and every end is announced once, with its count")
    func announcements() throws {
        let output = try replay([
            #"{"event":"release","offset":-70}"#,
            #"{"event":"finish","newItems":3,"time":1}"#,
            #"{"event":"release","offset":1470,"time":2}"#,
            #"{"event":"finish","edge":"footer","result":"noMoreData","time":3}"#,
        ])
        #expect(
            output.filter { $0.contains("announce") } == [
                #"{"input":1,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":2,"edge":"header","announce":"a11y.refreshed","count":3}"#,
                #"{"input":3,"edge":"footer","announce":"a11y.loadingMore"}"#,
                #"{"input":4,"edge":"footer","announce":"a11y.noMore"}"#,
            ]
        )
        #expect(RefreshAnnouncement.refreshed(count: 3).message == RefreshMessage(.a11yRefreshed, ["count": .int(3)]))
        #expect(RefreshAnnouncement.noMore.message == RefreshMessage(.a11yNoMore))
    }

    @Test("An assistive-technology action refreshes with no gesture and reveals the header")
    func accessibilityRefresh() throws {
        let output = try replay([
            #"{"event":"layout"}"#,
            #"{"event":"accessibilityRefresh","edge":"header"}"#,
        ])
        #expect(
            output == [
                #"{"input":2,"edge":"header","refresh":true}"#,
                #"{"input":2,"edge":"header","state":"loading"}"#,
                #"{"input":2,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":2,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":2,"edge":"header","offset":-60}"#,
            ]
        )
    }

    @Test("An assistive-technology action retries a failed footer; a programmatic begin does not")
    func accessibilityRetriesFailedFooter() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.release(offset: 1470), at: 0)
        _ = engine.handle(.finish(edge: .footer, result: .failure, newItems: nil), at: 1)
        #expect(engine.handle(.begin(edge: .footer), at: 2).isEmpty)
        #expect(engine.handle(.accessibilityRefresh(edge: .footer), at: 3).first == .refresh(.footer))
    }

    // MARK: - Haptics

    @Test("Haptics on: armed, triggered, success; off in the classic metrics")
    func haptics() throws {
        let trace = [
            #"{"event":"scroll","offset":-70,"dragging":true}"#,
            #"{"event":"release","offset":-70}"#,
            #"{"event":"finish","time":1}"#,
            #"{"event":"release","offset":-70,"time":2}"#,
            #"{"event":"finish","result":"failure","time":3}"#,
        ]
        let on = try replay(trace, engine: RefreshEngine(header: RefreshMetrics(haptics: true)))
        #expect(
            on.filter { $0.contains("haptic") } == [
                #"{"input":1,"edge":"header","haptic":"armed"}"#,
                #"{"input":2,"edge":"header","haptic":"triggered"}"#,
                #"{"input":3,"edge":"header","haptic":"success"}"#,
                #"{"input":4,"edge":"header","haptic":"triggered"}"#,
                #"{"input":5,"edge":"header","haptic":"failure"}"#,
            ]
        )
        #expect(
            on[0...2] == [
                #"{"input":1,"edge":"header","state":"pulling"}"#,
                #"{"input":1,"edge":"header","haptic":"armed"}"#,
                #"{"input":2,"edge":"header","refresh":true}"#,
            ]
        )
        #expect(try replay(trace).allSatisfy { !$0.contains("haptic") })
    }

    // MARK: - Trigger on reach

    @Test("Reach: the load starts with the finger down; the inset opens at release without a jump")
    func triggerOnReach() throws {
        let output = try replay(
            [
                #"{"event":"scroll","offset":-40,"dragging":true}"#,
                #"{"event":"scroll","offset":-66,"dragging":true}"#,
                #"{"event":"scroll","offset":-90,"dragging":true}"#,
                #"{"event":"release","offset":-90}"#,
            ],
            engine: RefreshEngine(header: RefreshMetrics(trigger: .reach))
        )
        #expect(
            output == [
                #"{"input":2,"edge":"header","refresh":true}"#,
                #"{"input":2,"edge":"header","state":"loading"}"#,
                #"{"input":2,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":4,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":4,"edge":"header","pullEnded":"refresh"}"#,
            ]
        )
    }

    @Test("Reach: a finger that went back up gets the header revealed at release")
    func reachThenBackUp() {
        var engine = RefreshEngine(header: RefreshMetrics(trigger: .reach))
        _ = engine.handle(.layout(ScrollLayout()), at: 0)
        _ = engine.handle(.scroll(offset: -70, dragging: true), at: 0)
        #expect(engine.handle(.scroll(offset: -20, dragging: true), at: 0.1).isEmpty)
        #expect(
            engine.handle(.release(offset: -20), at: 0.2)
                == [.inset(.header, points: 60, duration: 0.2), .offset(.header, -60), .pullEnded(.header, .refresh)]
        )
        // A finish before the finger lifts closes at once: nothing opens afterwards, and the
        // same gesture does not start a second load at release.
        var quick = RefreshEngine(footer: RefreshMetrics(trigger: .reach))
        _ = quick.handle(.layout(ScrollLayout()), at: 0)
        #expect(quick.handle(.scroll(offset: 1470, dragging: true), at: 0).first == .refresh(.footer))
        _ = quick.handle(.finish(edge: .footer, result: .success, newItems: 1), at: 0.1)
        #expect(quick.handle(.scroll(offset: 1480, dragging: true), at: 0.15).isEmpty)
        #expect(quick.handle(.release(offset: 1470), at: 0.2) == [.pullEnded(.footer, .refresh)])
    }

    // MARK: - Staleness

    @Test("Appearing with stale or never-updated content refreshes; fresh content does not")
    func staleness() throws {
        let stale = RefreshEngine(header: RefreshMetrics(staleAfter: 300))
        let fresh = try replay([#"{"event":"layout"}"#, #"{"event":"appear","lastUpdatedAge":120}"#], engine: stale)
        #expect(fresh.isEmpty)
        let old = try replay([#"{"event":"layout"}"#, #"{"event":"appear","lastUpdatedAge":301}"#], engine: stale)
        #expect(old.first == #"{"input":2,"edge":"header","refresh":true}"#)
        #expect(old.last == #"{"input":2,"edge":"header","offset":-60}"#)
        // Never updated; before the first layout it waits for it.
        let never = try replay([#"{"event":"appear","lastUpdatedAge":null}"#, #"{"event":"layout"}"#], engine: stale)
        #expect(never.first == #"{"input":2,"edge":"header","refresh":true}"#)
        // The classic metrics never refresh by themselves.
        #expect(try replay([#"{"event":"layout"}"#, #"{"event":"appear","lastUpdatedAge":null}"#]).isEmpty)
    }

    // MARK: - Two-level header

    @Test("Releasing past the second-level distance opens the full viewport until closed")
    func secondLevel() throws {
        let engine = RefreshEngine(header: RefreshMetrics(secondLevelDistance: 160))
        let output = try replay(
            [
                Self.layout,
                #"{"event":"scroll","offset":-170,"dragging":true}"#,
                #"{"event":"release","offset":-170}"#,
                #"{"event":"scroll","offset":1470,"dragging":true,"time":1}"#,
                #"{"event":"release","offset":1470,"time":1}"#,
                #"{"event":"closeSecondLevel","time":2}"#,
                #"{"event":"release","offset":-100,"time":3}"#,
            ],
            engine: engine
        )
        #expect(
            output == [
                #"{"input":2,"edge":"header","state":"pulling"}"#,
                #"{"input":3,"edge":"header","state":"secondLevel"}"#,
                #"{"input":3,"edge":"header","inset":600,"duration":0.2}"#,
                #"{"input":3,"edge":"header","pullEnded":"cancel"}"#,
                #"{"input":6,"edge":"header","inset":0,"duration":0.3}"#,
                #"{"input":6,"edge":"header","state":"idle"}"#,
                #"{"input":7,"edge":"header","refresh":true}"#,
                #"{"input":7,"edge":"header","state":"loading"}"#,
                #"{"input":7,"edge":"header","inset":60,"duration":0.2}"#,
                #"{"input":7,"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"input":7,"edge":"header","pullEnded":"refresh"}"#,
            ]
        )
    }

    // MARK: - Damping and maximum pull

    @Test("The classic pull is UIKit's rubber band; a drag rate and a maximum pull damp it")
    func damping() {
        let classic = RefreshMetrics.classic
        for travel in [1.0, 50, 200, 1000] {
            let uikit = (1 - 1 / (travel * 0.55 / 600 + 1)) * 600
            #expect(abs(classic.displayedPull(forTravel: travel, viewportHeight: 600) - uikit) < 1e-9)
        }
        let damped = RefreshMetrics(dragRate: 0.5, maximumPull: 120)
        var previous = 0.0
        for travel in stride(from: 10.0, through: 5000, by: 10) {
            let pull = damped.displayedPull(forTravel: travel, viewportHeight: 600)
            #expect(pull > previous && pull < 120)
            #expect(pull < classic.displayedPull(forTravel: travel, viewportHeight: 600))
            previous = pull
            let back = damped.travel(forDisplayedPull: pull, viewportHeight: 600)
            if pull < 119 { #expect(abs(back - travel) < 1e-6 * travel + 1e-6) }
        }
        #expect(damped.displayedPull(forTravel: -30, viewportHeight: 600) == -30)
        #expect(RefreshMetrics(dragRate: 0).problems.count == 1)
        #expect(RefreshMetrics(secondLevelDistance: 40).problems.count == 1)
        #expect(
            RefreshMetrics(haptics: true, trigger: .reach, staleAfter: 60, dragRate: 0.5, maximumPull: 90).problems
                .isEmpty
        )
    }

    // MARK: - Layout changes mid-pull

    @Test("An inset change while pulling keeps the pull and the state, then measures from the new rest")
    func layoutChangeMidPull() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout(insetTop: 96)), at: 0)
        #expect(engine.handle(.scroll(offset: -166, dragging: true), at: 0.1) == [.state(.header, .pulling)])
        // The navigation bar collapses under the finger.
        #expect(engine.handle(.layout(ScrollLayout(insetTop: 44)), at: 0.2).isEmpty)
        #expect(engine.pullDistance(at: .header) == 70)
        #expect(engine.handle(.scroll(offset: -114, dragging: true), at: 0.3).isEmpty)
        #expect(engine.handle(.release(offset: -114), at: 0.4).first == .refresh(.header))
    }

    // MARK: - Traces

    @Test("Comment lines are skipped but counted")
    func comments() throws {
        let output = try replay([
            "# SRL#741: a comment",
            "   # indented",
            #"{"event":"release","offset":-70}"#,
        ])
        #expect(output.first == #"{"input":3,"edge":"header","refresh":true}"#)
    }

    @Test("The new events parse with their defaults and their errors")
    func parsing() throws {
        #expect(try TraceEvent.parse(#"{"event":"tap"}"#).input == .tap(edge: .footer))
        #expect(try TraceEvent.parse(#"{"event":"tap","edge":"header"}"#).input == .tap(edge: .header))
        #expect(
            try TraceEvent.parse(#"{"event":"accessibilityRefresh"}"#).input == .accessibilityRefresh(edge: .header)
        )
        #expect(
            try TraceEvent.parse(#"{"event":"appear","lastUpdatedAge":null}"#).input == .appear(lastUpdatedAge: nil)
        )
        #expect(try TraceEvent.parse(#"{"event":"appear","lastUpdatedAge":90}"#).input == .appear(lastUpdatedAge: 90))
        #expect(try TraceEvent.parse(#"{"event":"closeSecondLevel"}"#).input == .closeSecondLevel)
        #expect(throws: TraceError.self) { try TraceEvent.parse(#"{"event":"appear"}"#) }
        #expect(throws: TraceError.self) { try TraceEvent.parse(#"{"event":"appear","lastUpdatedAge":-1}"#) }
        do {
            _ = try TraceEvent.parse(#"{"event":"tapp"}"#)
            Issue.record("no error")
        } catch {
            #expect(error.message.contains(#"(did you mean "tap"?)"#))
        }
    }
}
