import RefreshCore
import RefreshFoundation
import RefreshPresentation

extension PixelBuffer {
    /// How the samples of one pixel are tested against a shape.
    enum SampleTest {
        /// None can be covered (``mayCover(_:centre:half:)``).
        case none
        /// Every sample lies well inside an arc's sweep: only the band of its ring (centre, radius,
        /// width) decides, without an angle per sample.
        case ring(IndicatorPoint, Double, Double)
        /// The shape decides each sample (`IndicatorShape.contains`).
        case shape
    }

    /// How to test the samples of the pixel whose centre is at `centre`. Either way each sample
    /// gets the answer `shape.contains` would give.
    static func sampleTest(_ shape: IndicatorShape, centre: IndicatorPoint, half: (x: Double, y: Double)) -> SampleTest
    {
        guard mayCover(shape, centre: centre, half: half) else { return .none }
        guard case .arc(let middle, let radius, let start, let end, let width, _) = shape else { return .shape }
        let sweep = abs(end - start)
        // A full turn (NaN is not one: `contains` finds no angle inside it).
        if sweep >= 2 * .pi { return .ring(middle, radius, width) }
        let dx = centre.x - middle.x
        let dy = centre.y - middle.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let reach = (half.x * half.x + half.y * half.y).squareRoot()
        guard distance > reach * 2 else { return .shape }
        // How far a sample's angle may be from the centre's, with room for rounding.
        let margin = asin(reach / distance) + 1e-6
        let turned = (atan2(dx, -dy) - min(start, end)).truncatingRemainder(dividingBy: 2 * .pi)
        let angle = turned < 0 ? turned + 2 * .pi : turned
        if angle >= margin, angle <= sweep - margin { return .ring(middle, radius, width) }
        if angle >= sweep + margin, angle <= 2 * .pi - margin { return .none }
        return .shape
    }

    /// Whether `point` is in the band of a ring, computed as `IndicatorShape.contains` does for
    /// a full turn.
    @inline(__always)
    static func inRing(_ point: IndicatorPoint, centre: IndicatorPoint, radius: Double, width: Double) -> Bool {
        let dx = point.x - centre.x
        let dy = point.y - centre.y
        let distance = (dx * dx + dy * dy).squareRoot()
        return abs(distance - radius) <= width / 2
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
