/// A parser for Apple's `.strings` syntax:
///
/// ```
/// /* A comment */
/// "header.pull" = "Pull down to refresh";   // another comment
/// ```
///
/// Keys and values are double-quoted (bare keys of letters, digits, `.`, `_`, `-` are accepted
/// too); escapes are `\"`, `\'` (a plain apostrophe, as Apple's tools accept it), `\\`, `\n`,
/// `\t`, `\r`, `\0` and `\UXXXX` / `\uXXXX` (UTF-16 units, surrogate pairs combined; a high
/// surrogate not followed at once by a low one, or a low one alone, is an error, never a
/// character dropped). Errors carry line and column (1-based, in characters).
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1

    init(source: String, file: String) {
        self.scalars = Array(source.unicodeScalars)
        self.file = file
    }

    /// Parses every entry, in file order. Duplicate keys are an error.
    mutating func parse() throws(LocalizationError) -> [(key: String, value: String, line: Int)] {
        var entries: [(key: String, value: String, line: Int)] = []
        var seen: [String: Int] = [:]
        if scalars.first == "\u{FEFF}" { advance() }
        while true {
            try skipTrivia()
            guard let scalar = peek() else { break }
            let entryLine = line
            let entryColumn = column
            let key: String
            if scalar == "\"" {
                key = try quoted()
            } else if Self.isBareCharacter(scalar) {
                key = bare()
            } else {
                throw error("expected a quoted key such as \"header.pull\", found '\(scalar)'")
            }
            try skipTrivia()
            try expect("=", "expected '=' after the key \"\(key)\"")
            try skipTrivia()
            guard peek() == "\"" else {
                throw error("expected a quoted value after '=' for the key \"\(key)\"")
            }
            let value = try quoted()
            try skipTrivia()
            try expect(";", "expected ';' after the value of \"\(key)\"")
            if let first = seen[key] {
                throw LocalizationError.catalogSyntax(
                    file: file,
                    line: entryLine,
                    column: entryColumn,
                    message: "duplicate key \"\(key)\" (first defined on line \(first)); remove one of them"
                )
            }
            seen[key] = entryLine
            entries.append((key, value, entryLine))
        }
        return entries
    }

    private static func isBareCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar))
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func error(_ message: String) -> LocalizationError {
        .catalogSyntax(file: file, line: line, column: column, message: message)
    }

    /// A `\\u` high surrogate not followed at once by a `\\u` low surrogate, at the place reached.
    private func loneHighSurrogate() -> LocalizationError {
        error(
            "a \\u high surrogate (\\uD800-\\uDBFF) must be followed at once by a \\u low surrogate (\\uDC00-\\uDFFF)"
        )
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ message: String) throws(LocalizationError) {
        guard peek() == scalar else { throw error(message) }
        advance()
    }

    private mutating func skipTrivia() throws(LocalizationError) {
        while let scalar = peek() {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/" && peek(1) == "*" {
                let startLine = line
                let startColumn = column
                advance()
                advance()
                while true {
                    guard let current = peek() else {
                        throw LocalizationError.catalogSyntax(
                            file: file,
                            line: startLine,
                            column: startColumn,
                            message: "unterminated /* comment; close it with */"
                        )
                    }
                    if current == "*" && peek(1) == "/" {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else if scalar == "/" && peek(1) == "/" {
                while let current = peek(), current != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private mutating func bare() -> String {
        var result = String.UnicodeScalarView()
        while let scalar = peek(), Self.isBareCharacter(scalar) {
            result.append(scalar)
            advance()
        }
        return String(result)
    }

    private mutating func quoted() throws(LocalizationError) -> String {
        let startLine = line
        let startColumn = column
        advance()  // opening quote
        var result = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        while true {
            guard let scalar = peek() else {
                throw LocalizationError.catalogSyntax(
                    file: file,
                    line: startLine,
                    column: startColumn,
                    message: "unterminated string; end it with a double quote"
                )
            }
            if scalar == "\"" {
                advance()
                break
            }
            if scalar == "\\" {
                advance()
                guard let escaped = peek() else { continue }
                if pendingHighSurrogate != nil && escaped != "u" && escaped != "U" {
                    throw loneHighSurrogate()
                }
                switch escaped {
                case "\"", "\\", "'": result.append(escaped)
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                case "u", "U":
                    var value: UInt32 = 0
                    for offset in 1...4 {
                        guard let digit = peek(offset), digit.isASCII, let number = UInt32(String(digit), radix: 16)
                        else {
                            throw error("\\\(escaped) must be followed by four hexadecimal digits, e.g. \\u00E9")
                        }
                        value = value * 16 + number
                    }
                    let isLow = (0xDC00...0xDFFF).contains(value)
                    if pendingHighSurrogate != nil && !isLow {
                        throw loneHighSurrogate()
                    }
                    for _ in 0..<4 { advance() }
                    if (0xD800...0xDBFF).contains(value) {
                        pendingHighSurrogate = value
                        advance()
                        continue
                    }
                    if isLow, let high = pendingHighSurrogate {
                        value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    }
                    guard let decoded = Unicode.Scalar(value) else {
                        throw error("\\u\(String(value, radix: 16, uppercase: true)) is not a character")
                    }
                    result.append(decoded)
                default:
                    throw error("unknown escape '\\\(escaped)'; use \\\" \\\\ \\n \\t or \\uXXXX")
                }
                pendingHighSurrogate = nil
                advance()
                continue
            }
            if pendingHighSurrogate != nil {
                throw loneHighSurrogate()
            }
            result.append(scalar)
            advance()
        }
        if pendingHighSurrogate != nil {
            throw loneHighSurrogate()
        }
        return String(result)
    }
}
