import Foundation
import RefreshCore
import RefreshPresentation

extension PixelBuffer {
    /// The shape to test the samples of one pixel against: `nil` when it covers none of them
    /// (``mayCover(_:centre:half:)``), the whole ring when the pixel lies well inside an arc's
    /// sweep (every sample is, so the angle need not be found sample by sample), else the shape.
    /// Either way each sample gets the answer `shape.contains` would give.
    static func shapeToSample(
        _ shape: IndicatorShape,
        centre: IndicatorPoint,
        half: (x: Double, y: Double)
    ) -> IndicatorShape? {
        guard mayCover(shape, centre: centre, half: half) else { return nil }
        guard case .arc(let middle, let radius, let start, let end, let width, let color) = shape else { return shape }
        let sweep = abs(end - start)
        guard sweep < 2 * .pi else { return shape }
        let dx = centre.x - middle.x
        let dy = centre.y - middle.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let reach = (half.x * half.x + half.y * half.y).squareRoot()
        guard distance > reach * 2 else { return shape }
        // How far a sample's angle may be from the centre's, with room for rounding.
        let margin = asin(reach / distance) + 1e-6
        let turned = (atan2(dx, -dy) - min(start, end)).truncatingRemainder(dividingBy: 2 * .pi)
        let angle = turned < 0 ? turned + 2 * .pi : turned
        if angle >= margin, angle <= sweep - margin {
            return .arc(centre: middle, radius: radius, from: 0, to: 2 * .pi, width: width, color: color)
        }
        if angle >= sweep + margin, angle <= 2 * .pi - margin { return nil }
        return shape
    }

    /// Whether `shape` may cover any of the 4×4 sample points of the pixel whose centre is at
    /// `centre` (in the shapes' points), the pixel being `half` points from its centre to a corner
    /// across and down. A conservative test, so that the samples of pixels far from a shape (most
    /// of an indicator's box, for a ring's band or a dot) are not taken one by one.
    static func mayCover(_ shape: IndicatorShape, centre: IndicatorPoint, half: (x: Double, y: Double)) -> Bool {
        let reach = (half.x * half.x + half.y * half.y).squareRoot()
        func distance(to point: IndicatorPoint) -> Double {
            let dx = centre.x - point.x
            let dy = centre.y - point.y
            return (dx * dx + dy * dy).squareRoot()
        }
        switch shape {
        case .circle(let middle, let radius, _):
            return distance(to: middle) <= radius + reach
        case .arc(let middle, let radius, _, _, let width, _):
            // The band of the full ring holds every point of the arc.
            return abs(distance(to: middle) - radius) <= width / 2 + reach
        case .line(let from, let to, let width, _):
            let pad = width / 2 + reach
            return centre.x >= min(from.x, to.x) - pad && centre.x <= max(from.x, to.x) + pad
                && centre.y >= min(from.y, to.y) - pad && centre.y <= max(from.y, to.y) + pad
        case .polygon(let corners, _):
            guard let first = corners.first else { return false }
            var low = first
            var high = first
            for corner in corners {
                low = IndicatorPoint(x: min(low.x, corner.x), y: min(low.y, corner.y))
                high = IndicatorPoint(x: max(high.x, corner.x), y: max(high.y, corner.y))
            }
            return centre.x >= low.x - reach && centre.x <= high.x + reach && centre.y >= low.y - reach
                && centre.y <= high.y + reach
        }
    }
}
