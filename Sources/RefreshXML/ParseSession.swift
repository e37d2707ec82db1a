internal import CRefreshXML

/// The mutable state of one parse, given to the parser's handlers as their context.
final class ParseSession {
    let path: String
    /// What kind of document is read, for the wording of diagnostics.
    let kind: XMLDocumentKind
    let limits: XMLParseLimits
    let source: SourceIndex
    var diagnostics: [XMLDiagnostic] = []
    var droppedDiagnostics = 0
    /// Whether a schema (its parser or its validator) reported anything.
    var schemaReported = false
    /// The elements started and not yet ended, outermost first (their count is the depth).
    private var open: [OpenElement] = []
    /// The document's element, once it has ended.
    private(set) var root: XMLTreeElement?

    /// An element started and not yet ended, with its children and its text so far.
    private struct OpenElement {
        let name: String
        let namespaceURI: String?
        let attributes: [XMLTreeAttribute]
        let tagStart: Int
        var children: [XMLTreeElement] = []
        var text: [UInt8] = []
    }

    init(path: String, kind: XMLDocumentKind, limits: XMLParseLimits, bytes: [UInt8]) {
        self.path = path
        self.kind = kind
        self.limits = limits
        self.source = SourceIndex(bytes: bytes)
    }

    func report(
        line: Int,
        column: Int,
        severity: XMLDiagnostic.Severity = .error,
        _ message: String,
        code: DiagnosticCode? = nil,
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

    /// The domains of the parser's own errors: these are reworded in plain language
    /// (``XMLErrorWording``); others (the schema's) keep libxml2's text.
    private static let parserDomains = [
        RK_XML_FROM_PARSER, RK_XML_FROM_NAMESPACE, RK_XML_FROM_I18N, RK_XML_FROM_IO, RK_XML_FROM_MEMORY,
    ]

    /// Records an error the parser, the schema compiler or the validator raised.
    ///
    /// An error about an element of a validated document is placed at the element's start tag;
    /// one raised without a place (an encoding or I/O error) takes the place the parser had
    /// reached, once per message.
    func report(_ error: rk_xml_error) {
        var message = error.message.map { String(cString: $0) } ?? ""
        while let last = message.last, last == "\n" || last == " " { message.removeLast() }
        let domain = Int(error.domain)
        var code: DiagnosticCode?
        var suggestion: String?
        if Self.parserDomains.contains(domain) || message.isEmpty {
            let wording = XMLErrorWording.plain(
                XMLErrorWording.Details(
                    code: Int(error.code),
                    domain: domain,
                    raw: message,
                    str1: error.str1.map { String(cString: $0) },
                    str2: error.str2.map { String(cString: $0) },
                    int1: Int(error.int1)
                ),
                kind: kind
            )
            message = wording.message
            code = wording.code
            suggestion = wording.suggestion
        } else {
            schemaReported = true
        }
        let severity: XMLDiagnostic.Severity = Int(error.level) == RK_XML_LEVEL_WARNING ? .warning : .error
        var line = Int(error.line)
        var column = Int(error.column)
        if error.element_end_offset >= 0 {
            (line, column) = source.location(ofOffset: tagStart(before: Int(clamping: error.element_end_offset)))
        } else if error.at_parser_position != 0 {
            // A conversion error is raised again for each buffer converted: the first one is enough.
            if diagnostics.contains(where: { $0.message == message }) { return }
        }
        line = max(line, 1)
        column = max(column, 1)
        // After a syntax error libxml2 often reports its consequences at the same place ("a space
        // is needed", "the tag is not closed"): the first one says what is wrong.
        if code != nil, diagnostics.contains(where: { $0.line == line && $0.column == column && $0.code != nil }) {
            return
        }
        // What is not the parser's is the schema's (the document against it, or the schema itself).
        report(line: line, column: column, severity: severity, message, code: code ?? .schema, suggestion: suggestion)
    }

    /// The offset of the start tag the parser read up to `end`.
    func tagStart(before end: Int) -> Int {
        source.startTagOffset(before: end) ?? max(end, 0)
    }

    /// Rejects a document type declaration (the parser stops there): it is where entities
    /// (billion laughs, quadratic blow-up, external files) and external DTDs come from, and
    /// untrusted documents never need one.
    func rejectDoctype(end: Int) {
        let offset = source.lastOffset(of: "<!DOCTYPE", before: end + 1) ?? max(end, 0)
        let location = source.location(ofOffset: offset)
        report(
            line: location.line,
            column: location.column,
            "a DOCTYPE declaration is not allowed (it can define entities and load external files); "
                + "remove the <!DOCTYPE ...> declaration",
            code: .doctype
        )
    }

    /// Calls `body` with the session a handler was given as its context (the parse holds the
    /// session for as long as the parser runs).
    static func with<Result>(_ context: UnsafeMutableRawPointer?, _ body: (ParseSession) -> Result) -> Result? {
        guard let context else { return nil }
        return body(Unmanaged<ParseSession>.fromOpaque(context).takeUnretainedValue())
    }

    /// The handlers of a parse whose context is its session.
    static let handlers = rk_xml_handlers(
        start_element: { context, localName, uri, count, attributes, end in
            ParseSession.with(context) { session in session.startElement(localName, uri, count, attributes, end) } ?? 1
        },
        end_element: { context in
            ParseSession.with(context) { session in session.endElement() }
        },
        characters: { context, text, length in
            ParseSession.with(context) { session in
                guard let text, length > 0 else { return }
                session.open.indices.last.map {
                    session.open[$0].text += UnsafeBufferPointer(start: text, count: Int(length))
                }
            }
        },
        doctype: { context, end in
            ParseSession.with(context) { session in session.rejectDoctype(end: Int(clamping: end)) }
        },
        error: { context, error in
            guard let error else { return }
            ParseSession.with(context) { session in session.report(error.pointee) }
        }
    )

    /// Opens an element that starts, with its attributes (five pointers each: local name, prefix,
    /// URI, value start, value end), or stops the parse (returns 1) where the elements nest deeper
    /// than the limit.
    private func startElement(
        _ localName: UnsafePointer<UInt8>?,
        _ uri: UnsafePointer<UInt8>?,
        _ count: Int32,
        _ written: UnsafePointer<UnsafePointer<UInt8>?>?,
        _ end: Int64
    ) -> Int32 {
        let tagStart = tagStart(before: Int(clamping: end))
        if open.count >= limits.maxDepth {
            let location = source.location(ofOffset: tagStart)
            report(
                line: location.line,
                column: location.column,
                "elements are nested more than \(limits.maxDepth) levels deep, the most a "
                    + "\(kind.name) may have; close an element that was left open",
                code: .tooDeep
            )
            return 1
        }
        let attributes = (0..<(written == nil ? 0 : Int(count))).compactMap { index -> XMLTreeAttribute? in
            let base = index * 5
            guard let written, let name = written[base] else { return nil }
            return XMLTreeAttribute(
                name: String(cString: name),
                namespaceURI: written[base + 2].map { String(cString: $0) },
                value: Self.attributeValue(from: written[base + 3], to: written[base + 4]),
                place: .attribute(tagStart: tagStart, prefix: written[base + 1].map { String(cString: $0) }, source)
            )
        }
        open.append(
            OpenElement(
                name: localName.map { String(cString: $0) } ?? "",
                namespaceURI: uri.map { String(cString: $0) },
                attributes: attributes,
                tagStart: tagStart
            )
        )
        return 0
    }

    /// Ends the innermost open element, as a child of its parent or as the document's element.
    private func endElement() {
        guard let ended = open.popLast() else { return }
        let element = XMLTreeElement(
            name: ended.name,
            namespaceURI: ended.namespaceURI,
            attributes: ended.attributes,
            children: ended.children,
            text: String(decoding: ended.text, as: UTF8.self),
            place: .startTag(ended.tagStart, source)
        )
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }

    /// An attribute value as libxml2's SAX2 start-element callback passes it: normalized, with
    /// character references and the predefined entities resolved, except that an ampersand
    /// arrives as `&#38;` (libxml2 keeps it escaped for its own tree builder when entities are not
    /// substituted), which is turned back into `&`.
    static func attributeValue(from start: UnsafePointer<UInt8>?, to end: UnsafePointer<UInt8>?) -> String {
        guard let start, let end, end > start else { return "" }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        let value = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(UInt8(ascii: "&")) ? value.replacing("&#38;", with: "&") : value
    }
}
