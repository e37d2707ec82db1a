/// The outcome of parsing (and optionally validating) one document.
public struct XMLParseResult: Sendable {
    /// The root element, or `nil` when the document is not well-formed or was rejected.
    ///
    /// A document that is well-formed but fails schema validation still has a root, so callers
    /// can go on to report meaning errors in the same pass.
    ///
    /// The tree is built from the parsed document on each read: keep it in a variable to read it
    /// more than once.
    public var root: XMLTreeElement? { document?.tree() }
    /// The parsed document, read without building a tree (what a reader that goes through it once reads).
    public let document: XMLParsedDocument?
    /// Every problem found, in the order found: limits, well-formedness, then schema validity.
    public let diagnostics: [XMLDiagnostic]

    /// The result of a parse that read `document`.
    init(document: XMLParsedDocument?, diagnostics: [XMLDiagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
