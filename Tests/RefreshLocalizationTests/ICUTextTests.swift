import Testing

@testable import RefreshLocalization

/// ICU's UTF-16 output becomes the same `String` as `String(decoding:as:)` gives, ill-formed
/// input included.
@Suite struct ICUTextTests {
    @Test(arguments: [
        [UInt16](),
        Array("Last updated: 5 minutes ago".utf16),
        Array("آخر تحديث: قبل ٥ دقائق · 最后更新 · 😀 e\u{301}".utf16),
        [0xD83D],  // a lone high surrogate
        [0x41, 0xDE00, 0x42],  // a lone low surrogate
        [0xD83D, 0xD83D, 0xDE00],  // a high surrogate, then a pair
        [UInt16](repeating: 0xDC00, count: 40),
    ])
    func sameAsDecoding(_ units: [UInt16]) {
        let converted = units.withUnsafeBufferPointer { ICU.string(utf16: $0) }
        #expect(Array(converted.utf8) == Array(String(decoding: units, as: UTF16.self).utf8))
    }
}
