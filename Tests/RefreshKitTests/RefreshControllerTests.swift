import Foundation
import RefreshKit
import Testing

@Suite("RefreshController: an app's screen")
@MainActor
struct RefreshControllerTests {
    @Test("A pull runs the refresh action; its count finishes the load and the date is kept")
    func success() async throws {
        let harness = try Harness()
        harness.controller.onRefresh = harness.loads.action(result: .loaded(3))
        await harness.pull()
        #expect(harness.loads.started == 1)
        #expect(harness.controller.isRefreshing)
        #expect(try harness.header() == .loading)
        await harness.advance(1)
        #expect(try harness.header() == .idle)
        #expect(harness.view.announcements == ["Refreshing", "Refreshed, 3 new items"])
        let kept = harness.store.date(forKey: harness.controller.skin.lastUpdatedKey)
        #expect(kept == Date(timeIntervalSince1970: 1_800_000_001))
        #expect(harness.controller.lastUpdated == kept)
        let detail = try harness.controller.display().header.look.detail
        #expect(detail == "Last updated: 01/15/2027, 8:00\u{202F}AM")
    }

    @Test("A thrown error is a failure shown by the skin and passed to the app; no date is kept")
    func failure() async throws {
        let harness = try Harness()
        var errors: [String] = []
        harness.controller.onError = { error, edge in errors.append("\(edge): \(error)") }
        harness.controller.onRefresh = { throw ServerDown() }
        await harness.pull()
        #expect(errors == ["header: HTTP 503"])
        #expect(harness.view.announcements.last == "Refresh failed")
        #expect(harness.store.date(forKey: harness.controller.skin.lastUpdatedKey) == nil)
    }

    @Test("CancellationError thrown by the action is a cancel, never a failure")
    func actionCancelled() async throws {
        let harness = try Harness()
        var errors = 0
        harness.controller.onError = { _, _ in errors += 1 }
        harness.controller.onRefresh = { throw CancellationError() }
        await harness.pull()
        #expect(errors == 0)
        #expect(harness.view.announcements == ["Refreshing", "Refresh cancelled"])
    }

    @Test("cancel() ends the task at once; the next pull runs a new load (trap 1)")
    func cancelThenPull() async throws {
        let harness = try Harness()
        harness.controller.onRefresh = harness.loads.action(seconds: 5, result: .loaded(1))
        await harness.pull()
        harness.controller.cancel()
        await harness.settle()
        #expect(try harness.header() == .idle)
        #expect(harness.loads.cancelled == 1, "the cancelled load's task was not cancelled")
        await harness.pull()
        #expect(harness.loads.started == 2, "the next pull's refresh was dropped")
        #expect(try harness.header() == .loading)
        await harness.advance(5)
        #expect(try harness.header() == .idle)
        #expect(harness.loads.most == 1, "two loads ran at once")
        #expect(
            harness.view.announcements == ["Refreshing", "Refresh cancelled", "Refreshing", "Refreshed, 1 new item"]
        )
    }

    @Test("isRefreshing = false ends a pulled load and its task; the next pull loads anew (trap 1)")
    func flagOffThenPull() async throws {
        let harness = try Harness()
        harness.controller.onRefresh = harness.loads.action(seconds: 5)
        await harness.pull()
        harness.controller.isRefreshing = false
        await harness.settle()
        #expect(!harness.controller.isRefreshing)
        #expect(harness.loads.cancelled == 1)
        await harness.pull()
        #expect(harness.loads.started == 2)
        await harness.advance(5)
        #expect(harness.loads.ended == 2)
        #expect(try harness.header() == .idle)
    }

    @Test("A load that ignores cancellation delays the next one; its result never finishes it")
    func staleResultDropped() async throws {
        let harness = try Harness()
        var calls = 0
        let clock = harness.clock
        harness.controller.onRefresh = {
            calls += 1
            let mine = calls
            // The first load ignores cancellation, as a load that never checks would.
            if mine == 1 { await Task { try? await clock.sleep(for: .seconds(10)) }.value }
            return .loaded(mine == 1 ? 7 : 2)
        }
        await harness.pull()
        harness.controller.cancel()
        await harness.pull()
        #expect(calls == 1, "the next load started while the cancelled one ran")
        #expect(try harness.header() == .loading)
        await harness.advance(10)
        #expect(calls == 2)
        #expect(try harness.header() == .idle)
        #expect(harness.view.announcements.last == "Refreshed, 2 new items")
    }

    @Test("isRefreshing set by the app shows loading without the action, and reads back at once")
    func flagBothWays() async throws {
        let harness = try Harness()
        harness.controller.onRefresh = harness.loads.action()
        harness.controller.isRefreshing = true
        #expect(harness.controller.isRefreshing)
        #expect(try harness.header() == .loading)
        harness.controller.isRefreshing = true  // no echo: setting the value it has does nothing
        #expect(harness.loads.started == 0)
        harness.controller.isRefreshing = false
        #expect(!harness.controller.isRefreshing)
        #expect(try harness.header() == .idle)
        #expect(harness.controller.lastUpdated != nil, "the app's own load succeeded")
    }

    @Test("isRefreshing set before the first layout waits for it, and reads true meanwhile")
    func flagBeforeLayout() throws {
        let controller = try RefreshController(languages: ["en"], store: nil, clock: ManualClock())
        controller.onRefresh = { .loaded }
        controller.isRefreshing = true
        #expect(controller.isRefreshing)
        controller.layoutChanged(ScrollLayout())
        #expect(try controller.display().header.state == .loading)
    }

    @Test("A refresh from code reveals the header at the top, and loads quietly when scrolled away")
    func beginRefreshing() async throws {
        let top = try Harness()
        top.controller.onRefresh = top.loads.action()
        top.controller.beginRefreshing()
        #expect(top.view.offsets.map(\.offset) == [-60])
        #expect(top.view.offsets.first?.animated == true)
        #expect(top.view.insets[.header] == 60)

        let away = try Harness()
        away.controller.onRefresh = away.loads.action()
        away.controller.scrolled(to: 500, isDragging: false)
        away.controller.beginRefreshing()
        await away.settle()
        #expect(away.view.offsets.isEmpty)
        #expect(away.loads.started == 1)
    }

    @Test("Releasing the controller mid-load cancels the load, without isolated deinit (trap 9)")
    func releasedMidLoad() async throws {
        let clock = ManualClock()
        let loads = Loads(clock: clock)
        weak var released: RefreshController?
        do {
            let controller = try RefreshController(languages: ["en"], store: nil, clock: clock)
            controller.onRefresh = loads.action(seconds: 60)
            controller.layoutChanged(ScrollLayout())
            controller.beginRefreshing()
            released = controller
            for _ in 0..<20 { await Task.yield() }
            #expect(loads.started == 1)
        }
        for _ in 0..<50 { await Task.yield() }
        #expect(released == nil, "the running load kept the controller")
        #expect(loads.cancelled == 1, "the load went on after the screen left")
    }

    @Test("An edge without an action, or disabled by the app, takes no pull")
    func enabled() async throws {
        let harness = try Harness()
        await harness.pull()
        #expect(try harness.header() == .idle)
        harness.controller.onRefresh = harness.loads.action()
        harness.controller.setEnabled(false, for: .header)
        await harness.pull()
        #expect(harness.loads.started == 0)
        #expect(try !harness.controller.display().header.isEnabled)
        harness.controller.setEnabled(true, for: .header)
        await harness.pull()
        #expect(harness.loads.started == 1)
    }

    @Test("The footer loads more with its action; no more data stops it")
    func loadMore() async throws {
        var skin = try SkinDescriptor.builtIn("blue")
        skin.footer.footerMode = .automatic(maxTriggers: 3)
        let harness = try Harness(skin: skin)
        harness.controller.onLoadMore = harness.loads.action(result: .noMoreData)
        harness.controller.scrolled(to: 1400, isDragging: false)
        await harness.settle()
        #expect(harness.controller.isLoadingMore)
        await harness.advance(1)
        #expect(try harness.controller.display().footer.state == .noMoreData)
        #expect(harness.view.announcements.last == "No more items to load")
    }

    @Test("Placement set in code reaches the engine and the presentation alike (trap 2)")
    func placementInCode() async throws {
        var skin = try SkinDescriptor.builtIn("blue")
        skin.header.metrics.placement = .overlay
        let harness = try Harness(skin: skin)
        harness.controller.onRefresh = harness.loads.action()
        await harness.pull()
        let header = try harness.controller.display().header
        #expect(header.state == .loading)
        #expect(header.placement == .overlay)
        #expect(header.isVisible, "the loading header is invisible")
        #expect(header.look.floatingOffset == 60)
        #expect(harness.view.insets[.header] == 0, "an overlay moves no content")
    }

    @Test("A floating disc scales out where it was held while the header closes after its load, and is drawn meanwhile")
    func floatingExit() async throws {
        let harness = try Harness(skin: try SkinDescriptor.builtIn("material"))
        harness.controller.onRefresh = harness.loads.action(seconds: 1, result: .loaded(3))
        await harness.pull(240)
        // The content of an overlay does not move: the list springs back to its top.
        harness.controller.scrolled(to: 0, isDragging: false)
        #expect(try harness.header() == .loading)
        await harness.advance(1)
        var scales: [Double] = []
        for _ in 0..<40 {
            await harness.advance(0.025)
            let display = try harness.controller.display()
            let header = display.header
            guard header.state == .idle, header.look.indicator.transform.scale < 1 else { continue }
            scales.append(header.look.indicator.transform.scale)
            #expect(header.isVisible && header.offset == 60, "the closing disc is at \(header.offset)")
            #expect(display.isAnimating, "the closing disc asks for no frames")
        }
        #expect(scales.count >= 3, "\(scales)")
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 >= $1 }, "\(scales)")
    }

    @Test("Texts come in the languages asked for", arguments: [("de", "Zum Aktualisieren nach unten ziehen")])
    func languages(language: String, pull: String) throws {
        let harness = try Harness(languages: [language])
        harness.controller.onRefresh = harness.loads.action()
        harness.controller.scrolled(to: -30, isDragging: true)
        let header = try harness.controller.display().header
        #expect(header.isVisible)
        #expect(header.look.status == pull)
    }

    @Test("Nothing moving asks for no frames; a load in view animates")
    func scheduling() async throws {
        let harness = try Harness()
        harness.controller.onRefresh = harness.loads.action()
        let rest = try harness.controller.display()
        #expect(!rest.isAnimating)
        await harness.pull()
        #expect(try harness.controller.display().isAnimating)
    }
}

@Suite("RefreshController: appearance and skins from text")
@MainActor
struct RefreshControllerSettingsTests {
    @Test("Dark mode changes the colours and keeps reduced motion")
    func appearance() throws {
        let harness = try Harness()
        harness.controller.prefersReducedMotion = true
        harness.controller.scrolled(to: -30, isDragging: true)
        let light = try harness.controller.display().header.look.background
        try harness.controller.setAppearance(.dark)
        #expect(harness.controller.appearance == .dark)
        #expect(harness.controller.prefersReducedMotion)
        #expect(try harness.controller.display().header.look.background != light)
    }

    @Test("A skin from XML text extends a built-in; a broken one says where")
    func skinFromText() throws {
        let skin = try SkinDescriptor(
            xml: #"<skin id="mint" name="Mint" format="1" extends="blue"><header style="arrow"/></skin>"#,
            path: "mint.xml"
        )
        #expect(skin.id == "mint")
        #expect(skin.header.arrow != nil, "the built-in's arrow is inherited")
        #expect(throws: SkinLoadError.self) { try SkinDescriptor(xml: "<skin id=", path: "broken.xml") }
        do {
            _ = try SkinDescriptor(xml: "<skin id=", path: "broken.xml")
        } catch {
            #expect(error.diagnostics.first?.file == "broken.xml")
            #expect(error.diagnostics.first?.line == 1)
        }
        #expect(throws: SkinLoadError.self) { try SkinDescriptor.builtIn("blu") }
    }
}

/// The traps an app met through glue of its own, each through the controller.
@Suite("RefreshController: the traps, through the controller")
@MainActor
struct RefreshControllerTrapTests {
    @Test("An unknown count reads and is announced neutrally, never as no new items (trap 3)")
    func unknownCount() async throws {
        var skin = try SkinDescriptor.builtIn("blue")
        skin.header.metrics.resultHoldTime = 1
        let harness = try Harness(skin: skin)
        harness.controller.onRefresh = harness.loads.action(result: .loaded)
        await harness.pull()
        await harness.advance(1)
        let header = try harness.controller.display().header
        #expect(header.state == .finished)
        #expect(header.look.status == "Updated")
        #expect(harness.view.announcements.last == "Refreshed")
    }

    @Test("A disabled edge shows no progress and is not drawn as pullable (trap 5)")
    func disabledEdge() throws {
        let harness = try Harness()
        harness.controller.onRefresh = harness.loads.action()
        harness.controller.setEnabled(false, for: .header)
        harness.controller.scrolled(to: -90, isDragging: true)
        let header = try harness.controller.display().header
        #expect(!header.isEnabled)
        #expect(header.progress == 0)
        #expect(header.state == .idle)
        #expect(!header.look.isEnabled)
    }

    @Test("A footer's failure has its own words, and a tap tries again (traps 4 and 6)")
    func footerFailure() async throws {
        var skin = try SkinDescriptor.builtIn("blue")
        skin.footer.footerMode = .automatic(maxTriggers: 3)
        let harness = try Harness(skin: skin)
        var answers: [LoadResult?] = [nil, .loaded(2)]
        harness.controller.onLoadMore = {
            guard let answer = answers.removeFirst() else { throw ServerDown() }
            return answer
        }
        harness.controller.scrolled(to: 1400, isDragging: false)
        await harness.settle()
        #expect(harness.view.announcements == ["Loading more items", "Couldn’t load more items"])
        #expect(try harness.controller.display().footer.state == .failed)
        harness.controller.tapped(.footer)
        await harness.settle()
        #expect(harness.view.announcements.last == "Loaded 2 more items")
    }

    @Test("A failed footer in view is drawn as it moves while its picture plays once, then asks for no frames")
    func failurePlaysOnce() async throws {
        var skin = try SkinDescriptor.builtIn("lottie")
        skin.footer.footerMode = .automatic(maxTriggers: 3)
        let harness = try Harness(skin: skin)
        harness.controller.onLoadMore = { throw ServerDown() }
        harness.controller.scrolled(to: 1400, isDragging: false)
        await harness.settle()
        await harness.advance(1)  // the skin holds the result 0.8 s before the footer is failed
        harness.controller.scrolled(to: 1460, isDragging: false)  // its open inset, in view
        let failed = try harness.controller.display()
        #expect(failed.footer.state == .failed && failed.footer.isVisible)
        #expect(failed.isAnimating, "the failure's picture plays: the host must draw it")
        await harness.advance(3)  // every segment a failure plays once has ended
        let still = try harness.controller.display()
        #expect(still.footer.state == .failed && !still.isAnimating)
    }

    @Test("No more data stays in view at the end when the skin keeps it (trap 7)")
    func noMoreDataInView() async throws {
        var skin = try SkinDescriptor.builtIn("blue")
        skin.footer.footerMode = .automatic(maxTriggers: 3)
        skin.footer.metrics.keepsNoMoreDataInView = true
        let harness = try Harness(skin: skin)
        harness.controller.onLoadMore = { .noMoreData }
        harness.controller.scrolled(to: 1400, isDragging: false)
        await harness.settle()
        #expect(try harness.controller.display().footer.state == .noMoreData)
        #expect(harness.view.insets[.footer] == 60, "the footer closed")
    }

    @Test("A held result says when to ask again, and closes then without input (trap 8)")
    func nextUpdate() async throws {
        var skin = try SkinDescriptor.builtIn("blue")
        skin.header.metrics.resultHoldTime = 1.5
        let harness = try Harness(skin: skin)
        harness.controller.onRefresh = { .loaded(1) }
        harness.controller.beginRefreshing()
        await harness.settle()
        let held = try harness.controller.display()
        #expect(held.header.state == .finished)
        #expect(held.nextUpdate == .seconds(1.5))
        await harness.advance(1.5)
        #expect(try harness.controller.display().header.state == .idle)
        #expect(harness.view.insets[.header] == 0)
    }
}
