/// A font request for hosts that draw text.
public struct SkinFont: Sendable, Hashable {
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: SkinFontWeight

    /// Creates a font request.
    public init(size: Double, weight: SkinFontWeight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// The classic status font: 13 pt bold.
    public static let classicStatus = SkinFont(size: 13, weight: .bold)
    /// The classic last-updated font: 12 pt regular.
    public static let classicDetail = SkinFont(size: 12, weight: .regular)
}
