import Foundation
import RefreshKit

/// `controller-frame`: what an app's host asks of RefreshController every frame: both edges as
/// they look (the blue arrow skin, the header pulled halfway, English), from scroll callbacks to
/// `display()`.
@MainActor
final class ControllerFrame {
    let controller: RefreshController
    private var pull = 0

    init() throws {
        controller = try RefreshController(languages: ["en"], timeZone: "UTC", store: nil, clock: ManualClock())
        controller.onRefresh = { .loaded }
        controller.layoutChanged(ScrollLayout(contentHeight: 36 * 40, viewportHeight: 18 * 12))
    }

    /// One scroll sample of a pull in progress (alternating between two depths below the
    /// trigger, so each frame is new) and the frame asked for it, `times` times.
    func run(times: Int) throws {
        for _ in 0..<times {
            pull = pull == 30 ? 40 : 30
            controller.scrolled(to: -Double(pull), isDragging: true)
            let display = try controller.display()
            guard display.header.isVisible else { throw BenchError("controller-frame: the header is not in view") }
        }
    }
}
