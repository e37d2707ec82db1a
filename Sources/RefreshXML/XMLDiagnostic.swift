import RefreshSupport

/// A problem found in a document, located by file, line and column.
///
/// Rendered as `path:line:col: error: message`, the form compilers use, so that editors and
/// SwiftPM pick it up as a located diagnostic.
public struct XMLDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The document cannot be used.
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
    /// A stable name for the kind of problem, such as `unknown-argument` or `low-contrast`, for
    /// editors and CI (`lint --format json`); `nil` when the checker gave none (see
    /// ``effectiveCode(for:)``).
    public var code: DiagnosticCode?
    /// The replacement text that would fix the problem, when there is one obvious fix (`count`
    /// for a misspelt argument, `de` for `german`); the message says it in words too.
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(
        file: String,
        line: Int,
        column: Int,
        severity: Severity = .error,
        message: String,
        code: DiagnosticCode? = nil,
        suggestion: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.code = code
        self.suggestion = suggestion
    }

    /// ``code``, or for a diagnostic without one a generic code by severity and the kind of
    /// document: `invalid-document` for an error, `suspicious-document` for a warning (with the
    /// kind's name in place of `document`), `note` for a note.
    public func effectiveCode(for kind: XMLDocumentKind) -> String {
        if let code { return code.rawValue }
        switch severity {
        case .error: return "invalid-\(kind.name)"
        case .warning: return "suspicious-\(kind.name)"
        case .note: return "note"
        }
    }

    /// The diagnostic as `path:line:col: severity: message` (line and column omitted when unknown).
    ///
    /// Always one line: control characters in the path or the message (which may quote the
    /// document) are escaped, so data can neither drive a terminal nor forge another diagnostic,
    /// and a long message is cut.
    public var description: String {
        var location = escapedFile
        if line > 0 {
            location += ":\(line)"
            location += ":\(max(column, 1))"
        }
        return "\(location): \(severity.rawValue): "
            + ControlCharacters.escaped(message, limit: ControlCharacters.messageLimit)
    }

    /// The path as diagnostics show it (``ControlCharacters/escapedLocation(_:)``): whole when it
    /// could name a file, cut when it is longer than any path can be.
    var escapedFile: String { ControlCharacters.escapedLocation(file) }

    /// How many diagnostics ``lines(_:perFile:)`` shows for one file by default.
    public static let shownPerFile = 50

    /// Diagnostics as the lines a tool prints: at most `limit` per file, in the order given
    /// (files in the order they first appear), then one `path: note: and N more errors` line for
    /// a file that has more, so that one broken file cannot bury the others or flood a build log.
    public static func lines(_ diagnostics: [XMLDiagnostic], perFile limit: Int = shownPerFile) -> [String] {
        let byFile = Dictionary(grouping: diagnostics, by: \.file)
        var shown: Set<String> = []
        var lines: [String] = []
        for file in diagnostics.map(\.file) where shown.insert(file).inserted {
            let all = byFile[file] ?? []
            lines += all.prefix(limit).map(\.description)
            let rest = all.dropFirst(limit)
            guard let first = rest.first else { continue }
            let counts = [Severity.error, .warning, .note].compactMap { severity -> String? in
                let count = rest.count { $0.severity == severity }
                return count == 0 ? nil : "\(count) more \(severity.rawValue)\(count == 1 ? "" : "s")"
            }
            lines.append(
                "\(first.escapedFile): note: and \(counts.joined(separator: " and ")) "
                    + "(only the first \(limit) of a file are shown)"
            )
        }
        return lines
    }
}
