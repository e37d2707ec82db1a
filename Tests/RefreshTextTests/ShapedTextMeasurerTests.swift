import Foundation
import RefreshCore
import RefreshStyle
import RefreshTestSupport
import Testing

@testable import RefreshText

/// ShapedTextMeasurer against fontconfig's and HarfBuzz's own programs, and against what is true
/// of the fonts whatever the program (CJK ideographs are one em, marks add nothing, bold is wider).
@Suite struct ShapedTextMeasurerTests {
    static let status = FontSpec(size: 13, bold: true)
    static let detail = FontSpec(size: 12, bold: false)

    /// One text of one script, words separated by single spaces, each word in one font.
    struct Sample: CustomTestStringConvertible, Sendable {
        var script: String
        var text: String
        var testDescription: String { script }
    }

    static let samples: [Sample] = [
        Sample(script: "Latin", text: "Pull down to refresh"),
        Sample(script: "German", text: "Zum Aktualisieren nach unten ziehen"),
        Sample(script: "Cyrillic", text: "Потяните вниз чтобы обновить"),
        Sample(script: "Arabic", text: "اسحب للأسفل للتحديث"),
        Sample(script: "Hebrew", text: "משכו למטה כדי לרענן"),
        Sample(script: "Tamil", text: "இழுத்துப் புதுப்பிக்கவும்"),
        Sample(script: "Malayalam", text: "പുതുക്കാൻ താഴേക്ക് വലിക്കുക"),
        Sample(script: "Devanagari", text: "रीफ़्रेश करने के लिए नीचे खींचें"),
        Sample(script: "Thai", text: "ดึงลงเพื่อรีเฟรช"),
        Sample(script: "Japanese", text: "引っ張って更新"),
        Sample(script: "Chinese", text: "下拉刷新"),
    ]

    @Test(
        "Each script measures as hb-shape shapes it in the font fc-match picks, bold and regular",
        .enabled(
            if: RequiredTool.runs(HarfBuzzTools.installed),
            "fc-match and hb-shape are needed: scripts/install-dependencies"
        ),
        arguments: samples
    )
    func matchesHarfBuzzTools(_ sample: Sample) throws {
        let measurer = try ShapedTextMeasurer()
        try Self.expectHarfBuzzWidths(of: sample, measurer: measurer)
    }

    @Test(
        "With Noto Sans alone, other scripts fall back to the regular fonts fontconfig picks for them",
        .enabled(
            if: RequiredTool.runs(HarfBuzzTools.installed),
            "fc-match and hb-shape are needed: scripts/install-dependencies"
        ),
        arguments: samples.filter { ["Arabic", "Hebrew", "Malayalam", "Thai", "Japanese"].contains($0.script) }
    )
    func fallbackMatchesHarfBuzzTools(_ sample: Sample) throws {
        let measurer = try ShapedTextMeasurer(fontFamily: "Noto Sans")
        try Self.expectHarfBuzzWidths(of: sample, measurer: measurer)
        let bold = measurer.width(of: sample.text, font: .init(size: 13, bold: true))
        #expect(abs(bold - measurer.width(of: sample.text, font: .init(size: 13))) < 0.01 * 13)
    }

    static func expectHarfBuzzWidths(of sample: Sample, measurer: ShapedTextMeasurer) throws {
        for font in [status, detail] {
            let expected = try HarfBuzzTools.width(
                of: sample.text,
                families: measurer.families,
                size: font.size,
                bold: font.bold
            )
            let measured = measurer.width(of: sample.text, font: font)
            #expect(expected > font.size, "\(sample.script): hb-shape measured \(expected)")
            #expect(abs(measured - expected) < 0.01, "\(sample.script) \(font): \(measured) pt, hb-shape \(expected)")
        }
    }

    @Test("Bold is wider than regular, and width grows with the size in proportion")
    func boldAndSize() throws {
        let measurer = try ShapedTextMeasurer()
        let text = "Release to refresh"
        let regular = measurer.width(of: text, font: .init(size: 13, bold: false))
        let bold = measurer.width(of: text, font: .init(size: 13, bold: true))
        #expect(bold > regular * 1.03, "bold \(bold), regular \(regular)")
        let double = measurer.width(of: text, font: .init(size: 26, bold: false))
        #expect(abs(double - 2 * regular) < 1e-9)
    }

    @Test("CJK ideographs are one em each, wide as a terminal counts them, bold or not")
    func wideCJK() throws {
        let measurer = try ShapedTextMeasurer()
        #expect(abs(measurer.width(of: "下拉刷新", font: Self.detail) - 4 * 12) < 0.001)
        #expect(abs(measurer.width(of: "更新", font: Self.status) - 2 * 13) < 0.001)
    }

    @Test("Every script of the default families has its bold; a script outside them falls back to regular")
    func boldFallback() throws {
        let tamil = "இழுத்துப் புதுப்பிக்கவும்"
        let measurer = try ShapedTextMeasurer()
        let regular = measurer.width(of: tamil, font: .init(size: 13))
        #expect(measurer.width(of: tamil, font: Self.status) > regular * 1.05)
        let notoSans = try ShapedTextMeasurer(fontFamily: "Noto Sans")
        #expect(abs(notoSans.width(of: tamil, font: Self.status) - regular) < 1e-9)
        #expect(notoSans.scalarsOutsideFamily(in: "Tamil இழுத்துப்").count == 6)
        #expect(measurer.scalarsOutsideFamily(in: "Tamil இழுத்துப்").isEmpty)
    }

    @Test("A combining mark adds no width: e + U+0301 measures as é and as e")
    func combiningMarks() throws {
        let measurer = try ShapedTextMeasurer()
        let decomposed = measurer.width(of: "e\u{301}e\u{301}", font: Self.detail)
        #expect(abs(decomposed - measurer.width(of: "\u{E9}\u{E9}", font: Self.detail)) < 1e-9)
        #expect(abs(decomposed - measurer.width(of: "ee", font: Self.detail)) < 1e-9)
        #expect(decomposed > 0)
    }

    @Test("Arabic letters are shaped joined, not measured one by one")
    func arabicJoins() throws {
        let measurer = try ShapedTextMeasurer()
        let word = "للتحديث"
        let joined = measurer.width(of: word, font: Self.detail)
        let isolated = word.reduce(0.0) { $0 + measurer.width(of: String($1), font: Self.detail) }
        #expect(joined > 0)
        #expect(abs(joined - isolated) > 1, "joined \(joined), letters alone \(isolated)")
    }

    @Test("Empty text, and a size that is not a positive number, measure zero")
    func emptyAndZero() throws {
        let measurer = try ShapedTextMeasurer()
        #expect(measurer.width(of: "", font: Self.status) == 0)
        #expect(measurer.width(of: "Refresh", font: .init(size: 0)) == 0)
        #expect(measurer.width(of: "Refresh", font: .init(size: -3)) == 0)
        #expect(measurer.width(of: "Refresh", font: .init(size: .nan)) == 0)
    }

    @Test("The family list is named back as CSS, and measuring with it gives what its fonts give")
    func familyList() throws {
        let measurer = try ShapedTextMeasurer(fontFamily: " \"DejaVu Sans\" , SANS-SERIF ")
        #expect(measurer.fontFamily == "DejaVu Sans, sans-serif")
        #expect(measurer.families == ["DejaVu Sans", "SANS-SERIF"])
        #expect(try ShapedTextMeasurer().fontFamily == ShapedTextMeasurer.defaultFontFamily)
        #expect(try FontFamilyList(parsing: "'Font 3D', Noto Sans").css == "'Font 3D', Noto Sans")
        let dejaVu = measurer.width(of: "Pull down to refresh", font: Self.status)
        let noto = try ShapedTextMeasurer(fontFamily: "Noto Sans").width(of: "Pull down to refresh", font: Self.status)
        #expect(dejaVu > noto + 5, "DejaVu Sans is wider than Noto Sans: \(dejaVu) against \(noto)")
    }

    @Test(
        "A family list that cannot be read, or names a family that is not installed, is an error that says so",
        arguments: [
            ("Nonexistent Sans 42", "'Nonexistent Sans 42' is not installed"),
            ("Noto Sans,", "has an empty name"),
            ("'Noto Sans", "has an unclosed quote"),
            ("Noto\u{7}Sans", "control character"),
        ]
    )
    func errors(list: String, message: String) {
        #expect {
            _ = try ShapedTextMeasurer(fontFamily: list)
        } throws: { error in
            (error as? FontError)?.message.contains(message) == true
        }
    }
}
