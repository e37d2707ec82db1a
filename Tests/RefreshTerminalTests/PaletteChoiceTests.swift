import Foundation
import RefreshCore
import RefreshStyle
import RefreshSupport
import Testing

@testable import RefreshTerminal

@Suite("Which palette entry a 16- or 256-colour terminal draws a colour with")
struct PaletteChoiceTests {
    static func hex(_ value: UInt32) -> RGBAColor {
        RGBAColor(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The colour of a palette index at a depth.
    static func entry(_ index: Int, of palette: TerminalPalette) throws -> RGBAColor {
        let position = try #require(palette.indices.firstIndex(of: index))
        return palette.colors[position]
    }

    @Test("At 16 colours purple #7A2E8C is magenta and orange #FF9E5E yellow, not both grey (SGR 90)")
    func purpleAndOrangeAt16() {
        let purple = Self.hex(0x7A2E8C)
        let orange = Self.hex(0xFF9E5E)
        #expect(ColorDepth.ansi16.paletteIndex(of: purple) == 5)
        #expect(ColorDepth.ansi16.paletteIndex(of: orange) == 3)
        var canvas = Canvas(width: 2, height: 1)
        canvas[0, 0] = Cell("P", foreground: purple)
        canvas[1, 0] = Cell("O", foreground: orange)
        #expect(TerminalWriter(depth: .ansi16).render(canvas) == "\u{1B}[0;35mP\u{1B}[0;33mO\u{1B}[0m\n")
        #expect(ColorDepth.ansi16.mergedColors([("text", purple), ("spinner", orange)]).isEmpty)
    }

    @Test(
        "At 256 colours pale tints keep their hue: each is the palest cube entry of its hue, not a grey",
        arguments: [
            (0xFFEBEE, 224),  // pale red: 255, 215, 215
            (0xF3E5F5, 225),  // pale purple: 255, 215, 255
            (0xE3F2FD, 195),  // pale blue: 215, 255, 255
            (0xE8F5E9, 194),  // pale green: 215, 255, 215
            (0xFFF8E1, 230),  // pale amber: 255, 255, 215
        ]
    )
    func paleTintsAt256(_ tint: UInt32, _ expected: Int) {
        #expect(ColorDepth.ansi256.paletteIndex(of: Self.hex(tint)) == expected)
    }

    @Test("Near-greys and dark tints stay grey rather than turn into a saturated colour")
    func nearGreys() throws {
        // The classic background, Blue's dark background, a near-black with a trace of blue.
        for value: UInt32 in [0xE2E7ED, 0x1E232A, 0x12121C, 0xECEFF1] {
            for (depth, palette) in [(ColorDepth.ansi16, TerminalPalette.ansi16), (.ansi256, .xterm256)] {
                let index = try #require(depth.paletteIndex(of: Self.hex(value)))
                let drawn = try Self.entry(index, of: palette)
                #expect(TerminalPalette.isGrey(drawn), "\(String(value, radix: 16)) at \(depth): \(drawn)")
            }
        }
    }

    @Test("Every grey is drawn with a grey entry, at 16 and at 256 colours")
    func greysStayGrey() throws {
        for level in 0...255 {
            let grey = RGBAColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
            for palette in [TerminalPalette.ansi16, .xterm256] {
                let drawn = try Self.entry(palette.index(of: grey), of: palette)
                #expect(TerminalPalette.isGrey(drawn), "grey \(level) drawn as \(drawn)")
            }
        }
    }

    /// A colour from OKLab coordinates, clamped into sRGB.
    static func color(lightness: Double, a: Double, b: Double) -> RGBAColor {
        let l = pow(lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
        let m = pow(lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
        let s = pow(lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
        func encoded(_ linear: Double) -> UInt8 {
            let x = min(max(linear, 0), 1)
            let value = x <= 0.003_130_8 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
            return UInt8(clamping: value * 255, rounding: .toNearestOrAwayFromZero)
        }
        return RGBAColor(
            red: encoded(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
            green: encoded(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
            blue: encoded(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s)
        )
    }

    @Test(
        "Distinct hues stay distinct where the palette has them: every colour entry, a little lighter, darker or greyer, is drawn with an entry of its own hue"
    )
    func huesKept() throws {
        for palette in [TerminalPalette.ansi16, .xterm256] {
            var checked = 0
            for (index, source) in zip(palette.indices, palette.colors) where !TerminalPalette.isGrey(source) {
                let point = OKLab(source)
                for lighter in [-0.03, 0, 0.03] {
                    for saturation in [1.0, 0.7] {
                        let moved = Self.color(
                            lightness: point.lightness + lighter,
                            a: point.a * saturation,
                            b: point.b * saturation
                        )
                        let movedPoint = OKLab(moved)
                        guard movedPoint.chroma >= TerminalPalette.visibleChroma else { continue }
                        let drawn = try Self.entry(palette.index(of: moved), of: palette)
                        let cosine = movedPoint.hueCosine(with: OKLab(drawn))
                        #expect(
                            cosine >= TerminalPalette.sameHueCosine,
                            "entry \(index) \(source) moved to \(moved) is drawn as \(drawn)"
                        )
                        checked += 1
                    }
                }
            }
            #expect(checked > 60)
        }
    }
}
