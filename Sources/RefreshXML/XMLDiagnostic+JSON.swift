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
                "\"file\":" + JSONText.string(diagnostic.escapedFile),
                "\"line\":\(max(diagnostic.line, 0))",
                "\"column\":\(diagnostic.line > 0 ? max(diagnostic.column, 1) : 0)",
                "\"severity\":" + JSONText.string(diagnostic.severity.rawValue),
                "\"code\":" + JSONText.string(diagnostic.effectiveCode(for: kind)),
                "\"message\":"
                    + JSONText.string(
                        ControlCharacters.escaped(diagnostic.message, limit: ControlCharacters.messageLimit)
                    ),
                "\"suggestion\":"
                    + (diagnostic.suggestion.map { JSONText.string(ControlCharacters.escaped($0, limit: 200)) }
                        ?? "null"),
            ]
            return "  {" + fields.joined(separator: ",") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }
}
