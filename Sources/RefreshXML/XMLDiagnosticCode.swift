/// The stable codes of the problems the secure parser reports (``XMLDiagnostic/code``): one for
/// each kind of problem, for editors and CI (`lint --format json`).
///
/// A checker above the parser (the skin reader) has codes of its own for what it finds; these
/// are only about the bytes and the XML.
public enum XMLDiagnosticCode: String, CaseIterable, Sendable {
    /// The file is not UTF-8, or declares another encoding.
    case notUTF8 = "not-utf8"
    /// The file is empty.
    case emptyFile = "empty-file"
    /// The file is larger than the parse limit.
    case tooLarge = "too-large"
    /// The file has a `<!DOCTYPE>`.
    case doctype
    /// Elements are nested deeper than the parse limit.
    case tooDeep = "too-deep"
    /// The document does not match the RELAX NG schema it was checked against, or the schema
    /// itself does not compile.
    case schema
    /// A note that more problems were found than are listed.
    case moreProblems = "more-problems"
    /// A closing tag names another element than the open one.
    case xmlTagMismatch = "xml-tag-mismatch"
    /// An element is never closed.
    case xmlUnclosedElement = "xml-unclosed-element"
    /// A tag is not closed with `>`.
    case xmlUnclosedTag = "xml-unclosed-tag"
    /// An attribute value without quotes.
    case xmlUnquotedAttribute = "xml-unquoted-attribute"
    /// An attribute value whose quote is not closed.
    case xmlUnclosedAttribute = "xml-unclosed-attribute"
    /// An attribute without `="value"`.
    case xmlAttributeWithoutValue = "xml-attribute-without-value"
    /// An attribute written twice on one element.
    case xmlDuplicateAttribute = "xml-duplicate-attribute"
    /// A `<` inside an attribute value.
    case xmlLtInAttribute = "xml-lt-in-attribute"
    /// An entity XML does not define (`&eacute;`).
    case xmlUnknownEntity = "xml-unknown-entity"
    /// A `&` that starts no entity.
    case xmlBareAmpersand = "xml-bare-ampersand"
    /// A name is missing where one must be.
    case xmlNameExpected = "xml-name-expected"
    /// A character XML does not allow.
    case xmlInvalidCharacter = "xml-invalid-character"
    /// A character reference (`&#…;`) that names no allowed character.
    case xmlBadCharacterReference = "xml-bad-character-reference"
    /// A comment that is not closed.
    case xmlUnclosedComment = "xml-unclosed-comment"
    /// `--` inside a comment.
    case xmlHyphensInComment = "xml-hyphens-in-comment"
    /// A processing instruction that is not closed.
    case xmlUnclosedInstruction = "xml-unclosed-instruction"
    /// A CDATA section that is not closed.
    case xmlUnclosedCDATA = "xml-unclosed-cdata"
    /// An XML declaration that is not at the very start.
    case xmlMisplacedDeclaration = "xml-misplaced-declaration"
    /// An XML declaration written wrongly.
    case xmlBadDeclaration = "xml-bad-declaration"
    /// A space is missing where XML needs one.
    case xmlSpaceRequired = "xml-space-required"
    /// The file has no root element.
    case xmlNoElement = "xml-no-element"
    /// Something after the root element's end.
    case xmlContentAfterRoot = "xml-content-after-root"
    /// A namespace prefix that is not declared, or a namespace mistake.
    case xmlNamespace = "xml-namespace"
    /// A name far too long.
    case xmlNameTooLong = "xml-name-too-long"
    /// The parser ran out of memory.
    case xmlMemory = "xml-memory"
    /// Any other mistake in the XML.
    case xmlSyntax = "xml-syntax"
}

extension XMLDiagnostic {
    /// A diagnostic of the parser, with its code.
    init(
        file: String,
        line: Int,
        column: Int,
        severity: Severity = .error,
        message: String,
        code: XMLDiagnosticCode,
        suggestion: String? = nil
    ) {
        self.init(
            file: file,
            line: line,
            column: column,
            severity: severity,
            message: message,
            code: code.rawValue,
            suggestion: suggestion
        )
    }
}
