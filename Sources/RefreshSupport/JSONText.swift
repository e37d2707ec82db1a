/// Text as JSON writes it.
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped (and
    /// U+2028, U+2029, which some JSON readers take for line ends).
    package static func string(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal (see ``string(_:)``) to UTF-8 `bytes`: the runs
    /// that need no escape are copied whole, so output written a line at a time builds no string.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escape: String
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] & 0xFE) == 0xA8:
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                    escape = unicodeEscape(0x2000 | UInt32(utf8[index + 2] & 0x3F))
                    length = 3
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                bytes.append(contentsOf: escape.utf8)
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX` with upper-case hex digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
