import RefreshCore
import RefreshStyle

/// How lint's messages name colours and opacities: a colour as its `#rrggbb` hex, and one with
/// alpha with how opaque it is (`#000000, 25 % opaque`), since `#00000040` says nothing of its
/// alpha to most readers; an opacity as a percentage (`25 % opaque`).
public enum ColorWording {
    /// `#rrggbb`, or `#rrggbb, 25 % opaque` (`fully transparent` at 0).
    public static func describe(_ color: RGBAColor) -> String {
        var opaque = color
        opaque.alpha = 255
        guard color.alpha < 255 else { return opaque.hexString }
        return "\(opaque.hexString), \(opacity(Double(color.alpha) / 255))"
    }

    /// `25 % opaque`, or `fully transparent` at 0; to the percent, and never 0 % or 100 % for a
    /// value that is neither.
    public static func opacity(_ value: Double) -> String {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 0
        guard clamped > 0 else { return "fully transparent" }
        let percent = min(max((clamped * 100).rounded(), 1), clamped < 1 ? 99 : 100)
        return "\(ValueBounds.format(percent)) % opaque"
    }
}
