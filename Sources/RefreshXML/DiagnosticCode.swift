/// The stable code of a kind of problem (``XMLDiagnostic/code``), for editors and CI
/// (`lint --format json`): the parser's (malformed XML, encoding, size) are declared here, the skin
/// reader's, the registry's and lint's in RefreshSkins. A new code is a new static member, so
/// clients keep compiling as codes are added; ``rawValue`` is the stable spelling.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code as written in diagnostics and JSON, such as `xml-tag-mismatch`.
    public let rawValue: String

    /// A code from its spelling.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The spelling.
    public var description: String { rawValue }
}

extension DiagnosticCode {
    /// Every code the parser gives.
    public static let parserCodes: [Self] = [
        .notUTF8, .emptyFile, .tooLarge, .doctype, .tooDeep, .schema, .moreProblems, .xmlTagMismatch,
        .xmlUnclosedElement, .xmlUnclosedTag, .xmlUnquotedAttribute, .xmlUnclosedAttribute,
        .xmlAttributeWithoutValue, .xmlDuplicateAttribute, .xmlLtInAttribute, .xmlUnknownEntity,
        .xmlBareAmpersand, .xmlNameExpected, .xmlInvalidCharacter, .xmlBadCharacterReference,
        .xmlUnclosedComment, .xmlHyphensInComment, .xmlUnclosedInstruction, .xmlUnclosedCDATA,
        .xmlMisplacedDeclaration, .xmlBadDeclaration, .xmlSpaceRequired, .xmlNoElement,
        .xmlContentAfterRoot, .xmlNamespace, .xmlNameTooLong, .xmlMemory, .xmlSyntax,
    ]

    /// The file is not UTF-8, or declares another encoding.
    public static let notUTF8 = Self(rawValue: "not-utf8")
    /// The file is empty.
    public static let emptyFile = Self(rawValue: "empty-file")
    /// The file is larger than the parse limit.
    public static let tooLarge = Self(rawValue: "too-large")
    /// The file has a `<!DOCTYPE>`.
    public static let doctype = Self(rawValue: "doctype")
    /// Elements are nested deeper than the parse limit, or (the skin reader's) a message pattern
    /// nests braces too deep.
    public static let tooDeep = Self(rawValue: "too-deep")
    /// The document does not match the RELAX NG schema it was checked against, or the schema
    /// itself does not compile.
    public static let schema = Self(rawValue: "schema")
    /// A note that more problems were found than are listed.
    public static let moreProblems = Self(rawValue: "more-problems")
    /// A closing tag names another element than the open one.
    public static let xmlTagMismatch = Self(rawValue: "xml-tag-mismatch")
    /// An element is never closed.
    public static let xmlUnclosedElement = Self(rawValue: "xml-unclosed-element")
    /// A tag is not closed with `>`.
    public static let xmlUnclosedTag = Self(rawValue: "xml-unclosed-tag")
    /// An attribute value without quotes.
    public static let xmlUnquotedAttribute = Self(rawValue: "xml-unquoted-attribute")
    /// An attribute value whose quote is not closed.
    public static let xmlUnclosedAttribute = Self(rawValue: "xml-unclosed-attribute")
    /// An attribute without `="value"`.
    public static let xmlAttributeWithoutValue = Self(rawValue: "xml-attribute-without-value")
    /// An attribute written twice on one element.
    public static let xmlDuplicateAttribute = Self(rawValue: "xml-duplicate-attribute")
    /// A `<` inside an attribute value.
    public static let xmlLtInAttribute = Self(rawValue: "xml-lt-in-attribute")
    /// An entity XML does not define (`&eacute;`).
    public static let xmlUnknownEntity = Self(rawValue: "xml-unknown-entity")
    /// A `&` that starts no entity.
    public static let xmlBareAmpersand = Self(rawValue: "xml-bare-ampersand")
    /// A name is missing where one must be.
    public static let xmlNameExpected = Self(rawValue: "xml-name-expected")
    /// A character XML does not allow.
    public static let xmlInvalidCharacter = Self(rawValue: "xml-invalid-character")
    /// A character reference (`&#…;`) that names no allowed character.
    public static let xmlBadCharacterReference = Self(rawValue: "xml-bad-character-reference")
    /// A comment that is not closed.
    public static let xmlUnclosedComment = Self(rawValue: "xml-unclosed-comment")
    /// `--` inside a comment.
    public static let xmlHyphensInComment = Self(rawValue: "xml-hyphens-in-comment")
    /// A processing instruction that is not closed.
    public static let xmlUnclosedInstruction = Self(rawValue: "xml-unclosed-instruction")
    /// A CDATA section that is not closed.
    public static let xmlUnclosedCDATA = Self(rawValue: "xml-unclosed-cdata")
    /// An XML declaration that is not at the very start.
    public static let xmlMisplacedDeclaration = Self(rawValue: "xml-misplaced-declaration")
    /// An XML declaration written wrongly.
    public static let xmlBadDeclaration = Self(rawValue: "xml-bad-declaration")
    /// A space is missing where XML needs one.
    public static let xmlSpaceRequired = Self(rawValue: "xml-space-required")
    /// The file has no root element.
    public static let xmlNoElement = Self(rawValue: "xml-no-element")
    /// Something after the root element's end.
    public static let xmlContentAfterRoot = Self(rawValue: "xml-content-after-root")
    /// A namespace prefix that is not declared, or a namespace mistake.
    public static let xmlNamespace = Self(rawValue: "xml-namespace")
    /// A name far too long.
    public static let xmlNameTooLong = Self(rawValue: "xml-name-too-long")
    /// The parser ran out of memory.
    public static let xmlMemory = Self(rawValue: "xml-memory")
    /// Any other mistake in the XML.
    public static let xmlSyntax = Self(rawValue: "xml-syntax")
}
