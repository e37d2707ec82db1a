import RefreshSupport

/// A colour with 8-bit red, green, blue and alpha channels (sRGB, straight alpha).
public struct RGBAColor: Sendable, Hashable {
    /// The red channel, 0...255.
    public var red: UInt8
    /// The green channel, 0...255.
    public var green: UInt8
    /// The blue channel, 0...255.
    public var blue: UInt8
    /// The alpha channel, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey of the given white level (0...1), as UIKit's `colorWithWhite:alpha:`. Levels outside
    /// 0...1 are clamped; NaN counts as 0.
    public init(white: Double, alpha: Double = 1) {
        let level = UInt8(clamping: white * 255, rounding: .toNearestOrAwayFromZero)
        self.init(
            red: level,
            green: level,
            blue: level,
            alpha: UInt8(clamping: alpha * 255, rounding: .toNearestOrAwayFromZero)
        )
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + channels.map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }
}
