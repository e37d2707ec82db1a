import RefreshCore
import RefreshStyle

/// The colours of one part (header or footer) of a skin.
public struct SkinColors: Sendable, Hashable {
    /// The control's background.
    public var background: SkinColor
    /// The labels' colour.
    public var text: SkinColor
    /// The labels' shadow colour; fully transparent means no shadow.
    public var textShadow: SkinColor
    /// The shadow's horizontal offset in points.
    public var textShadowOffsetX: Double
    /// The shadow's vertical offset in points (positive is down).
    public var textShadowOffsetY: Double
    /// A colour to tint the arrow image with, per appearance, or `nil` to draw it as it is.
    public var arrowTint: SkinTint?
    /// The activity spinner's colour.
    public var spinner: SkinColor

    /// Creates colours; the defaults are the classic header's, and no text shadow in dark mode
    /// (EGO's light shadow under the light text a dark appearance needs would double it).
    public init(
        background: SkinColor = SkinColor(light: RGBAColor(red: 226, green: 231, blue: 237)),
        text: SkinColor = SkinColor(light: RGBAColor(red: 87, green: 108, blue: 137)),
        textShadow: SkinColor = SkinColor(
            light: RGBAColor(white: 0.9),
            dark: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        ),
        textShadowOffsetX: Double = 0,
        textShadowOffsetY: Double = 1,
        arrowTint: SkinTint? = nil,
        spinner: SkinColor = SkinColor(light: RGBAColor(red: 87, green: 108, blue: 137))
    ) {
        self.background = background
        self.text = text
        self.textShadow = textShadow
        self.textShadowOffsetX = textShadowOffsetX
        self.textShadowOffsetY = textShadowOffsetY
        self.arrowTint = arrowTint
        self.spinner = spinner
    }

    /// The classic EGO header colours.
    public static let classic = SkinColors()
}
