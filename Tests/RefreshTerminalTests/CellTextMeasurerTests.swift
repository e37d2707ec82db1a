import Foundation
import RefreshCore
import RefreshStyle
import RefreshTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CellTextMeasurer against the C library's `wcswidth` in a UTF-8 locale, the width a terminal
/// program would compute on its own (found with `dlsym`: Swift's C library module leaves out the
/// X/Open functions).
@Suite struct CellTextMeasurerTests {
    static let font = FontSpec(size: 13, bold: true)

    /// `wcswidth` of the text in the C.UTF-8 locale, set for this thread only.
    static func libcWidth(_ text: String) throws -> Int {
        typealias WideStringWidth = @convention(c) (UnsafePointer<wchar_t>?, Int) -> Int32
        let program = try #require(dlopen(nil, RTLD_NOW))
        defer { dlclose(program) }
        let wcswidth = unsafeBitCast(try #require(dlsym(program, "wcswidth")), to: WideStringWidth.self)
        let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        defer { freelocale(utf8) }
        let previous = uselocale(utf8)
        defer { uselocale(previous) }
        let wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
        return Int(wcswidth(wide, wide.count - 1))
    }

    @Test(
        "Latin one cell a character, CJK two, combining marks none, Arabic and Hebrew one, Indic and Thai clusters as the C library counts them",
        arguments: [
            ("Pull down to refresh", 20), ("更新中", 6), ("下拉刷新", 8), ("e\u{301}e\u{301}", 2),
            ("اسحب للأسفل", 11), ("משכו למטה", 9), ("", 0), ("ｆｕｌｌ", 8),
            // Hindi, Bengali and Tamil clusters: a consonant, a virama, a consonant and a spacing
            // vowel sign are one grapheme cluster but three cells; the marks above and below none.
            ("क्षि", 3), ("रीफ़्रेश करने के लिए नीचे खींचें", 23), ("ক্ষ", 2), ("புதுப்பிக்க", 9),
            // Thai: SARA AM takes a cell, the tone and vowel marks above none.
            ("กำลังโหลด", 8), ("ที่", 1),
            // Hangul syllables and jamo (the vowel and final consonant join the first), emoji.
            ("새로 고침", 9), ("\u{1100}\u{1161}\u{11A8}", 2), ("👍", 2), ("⌚", 2), ("🇯🇵", 2),
        ]
    )
    func cells(text: String, expected: Int) throws {
        let measurer = CellTextMeasurer()
        #expect(measurer.width(of: text, font: Self.font) == Double(expected))
        #expect(try Self.libcWidth(text) == expected, "the C library counts \(text) otherwise")
        #expect(measurer.width(of: text, font: .init(size: 40)) == Double(expected), "the font does not matter")
    }

    @Test("Control characters take no cell, as a canvas drops them; no font family is named")
    func controlCharacters() {
        let measurer = CellTextMeasurer()
        #expect(measurer.width(of: "a\u{7}b\nc\u{1B}", font: Self.font) == 3)
        #expect(measurer.fontFamily == nil)
        var canvas = Canvas(width: 10, height: 1)
        canvas.write("a\u{7}b\nc\u{1B}", column: 0, row: 0, foreground: nil)
        #expect(canvas.plainLines == ["abc"])
    }
}
