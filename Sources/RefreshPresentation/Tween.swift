import RefreshFoundation

/// A value moving from one number to another over a time, easing out.
public struct Tween: Sendable, Hashable {
    /// Where it starts.
    public var from: Double
    /// Where it ends.
    public var to: Double
    /// When it starts, in seconds.
    public var start: Double
    /// How long it takes, in seconds (0: at once).
    public var duration: Double

    /// Creates a tween.
    public init(from: Double, to: Double, start: Double, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// A value standing still.
    public static func still(_ value: Double) -> Tween {
        Tween(from: value, to: value, start: 0, duration: 0)
    }

    /// The value at a time (cubic ease-out).
    public func value(at time: Double) -> Double {
        guard duration > 0, time < start + duration else { return to }
        guard time > start else { return from }
        let progress = (time - start) / duration
        let eased = 1 - pow(1 - progress, 3)
        return from + (to - from) * eased
    }

    /// Whether it has arrived by a time.
    public func isFinished(at time: Double) -> Bool {
        time >= start + duration
    }
}
