import RefreshCore
import RefreshFoundation

/// How a part moves beyond what its indicator kind draws: keyframe animations of the indicator
/// and the texts, how far pull progress may run for them, icons for a finished load, and a fade
/// of the whole edge with the pull. All of it is data from the skin (`<animation>`,
/// `maximumProgress`, `<finishedIcon>`, `<fade>`); RefreshPresentation applies it.
public struct SkinMotion: Sendable, Hashable {
    /// The keyframe animations, in the order written; animations of the same property combine
    /// (rotations and offsets add up, scales and opacities multiply).
    public var animations: [SkinAnimation]
    /// How far progress may run for animations bound to it: the pull ratio (pull over trigger
    /// distance) is cut to `0...maximumProgress`. 1 (the default) stops at the trigger.
    public var maximumProgress: Double
    /// The icons shown instead of the indicator when a load has finished, by result (`success`
    /// or `failure`).
    public var finishedIcons: [RefreshResult: SkinStateIcon]
    /// The edge's opacity bound to the pull, if the skin fades it in.
    public var fade: SkinFade?
    /// What moves by itself when the user asks for reduced motion (`<motion reduced>`; by
    /// default ``ReducedMotion/static``). The pull still moves what it drives.
    public var reduced: ReducedMotion = .static

    /// The limits of the vocabulary (also the grammar's).
    public enum Bounds {
        /// `maximumProgress`: 1 to 4.
        public static let maximumProgress = ValueBounds.from(1, through: 4)
        /// The most `<animation>` elements in a part.
        public static let maxAnimations = 16
        /// The fewest and most `<key>` elements in an animation.
        public static let keyCount = 2...16
        /// A time-bound animation's `duration`: seconds, more than 0, at most 60.
        public static let duration = ValueBounds.above(0, through: 60)
        /// A glyph's length in characters.
        public static let glyphLength = 1...4
    }

    /// Creates motion; by default none.
    public init(
        animations: [SkinAnimation] = [],
        maximumProgress: Double = 1,
        finishedIcons: [RefreshResult: SkinStateIcon] = [:],
        fade: SkinFade? = nil
    ) {
        self.animations = animations
        self.maximumProgress = maximumProgress
        self.finishedIcons = finishedIcons
        self.fade = fade
    }

    /// No motion: what a part without these elements has.
    public static let none = SkinMotion()
}

/// What a part shows, in place of what moves by itself (a spinner's turn, a loading loop, a
/// time-bound `<animation>`), for a user who asks for reduced motion (`<motion reduced>`).
/// What the pull drives keeps following the finger, and states, texts and announcements are
/// the same as with full motion.
public enum ReducedMotion: String, Sendable, Hashable, CaseIterable {
    /// Stills: a loop shows its first frame, a run played once (a `success` segment, a
    /// `loop="off"` sequence, a `repeat="off"` animation) its last, and the spinner stops
    /// turning but stays.
    case `static`
    /// Everything that moves by itself moves at a quarter of its speed
    /// (``ReducedMotion/slowRate``).
    case slow
    /// The stills of ``static``, and while loading the indicator fades gently out and back in
    /// (``ReducedMotion/crossfadePeriod``): work goes on, and nothing moves.
    case crossfade

    /// The speed of ``slow`` against full motion.
    public static let slowRate = 0.25
    /// Seconds of one fade out and back in, for ``crossfade``.
    public static let crossfadePeriod = 2.0
    /// The indicator's opacity at the faintest point of ``crossfade``.
    public static let crossfadeFloor = 0.35

    /// The indicator's opacity `seconds` into a ``crossfade`` (1 at 0 s, the floor half a period on).
    public static func crossfadeOpacity(at seconds: Double) -> Double {
        let time = seconds.isFinite ? max(seconds, 0) : 0
        let wave = (1 + cos(2 * Double.pi * time / crossfadePeriod)) / 2
        return crossfadeFloor + (1 - crossfadeFloor) * wave
    }
}

/// One `<animation>`: a property of the indicator or of the texts, moved through keys by pull
/// progress or by the time spent in a state, with an easing between keys.
public struct SkinAnimation: Sendable, Hashable {
    /// What moves.
    public enum Target: String, Sendable, Hashable, CaseIterable {
        /// The indicator (whatever its kind draws, or a finished icon).
        case indicator
        /// The status and detail lines together.
        case text
    }

    /// Which property moves, and its unit.
    public enum Property: String, Sendable, Hashable, CaseIterable {
        /// A turn about the indicator's centre, in degrees, clockwise.
        case rotation
        /// A size factor about the indicator's centre (1: as drawn).
        case scale
        /// A move to the right, in points.
        case offsetX
        /// A move down, in points.
        case offsetY
        /// Opacity, 0 (invisible) to 1.
        case opacity

        /// The values a key may give this property.
        public var bounds: ValueBounds {
            switch self {
            case .rotation: ValueBounds.from(-3600, through: 3600)
            case .scale: ValueBounds.from(0, through: 10)
            case .offsetX, .offsetY: ValueBounds.from(-200, through: 200)
            case .opacity: ValueBounds.from(0, through: 1)
            }
        }

        /// The unit after a value in messages (" degrees", " points" or "").
        public var unit: String {
            switch self {
            case .rotation: " degrees"
            case .offsetX, .offsetY: " points"
            case .scale, .opacity: ""
            }
        }

        /// The value when nothing moves it (0, or 1 for scale and opacity).
        public var neutral: Double { self == .scale || self == .opacity ? 1 : 0 }
    }

    /// What drives the animation.
    public enum Binding: String, Sendable, Hashable, CaseIterable {
        /// The pull: a key's `at` is a pull ratio, 0 to the part's `maximumProgress`.
        case progress
        /// The time since the edge entered its state: a key's `at` is a fraction (0 to 1) of
        /// ``SkinAnimation/duration``.
        case time
    }

    /// One key: a position and the value there.
    public struct Key: Sendable, Hashable {
        /// The pull ratio (bound to progress) or the fraction of the duration (bound to time).
        public var at: Double
        /// The property's value there.
        public var value: Double

        /// Creates a key.
        public init(at: Double, value: Double) {
            self.at = at
            self.value = value
        }
    }

    /// What moves.
    public var target: Target
    /// Which property.
    public var property: Property
    /// What drives it.
    public var binding: Binding
    /// The states in which it applies (by default `idle` and `pulling` for progress, `loading`
    /// for time).
    public var states: Set<RefreshState>
    /// Seconds one pass takes (time-bound animations).
    public var duration: Double
    /// Whether a time-bound animation starts over after each pass (else it holds its last key).
    public var repeats: Bool
    /// The easing between consecutive keys.
    public var easing: SkinEasing
    /// At least two keys, in increasing `at`.
    public var keys: [Key]

    /// Creates an animation.
    public init(
        target: Target = .indicator,
        property: Property,
        binding: Binding = .progress,
        states: Set<RefreshState>? = nil,
        duration: Double = 1,
        repeats: Bool = true,
        easing: SkinEasing = .linear,
        keys: [Key]
    ) {
        self.target = target
        self.property = property
        self.binding = binding
        self.states = states ?? Self.defaultStates(for: binding)
        self.duration = duration
        self.repeats = repeats
        self.easing = easing
        self.keys = keys
    }

    /// The states an animation applies in when it does not say.
    public static func defaultStates(for binding: Binding) -> Set<RefreshState> {
        binding == .progress ? [.idle, .pulling] : [.loading]
    }

    /// The position in the keys' scale for a pull ratio and the seconds spent in the state: the
    /// ratio cut to `0...maximumProgress`, or the fraction of a pass (repeating or held at 1).
    /// With `stills` (reduced motion) a time-bound animation stands at its start when it repeats
    /// and at its end when it does not.
    public func position(
        pullRatio: Double,
        maximumProgress: Double,
        secondsInState: Double,
        stills: Bool = false
    ) -> Double {
        switch binding {
        case .progress:
            let ratio = pullRatio.isFinite ? pullRatio : 0
            return min(max(ratio, 0), max(maximumProgress, 0))
        case .time where stills:
            return repeats ? 0 : 1
        case .time:
            let seconds = secondsInState.isFinite ? max(secondsInState, 0) : 0
            guard duration > 0 else { return 1 }
            let passes = seconds / duration
            return repeats ? passes - passes.rounded(.down) : min(passes, 1)
        }
    }

    /// The value at a position: the first key's value before it, the last key's after it, and
    /// between two keys their values eased by ``easing``.
    public func value(at position: Double) -> Double {
        guard let first = keys.first, let last = keys.last else { return property.neutral }
        guard position.isFinite else { return first.value }
        if position <= first.at { return first.value }
        if position >= last.at { return last.value }
        for index in 1..<keys.count where position <= keys[index].at {
            let from = keys[index - 1]
            let to = keys[index]
            let span = to.at - from.at
            guard span > 0 else { return to.value }
            return from.value + (to.value - from.value) * easing((position - from.at) / span)
        }
        return last.value
    }
}

/// How a value goes from one key to the next: a curve from 0 to 1 over a segment's 0 to 1.
public enum SkinEasing: String, Sendable, Hashable, CaseIterable {
    /// Evenly.
    case linear
    /// Slow at first, then faster (cubic).
    case easeIn
    /// Fast at first, then slower (cubic).
    case easeOut
    /// Slow at both ends (cubic).
    case easeInOut
    /// A damped spring released at the first key: it rushes toward the second, overshoots it by
    /// at most ``springOvershootBound`` of the step, and settles on it exactly at the segment's
    /// end.
    case spring

    /// The most a spring goes past its target, as a fraction of the step (5%).
    public static let springOvershootBound = 0.05
    /// The spring's damping ratio (under 1: it overshoots a little).
    static let damping = 0.7
    /// The spring's natural frequency, in radians per segment.
    static let frequency = 10.0

    /// The eased fraction at `t`, which is cut to 0...1 (NaN counts as 0).
    public func callAsFunction(_ t: Double) -> Double {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeIn:
            return t * t * t
        case .easeOut:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        case .spring:
            // The unit step response of a damped spring, corrected linearly so that it ends on 1
            // at t = 1 (the raw response is within 0.1% of 1 there).
            return Self.springResponse(t) + (1 - Self.springResponse(1)) * t
        }
    }

    static func springResponse(_ t: Double) -> Double {
        let zeta = damping
        let omega = frequency
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * omega * t)
        return 1 - decay * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }
}

/// The edge's opacity bound to the pull (`<fade>`), as MJRefresh's `automaticallyChangeAlpha`:
/// invisible at pull ratio ``from``, opaque at ``to``, linear between; opaque while loading and
/// after.
public struct SkinFade: Sendable, Hashable {
    /// The pull ratio where the edge is still invisible.
    public var from: Double
    /// The pull ratio where it is opaque (more than ``from``).
    public var to: Double

    /// Creates a fade.
    public init(from: Double = 0, to: Double = 1) {
        self.from = from
        self.to = to
    }

    /// The edge's opacity in a state at a pull ratio.
    public func opacity(state: RefreshState, pullRatio: Double) -> Double {
        guard state == .idle || state == .pulling else { return 1 }
        guard to > from else { return 1 }
        let ratio = pullRatio.isFinite ? pullRatio : 0
        return min(max((ratio - from) / (to - from), 0), 1)
    }
}

/// What a finished load shows instead of the indicator: an image from the skin's folder or a
/// short glyph in the indicator's colour.
public enum SkinStateIcon: Sendable, Hashable {
    /// A PNG beside the descriptor (held as the arrow's is: 1x and an optional 2x, decoded on
    /// first use).
    case image(SkinArrow)
    /// One to four characters (`✓`, `✕`).
    case glyph(String)
}
