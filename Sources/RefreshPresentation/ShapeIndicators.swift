import RefreshCore
import RefreshFoundation
import RefreshStyle
import RefreshSupport

/// A ring that fills clockwise as the pull goes (an arc from twelve o'clock to `progress` of a
/// turn over a faint track), thickens past the trigger (by `pullRatio`, up to twice the pull),
/// spins as an arc segment while loading (a turn a second) and shows a full ring with a check
/// (a cross after a failure, and in a footer that failed) when finished. Drawn with vector
/// shapes, so every host draws it.
public struct RingIndicator: IndicatorKind {
    /// `ring`.
    public let name = "ring"
    /// The ring's radius in points.
    public static let radius = 11.0
    /// The stroke's width at or below the trigger, in points.
    public static let width = 4.0
    /// The extra width at twice the trigger distance (and beyond), in points.
    public static let overPullWidth = 2.0
    /// The loading segment's length, as a fraction of a turn.
    public static let segment = 0.4
    /// The track's opacity relative to the ring's colour.
    public static let trackOpacity = 0.25

    /// Creates the kind.
    public init() {}

    /// The ring for the context's state, pull and time.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        let centre = IndicatorPoint(x: context.size.width / 2, y: context.size.height / 2)
        let color = context.color
        let turn = 2 * Double.pi
        func arc(from: Double, to: Double, width: Double, color: RGBAColor) -> IndicatorShape {
            .arc(centre: centre, radius: Self.radius, from: from, to: to, width: width, color: color)
        }
        let track = arc(from: 0, to: turn, width: Self.width, color: color.scalingAlpha(Self.trackOpacity))
        switch context.model.state {
        case .idle, .pulling:
            let progress = min(max(context.model.progress, 0), 1)
            let over = min(max(context.model.pullRatio - 1, 0), 1)
            let width = Self.width + over * Self.overPullWidth
            var shapes = [track]
            if progress > 0 { shapes.append(arc(from: 0, to: progress * turn, width: width, color: color)) }
            return PresentedIndicator(.shapes(shapes))
        case .loading:
            let start = (context.time.isFinite ? context.time : 0).truncatingRemainder(dividingBy: 1) * turn
            let segment = arc(from: start, to: start + Self.segment * turn, width: Self.width, color: color)
            return PresentedIndicator(.shapes([track, segment]))
        case .finished, .failed:
            // A footer that failed keeps the failure's picture while it waits for a tap.
            let mark = IndicatorShape.resultMark(
                failure: context.model.state == .failed || context.model.result == .failure,
                centre: centre,
                size: Self.radius * 0.5,
                width: Self.width,
                color: color
            )
            return PresentedIndicator(.shapes([arc(from: 0, to: turn, width: Self.width, color: color)] + mark))
        case .noMoreData, .secondLevel:
            return .none
        }
    }
}

/// Three dots in a row: each grows and darkens in turn as the pull goes (the first by a third of
/// the trigger distance, all three at the trigger), a little larger still when over-pulled;
/// pulsing one after another while loading (a cycle every ``period`` seconds); all three full
/// when finished. Drawn with vector shapes, so every host draws it.
public struct DotsIndicator: IndicatorKind {
    /// `dots`.
    public let name = "dots"
    /// A full dot's radius in points.
    public static let radius = 4.0
    /// The distance between the dots' centres in points.
    public static let spacing = 10.0
    /// The loading pulse's cycle in seconds.
    public static let period = 0.9
    /// The smallest size of a dot, as a fraction of a full one.
    public static let least = 0.4
    /// The smallest opacity of a dot, as a fraction of its colour's: enough that a dot at rest
    /// keeps 3:1 against its background where the full colour has about 5.5:1 (WCAG 1.4.11).
    public static let leastOpacity = 0.7

    /// Creates the kind.
    public init() {}

    /// The dots for the context's state, pull and time.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        let levels: [Double]
        var scale = 1.0
        switch context.model.state {
        case .idle, .pulling:
            let progress = min(max(context.model.progress, 0), 1)
            levels = (0..<3).map { min(max(progress * 3 - Double($0), 0), 1) }
            scale += 0.15 * min(max(context.model.pullRatio - 1, 0), 1)
        case .loading:
            let time = context.time.isFinite ? context.time : 0
            levels = (0..<3).map { index in
                let phase = time / Self.period - Double(index) / 3
                return 0.5 - 0.5 * cos(2 * .pi * phase)
            }
        case .finished:
            levels = [1, 1, 1]
        case .noMoreData, .failed, .secondLevel:
            return .none
        }
        let centreX = context.size.width / 2
        let centreY = context.size.height / 2
        let shapes = levels.enumerated().map { index, level in
            let size = Self.least + (1 - Self.least) * level
            return IndicatorShape.circle(
                centre: IndicatorPoint(x: centreX + Double(index - 1) * Self.spacing, y: centreY),
                radius: Self.radius * size * scale,
                color: context.color.scalingAlpha(Self.leastOpacity + (1 - Self.leastOpacity) * level)
            )
        }
        return PresentedIndicator(.shapes(shapes))
    }
}

extension RGBAColor {
    /// The colour with its alpha multiplied by `factor` (0...1).
    package func scalingAlpha(_ factor: Double) -> RGBAColor {
        var copy = self
        copy.alpha = UInt8(clamping: Double(alpha) * min(max(factor, 0), 1), rounding: .toNearestOrAwayFromZero)
        return copy
    }
}
