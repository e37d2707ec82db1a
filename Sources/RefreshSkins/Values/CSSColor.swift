import RefreshCore
import RefreshStyle
import RefreshSupport

/// Parses colours written as CSS writes them.
///
/// Accepted: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(R, G, B)`, `rgba(R, G, B, A)`,
/// `transparent` and the 148 CSS colour names (`green`, `rebeccapurple`), where R, G and B are
/// integers 0-255 and A is a number 0-1 or a percentage. An unknown name gets a "did you mean".
public enum CSSColor {
    /// The colour `text` denotes, or a sentence saying what is wrong with it.
    public static func parse(_ text: String) -> Result<RGBAColor, CSSColorError> {
        var text = text
        if let color = text.withUTF8({ Fast.color($0) }) { return .success(color) }
        return general(text)
    }

    /// A value as a message quotes it: escaped, a long one cut.
    private static func shown(_ text: String) -> String { ControlCharacters.escaped(text) }

    /// Every form, and the wording of every mistake (``parse(_:)`` tries ``Fast`` first).
    static func general(_ text: String) -> Result<RGBAColor, CSSColorError> {
        let trimmed = text.trimmingASCIIWhitespace()
        let lower = trimmed.lowercased()
        if lower == "transparent" { return .success(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)) }
        if lower.hasPrefix("#") { return parseHex(String(lower.dropFirst()), original: trimmed) }
        for function in ["rgba", "rgb"] where lower.hasPrefix(function + "(") {
            guard lower.hasSuffix(")") else {
                return .failure(CSSColorError("'\(shown(trimmed))' is missing its closing parenthesis"))
            }
            let inner = lower.dropFirst(function.count + 1).dropLast()
            return parseFunction(function, arguments: inner.split(separator: ",", omittingEmptySubsequences: false))
        }
        if let named = CSSNamedColor.color(named: lower) { return .success(named) }
        let isWord = !lower.isEmpty && lower.allSatisfy { $0.isASCII && $0.isLetter }
        if isWord,
            let guess = NameSuggestion.nearest(to: lower, among: CSSNamedColor.values.keys.sorted() + ["transparent"])
        {
            return .failure(
                CSSColorError("'\(shown(trimmed))' is not a colour name; did you mean '\(guess)'?", suggestion: guess)
            )
        }
        return .failure(
            CSSColorError(
                "'\(shown(trimmed))' is not a colour; write a CSS colour name such as 'green', #RGB, #RRGGBB, #RRGGBBAA, "
                    + "rgb(R, G, B), rgba(R, G, B, A) or transparent"
            )
        )
    }

    private static func parseHex(_ digits: String, original: String) -> Result<RGBAColor, CSSColorError> {
        guard digits.allSatisfy(\.isHexDigit) else {
            return .failure(CSSColorError("'\(shown(original))' has a character that is not a hexadecimal digit"))
        }
        var values = digits.compactMap { $0.hexDigitValue.map(UInt8.init) }
        switch values.count {
        case 3, 4:
            values = values.map { $0 * 17 }
        case 6, 8:
            values = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default:
            return .failure(
                CSSColorError("'\(shown(original))' has \(values.count) hexadecimal digits; use 3, 4, 6 or 8")
            )
        }
        return .success(
            RGBAColor(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 255)
        )
    }

    private static func parseFunction(
        _ function: String,
        arguments: [Substring]
    ) -> Result<RGBAColor, CSSColorError> {
        let expected = function == "rgba" ? 4 : 3
        let parts = arguments.map { String($0).trimmingASCIIWhitespace() }
        guard parts.count == expected else {
            return .failure(
                CSSColorError("\(function)() takes \(expected) values separated by commas, not \(parts.count)")
            )
        }
        var channels: [UInt8] = []
        for (index, part) in parts.prefix(3).enumerated() {
            guard let value = Int(part), (0...255).contains(value) else {
                let channel = ["red", "green", "blue"][index]
                return .failure(
                    CSSColorError("the \(channel) value '\(shown(part))' must be a whole number from 0 to 255")
                )
            }
            channels.append(UInt8(value))
        }
        var alpha: UInt8 = 255
        if expected == 4 {
            let part = parts[3]
            let fraction: Double?
            if part.hasSuffix("%") {
                fraction = Double(part.dropLast()).map { $0 / 100 }
            } else {
                fraction = Double(part)
            }
            guard let fraction, fraction.isFinite, (0...1).contains(fraction), !part.contains("e") else {
                return .failure(
                    CSSColorError("the alpha value '\(shown(part))' must be a number from 0 to 1 or a percentage")
                )
            }
            alpha = UInt8((fraction * 255).rounded())
        }
        return .success(RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
    }
}

extension CSSColor {
    /// The common, correct spellings (`#RRGGBB` and the other hex forms, `rgb(…)`, `rgba(…)`)
    /// read straight from the bytes, with no allocation: skins are full of them. Anything else
    /// (names, mistakes, unusual spacing or numbers) returns `nil` and takes the general path,
    /// which also words the errors; both give the same colour for what this accepts.
    enum Fast {
        static func color(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBAColor? {
            var reader = Reader(bytes: bytes)
            reader.skipSpaces()
            let color: RGBAColor?
            if reader.take(UInt8(ascii: "#")) {
                color = reader.hex()
            } else if reader.take("rgba(") {
                color = reader.function(alpha: true)
            } else if reader.take("rgb(") {
                color = reader.function(alpha: false)
            } else {
                return nil
            }
            reader.skipSpaces()
            return reader.atEnd ? color : nil
        }

        struct Reader {
            let bytes: UnsafeBufferPointer<UInt8>
            var index = 0

            var atEnd: Bool { index == bytes.count }
            var current: UInt8? { index < bytes.count ? bytes[index] : nil }

            mutating func skipSpaces() {
                while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
            }

            mutating func take(_ byte: UInt8) -> Bool {
                guard current == byte else { return false }
                index += 1
                return true
            }

            mutating func take(_ word: StaticString) -> Bool {
                let count = word.utf8CodeUnitCount
                guard bytes.count - index >= count else { return false }
                for offset in 0..<count where word.utf8Start[offset] != bytes[index + offset] { return false }
                index += count
                return true
            }

            mutating func hex() -> RGBAColor? {
                // Up to eight digits, four bits each, first digit highest.
                var packed: UInt32 = 0
                var count = 0
                while let byte = current, let value = Self.hexValue(byte) {
                    guard count < 8 else { return nil }
                    packed = packed << 4 | UInt32(value)
                    count += 1
                    index += 1
                }
                func digit(_ position: Int) -> UInt8 {
                    UInt8(truncatingIfNeeded: packed >> (4 * (count - 1 - position)) & 0xF)
                }
                func short(_ position: Int) -> UInt8 { digit(position) * 17 }
                func long(_ position: Int) -> UInt8 { digit(position) * 16 + digit(position + 1) }
                switch count {
                case 3: return RGBAColor(red: short(0), green: short(1), blue: short(2))
                case 4: return RGBAColor(red: short(0), green: short(1), blue: short(2), alpha: short(3))
                case 6: return RGBAColor(red: long(0), green: long(2), blue: long(4))
                case 8: return RGBAColor(red: long(0), green: long(2), blue: long(4), alpha: long(6))
                default: return nil
                }
            }

            static func hexValue(_ byte: UInt8) -> UInt8? {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                default: nil
                }
            }

            /// `R, G, B)` or `R, G, B, A)` after the opening parenthesis.
            mutating func function(alpha hasAlpha: Bool) -> RGBAColor? {
                guard let red = channel(), separator(), let green = channel(), separator(), let blue = channel()
                else { return nil }
                var alpha: UInt8 = 255
                if hasAlpha {
                    guard separator(), let value = alphaValue() else { return nil }
                    alpha = value
                }
                skipSpaces()
                guard take(UInt8(ascii: ")")) else { return nil }
                return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
            }

            mutating func separator() -> Bool {
                skipSpaces()
                guard take(UInt8(ascii: ",")) else { return false }
                skipSpaces()
                return true
            }

            /// The decimal digits here, at most `limit` of them: their value and how many there
            /// were; `nil` when there are more.
            mutating func digits(limit: Int) -> (value: Int, count: Int)? {
                var value = 0
                var count = 0
                while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    guard count < limit else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    count += 1
                    index += 1
                }
                return (value, count)
            }

            /// A whole number 0-255 of at most three digits.
            mutating func channel() -> UInt8? {
                guard let (value, count) = digits(limit: 3), count > 0, value <= 255 else { return nil }
                return UInt8(value)
            }

            /// `0`, `1`, `0.6`, `.5` or a percentage such as `60%` (at most 15 digits after the
            /// point, so that `whole / 10^k` is the correctly rounded value `Double(String)` gives).
            mutating func alphaValue() -> UInt8? {
                guard let whole = digits(limit: 3) else { return nil }
                var fraction = (value: 0, count: 0)
                if take(UInt8(ascii: ".")) {
                    guard let digits = digits(limit: 15), digits.count > 0 else { return nil }
                    fraction = digits
                }
                guard whole.count + fraction.count > 0 else { return nil }
                var scale = 1
                for _ in 0..<fraction.count { scale *= 10 }
                var value = Double(whole.value * scale + fraction.value) / Double(scale)
                if take(UInt8(ascii: "%")) { value /= 100 }
                guard value <= 1 else { return nil }
                return UInt8((value * 255).rounded())
            }
        }
    }
}
