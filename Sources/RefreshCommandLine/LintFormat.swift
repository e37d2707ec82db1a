/// How `lint` prints problems (`--format`), in `refreshpreview lint` and `refreshkit-skins lint`.
package enum LintFormat: String, Sendable, CaseIterable {
    /// `path:line:col: severity: message` lines on standard error and a summary on standard output.
    case text
    /// One JSON array of `{file, line, column, severity, code, message, suggestion}` on standard
    /// output, nothing else; the exit status is the same.
    case json

    /// The help of the `--format` option.
    package static let help = """
        text (default): 'path:line:col: error: message' lines on standard
        error and a summary; json: one JSON array of {file, line, column,
        severity, code, message, suggestion} on standard output, for editors
        and CI (the codes are listed in Docs/SkinFormat.md).
        """
}
