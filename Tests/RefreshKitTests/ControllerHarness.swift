import Foundation
import RefreshKit
import Testing

/// A scroll view on the main actor, as a toolkit's would be: it applies what the controller asks
/// and records it. Adopting `RefreshScrollHost` from a `@MainActor` class is part of the test.
@MainActor
final class RecordingScrollView: RefreshScrollHost {
    var insets: [RefreshEdge: Double] = [.header: 0, .footer: 0]
    var offsets: [(offset: Double, animated: Bool)] = []
    var announcements: [String] = []
    var redraws = 0

    func setRefreshInset(_ points: Double, for edge: RefreshEdge, animatedOver duration: Duration) {
        insets[edge] = points
    }

    func setContentOffset(_ offset: Double, animated: Bool) {
        offsets.append((offset, animated))
    }

    func announce(_ text: String) {
        announcements.append(text)
    }

    func setNeedsDisplay() {
        redraws += 1
    }
}

/// Counts the loads an action ran, and holds each until the test lets it go.
@MainActor
final class Loads {
    var started = 0
    var ended = 0
    var cancelled = 0
    var running = 0
    var most = 0
    let clock: ManualClock

    init(clock: ManualClock) {
        self.clock = clock
    }

    /// A load that takes `seconds` of the clock and then returns `result`.
    func action(seconds: Double = 1, result: LoadResult = .loaded(3)) -> RefreshController.Action {
        { [self] in
            started += 1
            running += 1
            most = max(most, running)
            defer {
                running -= 1
                ended += 1
            }
            do {
                try await clock.sleep(for: .seconds(seconds))
            } catch {
                cancelled += 1
                throw error
            }
            return result
        }
    }
}

struct ServerDown: Error, CustomStringConvertible {
    var description: String { "HTTP 503" }
}

/// A controller on a manual clock, over a recording scroll view, at rest at the top of a long
/// list.
@MainActor
struct Harness {
    let clock = ManualClock()
    let view = RecordingScrollView()
    let controller: RefreshController
    let loads: Loads
    let store = InMemoryLastUpdatedStore()

    init(skin: SkinDescriptor? = nil, languages: [String] = ["en"]) throws {
        controller = try RefreshController(
            skin: skin,
            languages: languages,
            timeZone: "UTC",
            store: store,
            clock: clock,
            date: Date(timeIntervalSince1970: 1_800_000_000)
        )
        loads = Loads(clock: clock)
        controller.host = view
        controller.layoutChanged(ScrollLayout())
        controller.scrolled(to: 0, isDragging: false)
    }

    /// Lets the tasks that can run, run.
    func settle() async {
        for _ in 0..<50 { await Task.yield() }
    }

    /// Moves the clock and lets what it woke run.
    func advance(_ seconds: Double) async {
        clock.advance(by: .seconds(seconds))
        await settle()
    }

    /// A pull past the trigger and a release.
    func pull(_ distance: Double = 80) async {
        controller.scrolled(to: -distance, isDragging: true)
        controller.released(at: -distance)
        await settle()
    }

    /// The header's state as drawn.
    func header() throws -> RefreshState { try controller.display().header.state }
}
