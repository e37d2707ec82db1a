import RefreshStyle
import Testing

@testable import RefreshText

/// HarfBuzz's work on a run of combining marks grows with the square of its length (80,000 on one
/// letter took 18 s), so marks past the 30th in a row, the Stream-Safe Text Format's bound, are
/// not shaped: they stack on their base and add no advance.
@Suite struct CombiningMarkRunTests {
    @Test("A text with no run of more than 30 marks is shaped as it is")
    func ordinaryTextsAreKept() {
        for text in ["Pull down", "Pul" + String(repeating: "\u{301}", count: 30) + "l", "देवनागरी", "👨‍👩‍👧‍👦", ""] {
            #expect(FontChain.streamSafe(text) == text)
        }
    }

    @Test("Marks past the 30th in a row are left out, each run on its own")
    func longRunsAreCut() {
        let run = String(repeating: "\u{301}", count: 80_000)
        let kept = FontChain.streamSafe("Pull" + run + " down" + run)
        let thirty = String(repeating: "\u{301}", count: FontChain.maximumNonStarters)
        #expect(kept == "Pull" + thirty + " down" + thirty)
    }

    @Test("A letter under 80,000 marks measures as under 30")
    func widthOfALongRun() throws {
        let measurer = try ShapedTextMeasurer()
        let font = FontSpec(size: 13, bold: false)
        let many = measurer.width(of: "Pull" + String(repeating: "\u{301}", count: 80_000), font: font)
        let thirty = measurer.width(of: "Pull" + String(repeating: "\u{301}", count: 30), font: font)
        #expect(many == thirty)
    }
}
