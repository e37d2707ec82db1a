import Foundation
import RefreshCore
import RefreshImage
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSkins
import RefreshStyle
import RefreshTerminal
import Testing

/// Indicators in the terminal keep their shape: the arrow drawn in finer blocks.
@Suite("Indicators in finer blocks")
struct IndicatorRenderingTests {
    /// The blue skin's arrow as the presenter tints it.
    static func arrow() throws -> RGBAImage {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        return try #require(presenter.arrowImage(for: .header))
    }

    /// The arrow as the scene draws it (the 30×55-point frame: five columns by five rows), in
    /// plain text.
    static func drawn(_ blocks: BlockGlyphs, angle: Double) throws -> [String] {
        let across = blocks.columnsPerCell
        let down = blocks.rowsPerCell
        let height = Int((55.0 / (12.0 / Double(down))).rounded())
        var pixels = PixelBuffer(
            width: 5 * across,
            height: ((height + down - 1) / down) * down,
            fill: RGBAColor(red: 226, green: 231, blue: 237)
        )
        pixels.draw(try arrow(), x: 0, y: 0, width: 5 * across, height: height, angle: angle)
        return pixels.cells(blocks: blocks).plainLines
    }

    @Test(
        "Golden: the arrow in sextants and in quadrants, pointing down and, flipped, up",
        arguments: [
            BlockGlyphs.sextants, .quadrants,
        ]
    )
    func arrowGolden(blocks: BlockGlyphs) throws {
        let down = try Self.drawn(blocks, angle: 0)
        let up = try Self.drawn(blocks, angle: .pi)
        let text = "── down ──\n" + down.joined(separator: "\n") + "\n── up ──\n" + up.joined(separator: "\n") + "\n"
        try Snapshot.assert(text, named: "arrow-\(blocks.rawValue).txt")
    }

    /// How many pixels of each row of the arrow are inked.
    static func inkedWidths(_ blocks: BlockGlyphs, angle: Double) throws -> [Int] {
        let across = blocks.columnsPerCell
        let down = blocks.rowsPerCell
        let height = Int((55.0 / (12.0 / Double(down))).rounded())
        var pixels = PixelBuffer(width: 5 * across, height: height, fill: RGBAColor(red: 255, green: 255, blue: 255))
        pixels.draw(try arrow(), x: 0, y: 0, width: 5 * across, height: height, angle: angle)
        let dark = (0..<height).map { y in (0..<(5 * across)).filter { pixels[$0, y].red < 180 }.count }
        return dark
    }

    @Test(
        "The head survives: a wide row near the tip, narrow rows of shaft on the other side",
        arguments: [BlockGlyphs.sextants, .quadrants]
    )
    func headSurvives(blocks: BlockGlyphs) throws {
        for (angle, headAtBottom) in [(0.0, true), (Double.pi, false)] {
            let widths = try Self.inkedWidths(blocks, angle: angle).filter { $0 > 0 }
            let rows = headAtBottom ? widths : widths.reversed()
            let widest = try #require(rows.max())
            let widestRow = try #require(rows.lastIndex(of: widest))
            #expect(widest >= 3 * (rows.first ?? 0), "head \(widest) against shaft \(rows.first ?? 0): \(widths)")
            #expect(widestRow > rows.count / 2, "the head is on the pointing side: \(widths)")
            // Below the widest row the head narrows to its tip.
            #expect(rows.last ?? 0 < widest, "\(widths)")
        }
    }

    @Test("Sextant characters follow Unicode's order, with the halves and the full block in between")
    func sextantGlyphs() {
        #expect(BlockGlyphs.sextants.glyph(1) == "\u{1FB00}")
        #expect(BlockGlyphs.sextants.glyph(20) == "\u{1FB13}")
        #expect(BlockGlyphs.sextants.glyph(21) == "▌")
        #expect(BlockGlyphs.sextants.glyph(22) == "\u{1FB14}")
        #expect(BlockGlyphs.sextants.glyph(42) == "▐")
        #expect(BlockGlyphs.sextants.glyph(62) == "\u{1FB3B}")
        #expect(BlockGlyphs.sextants.glyph(63) == "█")
        #expect(BlockGlyphs.quadrants.glyph(0b1001) == "▚")
        #expect(BlockGlyphs.halfBlocks.glyph(2) == "▄")
    }

    struct Detection: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var expected: BlockGlyphs
        var testDescription: String { "\(environment) → \(expected)" }
    }

    @Test(
        "Blocks are chosen from the terminal and the locale, with half blocks to fall back on",
        arguments: [
            Detection(environment: ["TERM": "xterm-kitty", "LANG": "en_US.UTF-8"], expected: .sextants),
            Detection(environment: ["TERM": "foot", "LC_ALL": "de_DE.utf8"], expected: .sextants),
            Detection(
                environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm", "LANG": "C.UTF-8"],
                expected: .sextants
            ),
            Detection(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], expected: .quadrants),
            Detection(environment: ["TERM": "alacritty", "LANG": "C.UTF-8"], expected: .sextants),
            Detection(
                environment: ["TERM": "xterm-256color", "VTE_VERSION": "7600", "LANG": "C.UTF-8"],
                expected: .sextants
            ),
            Detection(
                environment: ["TERM": "xterm-256color", "VTE_VERSION": "5202", "LANG": "C.UTF-8"],
                expected: .quadrants
            ),
            Detection(environment: ["TERM": "tmux-256color", "LC_CTYPE": "C.UTF-8"], expected: .quadrants),
            Detection(environment: ["TERM": "linux", "LANG": "C.UTF-8"], expected: .halfBlocks),
            Detection(environment: ["TERM": "xterm-kitty", "LANG": "C"], expected: .halfBlocks),
            Detection(environment: ["TERM": "xterm-kitty"], expected: .halfBlocks),
            Detection(
                environment: ["TERM": "xterm-kitty", "LANG": "C.UTF-8", "REFRESHKIT_BLOCKS": "half"],
                expected: .halfBlocks
            ),
            Detection(environment: ["TERM": "dumb", "LANG": "C", "REFRESHKIT_BLOCKS": "sextant"], expected: .sextants),
            Detection(
                environment: ["TERM": "xterm", "LANG": "C.UTF-8", "REFRESHKIT_BLOCKS": "bogus"],
                expected: .quadrants
            ),
        ]
    )
    func detection(_ detection: Detection) {
        #expect(BlockGlyphs.detect(environment: detection.environment) == detection.expected)
    }

    @Test("In the scene, the arrow's cells use the finer blocks, and colour cells keep the tint")
    func sceneUsesBlocks() throws {
        for blocks in [BlockGlyphs.quadrants, .sextants] {
            var preview = try PreviewTests.player()
            preview.renderer.blocks = blocks
            let canvas = try preview.stillFrame(.pulling)
            let characters = Set((0..<canvas.height).flatMap { row in (0..<12).map { canvas[$0, row].character } })
            let fine = characters.filter { character in
                guard let value = character.unicodeScalars.first?.value else { return false }
                return (0x2596...0x259F).contains(value) || (0x1FB00...0x1FB3B).contains(value)
            }
            #expect(!fine.isEmpty, "\(blocks): \(characters)")
        }
    }
}
