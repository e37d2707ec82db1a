import RefreshCore
import RefreshPresentation
import RefreshSupport

extension PresentedEdge {
    /// The edge with its opacities resolved into colours, for a medium without transparency:
    /// the edge (background, labels, their shadow) blended over `behind` by ``opacity``, the
    /// labels over the background by ``textOpacity``, the indicator's opacity scaled by the edge's.
    func composited(over behind: RGBAColor) -> PresentedEdge {
        guard opacity < 1 || textOpacity < 1 || indicator.opacity < 1 else { return self }
        let edgeAlpha = Self.unit(opacity)
        let textAlpha = Self.unit(textOpacity)
        var copy = self
        copy.background = background.mixed(over: behind, by: edgeAlpha)
        copy.textColor = textColor.mixed(over: background, by: textAlpha).mixed(over: behind, by: edgeAlpha)
        if var shadow = textShadow {
            shadow.color = shadow.color.mixed(over: background, by: textAlpha * Double(shadow.color.alpha) / 255)
                .mixed(over: behind, by: edgeAlpha)
            copy.textShadow = shadow
        }
        copy.indicator.opacity = Self.unit(indicator.opacity) * edgeAlpha
        // Glyphs and the spinner are characters: their colour is blended instead.
        switch indicator.content {
        case .glyph(let text, let color):
            copy.indicator.content = .glyph(text, color: color.mixed(over: copy.background, by: copy.indicator.opacity))
        case .activity(let phase, let color):
            copy.indicator.content = .activity(
                phase: phase,
                color: color.mixed(over: copy.background, by: copy.indicator.opacity)
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

extension RGBAColor {
    /// This colour at `alpha` (0 to 1) over an opaque `under`, as an opaque colour.
    func mixed(over under: RGBAColor, by alpha: Double) -> RGBAColor {
        let a = PresentedEdge.unit(alpha)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8(clamping: Double(top) * a + Double(bottom) * (1 - a), rounding: .toNearestOrAwayFromZero)
        }
        return RGBAColor(red: mix(red, under.red), green: mix(green, under.green), blue: mix(blue, under.blue))
    }
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
