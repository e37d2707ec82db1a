import Foundation
import RefreshCore
import RefreshPresentation

/// The theme's own indicator kind, drawn in code: a small sun whose rays come out one by one as
/// the pull goes (all eight at the trigger, longer when over-pulled), turn and pulse while
/// loading, and shine steady when finished. A skin names it `style="sunburst"`; the theme
/// registers it in ``SunsetTheme/indicators`` and declares the name in `Skins/kinds.txt`, so its
/// skins build without a warning.
public struct SunburstIndicator: IndicatorKind {
    /// `sunburst`, as a skin names it.
    public let name = "sunburst"
    /// How many rays a full sun has.
    public static let rays = 8
    /// The sun's radius in points, at the trigger.
    public static let sunRadius = 5.0
    /// Where a ray starts, from the centre, in points.
    public static let rayStart = 7.5
    /// A full ray's length in points.
    public static let rayLength = 5.0
    /// Turns a second while loading.
    public static let turnsPerSecond = 0.5

    /// Creates the kind.
    public init() {}

    /// The sun for the context's state, pull and time.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        let time = context.time.isFinite ? context.time : 0
        let progress = min(max(context.model.progress, 0), 1)
        let over = min(max(context.model.pullRatio - 1, 0), 1)
        // Each ray's length as a fraction of a full one, and how far the sun has turned.
        let lengths: [Double]
        var turn = 0.0
        var sun = Self.sunRadius
        switch context.model.state {
        case .idle, .pulling:
            let shown = progress * Double(Self.rays)
            lengths = (0..<Self.rays).map { min(max(shown - Double($0), 0), 1) * (1 + 0.4 * over) }
            sun = Self.sunRadius * (0.5 + 0.5 * progress)
        case .loading:
            turn = (time * Self.turnsPerSecond).truncatingRemainder(dividingBy: 1) * 2 * .pi
            lengths = (0..<Self.rays).map { 0.7 + 0.3 * sin(time * 6 + Double($0) * .pi / 2) }
        case .finished:
            lengths = Array(repeating: 1, count: Self.rays)
        case .noMoreData, .failed, .secondLevel:
            return .none
        }
        let centre = IndicatorPoint(x: context.size.width / 2, y: context.size.height / 2)
        func point(_ angle: Double, _ distance: Double) -> IndicatorPoint {
            // Angles clockwise from twelve o'clock, as IndicatorShape's arcs.
            IndicatorPoint(x: centre.x + distance * sin(angle), y: centre.y - distance * cos(angle))
        }
        var shapes: [IndicatorShape] = [.circle(centre: centre, radius: sun, color: context.color)]
        for (index, length) in lengths.enumerated() where length > 0 {
            let angle = turn + Double(index) * 2 * .pi / Double(Self.rays)
            shapes.append(
                .line(
                    from: point(angle, Self.rayStart),
                    to: point(angle, Self.rayStart + length * Self.rayLength),
                    width: 2,
                    color: context.color
                )
            )
        }
        return PresentedIndicator(.shapes(shapes))
    }
}
