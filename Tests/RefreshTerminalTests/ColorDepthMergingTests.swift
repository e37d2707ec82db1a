import RefreshCore
import RefreshStyle
import RefreshTerminal
import Testing

@Suite("Colours that a terminal's palette merges")
struct ColorDepthMergingTests {
    static let greens: [(name: String, color: RGBAColor)] = [
        ("background", RGBAColor(red: 0xE8, green: 0xF5, blue: 0xE9)),
        ("text", RGBAColor(red: 0x2E, green: 0x7D, blue: 0x32)),
        ("spinner", RGBAColor(red: 0x43, green: 0xA0, blue: 0x47)),
    ]

    @Test("At 16 colours two distinct greens come out as one green; at true colour nothing merges")
    func greensAt16() {
        let merged = ColorDepth.ansi16.mergedColors(Self.greens)
        #expect(merged.map { $0.map(\.name) } == [["text", "spinner"]])
        #expect(ColorDepth.ansi16.paletteIndex(of: Self.greens[1].color) == 2, "green")
        #expect(ColorDepth.trueColor.mergedColors(Self.greens).isEmpty)
        #expect(ColorDepth.none.mergedColors(Self.greens).isEmpty)
    }

    @Test("At 256 colours, near colours merge and the classic blue skin's do not")
    func at256() {
        let near: [(name: String, color: RGBAColor)] = [
            ("background", RGBAColor(red: 250, green: 250, blue: 250)),
            ("text", RGBAColor(red: 252, green: 252, blue: 252)),
        ]
        #expect(ColorDepth.ansi256.mergedColors(near).map { $0.map(\.name) } == [["background", "text"]])
        let blue: [(name: String, color: RGBAColor)] = [
            ("background", RGBAColor(red: 226, green: 231, blue: 237)),
            ("text", RGBAColor(red: 87, green: 108, blue: 137)),
        ]
        #expect(ColorDepth.ansi256.mergedColors(blue).isEmpty)
        #expect(ColorDepth.ansi16.mergedColors(blue).isEmpty)
    }

    @Test("The same colour named twice is not a merge")
    func sameColour() {
        let color = RGBAColor(red: 87, green: 108, blue: 137)
        #expect(ColorDepth.ansi16.mergedColors([("text", color), ("spinner", color)]).isEmpty)
    }
}
