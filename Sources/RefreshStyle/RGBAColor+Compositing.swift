import RefreshSupport

extension RGBAColor {
    /// This colour over `under`, as an opaque colour: its own alpha times `opacity` (clamped to
    /// 0...1; NaN counts as 0) decides how much of it covers `under`, whose alpha is ignored (what
    /// lies beneath is taken as opaque). A host without transparency (a terminal) draws a
    /// translucent skin colour this way, as a browser draws the SVG.
    ///
    /// ```swift
    /// let tint = RGBAColor(red: 255, green: 0, blue: 0, alpha: 26)   // rgba(255, 0, 0, 0.1)
    /// let drawn = tint.composited(over: RGBAColor(red: 255, green: 255, blue: 255))
    /// // drawn is #ffe5e5
    /// ```
    public func composited(over under: RGBAColor, opacity: Double = 1) -> RGBAColor {
        let fraction = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let a = fraction * Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8(clamping: Double(top) * a + Double(bottom) * (1 - a), rounding: .toNearestOrAwayFromZero)
        }
        return RGBAColor(red: mix(red, under.red), green: mix(green, under.green), blue: mix(blue, under.blue))
    }
}
