import RefreshCore
import RefreshSupport

/// Parses colours written as CSS writes them.
///
/// Accepted: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(R, G, B)`, `rgba(R, G, B, A)`,
/// `transparent` and the 148 CSS colour names (`green`, `rebeccapurple`), where R, G and B are
/// integers 0-255 and A is a number 0-1 or a percentage. An unknown name gets a "did you mean".
public enum CSSColor {
    /// The colour `text` denotes, or a sentence saying what is wrong with it.
    public static func parse(_ text: String) -> Result<RGBAColor, CSSColorError> {
        let trimmed = text.trimmingASCIIWhitespace()
        let lower = trimmed.lowercased()
        if lower == "transparent" { return .success(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)) }
        if lower.hasPrefix("#") { return parseHex(String(lower.dropFirst()), original: trimmed) }
        for function in ["rgba", "rgb"] where lower.hasPrefix(function + "(") {
            guard lower.hasSuffix(")") else {
                return .failure(CSSColorError("'\(trimmed)' is missing its closing parenthesis"))
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
                CSSColorError("'\(trimmed)' is not a colour name; did you mean '\(guess)'?", suggestion: guess)
            )
        }
        return .failure(
            CSSColorError(
                "'\(trimmed)' is not a colour; write a CSS colour name such as 'green', #RGB, #RRGGBB, #RRGGBBAA, "
                    + "rgb(R, G, B), rgba(R, G, B, A) or transparent"
            )
        )
    }

    private static func parseHex(_ digits: String, original: String) -> Result<RGBAColor, CSSColorError> {
        guard digits.allSatisfy(\.isHexDigit) else {
            return .failure(CSSColorError("'\(original)' has a character that is not a hexadecimal digit"))
        }
        var values = digits.compactMap { $0.hexDigitValue.map(UInt8.init) }
        switch values.count {
        case 3, 4:
            values = values.map { $0 * 17 }
        case 6, 8:
            values = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default:
            return .failure(
                CSSColorError("'\(original)' has \(values.count) hexadecimal digits; use 3, 4, 6 or 8")
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
                return .failure(CSSColorError("the \(channel) value '\(part)' must be a whole number from 0 to 255"))
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
                    CSSColorError("the alpha value '\(part)' must be a number from 0 to 1 or a percentage")
                )
            }
            alpha = UInt8((fraction * 255).rounded())
        }
        return .success(RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
    }
}
