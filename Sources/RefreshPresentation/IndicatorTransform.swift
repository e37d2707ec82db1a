import RefreshFoundation

/// How an indicator is moved from where its kind drew it (keyframe animations): turned by
/// ``rotation`` and sized by ``scale`` about the centre of its box, then moved by ``offsetX`` and
/// ``offsetY``. Hosts apply it to whatever the indicator draws (an image, shapes, a glyph).
public struct IndicatorTransform: Sendable, Hashable {
    /// The turn in radians, clockwise on screen.
    public var rotation: Double
    /// The size factor (1: as drawn).
    public var scale: Double
    /// The move to the right, in points.
    public var offsetX: Double
    /// The move down, in points.
    public var offsetY: Double

    /// Creates a transform; by default none.
    public init(rotation: Double = 0, scale: Double = 1, offsetX: Double = 0, offsetY: Double = 0) {
        self.rotation = rotation
        self.scale = scale
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// No change.
    public static let identity = IndicatorTransform()

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// Where a point of a box of `size` goes (points from its top left).
    public func apply(_ point: IndicatorPoint, in size: IndicatorSize) -> IndicatorPoint {
        let centreX = size.width / 2
        let centreY = size.height / 2
        let dx = (point.x - centreX) * scale
        let dy = (point.y - centreY) * scale
        let cosine = cos(rotation)
        let sine = sin(rotation)
        return IndicatorPoint(
            x: centreX + offsetX + dx * cosine - dy * sine,
            y: centreY + offsetY + dx * sine + dy * cosine
        )
    }

    /// The shapes moved as a whole: the same shapes, their points, sizes and angles transformed
    /// (rotation, uniform scale and a move keep circles circles and arcs arcs).
    public func apply(_ shapes: [IndicatorShape], in size: IndicatorSize) -> [IndicatorShape] {
        guard !isIdentity else { return shapes }
        let factor = scale.isFinite ? max(scale, 0) : 1
        return shapes.map { shape in
            switch shape {
            case .polygon(let corners, let color):
                .polygon(corners.map { apply($0, in: size) }, color: color)
            case .line(let from, let to, let width, let color):
                .line(from: apply(from, in: size), to: apply(to, in: size), width: width * factor, color: color)
            case .circle(let centre, let radius, let color):
                .circle(centre: apply(centre, in: size), radius: radius * factor, color: color)
            case .arc(let centre, let radius, let from, let to, let width, let color):
                .arc(
                    centre: apply(centre, in: size),
                    radius: radius * factor,
                    from: from + rotation,
                    to: to + rotation,
                    width: width * factor,
                    color: color
                )
            }
        }
    }
}
