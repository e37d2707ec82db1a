import RefreshCore
import RefreshStyle

/// Checks that a part's text shadow does not double its text. A shadow is drawn as a copy of
/// each line in the shadow's colour, moved by its offset, under the text: a faint one (near the
/// background's colour) or a crisp one a point away reads as relief, as EGO's white shadow does;
/// a copy that stands out from the background more than a point from the text reads as a second,
/// ghost text, and one in the text's own colour smears the letters into a bolder, doubled word.
public enum TextShadowCheck {
    /// How far (in points, either way) a shadow that stands out may lie from its text and still
    /// read as relief.
    public static let reliefDistance = 1.5
    /// The contrast against the background above which a shadow stands out as a copy.
    public static let visibleContrast = 1.5
    /// The contrast against the text under which a shadow is the text's own colour.
    public static let sameColourContrast = 1.5

    /// Why a shadow doubles the text.
    public enum Reason: Sendable, Hashable {
        /// It stands out from the background (`contrast`) and lies more than
        /// ``reliefDistance`` points from the text: a ghost copy.
        case ghost(contrast: Double)
        /// It is (nearly) the text's colour (`contrast` against the text), so it thickens and
        /// smears the letters.
        case textColour(contrast: Double)
    }

    /// A shadow that doubles a part's text in one appearance.
    public struct Finding: Sendable, Hashable {
        /// Light or dark.
        public var appearance: Appearance
        /// The shadow's colour in that appearance, as written.
        public var color: RGBAColor
        /// How far the copy lies from the text, in points.
        public var distance: Double
        /// Why it doubles the text.
        public var reason: Reason
    }

    /// The appearances in which `part`'s shadow doubles its text.
    public static func findings(for part: SkinPart) -> [Finding] {
        let colors = part.colors
        let dx = colors.textShadowOffsetX
        let dy = colors.textShadowOffsetY
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance.isFinite, distance >= 0.5 else { return [] }
        return Appearance.allCases.compactMap { appearance in
            let shadow = colors.textShadow.resolved(for: appearance)
            guard shadow.alpha > 0 else { return nil }
            let background = IndicatorContrast.opaque(colors.background.resolved(for: appearance), in: appearance)
            let drawn = shadow.composited(over: background)
            let text = colors.text.resolved(for: appearance).composited(over: background)
            let standsOut = ContrastCheck.ratio(drawn, background)
            let againstText = ContrastCheck.ratio(drawn, text)
            let reason: Reason
            if againstText < sameColourContrast, standsOut >= sameColourContrast {
                reason = .textColour(contrast: againstText)
            } else if standsOut >= visibleContrast, max(abs(dx), abs(dy)) > reliefDistance {
                reason = .ghost(contrast: standsOut)
            } else {
                return nil
            }
            return Finding(appearance: appearance, color: shadow, distance: distance, reason: reason)
        }
    }
}
