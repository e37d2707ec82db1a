internal import CLibXML2

/// The mutable state of one parse, reached from libxml2 callbacks through `ctxt->_private`.
final class ParseSession {
    /// Where an element was written.
    struct ElementSource {
        var line: Int
        var column: Int
    }

    let path: String
    /// What kind of document is read, for the wording of diagnostics.
    let kind: XMLDocumentKind
    let limits: XMLParseLimits
    let source: SourceIndex
    var diagnostics: [XMLDiagnostic] = []
    var droppedDiagnostics = 0
    /// Whether libxml2 builds its document tree too (for a schema to validate).
    let buildsDocument: Bool
    /// The document as it is read. Only libxml2's callbacks change it, one at a time on the
    /// parsing thread, so its accesses need no run-time exclusivity check.
    @exclusivity(unchecked) var builder: XMLDocumentBuilder
    /// Element locations keyed by the address of the libxml2 node (with a document tree only).
    var nodePlaces: [UInt: ElementSource] = [:]
    /// Set once the session stopped the parser itself; later libxml2 errors are consequences.
    var stopped = false
    var originalStartElement: startElementNsSAX2Func?
    var originalEndElement: endElementNsSAX2Func?
    var originalCharacters: charactersSAXFunc?

    init(path: String, kind: XMLDocumentKind, limits: XMLParseLimits, bytes: [UInt8], buildsDocument: Bool) {
        self.path = path
        self.kind = kind
        self.limits = limits
        self.buildsDocument = buildsDocument
        self.source = SourceIndex(bytes: bytes)
        builder = XMLDocumentBuilder(size: bytes.count, depth: limits.maxDepth)
    }

    func report(
        line: Int,
        column: Int,
        severity: XMLDiagnostic.Severity = .error,
        _ message: String,
        code: String? = nil,
        suggestion: String? = nil
    ) {
        let diagnostic = XMLDiagnostic(
            file: path,
            line: line,
            column: column,
            severity: severity,
            message: message,
            code: code,
            suggestion: suggestion
        )
        if diagnostics.contains(diagnostic) { return }
        if diagnostics.count >= limits.maxDiagnostics {
            droppedDiagnostics += 1
            return
        }
        diagnostics.append(diagnostic)
    }

    /// Records an error from libxml2's structured error. Errors of the parser itself (syntax,
    /// namespaces, encodings) are reworded in plain language (``XMLErrorWording``); others (the
    /// schema validator's) keep libxml2's text.
    ///
    /// An error raised without a place (libxml2's encoding and I/O errors) takes the place the
    /// parser has reached in `input`.
    func report(
        libxmlError error: UnsafePointer<xmlError>,
        node: UnsafeMutableRawPointer?,
        input: xmlParserInputPtr? = nil
    ) {
        if stopped { return }
        let raw = error.pointee.message.map { String(cString: $0) } ?? ""
        var message = raw
        while let last = message.last, last == "\n" || last == " " { message.removeLast() }
        let domain = Int(error.pointee.domain)
        var code: String?
        var suggestion: String?
        let parserDomains = [XML_FROM_PARSER, XML_FROM_NAMESPACE, XML_FROM_I18N, XML_FROM_IO, XML_FROM_MEMORY]
        if parserDomains.contains(where: { Int($0.rawValue) == domain }) || message.isEmpty {
            let wording = XMLErrorWording.plain(
                XMLErrorWording.Details(
                    code: Int(error.pointee.code),
                    domain: domain,
                    raw: message,
                    str1: error.pointee.str1.map { String(cString: $0) },
                    str2: error.pointee.str2.map { String(cString: $0) },
                    int1: Int(error.pointee.int1)
                ),
                kind: kind
            )
            message = wording.message
            code = wording.code
            suggestion = wording.suggestion
        }
        let severity: XMLDiagnostic.Severity = error.pointee.level == XML_ERR_WARNING ? .warning : .error
        var line = Int(error.pointee.line)
        var column = Int(error.pointee.int2)
        if let node, let known = nodePlaces[UInt(bitPattern: node)] {
            line = known.line
            column = known.column
        } else if line == 0, let input {
            // A conversion error is raised again for each buffer converted: the first one is enough.
            if diagnostics.contains(where: { $0.message == message }) { return }
            line = Int(input.pointee.line)
            column = Int(input.pointee.col)
        }
        line = max(line, 1)
        column = max(column, 1)
        // After a syntax error libxml2 often reports its consequences at the same place ("a space
        // is needed", "the tag is not closed"): the first one says what is wrong.
        if code != nil, diagnostics.contains(where: { $0.line == line && $0.column == column && $0.code != nil }) {
            return
        }
        report(line: line, column: column, severity: severity, message, code: code, suggestion: suggestion)
    }

    /// Rejects a document type declaration: it is where entities (billion laughs, quadratic
    /// blow-up, external files) and external DTDs come from, and untrusted documents never need one.
    func rejectDoctype(ctxt: xmlParserCtxtPtr) {
        let end = Int(xmlByteConsumed(ctxt))
        let offset = source.lastOffset(of: "<!DOCTYPE", before: end + 1) ?? max(end, 0)
        let location = source.location(ofOffset: offset)
        report(
            line: location.line,
            column: location.column,
            "a DOCTYPE declaration is not allowed (it can define entities and load external files); "
                + "remove the <!DOCTYPE ...> declaration",
            code: "doctype"
        )
        stop(ctxt)
    }

    func stop(_ ctxt: xmlParserCtxtPtr) {
        stopped = true
        xmlStopParser(ctxt)
    }

    /// Calls `body` with the session of the parser context `ctx` (if it has one), without taking
    /// a reference to it: the parse holds the session for as long as the parser runs, so the
    /// callbacks (one for each element and each run of text) need not count one.
    static func with(_ ctx: UnsafeMutableRawPointer?, _ body: (ParseSession, xmlParserCtxtPtr) -> Void) {
        guard let ctx else { return }
        let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let session = ctxt.pointee._private else { return }
        Unmanaged<ParseSession>.fromOpaque(session)._withUnsafeGuaranteedRef { body($0, ctxt) }
    }
}
