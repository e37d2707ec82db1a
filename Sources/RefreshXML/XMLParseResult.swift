/// The outcome of parsing (and optionally validating) one document.
public struct XMLParseResult: Sendable {
    /// The root element, or `nil` when the document is not well-formed or was rejected.
    ///
    /// A document that is well-formed but fails schema validation still has a root, so callers
    /// can go on to report meaning errors in the same pass.
    ///
    /// The tree is built from the parsed document on each read: keep it in a variable to read it
    /// more than once.
    public var root: XMLTreeElement? {
        get { document?.tree() ?? givenRoot }
        set {
            givenRoot = newValue
            document = nil
        }
    }
    /// The parsed document, read without building a tree (what a reader that goes through it once reads).
    public private(set) var document: XMLParsedDocument?
    /// A root given to ``init(root:diagnostics:)`` or set.
    private var givenRoot: XMLTreeElement?
    /// Every problem found, in the order found: limits, well-formedness, then schema validity.
    public var diagnostics: [XMLDiagnostic]

    /// Creates a result.
    public init(root: XMLTreeElement?, diagnostics: [XMLDiagnostic]) {
        givenRoot = root
        self.diagnostics = diagnostics
    }

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
