import CGtk4

/// A value eased from one number to another over a time (cubic ease-out): the content moving to
/// an inset, or bouncing back after a pull.
struct Ease {
    var from: Double
    var to: Double
    var start: ContinuousClock.Instant
    var duration: Duration

    /// The value at `now`.
    func value(at now: ContinuousClock.Instant) -> Double {
        guard duration > .zero, now < start + duration else { return to }
        let progress = max(min((now - start) / duration, 1), 0)
        let remaining = 1 - progress
        return from + (to - from) * (1 - remaining * remaining * remaining)
    }

    /// Whether it has arrived at `now`.
    func isDone(at now: ContinuousClock.Instant) -> Bool { now >= start + duration }
}

/// A touch on the overlay: undecided until it moves, then a pull the view claimed or a scroll it
/// left to the scrolled window.
struct TouchPull {
    /// What the view does with a touch's move.
    enum Decision {
        case undecided, claim, pulling, deny
    }

    /// Whether a finger is down.
    var isDown = false
    /// Whether the view took the touch (a pull).
    var isPulling = false
    /// Whether the view decided (took it, or left it).
    var isDecided = false
    /// The content's move from the top when the pull was taken.
    var base = 0.0
}

/// A pull by wheel or touchpad past the top.
struct WheelPull {
    /// Whether a pull is under way.
    var isPulling = false
    /// The scroll travel so far, in pixels, before the skin's damping.
    var travel = 0.0
    /// The content's move from the top when it began.
    var base = 0.0
    /// Pixels a wheel click travels.
    static let clickTravel = 24.0
    /// The quiet time after a wheel click that counts as letting go.
    static let quietTime: guint = 250
}
