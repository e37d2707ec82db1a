import RefreshCore
import RefreshSupport

/// What an attribute's text is checked as, and what it becomes (a ``SkinValue``).
enum SkinValueType: Sendable {
    /// A CSS colour (``CSSColor``).
    case colour
    /// A decimal number (no exponent, no infinity) within bounds; `unit` is " points", " seconds"
    /// or "".
    case number(ValueBounds, unit: String)
    /// A whole number within a range.
    case wholeNumber(ClosedRange<Int>)
    /// One of some names; `what` names them in errors ("unknown `what` 'x'").
    case choice([String], what: String)
    /// `on` or `off`.
    case onOff
    /// Text that follows a rule.
    case text(SkinTextRule)
    /// A message key (``MessageKey``).
    case messageKey

    /// The value of `text` for the attribute `attribute` of `element`, or a sentence saying what
    /// is wrong.
    func parse(_ text: String, attribute: String, element: String) -> Result<SkinValue, SkinValueError> {
        switch self {
        case .colour:
            switch CSSColor.parse(text) {
            case .success(let color): return .success(.colour(color))
            case .failure(let failure):
                return .failure(SkinValueError("bad colour for \(element) \(attribute): \(failure.message)"))
            }
        case .number(let bounds, let unit):
            let trimmed = text.trimmingASCIIWhitespace()
            // A number in another form (`1e300`, `inf`, `0x10`) is read too, to say what is wrong with it.
            let plain = Self.decimal(trimmed)
            guard let value = plain ?? Double(trimmed), !value.isNaN else {
                return .failure(SkinValueError("\(attribute) must be a number such as 0.25, not '\(text)'"))
            }
            let escaped = ControlCharacters.escaped(trimmed)
            if value < 0, bounds.lower >= 0 {
                return .failure(SkinValueError("\(attribute) must not be negative (\(escaped))"))
            }
            guard bounds.contains(value) else {
                return .failure(SkinValueError("\(attribute) must be \(bounds.phrase)\(unit), not \(escaped)"))
            }
            guard plain != nil else {
                return .failure(
                    SkinValueError(
                        "\(attribute) must be written as a plain decimal such as 0.25 (no exponent), not '\(text)'"
                    )
                )
            }
            return .success(.number(value))
        case .wholeNumber(let range):
            guard let value = Int(text.trimmingASCIIWhitespace()), range.contains(value) else {
                return .failure(
                    SkinValueError(
                        "\(attribute) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
                    )
                )
            }
            return .success(.whole(value))
        case .choice(let names, let what):
            if names.contains(text) { return .success(.name(text)) }
            let hint = NameSuggestion.clause(for: text, in: names)
            return .failure(SkinValueError("unknown \(what) '\(text)'\(hint) (expected \(Self.list(names)))"))
        case .onOff:
            switch text {
            case "on": return .success(.flag(true))
            case "off": return .success(.flag(false))
            default:
                let hint = NameSuggestion.clause(for: text, in: ["on", "off"])
                return .failure(SkinValueError("\(attribute) must be 'on' or 'off', not '\(text)'\(hint)"))
            }
        case .text(let rule):
            return rule.accepts(text) ? .success(.name(text)) : .failure(SkinValueError(rule.problem(attribute, text)))
        case .messageKey:
            if MessageKey(rawValue: text) != nil { return .success(.name(text)) }
            let hint = NameSuggestion.clause(for: text, in: MessageKey.allCases.map(\.rawValue))
            return .failure(SkinValueError("unknown message key '\(text)'\(hint)"))
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ options: [String]) -> String {
        guard let last = options.last else { return "" }
        guard options.count > 1 else { return last }
        return options.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The value of a well-formed colour, number or whole number of this type, read from the
    /// bytes of the attribute without making a string (skins are full of them); `nil` for
    /// anything else, which ``parse(_:attribute:element:)`` reads and, when it is wrong,
    /// explains. Both give the same value for what this accepts.
    func quickValue(_ bytes: UnsafeBufferPointer<UInt8>) -> SkinValue? {
        quickReading.value(bytes)
    }

    /// What ``quickValue(_:)`` needs of the type: plain data, which the reader keeps per
    /// attribute and reads without copying the type's strings.
    var quickReading: QuickReading {
        switch self {
        case .colour: .colour
        case .number(let bounds, _): .number(bounds)
        case .wholeNumber(let range): .wholeNumber(range)
        default: .none
        }
    }

    /// The types ``quickValue(_:)`` reads, with their bounds.
    enum QuickReading: Sendable {
        case colour
        case number(ValueBounds)
        case wholeNumber(ClosedRange<Int>)
        /// A type only ``parse(_:attribute:element:)`` reads.
        case none

        /// ``SkinValueType/quickValue(_:)``.
        func value(_ bytes: UnsafeBufferPointer<UInt8>) -> SkinValue? {
            switch self {
            case .colour:
                return CSSColor.Fast.color(bytes).map { .colour($0) }
            case .number(let bounds):
                // A negative value below non-negative bounds is outside them too (parse says which).
                guard let value = SkinValueType.decimal(bytes.trimmingASCIIWhitespace()), bounds.contains(value) else {
                    return nil
                }
                return .number(value)
            case .wholeNumber(let range):
                guard let value = SkinValueType.wholeNumber(bytes.trimmingASCIIWhitespace()), range.contains(value)
                else {
                    return nil
                }
                return .whole(value)
            case .none:
                return nil
            }
        }
    }

    /// The value of a decimal as XML Schema writes it (an optional sign, digits with at most one
    /// dot; no exponent, no infinity), or `nil` for other text.
    static func decimal(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { decimal($0) }
    }

    /// ``decimal(_:)-(String)`` of UTF-8 bytes.
    ///
    /// With up to 15 digits, the digits as a whole number and the power of ten of the decimals
    /// are both exact doubles, so the one division rounds correctly (as `Double(String)` does);
    /// longer numbers go to `Double(String)`.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let (negative, start) = sign(bytes)
        var index = start
        var digits = 0
        var dots = 0
        var decimals = 0
        var whole: UInt64 = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                dots += 1
            } else if SkinTextRule.isASCIIDigit(byte) {
                digits += 1
                if digits <= 15 { whole = whole * 10 + UInt64(byte - UInt8(ascii: "0")) }
                if dots > 0 { decimals += 1 }
            } else {
                return nil
            }
        }
        guard digits > 0, dots <= 1 else { return nil }
        guard digits <= 15 else { return Double(String(decoding: bytes, as: UTF8.self)) }
        let value = Double(whole) / powersOfTen[decimals]
        return negative ? -value : value
    }

    /// A whole number of up to 18 digits with an optional sign, as `Int(String)` reads it, or
    /// `nil` (longer numbers and other text are left to `Int(String)`).
    static func wholeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let (negative, start) = sign(bytes)
        var index = start
        let digits = bytes.count - index
        guard digits > 0, digits <= 18 else { return nil }
        var value = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard SkinTextRule.isASCIIDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        return negative ? -value : value
    }

    /// Whether a number's bytes start with `-`, and where its digits start (after a `+` or `-`).
    private static func sign(_ bytes: UnsafeBufferPointer<UInt8>) -> (negative: Bool, start: Int) {
        guard let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else {
            return (false, 0)
        }
        return (first == UInt8(ascii: "-"), 1)
    }

    /// 1, 10, … 10^15: the powers of ten of up to 15 decimals, each exactly a double.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}

/// A checked attribute value.
enum SkinValue: Sendable, Hashable {
    /// A number.
    case number(Double)
    /// A whole number.
    case whole(Int)
    /// A name or a piece of text (choices, identifiers, paths, keys).
    case name(String)
    /// A colour, or `nil` for "none" (a tint not given for one appearance).
    case colour(RGBAColor?)
    /// `on` (true) or `off`.
    case flag(Bool)
}

/// Why an attribute value is refused, as a sentence.
struct SkinValueError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A rule for a text value that is neither a number nor a choice: identifiers, paths, locales,
/// date skeletons.
struct SkinTextRule: Sendable {
    /// The type's name in the reference (`identifier`).
    var name: String
    /// The type described for authors, one line.
    var summary: String
    /// The same rule as a RELAX NG pattern (the inside of `<attribute>`).
    var relaxNG: String
    /// Whether a value follows the rule.
    var accepts: @Sendable (String) -> Bool
    /// The message for a value that does not, given the attribute's name and the value.
    var problem: @Sendable (_ attribute: String, _ value: String) -> String
}

extension SkinTextRule {
    /// Whether `text` is 1 to `maxLength` ASCII characters, the first satisfying `first`, the
    /// others `rest` (each given a byte; a byte of a non-ASCII character satisfies neither, so
    /// such text never matches).
    static func matches(
        _ text: String,
        first: (UInt8) -> Bool,
        rest: (UInt8) -> Bool,
        maxLength: Int
    ) -> Bool {
        let bytes = text.utf8
        guard let head = bytes.first, head < 0x80, first(head), bytes.count <= maxLength else { return false }
        return bytes.dropFirst().allSatisfy { $0 < 0x80 && rest($0) }
    }

    /// ASCII letters.
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// ASCII digits.
    static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `.`, `_` and `-`, allowed after the first character of identifiers, keys and kind names.
    static func isNamePunctuation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    static func isIdentifier(_ text: String) -> Bool {
        let isStart: (UInt8) -> Bool = { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || isASCIIDigit($0) }
        return matches(text, first: isStart, rest: { isStart($0) || isNamePunctuation($0) }, maxLength: 64)
    }

    /// A skin id: `id` and `extends`.
    static let identifier = SkinTextRule(
        name: "identifier",
        summary: "lowercase letters, digits, `.`, `_`, `-`, starting with a letter or digit; at most 64",
        relaxNG: #"<data type="string"><param name="pattern">[a-z0-9][a-z0-9._\-]{0,63}</param></data>"#,
        accepts: isIdentifier,
        problem: { attribute, value in
            attribute == "id"
                ? "the id '\(value)' must be lowercase letters, digits, '.', '_' or '-' (at most 64), starting with a letter or digit"
                : "\(attribute) must name a skin id, not '\(value)'"
        }
    )

    /// Text that is not only white space.
    static let nonEmpty = SkinTextRule(
        name: "text",
        summary: "any text, not empty",
        relaxNG: #"<data type="string"><param name="minLength">1</param></data>"#,
        accepts: { !$0.trimmingASCIIWhitespace().isEmpty },
        problem: { attribute, _ in "the \(attribute) must not be empty" }
    )

    /// The format version this RefreshKit reads.
    static let formatVersion = SkinTextRule(
        name: "`1`",
        summary: "`1`",
        relaxNG: "<value>1</value>",
        accepts: { $0 == "1" },
        problem: { attribute, value in
            "\(attribute) '\(value)' is not supported; this RefreshKit reads \(attribute)=\"1\""
        }
    )

    /// A PNG file's path, relative to the descriptor.
    static let imagePath = SkinTextRule(
        name: "path",
        summary: "a `.png` file's path relative to the skin file, inside the skin's folder",
        relaxNG: #"<data type="string"><param name="pattern">[^\\:]*\.png</param></data>"#,
        accepts: { $0.hasSuffix(".png") },
        problem: { _, value in "the arrow image must be a .png file, not '\(value)'" }
    )

    /// An ICU date skeleton.
    static let skeleton = SkinTextRule(
        name: "skeleton",
        summary: "an ICU date skeleton: 1 to 32 ASCII letters such as `yMMMdjmm`",
        relaxNG: #"<data type="string"><param name="pattern">[A-Za-z]{1,32}</param></data>"#,
        accepts: { text in
            matches(text, first: isASCIILetter, rest: isASCIILetter, maxLength: 32)
        },
        problem: { _, value in "a date skeleton is 1 to 32 ASCII letters such as 'yMMMdjmm', not '\(value)'" }
    )

    /// A last-updated store key.
    static let storeKey = SkinTextRule(
        name: "key",
        summary: "1 to 128 ASCII letters, digits, `.`, `_` or `-`",
        relaxNG: #"<data type="string"><param name="pattern">[A-Za-z0-9._\-]{1,128}</param></data>"#,
        accepts: { text in
            let isKey: (UInt8) -> Bool = { isASCIILetter($0) || isASCIIDigit($0) || isNamePunctuation($0) }
            return matches(text, first: isKey, rest: isKey, maxLength: 128)
        },
        problem: { _, value in "a store key is 1 to 128 ASCII letters, digits, '.', '_' or '-', not '\(value)'" }
    )

    /// A locale identifier. Any text passes here: the reader checks the tag with
    /// ``LocaleTagCheck`` (well-formed BCP 47 that ICU has data for), which says what is wrong
    /// and suggests a tag (`german` → `de`).
    static let locale = SkinTextRule(
        name: "locale",
        summary: "a language tag such as `de`, `pt-BR` or `zh-Hant` that ICU has data for",
        relaxNG: #"<data type="string"><param name="pattern">[A-Za-z]{2,8}([_\-][A-Za-z0-9]{1,8})*</param></data>"#,
        accepts: { !$0.isEmpty },
        problem: { _, value in "'\(value)' is not a locale identifier such as 'de' or 'pt-BR'" }
    )
}
