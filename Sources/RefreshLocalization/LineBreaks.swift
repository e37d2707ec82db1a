internal import CICUShim

/// Where a text may be broken into lines, by the Unicode line breaking rules (ICU's line
/// `BreakIterator`): after spaces, between ideographs and kana, and by dictionary in Thai, Lao,
/// Khmer and Burmese, never inside a word or a character.
public enum LineBreaks {
    /// The positions strictly inside `text` where a line may end (the next line starts there),
    /// in order; empty when the text cannot be broken (one word) or ICU fails.
    ///
    /// - Parameters:
    ///   - text: the text, in logical order.
    ///   - locale: the language's tailoring (Japanese line breaking is stricter about small
    ///     kana); `nil` uses the root rules.
    public static func opportunities(in text: String, locale: LocaleIdentifier? = nil) -> [String.Index] {
        let source = Array(text.utf16)
        guard let length = Int32(exactly: source.count), length > 1 else { return [] }
        var offsets = [Int32](repeating: 0, count: source.count)
        var status: Int32 = 0
        let count = (locale?.icuIdentifier ?? "").withCString { id in
            rk_icu_line_breaks(id, source, length, &offsets, length, &status)
        }
        guard !ICU.failed(status), count >= 0 else { return [] }
        // ICU breaks between characters; keep only positions that are also the boundaries of
        // Swift's characters (grapheme clusters), so a line never splits one.
        var boundaries: [Int: String.Index] = [:]
        var index = text.startIndex
        while index < text.endIndex {
            boundaries[index.utf16Offset(in: text)] = index
            index = text.index(after: index)
        }
        return offsets.prefix(Int(min(count, length))).compactMap { boundaries[Int($0)] }
    }
}
