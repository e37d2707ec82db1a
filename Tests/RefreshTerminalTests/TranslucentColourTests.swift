import Foundation
import RefreshCore
import RefreshPresentation
import RefreshSVG
import RefreshSkins
import RefreshStyle
import Testing

@testable import RefreshTerminal

/// A skin colour with alpha is drawn translucent by the SVG (`fill-opacity`); the terminal, which
/// has no transparency, draws the colour that comes out of it: the background over the list, the
/// text over the background.
@Suite("Translucent skin colours in the terminal and the SVG")
struct TranslucentColourTests {
    /// An element's `fill` and `fill-opacity` (1 when absent) in an SVG document, found by a
    /// piece of its start tag.
    static func fill(in document: String, of marker: String) throws -> (color: RGBAColor, opacity: Double) {
        let tag = try #require(
            document.components(separatedBy: "<").first { $0.contains(marker) },
            "no element with \(marker)"
        )
        func attribute(_ name: String) -> String? {
            tag.components(separatedBy: " \(name)=\"").dropFirst().first?.split(separator: "\"").first.map(String.init)
        }
        let hex = try #require(attribute("fill").flatMap { UInt32($0.dropFirst(), radix: 16) })
        let color = RGBAColor(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
        return (color, try attribute("fill-opacity").map { try #require(Double($0)) } ?? 1)
    }

    /// `top` at `opacity` over an opaque `under`, as a browser composites it (source over).
    static func over(_ top: (color: RGBAColor, opacity: Double), _ under: RGBAColor) -> RGBAColor {
        func mix(_ a: UInt8, _ b: UInt8) -> Double { Double(a) * top.opacity + Double(b) * (1 - top.opacity) }
        return RGBAColor(
            red: UInt8(clamping: Int(mix(top.color.red, under.red).rounded())),
            green: UInt8(clamping: Int(mix(top.color.green, under.green).rounded())),
            blue: UInt8(clamping: Int(mix(top.color.blue, under.blue).rounded()))
        )
    }

    static func close(_ a: RGBAColor?, _ b: RGBAColor) -> Bool {
        guard let a else { return false }
        return abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1
            && abs(Int(a.blue) - Int(b.blue)) <= 1
    }

    @Test(
        "rgba(255, 0, 0, 0.1) behind text #0000ff80: the terminal's cells are the colours the SVG composites",
        arguments: [Appearance.light, .dark]
    )
    func backgroundAndText(appearance: Appearance) throws {
        var skin = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        let background = RGBAColor(red: 255, green: 0, blue: 0, alpha: 26)
        let text = RGBAColor(red: 0, green: 0, blue: 255, alpha: 128)
        skin.header.colors.background = SkinColor(light: background, dark: background)
        skin.header.colors.text = SkinColor(light: text, dark: text)
        let preview = try TerminalPreview.header(of: skin, appearance: appearance)
        let frame = try preview.player.stillFrame(.pulling)
        let document = SVGSnapshot(frame).document()
        let list = try Self.fill(in: document, of: "id=\"list\"").color
        let svgBackground = try Self.over(
            Self.fill(in: document, of: "rect x=\"0\" y=\"0\" width=\"320\" height="),
            list
        )
        #expect(svgBackground != list && svgBackground != RGBAColor(red: 255, green: 0, blue: 0))
        let svgText = try Self.over(Self.fill(in: document, of: "id=\"header-status\""), svgBackground)

        let canvas = preview.renderer.render(frame)
        let row = try #require(canvas.plainLines.firstIndex { $0.contains(frame.header.status) })
        let letters = (0..<canvas.width).filter { canvas[$0, row].character.isLetter }
        #expect(letters.count >= frame.header.status.filter { $0.isLetter }.count)
        for column in letters {
            let cell = canvas[column, row]
            #expect(Self.close(cell.foreground, svgText), "text \(String(describing: cell.foreground)), SVG \(svgText)")
            #expect(
                Self.close(cell.background, svgBackground),
                "\(String(describing: cell.background)), SVG \(svgBackground)"
            )
        }
        // A blank cell of the header, inside the frame, away from the arrow and the labels.
        let blank = canvas[canvas.width - 3, 1]
        #expect(blank.character == " " && Self.close(blank.background, svgBackground), "\(blank)")
    }
}
