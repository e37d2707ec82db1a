import RefreshCore
import RefreshFoundation
import RefreshStyle

/// WCAG 2 contrast between a part's text and its background, in light and in dark.
///
/// The text colour is composited over the background by its alpha, and the background over white
/// (light) or black (dark), as a host draws them on a list; then the ratio of their relative
/// luminances (WCAG 2.2, "contrast ratio") must reach AA: 4.5:1, or 3:1 for large text (at least
/// 18 points, or 14 points bold or heavier). The status line and the header's detail line share
/// the text colour, so the smaller of the two fonts decides.
public enum ContrastCheck {
    /// A part whose text is too faint in one appearance.
    public struct Finding: Sendable, Hashable {
        /// Light or dark.
        public var appearance: Appearance
        /// The contrast ratio, such as 2.9 for 2.9:1.
        public var ratio: Double
        /// The ratio AA asks for the part's text: 4.5 or 3.
        public var required: Double
        /// The font the requirement comes from.
        public var font: SkinFont
    }

    /// The relative luminance of an opaque colour (WCAG 2: linearized sRGB, weighted).
    public static func luminance(_ color: RGBAColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `top` drawn over the opaque `bottom` by its alpha (`RGBAColor.composited(over:opacity:)`).
    public static func composite(_ top: RGBAColor, over bottom: RGBAColor) -> RGBAColor {
        top.composited(over: bottom)
    }

    /// The contrast ratio of two opaque colours, from 1 to 21.
    public static func ratio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Whether text in `font` counts as large for WCAG (3:1 suffices).
    public static func isLarge(_ font: SkinFont) -> Bool {
        font.size >= 18 || (font.size >= 14 && [.bold, .heavy, .black].contains(font.weight))
    }

    /// The appearances in which `part`'s text is under WCAG AA on its background.
    public static func findings(for part: SkinPart) -> [Finding] {
        var fonts = [part.statusFont]
        if part.edge == .header { fonts.append(part.detailFont) }
        let strictest = fonts.first { !isLarge($0) } ?? fonts[0]
        let required = isLarge(strictest) ? 3.0 : 4.5
        var findings: [Finding] = []
        for appearance in Appearance.allCases {
            let background = IndicatorContrast.background(of: part, appearance: appearance)
            let text = composite(part.colors.text.resolved(for: appearance), over: background)
            let value = ratio(text, background)
            // Compared as shown (one decimal), so that a message never says "4.5:1 is under 4.5:1".
            if (value * 10).rounded(.down) / 10 < required {
                findings.append(Finding(appearance: appearance, ratio: value, required: required, font: strictest))
            }
        }
        return findings
    }
}
