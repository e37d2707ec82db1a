import RefreshSupport

extension XMLDiagnostic {
    /// The diagnostics as a JSON array, one object per diagnostic, for editors and CI
    /// (`lint --format json`):
    /// `{"file", "line", "column", "severity", "code", "message", "suggestion"}`.
    ///
    /// `line` and `column` are 1-based, or 0 when the problem is about the file as a whole;
    /// `severity` is `error`, `warning` or `note`; `code` is ``effectiveCode(for:)`` for `kind`;
    /// `suggestion` is `null` when there is no single obvious fix. Each object is on a line of its
    /// own. As in the text form, control characters from the data are escaped (`\u{1B}`) and a
    /// long message is cut, before the JSON escaping.
    public static func json(_ diagnostics: [XMLDiagnostic], kind: XMLDocumentKind) -> String {
        guard !diagnostics.isEmpty else { return "[]" }
        let objects = diagnostics.map { diagnostic in
            let fields = [
                "\"file\":" + jsonString(diagnostic.escapedFile),
                "\"line\":\(max(diagnostic.line, 0))",
                "\"column\":\(diagnostic.line > 0 ? max(diagnostic.column, 1) : 0)",
                "\"severity\":" + jsonString(diagnostic.severity.rawValue),
                "\"code\":" + jsonString(diagnostic.effectiveCode(for: kind)),
                "\"message\":"
                    + jsonString(ControlCharacters.escaped(diagnostic.message, limit: ControlCharacters.messageLimit)),
                "\"suggestion\":"
                    + (diagnostic.suggestion.map { jsonString(ControlCharacters.escaped($0, limit: 200)) } ?? "null"),
            ]
            return "  {" + fields.joined(separator: ",") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (and U+2028, U+2029, which some JSON readers take for line ends).
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
