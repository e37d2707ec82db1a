/// A JSON value, as read by ``JSONValue/parse(_:)``: enough JSON for trace files, with errors
/// that say where and what.
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, with its keys in the order they were written.
    case object([(key: String, value: JSONValue)])

    /// Two values are equal when they have the same type and contents (object keys in order).
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// Hashes the value's contents.
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// A short name of the value's type, for messages: "a number", "a string", ...
    package var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The greatest nesting of arrays and objects accepted, so hostile input cannot exhaust the
    /// stack.
    package static let maximumDepth = 64

    /// Parses one JSON text.
    ///
    /// - Throws: ``JSONParseError`` with the 1-based column of the first problem.
    package static func parse(_ text: some StringProtocol) throws(JSONParseError) -> JSONValue {
        try parse(utf8: Array(text.utf8)[...])
    }

    /// Parses one JSON text from its UTF-8 bytes (a line as read, without copying it); bytes
    /// that are not UTF-8 are an error where they stand.
    ///
    /// - Throws: ``JSONParseError`` with the 1-based column of the first problem.
    package static func parse(utf8 bytes: ArraySlice<UInt8>) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// Parses one JSON text of any number of lines, recording where each value starts: the
    /// byte offset of every value in the order a depth-first walk meets it (an object or array
    /// before its members, members in order), for readers that point at a value by line and
    /// column (``JSONParseError/column`` is then the byte offset plus 1).
    ///
    /// - Throws: ``JSONParseError``.
    package static func parseLocated(utf8 bytes: [UInt8]) throws(JSONParseError) -> (
        value: JSONValue, offsets: [Int]
    ) {
        var parser = JSONParser(bytes: bytes[...])
        parser.offsets = []
        let value = try parser.parseDocument()
        return (value, parser.offsets ?? [])
    }
}

/// Why a JSON text could not be read, and where.
package struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based column (in bytes) of the problem.
    package var column: Int
    /// What is wrong.
    package var message: String

    /// "column N: message", with any control character in the message escaped.
    package var description: String {
        "column \(column): \(ControlCharacters.escaped(message, limit: ControlCharacters.messageLimit))"
    }
}

private struct JSONParser {
    let bytes: ArraySlice<UInt8>
    var index: Int
    /// Where each value starts, in depth-first order, when recorded (``JSONValue/parseLocated(utf8:)``).
    var offsets: [Int]?

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    /// The 1-based column of a byte index.
    func column(_ index: Int) -> Int { index - bytes.startIndex + 1 }

    func error(_ message: String) -> JSONParseError {
        JSONParseError(column: column(index), message: message)
    }

    mutating func skipWhitespace() {
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The one value of the text, with nothing but whitespace after it.
    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.endIndex else { throw error("unexpected text after the JSON value") }
        return value
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.endIndex else { throw error("expected a value, found the end of the line") }
        offsets?.append(index)
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a value (object, array, string, number, true, false or null)")
        }
    }

    mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected '\(word)'") }
        index += word.utf8.count
        return value
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        if try openContainer(depth: depth, close: UInt8(ascii: "}")) { return .object([]) }
        var members: [(key: String, value: JSONValue)] = []
        // Most objects have a few members: room for 8 at once saves growing 1, 2, 4, 8.
        members.reserveCapacity(8)
        var keys: Set<String> = []
        while true {
            skipWhitespace()
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let keyColumn = index
            let key = try parseString()
            // A small object (a batch line, a trace event) is searched; a set is made only for a
            // big one, where searching would cost a pass over the members for every key.
            let repeated: Bool
            if members.count < 16 {
                repeated = members.contains { $0.key == key }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                repeated = !keys.insert(key).inserted
            }
            guard !repeated else {
                throw JSONParseError(column: column(keyColumn), message: "the key \(quoted(key)) appears twice")
            }
            skipWhitespace()
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \(quoted(key))")
            }
            index += 1
            members.append((key, try parseValue(depth: depth)))
            if try closeContainer(UInt8(ascii: "}")) { return .object(members) }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        if try openContainer(depth: depth, close: UInt8(ascii: "]")) { return .array([]) }
        var values: [JSONValue] = []
        while true {
            values.append(try parseValue(depth: depth))
            if try closeContainer(UInt8(ascii: "]")) { return .array(values) }
        }
    }

    /// Steps over the `{` or `[` of a container nested `depth` deep; `true` when it is empty
    /// (its `close` follows at once, and is stepped over too).
    mutating func openContainer(depth: Int, close: UInt8) throws(JSONParseError) -> Bool {
        guard depth <= JSONValue.maximumDepth else {
            throw error("nested deeper than \(JSONValue.maximumDepth) levels")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.endIndex, bytes[index] == close else { return false }
        index += 1
        return true
    }

    /// Steps over the `,` after a member (`false`) or the container's `close` (`true`).
    mutating func closeContainer(_ close: UInt8) throws(JSONParseError) -> Bool {
        skipWhitespace()
        func expected() -> String { "expected ',' or '\(Character(UnicodeScalar(close)))'" }
        guard index < bytes.endIndex else { throw error(expected() + ", found the end of the line") }
        let byte = bytes[index]
        guard byte == UInt8(ascii: ",") || byte == close else { throw error(expected()) }
        index += 1
        return byte == close
    }

    mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        // Text between escapes is decoded a run at a time and appended whole (appending it scalar
        // by scalar cost a fifth of a batch line).
        var text = ""
        var runStart = index
        // Every byte of the run or'ed together: an ASCII run needs no UTF-8 check.
        var runBits: UInt8 = 0
        func flush() throws(JSONParseError) {
            guard runStart < index else { return }
            let run = bytes[runStart..<index]
            if runBits < 0x80 {
                text += String(decoding: run, as: UTF8.self)
            } else if let checked = String(validating: run, as: UTF8.self) {
                text += checked
            } else {
                throw error("the string is not valid UTF-8")
            }
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                index += 1
                return text
            case UInt8(ascii: "\\"):
                try flush()
                index += 1
                guard index < bytes.endIndex else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): text.unicodeScalars.append("\"")
                case UInt8(ascii: "\\"): text.unicodeScalars.append("\\")
                case UInt8(ascii: "/"): text.unicodeScalars.append("/")
                case UInt8(ascii: "b"): text.unicodeScalars.append("\u{08}")
                case UInt8(ascii: "f"): text.unicodeScalars.append("\u{0C}")
                case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
                case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
                case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
                case UInt8(ascii: "u"): text.unicodeScalars.append(try parseUnicodeEscape())
                default:
                    index -= 1
                    throw error("unknown escape '\\\(Character(UnicodeScalar(escape)))'")
                }
                runStart = index
                runBits = 0
            case 0..<0x20:
                throw error("control characters must be escaped in strings")
            default:
                runBits |= byte
                index += 1
            }
        }
        throw error("the string is not closed with '\"'")
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard bytes.endIndex - index >= 4 else { throw error("expected four hex digits after '\\u'") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigit(bytes[index]) else { throw error("expected four hex digits after '\\u'") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    mutating func parseUnicodeEscape() throws(JSONParseError) -> UnicodeScalar {
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard bytes[index...].starts(with: "\\u".utf8) else {
                throw error("a high surrogate must be followed by a low surrogate")
            }
            index += 2
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second) else {
                throw error("a high surrogate must be followed by a low surrogate")
            }
            // 0x10000 to 0x10FFFF: always a scalar.
            guard let scalar = UnicodeScalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw error("a surrogate pair that is not a character")
            }
            return scalar
        }
        guard let scalar = UnicodeScalar(first) else { throw error("a lone low surrogate is not a character") }
        return scalar
    }

    func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw error("expected a digit") }
        if bytes[integerStart] == UInt8(ascii: "0") && index - integerStart > 1 {
            throw JSONParseError(column: column(integerStart), message: "numbers do not start with 0")
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        if let exact = Self.exactValue(of: bytes[start..<index]) { return exact }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONParseError(
                column: column(start),
                message: "the number \(ControlCharacters.escaped(text)) is too large"
            )
        }
        return value
    }
}

extension JSONParser {
    /// Powers of ten a double holds exactly: 10⁰ to 10²².
    static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// The value of a number the grammar has accepted, without text or `strtod`, when it is
    /// exact to compute: at most 15 significant digits and a power of ten of at most 22 either way
    /// (Clinger's fast path: both are exact doubles, so one multiplication or division rounds
    /// correctly); `nil` for the rest, which `Double(_:)` reads. Most numbers in JSON are such.
    static func exactValue(of number: ArraySlice<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var negative = false
        var seenPoint = false
        for byte in number {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if mantissa > 0 { digits += 1 }  // leading zeros are not significant
                if seenPoint { scale += 1 }
            default: return nil  // an exponent
            }
        }
        guard scale < exactPowersOfTen.count else { return nil }
        let value = Double(mantissa) / exactPowersOfTen[scale]
        return negative ? -value : value
    }
}

/// A string from data as a message quotes it: in double quotes, control characters escaped and
/// long text cut (see ``ControlCharacters/escaped(_:limit:)``).
package func quoted(_ text: some StringProtocol) -> String {
    "\"" + ControlCharacters.escaped(text) + "\""
}
