/// The outcome of parsing (and optionally validating) one document.
public struct XMLParseResult: Sendable {
    /// The root element, or `nil` when the document is not well-formed or was rejected.
    ///
    /// A document that is well-formed but fails schema validation still has a root, so callers
    /// can go on to report meaning errors in the same pass.
    public let root: XMLTreeElement?
    /// Every problem found, in the order found: limits, well-formedness, then schema validity.
    public let diagnostics: [XMLDiagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
