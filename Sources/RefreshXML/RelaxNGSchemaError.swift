/// A RELAX NG schema that could not be compiled, with every problem found in it.
public struct RelaxNGSchemaError: Error, Sendable, CustomStringConvertible {
    /// The problems, each located in the schema file.
    public var diagnostics: [XMLDiagnostic]

    /// Creates the error.
    public init(diagnostics: [XMLDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// All diagnostics, one per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
