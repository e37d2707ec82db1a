internal import CRefreshXML

/// Parses untrusted XML from memory with libxml2, safely.
///
/// - Input larger than ``XMLParseLimits/maxInputBytes`` (or 2 GiB) is rejected before parsing.
/// - Parser options are `XML_PARSE_NONET` only: no entity substitution, no DTD loading, no
///   default attributes from a DTD, no XInclude, no huge mode, no recovery.
/// - Any DOCTYPE (even an internal subset) is rejected, which rules out entity expansion attacks
///   and external DTDs; a process-wide deny-all external entity loader backs this up.
/// - Nesting deeper than ``XMLParseLimits/maxDepth`` stops the parser.
/// - Every error is collected as an ``XMLDiagnostic`` with line and column.
///
/// libxml2 is reached through the CRefreshXML shim, which keeps these rules in C. The
/// ``XMLTreeElement`` tree is built from the parser's events as they stream by; libxml2's own
/// document tree is built only when a schema needs it.
public enum XMLSecureParser {
    /// Parses `bytes` (and validates them against `schema` when given).
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - path: The path used in diagnostics; nothing is read from it.
    ///   - kind: What kind of document it is, for the wording of diagnostics.
    ///   - limits: Size, depth and diagnostic limits.
    ///   - schema: A compiled RELAX NG schema to validate a well-formed document against.
    /// - Returns: The element tree of a well-formed document and all diagnostics.
    public static func parse(
        _ bytes: [UInt8],
        path: String,
        kind: XMLDocumentKind = .document,
        limits: XMLParseLimits = XMLParseLimits(),
        schema: RelaxNGSchema? = nil
    ) -> XMLParseResult {
        guard bytes.count <= limits.maxInputBytes, let length = Int32(exactly: bytes.count) else {
            let limit = min(limits.maxInputBytes, Int(Int32.max))
            let message = "the file is \(bytes.count) bytes, more than the limit of \(limit) bytes"
            let tooLarge = XMLDiagnostic(file: path, line: 0, column: 0, message: message, code: .tooLarge)
            return XMLParseResult(root: nil, diagnostics: [tooLarge])
        }
        if bytes.isEmpty {
            let message = "the file is empty" + kind.startAdvice
            let empty = XMLDiagnostic(file: path, line: 1, column: 1, message: message, code: .emptyFile)
            return XMLParseResult(root: nil, diagnostics: [empty])
        }
        if let problem = XMLEncodingCheck.problem(bytes, path: path) {
            return XMLParseResult(root: nil, diagnostics: [problem])
        }
        let session = ParseSession(path: path, kind: kind, limits: limits, bytes: bytes)
        let status = bytes.withUnsafeBufferPointer { buffer in
            withUnsafePointer(to: ParseSession.handlers) { handlers in
                withExtendedLifetime(session) {
                    rk_xml_parse(
                        buffer.baseAddress,
                        length,
                        schema?.compiled,
                        handlers,
                        Unmanaged.passUnretained(session).toOpaque()
                    )
                }
            }
        }
        var root: XMLTreeElement?
        switch Int(status) {
        case RK_XML_NO_PARSER:
            session.report(line: 0, column: 0, "the XML parser could not be created (out of memory?)", code: .xmlMemory)
        case RK_XML_MALFORMED:
            break
        default:
            root = session.root
            if Int(status) == RK_XML_NO_VALIDATOR {
                session.report(
                    line: 0,
                    column: 0,
                    "the schema validator could not be created (out of memory?)",
                    code: .xmlMemory
                )
            } else if Int(status) == RK_XML_INVALID, !session.schemaReported {
                session.report(line: 1, column: 1, "the document does not match the schema", code: .schema)
            }
        }
        if root == nil, !session.diagnostics.contains(where: { $0.severity == .error }) {
            session.report(line: 1, column: 1, "the file is not well-formed XML", code: .xmlSyntax)
        }
        if session.droppedDiagnostics > 0 {
            session.diagnostics.append(
                XMLDiagnostic(
                    file: path,
                    line: 0,
                    column: 0,
                    severity: .note,
                    message: "\(session.droppedDiagnostics) more problems were not listed",
                    code: .moreProblems
                )
            )
        }
        return XMLParseResult(root: root, diagnostics: session.diagnostics)
    }
}
