import Foundation
import RefreshKit

/// Plays a scenario on the feed screen at a frame rate, one frame at a time, and writes each
/// frame that looks different from the one before as a line.
@MainActor
struct Player {
    let scenario: Scenario
    let hz: Int

    func play() async throws -> [String] {
        let clock = ManualClock()
        let feed = Feed(clock: clock)
        let store = InMemoryLastUpdatedStore()
        if let before = scenario.updatedBefore {
            store.setDate(Feed.launchDate.addingTimeInterval(-before), forKey: "refreshkit.blue")
        }
        let settings = Settings(
            languages: scenario.languages,
            placement: scenario.placement,
            reducedMotion: scenario.reducedMotion,
            store: store,
            clock: clock
        )
        let screen = try FeedScreen(feed: feed, settings: settings)
        let view = SimulatedScrollView(controller: screen.refresh, rows: feed.posts.count)
        let dt = 1 / Double(hz)
        var lines: [String] = []
        var last = ""
        var said = 0
        var frame = 0
        var fingerY = 300.0

        func tick() async throws {
            frame += 1
            clock.advance(by: .nanoseconds(Int64(1e9 / Double(hz))))
            for _ in 0..<20 { await Task.yield() }
            view.rows = feed.posts.count
            view.step(dt)
            let display = try screen.refresh.display()
            let time = String(format: "%7.3f", Double(frame) / Double(hz))
            for text in view.announcements.dropFirst(said) { lines.append("\(time)   says \"\(text)\"") }
            said = view.announcements.count
            // Past an end whose edge floats, the content is drawn at rest: the pull moves the indicator.
            var drawn = view.offset
            if display.header.placement != .follow { drawn = max(drawn, view.layout.topRestingOffset) }
            let line = Self.describe(display, offset: drawn, screen: screen)
            if line != last { lines.append("\(time) \(line)") }
            last = line
        }

        for step in scenario.steps {
            switch step {
            case .touch: view.touchDown(at: fingerY)
            case .drag(let distance, let seconds):
                let frames = max(Int((seconds * Double(hz)).rounded()), 1)
                for index in 1...frames {
                    try await tick()
                    view.touchMove(to: fingerY + distance * Double(index) / Double(frames), dt: dt)
                }
                fingerY += distance
            case .lift: view.touchUp()
            case .wait(let seconds):
                for _ in 0..<Int((seconds * Double(hz)).rounded()) { try await tick() }
            case .tapFooter: view.tapFooter()
            case .button: screen.refreshButtonTapped()
            case .sync(let syncing): screen.syncChanged(syncing)
            case .edit(let editing): screen.isEditing = editing
            case .leave: screen.leave()
            case .answers(let answers): feed.answers += answers
            }
            if case .drag = step { continue }
            if case .wait = step { continue }
            try await tick()
        }
        return lines
    }

    /// A frame as a line: the offset, each edge in view (state, texts, indicator, progress), the
    /// toolbar's button and the banner.
    static func describe(_ display: RefreshDisplay, offset: Double, screen: FeedScreen) -> String {
        func edge(_ name: String, _ edge: RefreshDisplay.Edge) -> String {
            guard edge.isVisible else { return "\(name) -" }
            var parts = [name, edge.state.rawValue, String(format: "%.0f%%", edge.progress * 100)]
            if !edge.isEnabled { parts.append("disabled") }
            if edge.placement != .follow { parts.append(String(format: "at %.1f", edge.offset)) }
            parts.append(indicator(edge.look.indicator))
            if edge.isEnabled, edge.placement == .follow {
                parts.append("\"\(edge.look.status)\"")
                if let detail = edge.look.detail { parts.append("\"\(detail)\"") }
            }
            return parts.joined(separator: " ")
        }
        let rounded = (offset * 10).rounded() / 10
        var line = String(format: "offset %7.1f | ", rounded == 0 ? 0 : rounded)
        line += edge("header", display.header) + " | " + edge("footer", display.footer)
        line += " | [\(screen.refreshButtonTitle)]"
        if let banner = screen.banner { line += " banner \"\(banner)\"" }
        return line
    }

    static func indicator(_ indicator: PresentedIndicator) -> String {
        let alpha = indicator.opacity < 1 ? String(format: " %.0f%%", indicator.opacity * 100) : ""
        switch indicator.content {
        case .image(_, let angle): return String(format: "arrow %.0f°", angle * 180 / .pi) + alpha
        case .activity(let phase, _, let built):
            return (built.map { "spinner built \(ActivityPhase.spokes(built: $0))/12" } ?? "spinner \(phase)") + alpha
        case .glyph(let text, _): return "glyph \(text)" + alpha
        case .shapes(let shapes): return "\(shapes.count) shapes" + alpha
        case .none: return "no indicator"
        }
    }
}
