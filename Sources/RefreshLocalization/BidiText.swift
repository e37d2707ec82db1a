internal import CICUShim

/// Text in the order a display that does not reorder by itself must draw it.
public enum BidiText {
    /// The paragraph in visual order, by the Unicode Bidirectional Algorithm (ICU's `ubidi`), for
    /// displays such as most terminals that draw characters left to right as stored: Arabic and
    /// Hebrew read correctly, numbers and Latin words inside them keep their own order.
    ///
    /// - Parameters:
    ///   - text: one paragraph, in logical (stored) order.
    ///   - rightToLeft: the paragraph's direction; `nil` takes it from the first strong
    ///     character.
    /// - Throws: ``LocalizationError/icu(operation:status:)`` if ICU fails.
    public static func visualOrder(_ text: String, rightToLeft: Bool?) throws(LocalizationError) -> String {
        let source = Array(text.utf16)
        let base: Int32 = rightToLeft.map { $0 ? 1 : 0 } ?? -1
        let (result, status) = ICU.utf16(capacity: source.count * 2 + 8) { buffer, capacity, status in
            rk_icu_bidi_visual(source, Int32(source.count), base, buffer, capacity, &status)
        }
        if ICU.failed(status) { throw .icu(operation: "ubidi_writeReordered", status: ICU.name(status)) }
        return result
    }
}
