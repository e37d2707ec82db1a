import RefreshCore
import RefreshText
import Testing

/// ShapedTextMeasurer from many threads at once: the first measurers of a family list made
/// together (its fonts found once), fonts opened on first use by several threads, remembered widths
/// read while others are stored. Each thread must measure what one thread measures. Run under
/// ThreadSanitizer by `scripts/tsan`.
@Suite struct TextMeasurerConcurrencyTests {
    /// Texts of many scripts (so many fonts open), with numbers so that more texts are new than a
    /// width cache of one thread would hold between the threads.
    static let texts: [String] = (0..<40).flatMap { number in
        [
            "Pull down to refresh \(number)", "Потяните вниз \(number)", "اسحب للأسفل \(number)",
            "משכו למטה \(number)", "இழுத்துப் \(number)", "പുതുക്കാൻ \(number)", "रीफ़्रेश \(number)",
            "ดึงลง \(number)", "引っ張って更新 \(number)", "下拉刷新 \(number)",
        ]
    }

    static func widths(_ measurer: ShapedTextMeasurer, from thread: Int) -> [Double] {
        // Each thread starts at another text, so that first uses of fonts and texts overlap.
        let start = (thread * 37) % texts.count
        let order = Array(texts[start...] + texts[..<start])
        let measured = order.flatMap { text in
            [13.0, 12].map { measurer.width(of: text, font: .init(size: $0, bold: $0 == 13)) }
        }
        let rotated = measured.count - 2 * start
        return Array(measured[rotated...] + measured[..<rotated])
    }

    @Test("Many threads making measurers and measuring at once measure what one thread measures")
    func threadsAgree() throws {
        let family = "Noto Sans, DejaVu Sans, Noto Sans Tamil, Noto Sans Malayalam, Noto Sans Devanagari"
        let results = try inParallel(threads: 8) { thread in
            Self.widths(try ShapedTextMeasurer(fontFamily: family), from: thread)
        }
        let alone = Self.widths(try ShapedTextMeasurer(fontFamily: family), from: 0)
        #expect(alone.allSatisfy { $0 > 0 })
        for (thread, widths) in results.enumerated() {
            #expect(widths == alone, "thread \(thread)")
        }
    }
}
