import CGtk4
import RefreshKit

extension RefreshGTKView {
    /// The content offset as the controller sees it: negative when the content is moved down past
    /// the top (a pull, or the header's inset).
    var contentOffset: Double { gtk_adjustment_get_value(adjustment) - pullTop }

    /// Whether the list is at its top.
    var isAtTop: Bool { gtk_adjustment_get_value(adjustment) <= 0.5 }

    private var placementTop: RefreshPlacement { controller.skin.metrics(for: .header).placement }
    private var placementBottom: RefreshPlacement { controller.skin.metrics(for: .footer).placement }

    /// The scrolled window moved or its content changed size.
    func adjustmentChanged() {
        guard isAlive, !movingAdjustment else { return }
        let value = gtk_adjustment_get_value(adjustment)
        // A value that moves with the content's height is GtkListView keeping its anchor row in
        // place (rows came in above it) inside its own allocation, where it does not see a value
        // set back: only a scroll (a new value at the same height) moves the header. One change of
        // both comes as two signals, "changed" and "value-changed".
        let upper = gtk_adjustment_get_upper(adjustment)
        let isScroll = upper == knownUpper && value != knownValue
        knownUpper = upper
        knownValue = value
        // The list scrolls down while the header is open: the header scrolls away with it, as the
        // inset of a phone's scroll view does (the content stays where it is on screen).
        if isScroll, value > 0, pullTop > 0, !touch.isPulling, !wheel.isPulling {
            let shift = min(value, pullTop)
            topMove = nil
            pullTop -= shift
            applyContentPosition()
            movingAdjustment = true
            gtk_adjustment_set_value(adjustment, value - shift)
            movingAdjustment = false
            knownValue = value - shift
        }
        reportLayout()
        reportedOffset = contentOffset
        controller.scrolled(to: contentOffset, isDragging: touch.isPulling || wheel.isPulling)
        setNeedsDisplay()
    }

    /// The overlay's height changed.
    func resized(height: Double) {
        viewportHeight = height
        reportLayout()
        setNeedsDisplay()
    }

    private func reportLayout() {
        guard viewportHeight > 0 else { return }
        let layout = ScrollLayout(contentHeight: gtk_adjustment_get_upper(adjustment), viewportHeight: viewportHeight)
        guard layout != reportedLayout else { return }
        reportedLayout = layout
        controller.layoutChanged(layout)
    }

    /// Places the scrolled window from the content's moves (an edge that floats over the content
    /// moves nothing): down by the header's pull, up by the footer's band, at its full height.
    func applyContentPosition() {
        let top = placementTop == .follow ? max(pullTop, 0) : 0
        let bottom = placementBottom == .follow ? max(pullBottom, 0) : 0
        let shift = (top - bottom).rounded()
        guard shift != contentShift else { return }
        contentShift = shift
        gtk_widget_queue_allocate(widget)
    }

    /// Where the overlay puts the scrolled window: its own size, moved by ``contentShift``.
    func contentPosition(_ allocation: UnsafeMutablePointer<GdkRectangle>) {
        allocation.pointee = GdkRectangle(
            x: 0,
            y: Int32(clamping: Int(contentShift)),
            width: gtk_widget_get_width(widget),
            height: gtk_widget_get_height(widget)
        )
    }

    /// The displayed pull for a finger's or wheel's travel past where the pull began.
    private func displayed(_ travel: Double, from base: Double) -> Double {
        let metrics = controller.skin.metrics(for: .header)
        if travel >= 0 {
            return base + metrics.displayedPull(forTravel: travel, viewportHeight: max(viewportHeight, 1))
        }
        return max(base + travel, 0)
    }

    /// Moves the header's pull to `pull` under a finger or wheel.
    private func pull(to pull: Double) {
        topMove = nil
        pullTop = pull
        applyContentPosition()
        reportedOffset = contentOffset
        controller.scrolled(to: contentOffset, isDragging: true)
        setNeedsDisplay()
    }

    // MARK: - Touch

    func touchBegan() {
        touch = TouchPull(isDown: true)
    }

    func touchMoved(dx: Double, dy: Double) -> TouchPull.Decision {
        guard touch.isDown else { return .undecided }
        if !touch.isDecided {
            guard abs(dx) > 0 || abs(dy) > 0 else { return .undecided }
            touch.isDecided = true
            guard (isAtTop || pullTop > 0), dy > 0, dy >= abs(dx) else { return .deny }
            touch.isPulling = true
            touch.base = pullTop
            pull(to: displayed(dy, from: touch.base))
            return .claim
        }
        guard touch.isPulling else { return .undecided }
        pull(to: displayed(dy, from: touch.base))
        return .pulling
    }

    func touchEnded() {
        let pulling = touch.isPulling
        touch = TouchPull()
        guard pulling else { return }
        release()
    }

    /// The finger (or wheel) let go: the controller hears it, and the content settles where the
    /// header's inset says.
    private func release() {
        controller.released(at: contentOffset)
        let rest = insets[.header] ?? 0
        if pullTop != rest && topMove?.to != rest {
            move(.header, to: rest, over: .milliseconds(350))
        }
        setNeedsDisplay()
    }

    // MARK: - Wheel and touchpad

    /// A scroll step; returns whether the view took it (a pull past the top).
    func wheelScrolled(dy: Double, isWheel: Bool) -> Bool {
        guard !touch.isPulling else { return false }
        let travel = isWheel ? dy * WheelPull.clickTravel : dy
        if !wheel.isPulling {
            guard isAtTop, dy < 0 else { return false }
            wheel = WheelPull(isPulling: true, travel: 0, base: pullTop)
        }
        wheel.travel -= travel
        pull(to: displayed(wheel.travel, from: wheel.base))
        if isWheel { restartQuietTimer() }
        if wheel.travel <= 0 && pullTop <= wheel.base {
            wheelEnded()
        }
        return true
    }

    /// The touchpad's fingers lifted, or the wheel was quiet.
    func wheelEnded() {
        if wheelQuietSource != 0 {
            g_source_remove(wheelQuietSource)
            wheelQuietSource = 0
        }
        guard wheel.isPulling else { return }
        wheel = WheelPull()
        release()
    }

    private func restartQuietTimer() {
        if wheelQuietSource != 0 { g_source_remove(wheelQuietSource) }
        wheelQuietSource = g_timeout_add(
            WheelPull.quietTime,
            { data in
                MainActor.assumeIsolated {
                    guard let view = RefreshGTKView.view(data) else { return 0 }
                    view.wheelQuietSource = 0
                    view.wheelEnded()
                    return 0
                }
            },
            selfPointer
        )
    }

    // MARK: - Moves

    /// Eases an edge's move of the content to `target` over `duration` (at once for zero).
    func move(_ edge: RefreshEdge, to target: Double, over duration: Duration) {
        let now = ContinuousClock.now
        if edge == .header {
            topMove = duration > .zero ? Ease(from: pullTop, to: target, start: now, duration: duration) : nil
            if duration <= .zero { pullTop = target }
        } else {
            bottomMove = duration > .zero ? Ease(from: pullBottom, to: target, start: now, duration: duration) : nil
            if duration <= .zero { pullBottom = target }
        }
        applyContentPosition()
        setNeedsDisplay()
    }

    /// Moves the eased values on; returns whether any still moves.
    func stepMoves() -> Bool {
        let now = ContinuousClock.now
        var moved = false
        if let ease = topMove {
            pullTop = ease.value(at: now)
            if ease.isDone(at: now) { topMove = nil }
            moved = true
        }
        if let ease = bottomMove {
            pullBottom = ease.value(at: now)
            if ease.isDone(at: now) { bottomMove = nil }
            moved = true
        }
        if moved {
            applyContentPosition()
            // Only a move of the header changes the offset the controller sees. The footer's band
            // closing after a load must not tell it again that the list is at its end: GTK sizes
            // the list's new rows at its next layout, and an automatic footer would load again
            // from the old height.
            if contentOffset != reportedOffset {
                reportedOffset = contentOffset
                controller.scrolled(to: contentOffset, isDragging: false)
            }
        }
        return topMove != nil || bottomMove != nil
    }
}
