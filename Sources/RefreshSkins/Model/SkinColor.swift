import RefreshCore
import RefreshStyle

/// A colour with a light and a dark variant.
public struct SkinColor: Sendable, Hashable {
    /// The colour in a light appearance.
    public var light: RGBAColor
    /// The colour in a dark appearance.
    public var dark: RGBAColor

    /// Creates a colour pair; `dark` defaults to `light`.
    public init(light: RGBAColor, dark: RGBAColor? = nil) {
        self.light = light
        self.dark = dark ?? light
    }

    /// The variant for an appearance.
    public func resolved(for appearance: Appearance) -> RGBAColor {
        appearance == .dark ? dark : light
    }
}
