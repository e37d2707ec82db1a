/// Refuses documents that are not UTF-8, before libxml2 would convert them.
///
/// Everything that reads these documents reads UTF-8, so a document is UTF-8, with or without a byte order mark, with no XML declaration, one without an encoding,
/// or one that says `encoding="UTF-8"`. A UTF-16 or UTF-32 byte order mark (or the zero bytes
/// of UTF-16 text without one), EBCDIC, or a declaration that names another encoding
/// (`ISO-8859-1`, `Shift_JIS`, ...) is an error at its place, asking to save the file as UTF-8.
/// Bytes that are not valid UTF-8 are found by the parser, at the place they occur.
enum XMLEncodingCheck {
    /// The problem with the document's encoding, or `nil` when it is (declared) UTF-8.
    static func problem(_ bytes: [UInt8], path: String) -> XMLDiagnostic? {
        let fix = "save the file as UTF-8 (RefreshKit reads UTF-8 only), then declare encoding=\"UTF-8\" or no encoding"
        if let other = Self.byteOrder(of: bytes) {
            return XMLDiagnostic(
                file: path,
                line: 1,
                column: 1,
                message: "the file is encoded as \(other), not UTF-8; \(fix)",
                code: .notUTF8
            )
        }
        guard let (name, column) = declaredEncoding(bytes) else { return nil }
        let normalized = name.lowercased()
        if normalized == "utf-8" || normalized == "utf8" { return nil }
        return XMLDiagnostic(
            file: path,
            line: 1,
            column: column,
            message: "the file declares encoding=\"\(name)\"; \(fix)",
            code: .notUTF8,
            suggestion: "encoding=\"UTF-8\""
        )
    }

    /// The name of a non-UTF-8 encoding the first bytes show, if any.
    static func byteOrder(of bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0xFF, 0xFE, 0x00, 0x00), (0x00, 0x00, 0x00, 0x3C), (0x3C, 0x00, 0x00, 0x00):
            return "UTF-32"
        case (0xFE, 0xFF, _, _), (0xFF, 0xFE, _, _), (0x00, 0x3C, _, _), (0x3C, 0x00, _, _):
            return "UTF-16"
        case (0x4C, 0x6F, 0xA7, 0x94):
            return "EBCDIC"
        default:
            return nil
        }
    }

    /// The `encoding` of the XML declaration at the start (after an optional UTF-8 byte order
    /// mark) and the column where the pseudo-attribute starts, or `nil` when there is none.
    static func declaredEncoding(_ bytes: [UInt8]) -> (name: String, column: Int)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: "<?xml".utf8) else { return nil }
        var end = start
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) {
            if bytes[end] == UInt8(ascii: "\n") || end - start > 200 { break }
            end += 1
        }
        let declaration = Array(bytes[start..<end])
        guard let key = declaration.firstRange(of: "encoding".utf8) else { return nil }
        var index = key.upperBound
        func skipSpace() {
            while index < declaration.count, [0x20, 0x09, 0x0D].contains(declaration[index]) { index += 1 }
        }
        skipSpace()
        guard index < declaration.count, declaration[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        skipSpace()
        guard index < declaration.count,
            declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'")
        else { return nil }
        let quote = declaration[index]
        let name = declaration[(index + 1)...].prefix { $0 != quote }
        // Every byte of a declaration is ASCII up to here, so the column is a byte count (plus one
        // for a byte order mark, which is one character).
        return (String(decoding: name, as: UTF8.self), key.lowerBound + 1 + (start > 0 ? 1 : 0))
    }
}
