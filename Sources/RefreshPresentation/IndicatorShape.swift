import RefreshCore
import RefreshFoundation
import RefreshStyle

/// A point in an indicator's box, in points from its top left.
public struct IndicatorPoint: Sendable, Hashable {
    /// From the left.
    public var x: Double
    /// From the top.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A vector primitive an indicator kind draws with, in the indicator's box (points from its top
/// left, the box as big as ``IndicatorContext/size``): every host draws these, the SVG as
/// elements, the terminal rasterized into block characters.
public enum IndicatorShape: Sendable, Hashable {
    /// A filled polygon (even-odd), its corners in order.
    case polygon([IndicatorPoint], color: RGBAColor)
    /// A straight stroke with round ends.
    case line(from: IndicatorPoint, to: IndicatorPoint, width: Double, color: RGBAColor)
    /// A filled disc.
    case circle(centre: IndicatorPoint, radius: Double, color: RGBAColor)
    /// A stroked arc of a circle, from one angle to another in radians, measured clockwise from
    /// twelve o'clock (a full turn is a ring).
    case arc(centre: IndicatorPoint, radius: Double, from: Double, to: Double, width: Double, color: RGBAColor)

    /// The shape's colour (its alpha is the shape's opacity).
    public var color: RGBAColor {
        switch self {
        case .polygon(_, let color), .line(_, _, _, let color), .circle(_, _, let color),
            .arc(_, _, _, _, _, let color):
            color
        }
    }

    /// The same shape in `color`.
    package func recolored(_ color: RGBAColor) -> IndicatorShape {
        switch self {
        case .polygon(let corners, _): .polygon(corners, color: color)
        case .line(let from, let to, let width, _): .line(from: from, to: to, width: width, color: color)
        case .circle(let centre, let radius, _): .circle(centre: centre, radius: radius, color: color)
        case .arc(let centre, let radius, let start, let end, let width, _):
            .arc(centre: centre, radius: radius, from: start, to: end, width: width, color: color)
        }
    }

    /// Whether the shape covers a point: the one geometry every rasterizing host shares.
    public func contains(_ point: IndicatorPoint) -> Bool {
        switch self {
        case .polygon(let corners, _):
            guard corners.count >= 3 else { return false }
            var inside = false
            var previous = corners[corners.count - 1]
            for corner in corners {
                if (corner.y > point.y) != (previous.y > point.y) {
                    let crossing = (previous.x - corner.x) * (point.y - corner.y) / (previous.y - corner.y) + corner.x
                    if point.x < crossing { inside.toggle() }
                }
                previous = corner
            }
            return inside
        case .line(let from, let to, let width, _):
            let dx = to.x - from.x
            let dy = to.y - from.y
            let length = dx * dx + dy * dy
            let along = length > 0 ? min(max(((point.x - from.x) * dx + (point.y - from.y) * dy) / length, 0), 1) : 0
            let nearX = from.x + along * dx - point.x
            let nearY = from.y + along * dy - point.y
            return nearX * nearX + nearY * nearY <= width * width / 4
        case .circle(let centre, let radius, _):
            let dx = point.x - centre.x
            let dy = point.y - centre.y
            return dx * dx + dy * dy <= radius * radius
        case .arc(let centre, let radius, let start, let end, let width, _):
            let dx = point.x - centre.x
            let dy = point.y - centre.y
            let distance = (dx * dx + dy * dy).squareRoot()
            guard abs(distance - radius) <= width / 2 else { return false }
            let sweep = end - start
            if abs(sweep) >= 2 * .pi { return true }
            // Clockwise from twelve o'clock, with y pointing down.
            let angle = atan2(dx, -dy)
            let low = min(start, end)
            let turned = (angle - low).truncatingRemainder(dividingBy: 2 * .pi)
            return (turned < 0 ? turned + 2 * .pi : turned) <= abs(sweep)
        }
    }
}

extension IndicatorShape {
    /// The mark of a finished load that the shape indicators share: a check after a success, a
    /// cross after a failure, `size` points from `centre` to each side, in strokes of `width`.
    static func resultMark(
        failure: Bool,
        centre: IndicatorPoint,
        size: Double,
        width: Double,
        color: RGBAColor
    ) -> [IndicatorShape] {
        func line(_ from: (x: Double, y: Double), _ to: (x: Double, y: Double)) -> IndicatorShape {
            .line(
                from: IndicatorPoint(x: centre.x + from.x * size, y: centre.y + from.y * size),
                to: IndicatorPoint(x: centre.x + to.x * size, y: centre.y + to.y * size),
                width: width,
                color: color
            )
        }
        return failure
            ? [line((-1, -1), (1, 1)), line((1, -1), (-1, 1))]
            : [line((-1, 0), (-0.2, 0.8)), line((-0.2, 0.8), (1, -0.7))]
    }
}
