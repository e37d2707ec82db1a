import RefreshCore
import RefreshStyle

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour in OKLab (Björn Ottosson, 2020): a perceptual space where the straight distance
/// between two colours follows how different they look, lightness apart from hue. Terminals with
/// a palette draw each colour as the entry nearest in this space (see ``TerminalPalette``).
struct OKLab: Sendable, Hashable {
    /// Perceived lightness, 0 (black) to 1 (white).
    var lightness: Double
    /// Green (negative) to red (positive).
    var a: Double
    /// Blue (negative) to yellow (positive).
    var b: Double

    /// The colour's opaque part (alpha is composited by the scene before a colour gets here).
    init(_ color: RGBAColor) {
        let red = Self.linear(color.red)
        let green = Self.linear(color.green)
        let blue = Self.linear(color.blue)
        let l = cbrt(0.412_221_470_8 * red + 0.536_332_536_3 * green + 0.051_445_992_9 * blue)
        let m = cbrt(0.211_903_498_2 * red + 0.680_699_545_1 * green + 0.107_396_956_6 * blue)
        let s = cbrt(0.088_302_461_9 * red + 0.281_718_837_6 * green + 0.629_978_700_5 * blue)
        lightness = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
        a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
        b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
    }

    /// How colourful the colour is: its distance from the grey of its lightness.
    var chroma: Double { (a * a + b * b).squareRoot() }

    /// The squared distance to `other`.
    func distanceSquared(to other: OKLab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// The cosine of the angle between the two colours' hues (1 for the same hue, -1 for
    /// opposite ones); 0 when either is grey.
    func hueCosine(with other: OKLab) -> Double {
        let product = chroma * other.chroma
        return product > 0 ? (a * other.a + b * other.b) / product : 0
    }

    /// An sRGB channel as linear light, 0 to 1.
    private static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
