import RefreshCore
import RefreshStyle

/// A colour to tint an image with, given for the light and the dark appearance separately; an
/// appearance without one draws the image as it is.
public struct SkinTint: Sendable, Hashable {
    /// The tint in a light appearance, or `nil` for none.
    public var light: RGBAColor?
    /// The tint in a dark appearance, or `nil` for none.
    public var dark: RGBAColor?

    /// Creates a tint; at least one of the two should be given.
    public init(light: RGBAColor?, dark: RGBAColor?) {
        self.light = light
        self.dark = dark
    }

    /// The same tint in both appearances, or `light` and `dark` of a colour pair.
    public init(_ color: SkinColor) {
        self.init(light: color.light, dark: color.dark)
    }

    /// The tint for an appearance, or `nil` to draw the image as it is.
    public func resolved(for appearance: Appearance) -> RGBAColor? {
        appearance == .dark ? dark : light
    }
}
