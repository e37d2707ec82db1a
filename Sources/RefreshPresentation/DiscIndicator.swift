import RefreshCore
import RefreshFoundation
import RefreshStyle

/// Material's floating indicator: a disc in the edge's background colour, edged by a faint
/// shadow, holding an arc in the indicator colour. The arc grows with the pull to
/// ``pullSweep`` of a turn at the trigger and turns as the content is pulled past it; while
/// loading it turns a full turn every ``period`` seconds, growing and shrinking as it goes; a
/// finished load shows a full ring with a check, a failed one (and a footer's `failed`, "tap to
/// try again") a cross. Drawn with vector shapes,
/// so every host draws it; meant for an edge that floats over its content
/// (`<metrics placement="overlay">`), where the disc is what sets the indicator off the content.
public struct DiscIndicator: IndicatorKind {
    /// `disc`.
    public let name = "disc"
    /// The disc's largest radius in points; in a smaller indicator box it fits the box, its
    /// shadow included.
    public static let discRadius = 19.0
    /// The arc's radius in points.
    public static let radius = 11.0
    /// The arc's stroke width in points.
    public static let width = 4.5
    /// The arc's length at the trigger, as a fraction of a turn (Material's 0.8).
    public static let pullSweep = 0.8
    /// Seconds the loading arc takes to turn once.
    public static let period = 1.2
    /// The shadow's opacity around the disc.
    public static let shadowOpacity = 0.22

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
        let disc = min(Self.discRadius, min(context.size.width, context.size.height) / 2 - 1.5)
        var shapes: [IndicatorShape] = [
            .circle(
                centre: centre,
                radius: disc + 1.5,
                color: RGBAColor(red: 0, green: 0, blue: 0).scalingAlpha(Self.shadowOpacity)
            ),
            .circle(centre: centre, radius: disc, color: context.background),
        ]
        switch context.model.state {
        case .idle, .pulling:
            let progress = min(max(context.model.progress, 0), 1)
            // Past the trigger the arc turns with the pull, half a turn at twice the trigger.
            let over = min(max(context.model.pullRatio - 1, 0), 1)
            if progress > 0 { shapes.append(arc(from: over * turn / 2, sweep: progress * Self.pullSweep * turn)) }
        case .loading:
            let time = context.time.isFinite ? context.time : 0
            let phase = (time / Self.period).truncatingRemainder(dividingBy: 1)
            let sweep = 0.45 + 0.3 * sin(2 * .pi * time / (2 * Self.period))
            shapes.append(arc(from: phase * turn, sweep: sweep * turn))
        case .finished, .failed:
            let failure = context.model.state == .failed || context.model.result == .failure
            if !failure { shapes.append(arc(from: 0, sweep: turn)) }
            shapes += IndicatorShape.resultMark(
                failure: failure,
                centre: centre,
                size: Self.radius * 0.55,
                width: Self.width,
                color: color
            )
        case .noMoreData, .secondLevel:
            return .none
        }
        return PresentedIndicator(.shapes(shapes))
    }
}
