import Foundation
import RefreshKit

/// A phone's scroll view, simulated: a finger drags the content with a rubber band past either
/// end, a lifted finger flings it, it decelerates and bounces back within its ends, and it takes
/// the insets and offsets its refresh controller asks for, animated. It is what a toolkit gives
/// an app; the screen (FeedScreen) never sees it.
@MainActor
final class SimulatedScrollView: RefreshScrollHost {
    /// The visible height, in points.
    let viewportHeight = 600.0
    /// The height of one row.
    static let rowHeight = 44.0

    private(set) var offset = 0.0
    private var velocity = 0.0
    private var finger: (startY: Double, startOffset: Double, lastY: Double, speed: Double)?
    /// Animations (RefreshKit's `Tween`) of the offset, to reveal a header or bounce back, and of
    /// each edge's inset.
    private var offsetMove: Tween?
    private var insets: [RefreshEdge: Tween] = [.header: .still(0), .footer: .still(0)]
    private(set) var time = 0.0
    private(set) var announcements: [String] = []
    let controller: RefreshController
    var rows: Int { didSet { if rows != oldValue { reportLayout() } } }

    init(controller: RefreshController, rows: Int) {
        self.controller = controller
        self.rows = rows
        controller.host = self
        reportLayout()
        controller.scrolled(to: offset, isDragging: false)
    }

    var layout: ScrollLayout {
        ScrollLayout(contentHeight: Double(rows) * Self.rowHeight, viewportHeight: viewportHeight)
    }

    private func reportLayout() {
        controller.layoutChanged(layout)
    }

    /// Where the content rests at the top and at the bottom, with the insets as they will be.
    private var topRest: Double { layout.topRestingOffset - insets[.header, default: .still(0)].to }
    private var bottomRest: Double { max(layout.bottomRestingOffset + insets[.footer, default: .still(0)].to, topRest) }

    // MARK: - Fingers

    func touchDown(at y: Double) {
        finger = (y, offset, y, 0)
        offsetMove = nil
        velocity = 0
    }

    /// The finger moves to `y` (down is positive: pulling the content down).
    func touchMove(to y: Double, dt: Double) {
        guard let start = finger else { return }
        var target = start.startOffset - (y - start.startY)
        let header = controller.skin.metrics(for: .header)
        let footer = controller.skin.metrics(for: .footer)
        if target < topRest {
            target = topRest - header.displayedPull(forTravel: topRest - target, viewportHeight: viewportHeight)
        } else if target > bottomRest {
            target = bottomRest + footer.displayedPull(forTravel: target - bottomRest, viewportHeight: viewportHeight)
        }
        finger?.speed = dt > 0 ? (start.lastY - y) / dt : 0
        finger?.lastY = y
        offset = target
        controller.scrolled(to: offset, isDragging: true)
    }

    /// The finger lifts; the content coasts at the finger's speed.
    func touchUp() {
        guard let lifted = finger else { return }
        finger = nil
        velocity = lifted.speed
        controller.released(at: offset)
        if offset < topRest || offset > bottomRest { bounce() }
    }

    /// A tap at the footer: "tap to try again", or "tap to load more".
    func tapFooter() {
        controller.tapped(.footer)
    }

    // MARK: - Time

    /// Moves the simulation `dt` seconds on: coasting, bouncing, insets opening and closing.
    func step(_ dt: Double) {
        time += dt
        guard finger == nil else { return }
        let before = offset
        if let move = offsetMove {
            offset = move.value(at: time)
            if move.isFinished(at: time) { offsetMove = nil }
        } else if velocity != 0 {
            offset += velocity * dt
            velocity *= pow(0.998, dt * 1000)  // UIKit's normal deceleration rate
            if abs(velocity) < 5 { velocity = 0 }
            if offset < topRest || offset > bottomRest { bounce() }
        }
        if offset != before { controller.scrolled(to: offset, isDragging: false) }
    }

    /// Springs the content back within its ends.
    private func bounce() {
        velocity = 0
        let target = min(max(offset, topRest), bottomRest)
        offsetMove = Tween(from: offset, to: target, start: time, duration: 0.35)
    }

    // MARK: - RefreshScrollHost

    func setRefreshInset(_ points: Double, for edge: RefreshEdge, animatedOver duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        let current = insets[edge, default: .still(0)].value(at: time)
        insets[edge] = Tween(from: current, to: points, start: time, duration: seconds)
        // Content resting (or settling) beyond the new ends follows them, as the inset moves.
        guard finger == nil, velocity == 0 else { return }
        let target = offsetMove?.to ?? offset
        let within = min(max(target, topRest), bottomRest)
        if within != target {
            offsetMove = Tween(from: offset, to: within, start: time, duration: max(seconds, 0.25))
        }
    }

    func setContentOffset(_ offset: Double, animated: Bool) {
        if animated {
            offsetMove = Tween(from: self.offset, to: offset, start: time, duration: 0.3)
        } else {
            self.offset = offset
            offsetMove = nil
        }
    }

    func announce(_ text: String) {
        announcements.append(text)
    }

    /// The player draws every frame, so a change between frames needs nothing more.
    func setNeedsDisplay() {}
}
