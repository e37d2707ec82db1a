internal import CRefreshXML
import RefreshSupport

/// libxml2's errors in plain words: what is wrong, and how to fix it.
///
/// libxml2 words its errors for parser writers ("AttValue: ' expected", "Opening and ending tag
/// mismatch: list line 2 and lst", "Input is not proper UTF-8, indicate encoding !"). Each error
/// an author can meet is looked up here by its number (`xmlParserErrors`) and reworded, with the
/// names libxml2 attached (`str1`, `str2`, `int1`); any other number gets a plain sentence too,
/// so that no libxml2 text reaches an author. Every wording has a stable `code` for
/// `lint --format json`.
struct XMLErrorWording: Equatable {
    /// The sentence shown.
    var message: String
    /// The stable code, such as `xml-tag-mismatch`.
    var code: DiagnosticCode
    /// The text that fixes it, when there is one (the tag name a closing tag should have).
    var suggestion: String?

    /// The details libxml2 attached to an error.
    struct Details {
        var code: Int
        var domain: Int
        /// libxml2's own message, kept only to tell apart errors that share a number.
        var raw: String
        var str1: String?
        var str2: String?
        var int1: Int
    }

    /// The plain wording of an error in a document of the given kind.
    static func plain(_ details: Details, kind: XMLDocumentKind) -> XMLErrorWording {
        // The names libxml2 hands on come from the document: quoted as every value is (escaped,
        // a long one cut), so the advice after them is never lost to the message's cut.
        var details = details
        details.str1 = details.str1.map { ControlCharacters.escaped($0) }
        details.str2 = details.str2.map { ControlCharacters.escaped($0) }
        let raw = details.raw
        let name = details.str1.map(quoted) ?? ""
        if details.domain == RK_XML_FROM_I18N
            || (details.domain == RK_XML_FROM_IO && raw.contains("encoder"))
        {
            return XMLErrorWording(
                message: "the file's bytes are not UTF-8; save the file as UTF-8 (RefreshKit reads UTF-8 only)",
                code: .notUTF8
            )
        }
        if raw.hasPrefix("Input is not proper UTF-8") {
            // libxml2 adds the offending bytes on a second line ("Bytes: 0xFF 0xFE"): keep them on this one.
            let bytes = raw.split(separator: "\n").dropFirst().flatMap { $0.split(separator: " ") }
                .filter { $0 != "Bytes:" }.joined(separator: " ")
            return XMLErrorWording(
                message: "the text is not valid UTF-8 here" + (bytes.isEmpty ? "" : " (bytes \(bytes))")
                    + "; save the file as UTF-8",
                code: .notUTF8
            )
        }
        if raw.hasPrefix("Excessive depth in document") {
            return XMLErrorWording(message: "elements are nested too deeply", code: .tooDeep)
        }
        switch details.code {
        case RK_XML_ERR_DOCUMENT_EMPTY:
            return XMLErrorWording(
                message: "there is no element here: the file is empty or has only a declaration or comments"
                    + kind.startAdvice,
                code: .xmlNoElement
            )
        case RK_XML_ERR_DOCUMENT_END, RK_XML_ERR_EXTRA_CONTENT:
            let example = kind.rootElement.map { " (<\($0)>…</\($0)>)" } ?? ""
            return XMLErrorWording(
                message: "there is more after the end of the root element; a file holds exactly one root element"
                    + "\(example), so move this inside it or remove it",
                code: .xmlContentAfterRoot
            )
        case RK_XML_ERR_TAG_NAME_MISMATCH:
            let open = details.str1 ?? "?"
            let close = details.str2 ?? "?"
            let line = details.int1 > 0 ? " (opened on line \(details.int1))" : ""
            return XMLErrorWording(
                message: "the closing tag </\(close)> does not match the open element <\(open)>\(line); "
                    + "did you mean </\(open)>?",
                code: .xmlTagMismatch,
                suggestion: "</\(open)>"
            )
        case RK_XML_ERR_TAG_NOT_FINISHED, RK_XML_ERR_LTSLASH_REQUIRED:
            let open = details.str1 ?? "an element"
            let line = details.int1 > 0 ? " opened on line \(details.int1)" : ""
            let what = details.str1 == nil ? open : "<\(open)>"
            return XMLErrorWording(
                message: "the file ends before \(what)\(line) is closed; add </\(details.str1 ?? "…")>",
                code: .xmlUnclosedElement,
                suggestion: details.str1.map { "</\($0)>" }
            )
        case RK_XML_ERR_GT_REQUIRED:
            let what = details.str1.map { "the tag <\($0)>" } ?? "this tag"
            return XMLErrorWording(
                message: "\(what) is not closed with '>' (or '/>' for an empty element); "
                    + "check for a missing quote or a stray character before it",
                code: .xmlUnclosedTag
            )
        case RK_XML_ERR_ATTRIBUTE_NOT_STARTED:
            return XMLErrorWording(
                message: "an attribute value must be in quotes, such as name=\"Sunset\"",
                code: .xmlUnquotedAttribute
            )
        case RK_XML_ERR_ATTRIBUTE_NOT_FINISHED:
            return XMLErrorWording(
                message: "an attribute value has no closing quote; end it with the same quote it starts with",
                code: .xmlUnclosedAttribute
            )
        case RK_XML_ERR_ATTRIBUTE_WITHOUT_VALUE, RK_XML_ERR_EQUAL_REQUIRED,
            RK_XML_ERR_VALUE_REQUIRED:
            let which = details.str1.map { "the attribute \(quoted($0))" } ?? "an attribute"
            return XMLErrorWording(
                message: "\(which) has no value; write it as name=\"value\"",
                code: .xmlAttributeWithoutValue
            )
        case RK_XML_ERR_ATTRIBUTE_REDEFINED, RK_XML_NS_ERR_ATTRIBUTE_REDEFINED:
            return XMLErrorWording(
                message: "the attribute \(name.isEmpty ? "here" : name) is written twice on this element; keep one",
                code: .xmlDuplicateAttribute
            )
        case RK_XML_ERR_LT_IN_ATTRIBUTE:
            return XMLErrorWording(
                message: "a '<' cannot appear inside an attribute value; write it as &lt;",
                code: .xmlLtInAttribute,
                suggestion: "&lt;"
            )
        case RK_XML_ERR_LT_REQUIRED:
            return XMLErrorWording(message: "an element must start with '<' here", code: .xmlSyntax)
        case RK_XML_ERR_UNDECLARED_ENTITY, RK_XML_WAR_UNDECLARED_ENTITY:
            let entity = details.str1.map { "'&\($0);'" } ?? "this entity"
            return XMLErrorWording(
                message: "\(entity) is not a known entity; XML knows only &amp; &lt; &gt; &quot; &apos; "
                    + "and numeric ones such as &#233;, so write the character itself (the file is UTF-8)",
                code: .xmlUnknownEntity
            )
        case RK_XML_ERR_ENTITYREF_SEMICOL_MISSING, RK_XML_ERR_ENTITYREF_NO_NAME:
            return XMLErrorWording(
                message: "an '&' starts an entity such as &amp;; write a literal & as &amp;",
                code: .xmlBareAmpersand,
                suggestion: "&amp;"
            )
        case RK_XML_ERR_NAME_REQUIRED:
            return XMLErrorWording(
                message: "a name is expected here: an element name after '<', or an entity name after '&'; "
                    + "write a literal < as &lt; and & as &amp;",
                code: .xmlNameExpected
            )
        case RK_XML_ERR_INVALID_CHAR, RK_XML_ERR_INVALID_CHARREF:
            return XMLErrorWording(
                message: "this character is not allowed in XML (control characters other than tab and line "
                    + "breaks are not); remove it",
                code: .xmlInvalidCharacter
            )
        case RK_XML_ERR_INVALID_DEC_CHARREF, RK_XML_ERR_INVALID_HEX_CHARREF:
            return XMLErrorWording(
                message: "a character reference must be written &#233; (decimal) or &#xE9; (hexadecimal), "
                    + "ending with ';'",
                code: .xmlBadCharacterReference
            )
        case RK_XML_ERR_COMMENT_NOT_FINISHED:
            return XMLErrorWording(
                message: "a comment that starts with <!-- is never closed; end it with -->",
                code: .xmlUnclosedComment
            )
        case RK_XML_ERR_HYPHEN_IN_COMMENT:
            return XMLErrorWording(
                message: "a comment cannot contain '--'; use another dash or a single hyphen",
                code: .xmlHyphensInComment
            )
        case RK_XML_ERR_PI_NOT_STARTED, RK_XML_ERR_PI_NOT_FINISHED:
            return XMLErrorWording(
                message: "an instruction that starts with <? is never closed; end it with ?>",
                code: .xmlUnclosedInstruction
            )
        case RK_XML_ERR_CDATA_NOT_FINISHED:
            return XMLErrorWording(
                message: "a <![CDATA[ section is never closed; end it with ]]>",
                code: .xmlUnclosedCDATA
            )
        case RK_XML_ERR_MISPLACED_CDATA_END:
            return XMLErrorWording(
                message: "']]>' cannot appear in text; write it as ]]&gt;",
                code: .xmlSyntax,
                suggestion: "]]&gt;"
            )
        case RK_XML_ERR_RESERVED_XML_NAME:
            return XMLErrorWording(
                message: "the <?xml …?> declaration must come first in the file, with nothing (not even a blank "
                    + "line) before it; move it to the top or remove it",
                code: .xmlMisplacedDeclaration
            )
        case RK_XML_ERR_XMLDECL_NOT_STARTED, RK_XML_ERR_XMLDECL_NOT_FINISHED,
            RK_XML_ERR_VERSION_MISSING, RK_XML_ERR_STRING_NOT_STARTED,
            RK_XML_ERR_STRING_NOT_CLOSED, RK_XML_ERR_STANDALONE_VALUE,
            RK_XML_ERR_UNKNOWN_VERSION, RK_XML_WAR_UNKNOWN_VERSION,
            RK_XML_ERR_ENCODING_NAME, RK_XML_ERR_UNSUPPORTED_ENCODING:
            return XMLErrorWording(
                message: "the XML declaration is malformed; write it exactly as "
                    + "<?xml version=\"1.0\" encoding=\"UTF-8\"?> or leave it out",
                code: .xmlBadDeclaration,
                suggestion: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            )
        case RK_XML_ERR_SPACE_REQUIRED:
            return XMLErrorWording(
                message: "a space is needed here, for example between two attributes",
                code: .xmlSpaceRequired
            )
        case RK_XML_ERR_NAME_TOO_LONG:
            return XMLErrorWording(message: "a name here is far too long", code: .xmlNameTooLong)
        case RK_XML_NS_ERR_UNDEFINED_NAMESPACE, RK_XML_NS_ERR_QNAME,
            RK_XML_NS_ERR_EMPTY, RK_XML_NS_ERR_COLON, RK_XML_NS_ERR_XML_NAMESPACE,
            RK_XML_WAR_NS_URI, RK_XML_WAR_NS_URI_RELATIVE, RK_XML_WAR_NS_COLUMN:
            // For an undeclared prefix libxml2 gives the prefix and the local name.
            let local = details.code == RK_XML_NS_ERR_UNDEFINED_NAMESPACE ? details.str2 : nil
            let prefix = local == nil ? nil : details.str1
            let example = "write <\(local ?? "name")>, not <\(prefix ?? "x"):\(local ?? "name")>"
            return XMLErrorWording(
                message: "a name with a ':' prefix is used here, but a \(kind.name) uses no namespaces; "
                    + "remove the prefix (\(example))",
                code: .xmlNamespace
            )
        case RK_XML_ERR_NO_MEMORY:
            return XMLErrorWording(message: "the computer ran out of memory while reading the file", code: .xmlMemory)
        default:
            return XMLErrorWording(
                message: "the file is not well-formed XML here; check the tags, the quotes around attribute "
                    + "values, and write & as &amp; and < as &lt;",
                code: .xmlSyntax
            )
        }
    }

    private static func quoted(_ text: String) -> String { "'\(text)'" }
}
