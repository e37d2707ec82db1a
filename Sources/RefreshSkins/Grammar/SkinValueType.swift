import RefreshCore
import RefreshLocalization
import RefreshStyle
import RefreshSupport
import RefreshXML

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
        // The text as a message quotes it: control characters escaped, a long value cut (only
        // made when a message needs it).
        func quoted() -> String { ControlCharacters.escaped(text) }
        switch self {
        case .colour:
            switch CSSColor.parse(text) {
            case .success(let color): return .success(.colour(color))
            case .failure(let failure):
                return .failure(
                    SkinValueError(
                        .invalidColor,
                        "bad colour for \(element) \(attribute): \(failure.message)",
                        suggestion: failure.suggestion
                    )
                )
            }
        case .number(let bounds, let unit):
            let trimmed = text.trimmingASCIIWhitespace()
            // A number in another form (`1e300`, `inf`, `0x10`) is read too, to say what is wrong with it.
            let plain = Self.decimal(trimmed)
            guard let value = plain ?? Double(trimmed), !value.isNaN else {
                return .failure(
                    SkinValueError(.invalidNumber, "\(attribute) must be a number such as 0.25, not '\(quoted())'")
                )
            }
            if value < 0, bounds.lower >= 0 {
                let escaped = ControlCharacters.escaped(trimmed)
                return .failure(SkinValueError(.valueOutOfRange, "\(attribute) must not be negative (\(escaped))"))
            }
            guard bounds.contains(value) else {
                let escaped = ControlCharacters.escaped(trimmed)
                return .failure(
                    SkinValueError(.valueOutOfRange, "\(attribute) must be \(bounds.phrase)\(unit), not \(escaped)")
                )
            }
            guard plain != nil else {
                return .failure(
                    SkinValueError(
                        .invalidNumber,
                        "\(attribute) must be written as a plain decimal such as 0.25 (no exponent), not '\(quoted())'"
                    )
                )
            }
            return .success(.number(value))
        case .wholeNumber(let range):
            let number = Int(text.trimmingASCIIWhitespace())
            guard let value = number, range.contains(value) else {
                return .failure(
                    SkinValueError(
                        number == nil ? .invalidNumber : .valueOutOfRange,
                        "\(attribute) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(quoted())'"
                    )
                )
            }
            return .success(.whole(value))
        case .choice(let names, let what):
            if names.contains(text) { return .success(.name(text)) }
            let guess = NameSuggestion.nearest(to: text, among: names)
            return .failure(
                SkinValueError(
                    .unknownValue,
                    "unknown \(what) '\(quoted())'\(NameSuggestion.clause(guess)) (expected \(Self.list(names)))",
                    suggestion: guess
                )
            )
        case .onOff:
            switch text {
            case "on": return .success(.flag(true))
            case "off": return .success(.flag(false))
            default:
                let guess = NameSuggestion.nearest(to: text, among: ["on", "off"])
                return .failure(
                    SkinValueError(
                        .unknownValue,
                        "\(attribute) must be 'on' or 'off', not '\(quoted())'\(NameSuggestion.clause(guess))",
                        suggestion: guess
                    )
                )
            }
        case .text(let rule):
            return rule.accepts(text) ? .success(.name(text)) : .failure(rule.problem(attribute, quoted()))
        case .messageKey:
            if MessageKey(rawValue: text) != nil { return .success(.name(text)) }
            let guess = NameSuggestion.nearest(to: text, among: MessageKey.allCases.map(\.rawValue))
            return .failure(
                SkinValueError(
                    .unknownMessageKey,
                    "unknown message key '\(quoted())'\(NameSuggestion.clause(guess))",
                    suggestion: guess
                )
            )
        }
    }

    /// `a`, `a or b`, `a, b or c` (or with another last word: `a, b and c`).
    static func list(_ options: [String], lastJoinedBy word: String = "or") -> String {
        guard let last = options.last else { return "" }
        guard options.count > 1 else { return last }
        return options.dropLast().joined(separator: ", ") + " \(word) " + last
    }

    /// The value of a decimal as XML Schema writes it (an optional sign, digits with at most one
    /// dot; no exponent, no infinity), or `nil` for other text.
    static func decimal(_ text: String) -> Double? {
        var digits = 0
        var dots = 0
        for (offset, byte) in text.utf8.enumerated() {
            if byte == UInt8(ascii: "."), dots == 0 {
                dots += 1
            } else if SkinTextRule.isASCIIDigit(byte) {
                digits += 1
            } else if offset > 0 || (byte != UInt8(ascii: "+") && byte != UInt8(ascii: "-")) {
                return nil
            }
        }
        return digits > 0 ? Double(text) : nil
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

extension SkinValue {
    /// The value as the format guide shows a default: `0.25`, `3`, `arrow`, `on`, `#E2E7ED`.
    var shown: String {
        switch self {
        case .number(let number): ValueBounds.format(number)
        case .whole(let number): String(number)
        case .name(let name): name
        case .colour(let color): color.map(SkinGrammar.hex) ?? "none"
        case .flag(let flag): flag ? "on" : "off"
        }
    }
}

/// A model type an attribute's checked value becomes: what the grammar table's attributes set
/// in a part (``SkinAttributeRule/sets``), and what the readers take from the values they read.
protocol SkinValueField: Sendable {
    /// The field's value held by `value`, if it is of this type.
    init?(skinValue value: SkinValue)
    /// This value as a checked value (`nil` for none).
    var skinValue: SkinValue? { get }
}

extension Double: SkinValueField {
    init?(skinValue value: SkinValue) {
        guard case .number(let number) = value else { return nil }
        self = number
    }
    var skinValue: SkinValue? { .number(self) }
}

extension Int: SkinValueField {
    init?(skinValue value: SkinValue) {
        guard case .whole(let number) = value else { return nil }
        self = number
    }
    var skinValue: SkinValue? { .whole(self) }
}

extension Bool: SkinValueField {
    init?(skinValue value: SkinValue) {
        guard case .flag(let flag) = value else { return nil }
        self = flag
    }
    var skinValue: SkinValue? { .flag(self) }
}

extension Optional: SkinValueField where Wrapped: SkinValueField {
    init?(skinValue value: SkinValue) {
        guard let wrapped = Wrapped(skinValue: value) else { return nil }
        self = wrapped
    }
    var skinValue: SkinValue? { self?.skinValue }
}

/// Names and the choices named (`trigger="reach"`) are their raw values.
extension SkinValueField where Self: RawRepresentable, RawValue == String {
    init?(skinValue value: SkinValue) {
        guard case .name(let name) = value else { return nil }
        self.init(rawValue: name)
    }
    var skinValue: SkinValue? { .name(rawValue) }
}

extension String: SkinValueField {
    init?(skinValue value: SkinValue) {
        guard case .name(let name) = value else { return nil }
        self = name
    }
    var skinValue: SkinValue? { .name(self) }
}

extension SkinStyle: SkinValueField {}
extension SkinFontWeight: SkinValueField {}
extension RefreshTrigger: SkinValueField {}
extension RefreshPlacement: SkinValueField {}
extension RefreshCurve: SkinValueField {}
extension RefreshFrame.LayoutDirection: SkinValueField {}
extension LastUpdatedFormatter.Style: SkinValueField {}
extension ReducedMotion: SkinValueField {}
extension RefreshResult: SkinValueField {}
extension SkinAnimation.Target: SkinValueField {}
extension SkinAnimation.Property: SkinValueField {}
extension SkinAnimation.Binding: SkinValueField {}
extension SkinEasing: SkinValueField {}
extension SkinLottie.Binding: SkinValueField {}
extension SkinLottie.Role: SkinValueField {}

/// Why an attribute value is refused: the kind of problem, a sentence, and the value meant when
/// there is one obvious one.
struct SkinValueError: Error {
    var code: DiagnosticCode
    var message: String
    var suggestion: String?
    init(_ code: DiagnosticCode, _ message: String, suggestion: String? = nil) {
        self.code = code
        self.message = message
        self.suggestion = suggestion
    }
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
    /// What is wrong with a value that does not, given the attribute's name and the value.
    var problem: @Sendable (_ attribute: String, _ value: String) -> SkinValueError
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
            SkinValueError(
                .invalidName,
                attribute == "id"
                    ? "the id '\(value)' must be \(SkinDescriptor.idRule)"
                    : "\(attribute) must name a skin id, not '\(value)'"
            )
        }
    )

    /// Text that is not only white space.
    static let nonEmpty = SkinTextRule(
        name: "text",
        summary: "any text, not empty",
        relaxNG: #"<data type="string"><param name="minLength">1</param></data>"#,
        accepts: { !$0.trimmingASCIIWhitespace().isEmpty },
        problem: { attribute, _ in SkinValueError(.emptyValue, "the \(attribute) must not be empty") }
    )

    /// The format version this RefreshKit reads.
    static let formatVersion = SkinTextRule(
        name: "`1`",
        summary: "`1`",
        relaxNG: "<value>1</value>",
        accepts: { $0 == "1" },
        problem: { attribute, value in
            SkinValueError(
                .unsupportedFormat,
                "\(attribute) '\(value)' is not supported; this RefreshKit reads \(attribute)=\"1\""
            )
        }
    )

    /// The path of a file ending in `.extension`, relative to the descriptor.
    static func path(
        _ extension: String,
        name: String = "path",
        problem: @escaping @Sendable (_ attribute: String, _ value: String) -> SkinValueError
    ) -> SkinTextRule {
        SkinTextRule(
            name: name,
            summary: "a `.\(`extension`)` file's path relative to the skin file, inside the skin's folder",
            relaxNG: #"<data type="string"><param name="pattern">[^\\:]*\."# + `extension` + "</param></data>",
            accepts: { $0.hasSuffix("." + `extension`) },
            problem: problem
        )
    }

    /// A PNG file's path, relative to the descriptor.
    static let imagePath = path("png") { _, value in
        SkinValueError(.invalidImagePath, "the arrow image must be a .png file, not '\(value)'")
    }

    /// A finished icon's image: a PNG file's path, or `none` for no icon, which takes away one
    /// the skin extends (as `glyph="none"` does).
    static let iconImagePath = SkinTextRule(
        name: "icon-image",
        summary: imagePath.summary + ", or `none`",
        relaxNG: "<choice><value>none</value>" + imagePath.relaxNG + "</choice>",
        accepts: { $0 == "none" || imagePath.accepts($0) },
        problem: { _, value in
            SkinValueError(.invalidImagePath, "the finished icon's image must be a .png file or 'none', not '\(value)'")
        }
    )

    /// An ICU date skeleton.
    static let skeleton = SkinTextRule(
        name: "skeleton",
        summary: "an ICU date skeleton: 1 to 32 ASCII letters such as `yMMMdjmm`",
        relaxNG: #"<data type="string"><param name="pattern">[A-Za-z]{1,32}</param></data>"#,
        accepts: { text in
            matches(text, first: isASCIILetter, rest: isASCIILetter, maxLength: 32)
        },
        problem: { _, value in
            SkinValueError(.invalidName, "a date skeleton is 1 to 32 ASCII letters such as 'yMMMdjmm', not '\(value)'")
        }
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
        problem: { _, value in
            SkinValueError(
                .invalidName,
                "a store key is 1 to 128 ASCII letters, digits, '.', '_' or '-', not '\(value)'"
            )
        }
    )

    /// A locale identifier. Any text passes here: the reader checks the tag with
    /// ``LocaleTagCheck`` (well-formed BCP 47 that ICU has data for), which says what is wrong
    /// and suggests a tag (`german` → `de`).
    static let locale = SkinTextRule(
        name: "locale",
        summary: "a language tag such as `de`, `pt-BR` or `zh-Hant` that ICU has data for",
        relaxNG: #"<data type="string"><param name="pattern">[A-Za-z]{2,8}([_\-][A-Za-z0-9]{1,8})*</param></data>"#,
        accepts: { !$0.isEmpty },
        problem: { _, value in
            SkinValueError(.unknownLocale, "'\(value)' is not a locale identifier such as 'de' or 'pt-BR'")
        }
    )
}
