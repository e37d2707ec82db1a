import RefreshCore
import Testing

/// The engine's traps of issue 39, each pinned: the placement and the enabled state in the render
/// model, an unknown count read neutrally, the tap of an automatic footer, the footer's own
/// failure, "no more data" kept in view, and the next deadline.
@Suite("Engine traps (issue 39)")
struct EngineTrapTests {
    static let tall = ScrollLayout(contentHeight: 2000, viewportHeight: 600)

    /// An engine with a layout, its header loading since `time` 0 (a programmatic begin).
    static func loadingHeader(_ metrics: RefreshMetrics) -> RefreshEngine {
        var engine = RefreshEngine(header: metrics)
        _ = engine.handle(.layout(tall), at: 0)
        _ = engine.handle(.begin(edge: .header), at: 0)
        return engine
    }

    // MARK: Trap 8: the next deadline

    @Test("Nothing waits at first, nor while a load runs without a finish")
    func noDeadline() {
        var engine = RefreshEngine(header: RefreshMetrics(minimumLoadingTime: 1, resultHoldTime: 2))
        #expect(engine.nextDeadline == nil)
        _ = engine.handle(.layout(Self.tall), at: 0)
        _ = engine.handle(.begin(edge: .header), at: 0)
        #expect(engine.state(of: .header) == .loading)
        #expect(engine.nextDeadline == nil)
    }

    @Test("A deferred finish and a held result end by a tick at exactly the deadline, not before")
    func deadlines() {
        var engine = Self.loadingHeader(RefreshMetrics(minimumLoadingTime: 1, resultHoldTime: 2))
        // The finish comes before the minimum loading time is up: it waits until 1.
        #expect(engine.handle(.finish(edge: .header, result: .success, newItems: 4), at: 0.25).isEmpty)
        #expect(engine.nextDeadline == 1)
        #expect(engine.handle(.tick, at: 1.0.nextDown).isEmpty)
        #expect(
            engine.handle(.tick, at: 1)
                == [.state(.header, .finished), .announce(.header, .refreshed(count: 4))]
        )
        // The result is held for 2 seconds from then.
        #expect(engine.nextDeadline == 3)
        #expect(engine.handle(.tick, at: 3.0.nextDown).isEmpty)
        #expect(
            engine.handle(.tick, at: 3) == [.inset(.header, points: 0, duration: 0.3), .state(.header, .idle)]
        )
        #expect(engine.nextDeadline == nil)
    }

    @Test("The earliest of both edges' deadlines; a cancel drops its edge's")
    func earliestOfBothEdges() {
        let held = RefreshMetrics(resultHoldTime: 5)
        var engine = RefreshEngine(header: held, footer: RefreshMetrics(minimumLoadingTime: 2))
        _ = engine.handle(.layout(Self.tall), at: 0)
        _ = engine.handle(.begin(edge: .footer), at: 0)
        _ = engine.handle(.finish(edge: .footer, result: .success, newItems: 1), at: 0.5)
        #expect(engine.nextDeadline == 2)
        _ = engine.handle(.cancel(edge: .footer), at: 1)
        #expect(engine.nextDeadline == nil)
        _ = engine.handle(.begin(edge: .header), at: 1)
        _ = engine.handle(.finish(edge: .header, result: .success, newItems: 1), at: 1.5)
        #expect(engine.nextDeadline == 6.5)
    }

    // MARK: Trap 5: a disabled or blocked edge in the render model

    @Test("A disabled header pulled far shows no progress and no flip, and says it is disabled")
    func disabledRenderModel() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(Self.tall), at: 0)
        _ = engine.handle(.setEnabled(edge: .header, enabled: false), at: 0)
        _ = engine.handle(.scroll(offset: -100, dragging: true), at: 0.1)
        let model = engine.renderModel(for: .header)
        #expect(model.state == .idle)
        #expect(!model.isEnabled)
        #expect(!model.isBlocked)
        #expect(model.progress == 0)
        #expect(model.pullRatio == 0)
        #expect(model.arrowAngle == 0)
        // Enabled again, the same pull reads as it should.
        _ = engine.handle(.setEnabled(edge: .header, enabled: true), at: 0.2)
        _ = engine.handle(.scroll(offset: -100, dragging: true), at: 0.3)
        let enabled = engine.renderModel(for: .header)
        #expect(enabled.isEnabled && enabled.progress == 1 && enabled.arrowAngle == .pi)
    }

    @Test("A header pulled while the footer loads is blocked: no progress")
    func blockedRenderModel() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(ScrollLayout(contentHeight: 300, viewportHeight: 600)), at: 0)
        _ = engine.handle(.begin(edge: .footer), at: 0)
        #expect(engine.state(of: .footer) == .loading)
        _ = engine.handle(.scroll(offset: -80, dragging: true), at: 0.1)
        let model = engine.renderModel(for: .header)
        #expect(model.isEnabled && model.isBlocked)
        #expect(model.progress == 0 && model.arrowAngle == 0)
        // The loading footer is neither.
        let footer = engine.renderModel(for: .footer)
        #expect(footer.isEnabled && !footer.isBlocked && footer.progress == 1)
    }

    // MARK: Trap 2: placement in the render model

    @Test("The render model carries each edge's placement from the engine's metrics")
    func placementInTheModel() {
        let engine = RefreshEngine(
            header: RefreshMetrics(placement: .overlay),
            footer: RefreshMetrics(placement: .fixed)
        )
        #expect(engine.renderModel(for: .header).placement == .overlay)
        #expect(engine.renderModel(for: .footer).placement == .fixed)
        #expect(RefreshEngine().renderModel(for: .header).placement == .follow)
    }

    // MARK: Trap 3: an unknown count

    @Test("An unknown count reads \"Updated\" and is announced without a count, never as zero")
    func unknownCount() {
        var engine = Self.loadingHeader(RefreshMetrics(resultHoldTime: 1))
        let finished = engine.handle(.refreshing(edge: .header, isRefreshing: false), at: 0.5)
        #expect(finished.last == .announce(.header, .refreshed(count: nil)))
        #expect(engine.renderModel(for: .header).statusMessage == RefreshMessage(.headerUpdated))
        #expect(RefreshAnnouncement.refreshed(count: nil).message == RefreshMessage(.a11yUpdated))
        #expect(RefreshAnnouncement.loadedMore(count: nil).message == RefreshMessage(.a11yLoadedMoreItems))
        // A count of zero is still "no new items".
        #expect(RefreshAnnouncement.refreshed(count: 0).message == RefreshMessage(.a11yRefreshed, ["count": .int(0)]))
        let zero = RefreshRenderModel(edge: .header, state: .finished, result: .success, newItems: 0)
        #expect(zero.statusMessage == RefreshMessage(.headerFinished, ["count": .int(0)]))
    }

    @Test("A footer success with no count is announced as more items loaded")
    func unknownFooterCount() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(Self.tall), at: 0)
        _ = engine.handle(.begin(edge: .footer), at: 0)
        let finished = engine.handle(.finish(edge: .footer, result: .success, newItems: nil), at: 1)
        #expect(finished.last == .announce(.footer, .loadedMore(count: nil)))
    }

    // MARK: Trap 4: the automatic footer's tap

    @Test("A tap loads an idle automatic footer, as its text promises")
    func automaticFooterTap() {
        var engine = RefreshEngine(footerMode: .automatic(maxTriggers: 1))
        _ = engine.handle(.layout(Self.tall), at: 0)
        let tapped = engine.handle(.tap(edge: .footer), at: 0.5)
        #expect(tapped.first == .refresh(.footer))
        #expect(engine.state(of: .footer) == .loading)
        // Not while a finger is down, nor while the header loads.
        var dragging = RefreshEngine(footerMode: .automatic(maxTriggers: 1))
        _ = dragging.handle(.layout(Self.tall), at: 0)
        _ = dragging.handle(.scroll(offset: 500, dragging: true), at: 0.1)
        #expect(dragging.handle(.tap(edge: .footer), at: 0.2).isEmpty)
    }

    // MARK: Trap 6: the footer's own failure

    @Test("A footer failure is announced as a load-more failure; the header's as a refresh failure")
    func footerFailure() {
        var engine = RefreshEngine()
        _ = engine.handle(.layout(Self.tall), at: 0)
        _ = engine.handle(.begin(edge: .footer), at: 0)
        let failed = engine.handle(.finish(edge: .footer, result: .failure, newItems: nil), at: 1)
        #expect(failed.last == .announce(.footer, .loadMoreFailed))
        #expect(RefreshAnnouncement.loadMoreFailed.key == .a11yLoadMoreFailed)
        _ = engine.handle(.begin(edge: .header), at: 2)
        let header = engine.handle(.finish(edge: .header, result: .failure, newItems: nil), at: 3)
        #expect(header.last == .announce(.header, .refreshFailed))
    }

    // MARK: Trap 7: "no more data" kept in view

    @Test("keepsNoMoreDataInView keeps the footer open in noMoreData; a header success closes it")
    func noMoreDataInView() {
        var engine = RefreshEngine(footer: RefreshMetrics(keepsNoMoreDataInView: true))
        _ = engine.handle(.layout(Self.tall), at: 0)
        _ = engine.handle(.begin(edge: .footer), at: 0)
        #expect(engine.inset(of: .footer) == 60)
        let ended = engine.handle(.finish(edge: .footer, result: .noMoreData, newItems: nil), at: 1)
        #expect(ended == [.state(.footer, .noMoreData), .announce(.footer, .noMore)])
        #expect(engine.inset(of: .footer) == 60)
        _ = engine.handle(.begin(edge: .header), at: 2)
        let refreshed = engine.handle(.finish(edge: .header, result: .success, newItems: 3), at: 3)
        #expect(refreshed.contains(.inset(.footer, points: 0, duration: 0.3)))
        #expect(refreshed.contains(.state(.footer, .idle)))
        #expect(engine.inset(of: .footer) == 0)
    }

    @Test("Without the metric noMoreData closes the footer; resetNoMoreData closes a kept one")
    func noMoreDataClosesByDefault() {
        var classic = RefreshEngine()
        _ = classic.handle(.layout(Self.tall), at: 0)
        _ = classic.handle(.begin(edge: .footer), at: 0)
        let ended = classic.handle(.finish(edge: .footer, result: .noMoreData, newItems: nil), at: 1)
        #expect(ended.first == .inset(.footer, points: 0, duration: 0.3))

        var kept = RefreshEngine(footer: RefreshMetrics(keepsNoMoreDataInView: true))
        _ = kept.handle(.layout(Self.tall), at: 0)
        _ = kept.handle(.begin(edge: .footer), at: 0)
        _ = kept.handle(.finish(edge: .footer, result: .noMoreData, newItems: nil), at: 1)
        let reset = kept.resetNoMoreData()
        #expect(reset == [.inset(.footer, points: 0, duration: 0.3), .state(.footer, .idle)])
    }

    @Test("A header refresh that says noMoreData opens a kept footer too, at the lift under a finger")
    func headerNoMoreDataOpensTheFooter() {
        var engine = RefreshEngine(footer: RefreshMetrics(keepsNoMoreDataInView: true))
        _ = engine.handle(.layout(Self.tall), at: 0)
        _ = engine.handle(.begin(edge: .header), at: 0)
        _ = engine.handle(.scroll(offset: 300, dragging: true), at: 0.5)
        let ended = engine.handle(.finish(edge: .header, result: .noMoreData, newItems: 2), at: 1)
        #expect(ended.contains(.state(.footer, .noMoreData)))
        #expect(!ended.contains(.inset(.footer, points: 60, duration: 0.2)), "an inset changed under the finger")
        let lifted = engine.handle(.release(offset: 300), at: 1.5)
        #expect(lifted.contains(.inset(.footer, points: 60, duration: 0.2)))
    }
}
