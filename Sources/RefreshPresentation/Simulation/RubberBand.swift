import Foundation

/// How a scroll view resists being pulled past its end, as UIKit does it: the further the finger
/// goes, the less the content follows.
public enum RubberBand {
    /// UIKit's constant.
    public static let coefficient = 0.55

    /// How far the content moves when the finger has moved `translation` points past the end of
    /// a scroll view `dimension` points tall.
    public static func distance(forTranslation translation: Double, dimension: Double) -> Double {
        guard translation > 0, dimension > 0 else { return translation }
        return (1 - 1 / (translation * coefficient / dimension + 1)) * dimension
    }
}

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
