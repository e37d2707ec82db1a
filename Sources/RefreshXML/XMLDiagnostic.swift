/// A problem found in a document, located by file, line and column.
///
/// Rendered as `path:line:col: error: message`, the form compilers use, so that editors and
/// SwiftPM pick it up as a located diagnostic.
public struct XMLDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The document (or skin) cannot be used.
        case error
        /// The document can be used but something is suspicious.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// The path of the file the diagnostic is about, as given by the caller.
    public var file: String
    /// The 1-based line, or 0 when the problem is about the file as a whole.
    public var line: Int
    /// The 1-based column (in Unicode scalars), or 0 when unknown.
    public var column: Int
    /// How serious the problem is.
    public var severity: Severity
    /// What is wrong and, where possible, what to do about it.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, severity: Severity = .error, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// The diagnostic as `path:line:col: severity: message` (line and column omitted when unknown).
    public var description: String {
        var location = file
        if line > 0 {
            location += ":\(line)"
            location += ":\(max(column, 1))"
        }
        return "\(location): \(severity.rawValue): \(message)"
    }
}
