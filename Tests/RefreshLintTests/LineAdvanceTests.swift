import RefreshCore
import RefreshSkins
import RefreshStyle
import RefreshText
import Testing

@testable import RefreshPresentation

/// An edge's lines are stacked by their fonts' height: a status and a detail line in large fonts
/// (the skin `large-fonts.xml`, 20 and 18 points, or 14 and 13) never draw their letters over each
/// other, whether the status fits one line or wraps to two. (They were 18 points apart whatever
/// the fonts: the descenders of a 20-point line met the capitals of an 18-point one.) A text wraps
/// only where its three lines stay within the 60 points the edge opens to: in 20 and 18 points a
/// long status is cut instead (it wrapped, and its first line was drawn past the header's top).
@Suite struct LineAdvanceTests {
    /// The picture lint fixtures of RefreshSkinsTests.
    static let fixture: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(2)
        return components.joined(separator: "/") + "/RefreshSkinsTests/Fixtures/picture/large-fonts.xml"
    }()

    @Test(
        "Lines in large fonts advance by their line height, on one line and wrapped",
        arguments: [
            ("Pull down to refresh", 1.0, 2),
            ("Pull down a little further to see what is new in the list", 0.7, 3),
            ("Pull down a little further to see what is new in the list", 1.0, 2),
        ]
    )
    func largeFontsDoNotOverlap(status: String, fontScale: Double, lineCount: Int) throws {
        let registry = SkinRegistry.load(builtIn: nil, files: [Self.fixture], loader: SkinLoader())
        let part = try #require(registry.skin(id: "large"), "\(registry.diagnostics)").header
        var edge = PresentedEdge(
            background: RGBAColor(white: 1),
            textColor: RGBAColor(white: 0),
            status: status,
            detail: "Last updated: today at 10:30",
            statusFont: FontSpec(size: part.statusFont.size * fontScale, bold: part.statusFont.weight.isBold),
            detailFont: FontSpec(size: part.detailFont.size * fontScale, bold: part.detailFont.weight.isBold),
            indicator: PresentedIndicator(.activity(phase: 0, color: RGBAColor(white: 0)))
        )
        edge.minimumTextScale = part.minimumTextScale
        edge.maximumTextLines = part.maximumTextLines
        let arranged = EdgeArrangement(edge, width: EdgeLayout.phoneWidth, measurer: try ShapedTextMeasurer())
        let lines = arranged.lines
        #expect(lines.count == lineCount, "\(lines.map(\.text))")
        for (upper, lower) in zip(lines, lines.dropFirst()) {
            // Hosts draw a line's baseline three quarters down its box.
            let upperBottom = upper.box.y + upper.box.height * 0.75 + EdgeArrangement.fontDescent * upper.font.size
            let lowerTop = lower.box.y + lower.box.height * 0.75 - EdgeArrangement.fontAscent * lower.font.size
            #expect(upperBottom <= lowerTop + 1e-9, "\(upper.text) over \(lower.text)")
        }
        // Centred where the one-line texts were: the middle of the classic lines (-48 to -10).
        let top = lines.first?.box.y ?? 0
        let bottom = (lines.last?.box.y ?? 0) + (lines.last?.box.height ?? 0)
        #expect(abs((top + bottom) / 2 - -29) < 1e-9)
        // Every letter within the header's 60 points, a cut line rather than one past its top.
        for line in lines {
            let ink = EdgeArrangement.ink(of: EdgeLayout.Line(y: line.box.y, height: line.box.height), font: line.font)
            #expect(ink.top >= -60 && ink.bottom <= 0, "\(line.text): \(ink)")
        }
        #expect(lines.first?.isTruncated == (fontScale == 1 && lineCount == 2 && status.count > 30))
    }

    @Test("The classic fonts keep EGO's 18 points")
    func classicFontsKeepTheirAdvance() {
        #expect(EdgeArrangement.lineAdvance(from: FontSpec(size: 13, bold: true), to: FontSpec(size: 12)) == 18)
        #expect(
            EdgeArrangement.lineAdvance(from: FontSpec(size: 13, bold: true), to: FontSpec(size: 13, bold: true)) == 18
        )
    }
}
