import RefreshCore
import RefreshFoundation
import RefreshStyle

/// Material 3's floating indicator (Compose's `PullToRefreshDefaults.Indicator`): a disc in the
/// edge's background colour on a soft elevation shadow, holding a thin arc in the indicator
/// colour. The arc grows with the pull to ``pullSweep`` of a turn at the trigger, an arrowhead
/// growing at its end, and turns as the content is pulled past it; while loading it turns a full
/// turn every ``period`` seconds, growing and shrinking as it goes; a finished load shows a
/// check, a failed one (and a footer's `failed`, "tap to try again") a cross; and while the edge
/// closes after its result the disc scales out to nothing about its centre, as Compose's does
/// (with reduced motion it hides at once instead). Drawn with vector
/// shapes, so every host draws it; meant for an edge that floats over its content
/// (`<metrics placement="overlay">`), where the disc is what sets the indicator off the content.
public struct DiscIndicator: IndicatorKind {
    /// `disc`.
    public let name = "disc"
    /// The disc's largest radius in points; in a smaller indicator box it fits the box, its
    /// shadow included.
    public static let discRadius = 19.0
    /// The arc's radius in points (to the middle of its stroke): Material's 5.5 dp plus half its
    /// stroke, in a 40 dp disc, so that the arc keeps well clear of the disc's rim.
    public static let radius = 7.0
    /// The arc's stroke width in points (Material's 2.5 dp).
    public static let width = 2.5
    /// The arrowhead's width across the arc and its length along it, in points, at its full size
    /// (Material's 10 × 5 dp).
    public static let arrowhead = (width: 8.0, length: 5.0)
    /// The arc's length at the trigger, as a fraction of a turn (Material's 0.8).
    public static let pullSweep = 0.8
    /// Seconds the loading arc takes to turn once.
    public static let period = 1.2
    /// The opacity of the shadow's darkest ring, just outside the disc; it fades over
    /// ``shadowRings`` rings a point apart, a little below the disc (Material's level 2 elevation).
    public static let shadowOpacity = 0.1
    /// How many rings the shadow fades over.
    public static let shadowRings = 3

    /// Creates the kind.
    public init() {}

    /// The disc and its arc for the context's state, pull and time.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        let centre = IndicatorPoint(x: context.size.width / 2, y: context.size.height / 2)
        let color = context.color
        let turn = 2 * Double.pi
        func arc(from: Double, sweep: Double) -> IndicatorShape {
            .arc(centre: centre, radius: Self.radius, from: from, to: from + sweep, width: Self.width, color: color)
        }
        let rings = Double(Self.shadowRings)
        let disc = min(Self.discRadius, min(context.size.width, context.size.height) / 2 - rings)
        // The shadow: rings from the widest and faintest in, each drawn over the last, so that it
        // darkens toward the disc; centred a point below it, as light from above casts it.
        var shapes: [IndicatorShape] = (0..<Self.shadowRings).reversed().map { ring in
            .circle(
                centre: IndicatorPoint(x: centre.x, y: centre.y + 1),
                radius: disc + Double(ring) + 0.5,
                color: RGBAColor(red: 0, green: 0, blue: 0).scalingAlpha(
                    Self.shadowOpacity * (rings - Double(ring)) / rings
                )
            )
        }
        shapes.append(.circle(centre: centre, radius: disc, color: context.background))
        switch context.model.state {
        case .idle, .pulling:
            let progress = min(max(context.model.progress, 0), 1)
            // Past the trigger the arc turns with the pull, half a turn at twice the trigger.
            let over = min(max(context.model.pullRatio - 1, 0), 1)
            guard progress > 0 else { break }
            let start = over * turn / 2
            let end = start + progress * Self.pullSweep * turn
            shapes.append(arc(from: start, sweep: end - start))
            // The arrowhead grows from 40 % of the pull to its full size at the trigger, as Material's.
            let size = min(max((progress - 0.4) / 0.6, 0), 1)
            if size > 0 { shapes.append(arrowhead(at: end, size: size, centre: centre, color: color)) }
        case .loading:
            let time = context.time.isFinite ? context.time : 0
            let phase = (time / Self.period).truncatingRemainder(dividingBy: 1)
            let sweep = 0.45 + 0.3 * sin(2 * .pi * time / (2 * Self.period))
            shapes.append(arc(from: phase * turn, sweep: sweep * turn))
        case .finished, .failed:
            // A check or a cross alone in the disc: one family.
            shapes += IndicatorShape.resultMark(
                failure: context.model.state == .failed || context.model.result == .failure,
                centre: centre,
                size: Self.radius,
                width: Self.width + 0.5,
                color: color
            )
        case .noMoreData, .secondLevel:
            return .none
        }
        var presented = PresentedIndicator(.shapes(shapes))
        if let closing = context.closing {
            // The exit: scaled out as the edge closes, or hidden at once for reduced motion.
            let left = 1 - min(max(closing.isNaN ? 1 : closing, 0), 1)
            if context.prefersReducedMotion { presented.opacity = 0 } else { presented.transform.scale = left }
        }
        return presented
    }

    /// The arrowhead at the arc's end (`angle`, clockwise from twelve o'clock), pointing on along
    /// the arc, at `size` (0 to 1) of its full size.
    private func arrowhead(at angle: Double, size: Double, centre: IndicatorPoint, color: RGBAColor) -> IndicatorShape {
        let outward = (x: sin(angle), y: -cos(angle))
        let along = (x: cos(angle), y: sin(angle))
        let half = Self.arrowhead.width / 2 * size
        let length = Self.arrowhead.length * size
        func point(out: Double, on: Double) -> IndicatorPoint {
            IndicatorPoint(
                x: centre.x + outward.x * (Self.radius + out) + along.x * on,
                y: centre.y + outward.y * (Self.radius + out) + along.y * on
            )
        }
        return .polygon([point(out: -half, on: 0), point(out: half, on: 0), point(out: 0, on: length)], color: color)
    }
}
