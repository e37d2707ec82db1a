import RefreshCore
import RefreshImage
import RefreshStyle

extension SkinPart {
    /// The arrow image as hosts draw it in `appearance`: the best image for `scale`, tinted by the
    /// part's ``SkinColors/arrowTint`` for the appearance when it has one; `nil` without an arrow.
    ///
    /// The presenter draws this image, and ``IndicatorContrast`` measures it, so both see the same
    /// pixels.
    public func drawnArrow(for appearance: Appearance, scale: Double = 2) -> RGBAImage? {
        guard let arrow else { return nil }
        let image = arrow.image(forScale: scale)
        guard let tint = colors.arrowTint?.resolved(for: appearance) else { return image }
        return image.tinted(tint)
    }
}
