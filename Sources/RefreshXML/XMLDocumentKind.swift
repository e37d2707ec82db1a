/// What kind of document is read, so that diagnostics speak of it in the author's words.
///
/// RefreshXML words its diagnostics for any XML document. A module that reads one vocabulary
/// passes its own kind to ``XMLSecureParser/parse(_:path:kind:limits:schema:)``: its name
/// appears in messages and in the generic codes of ``XMLDiagnostic/effectiveCode(for:)``, and the
/// root element it expects is shown where a file has none.
public struct XMLDocumentKind: Sendable, Hashable {
    /// What a document of this kind is called, singular and lower case: `document`.
    public var name: String
    /// The name of the root element, when every document of this kind has the same one.
    public var rootElement: String?
    /// The root element's start tag as an author writes it, shown for a file without one.
    public var rootStartTag: String?

    /// Creates a kind of document.
    ///
    /// - Parameters:
    ///   - name: What a document of this kind is called, singular and lower case.
    ///   - rootElement: The name of the root element, when it is always the same.
    ///   - rootStartTag: The root element's start tag as an author writes it.
    public init(name: String, rootElement: String? = nil, rootStartTag: String? = nil) {
        self.name = name
        self.rootElement = rootElement
        self.rootStartTag = rootStartTag
    }

    /// Any XML document: diagnostics say "document" and name no root element.
    public static let document = XMLDocumentKind(name: "document")

    /// The advice for a file without a root element: `; a page starts with <page>`, or nothing.
    var startAdvice: String {
        rootStartTag.map { "; a \(name) starts with \($0)" } ?? ""
    }
}
