/// A font request for hosts that draw text: a size in points and a weight; the family is the
/// host's (a terminal has none, the SVG names the one it measures with).
public struct FontSpec: Sendable, Hashable {
    /// The size in points.
    public var size: Double
    /// Whether the font is bold.
    public var bold: Bool

    /// Creates a font request.
    public init(size: Double, bold: Bool = false) {
        self.size = size
        self.bold = bold
    }
}
