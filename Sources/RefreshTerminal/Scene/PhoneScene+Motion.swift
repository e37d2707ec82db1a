import RefreshCore
import RefreshPresentation
import RefreshStyle
import RefreshSupport

extension PresentedEdge {
    /// The edge with its transparency resolved into opaque colours, for a medium without it, as
    /// the SVG composites them: the background (with its own alpha) over `behind`, the labels and
    /// their shadow (their alpha times ``textOpacity``) and the glyph or spinner (its alpha times
    /// the indicator's opacity) over that, and the whole edge faded over `behind` by ``opacity``;
    /// the indicator's opacity is scaled by the edge's for images and shapes, which are blended
    /// pixel by pixel.
    func composited(over behind: RGBAColor) -> PresentedEdge {
        let edgeAlpha = Self.unit(opacity)
        let textAlpha = Self.unit(textOpacity)
        let indicatorAlpha = Self.unit(indicator.opacity)
        // What the labels and the glyph lie on, before the edge fades.
        let ground = background.composited(over: behind)
        func faded(_ color: RGBAColor, opacity alpha: Double) -> RGBAColor {
            color.composited(over: ground, opacity: alpha).composited(over: behind, opacity: edgeAlpha)
        }
        var copy = self
        copy.background = ground.composited(over: behind, opacity: edgeAlpha)
        copy.textColor = faded(textColor, opacity: textAlpha)
        if var shadow = textShadow {
            shadow.color = faded(shadow.color, opacity: textAlpha)
            copy.textShadow = shadow
        }
        copy.indicator.opacity = indicatorAlpha * edgeAlpha
        // Glyphs and the spinner are characters: their colour is blended instead.
        switch indicator.content {
        case .glyph(let text, let color):
            copy.indicator.content = .glyph(text, color: faded(color, opacity: indicatorAlpha))
        case .activity(let phase, let color, let built):
            copy.indicator.content = .activity(
                phase: phase,
                color: faded(color, opacity: indicatorAlpha),
                built: built
            )
        case .image, .shapes, .none:
            break
        }
        copy.opacity = 1
        copy.textOpacity = 1
        return copy
    }

    static func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}

extension PhoneScene {
    /// Columns a move of `points` to the right takes (6 points a column).
    static func columns(forPoints points: Double) -> Int {
        Int(clamping: points / pointsPerPixel, rounding: .toNearestOrAwayFromZero)
    }

    /// `area` moved `by` columns, kept on the screen.
    func shifted(_ area: Range<Int>, by columns: Int) -> Range<Int> {
        guard columns != 0 else { return area }
        let lower = min(max(area.lowerBound + columns, 0), screenColumns)
        let upper = min(max(area.upperBound + columns, lower), screenColumns)
        return lower..<upper
    }
}
