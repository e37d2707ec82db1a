internal import CLibXML2

/// Parses untrusted XML from memory with libxml2, safely.
///
/// - Input larger than ``XMLParseLimits/maxInputBytes`` is rejected before parsing.
/// - Parser options are `XML_PARSE_NONET` only: no entity substitution, no DTD loading, no
///   default attributes from a DTD, no XInclude, no huge mode, no recovery.
/// - Any DOCTYPE (even an internal subset) is rejected, which rules out entity expansion attacks
///   and external DTDs; a process-wide deny-all external entity loader backs this up.
/// - Nesting deeper than ``XMLParseLimits/maxDepth`` stops the parser.
/// - Every error is collected as an ``XMLDiagnostic`` with line and column.
///
/// The document is built flat (``XMLParsedDocument``) from libxml2's SAX callbacks as it streams
/// by, and the ``XMLTreeElement`` tree from that when asked; libxml2's own document tree is built
/// only when a schema needs it.
public enum XMLSecureParser {
    /// Parses `bytes` (and validates them against `schema` when given).
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - path: The path used in diagnostics; nothing is read from it.
    ///   - kind: What kind of document it is, for the wording of diagnostics.
    ///   - limits: Size, depth and diagnostic limits.
    ///   - schema: A compiled RELAX NG schema to validate a well-formed document against.
    /// - Returns: The parsed document of a well-formed document (and its element tree) and all
    ///   diagnostics.
    public static func parse(
        _ bytes: [UInt8],
        path: String,
        kind: XMLDocumentKind = .document,
        limits: XMLParseLimits = XMLParseLimits(),
        schema: RelaxNGSchema? = nil
    ) -> XMLParseResult {
        if bytes.count > limits.maxInputBytes {
            return XMLParseResult(
                document: nil,
                diagnostics: [
                    XMLDiagnostic(
                        file: path,
                        line: 0,
                        column: 0,
                        message:
                            "the file is \(bytes.count) bytes, more than the limit of \(limits.maxInputBytes) bytes",
                        code: "too-large"
                    )
                ]
            )
        }
        if bytes.isEmpty {
            return XMLParseResult(
                document: nil,
                diagnostics: [
                    XMLDiagnostic(
                        file: path,
                        line: 1,
                        column: 1,
                        message: "the file is empty" + kind.startAdvice,
                        code: "empty-file"
                    )
                ]
            )
        }
        if let problem = XMLEncodingCheck.problem(bytes, path: path) {
            return XMLParseResult(document: nil, diagnostics: [problem])
        }
        LibXML2Runtime.ensureInitialized()
        let session = ParseSession(
            path: path,
            kind: kind,
            limits: limits,
            bytes: bytes,
            buildsDocument: schema != nil
        )
        var document: XMLParsedDocument?
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                guard let ctxt = xmlCreateMemoryParserCtxt(chars, Int32(buffer.count)) else {
                    session.report(line: 0, column: 0, "the XML parser could not be created (out of memory?)")
                    return
                }
                defer {
                    if let doc = ctxt.pointee.myDoc { xmlFreeDoc(doc) }
                    ctxt.pointee.myDoc = nil
                    ctxt.pointee._private = nil
                    xmlFreeParserCtxt(ctxt)
                }
                install(session, on: ctxt)
                let options = Int32(XML_PARSE_NONET.rawValue)
                _ = xmlCtxtUseOptions(ctxt, options)
                let unmanaged = Unmanaged.passRetained(session)
                defer { unmanaged.release() }
                ctxt.pointee._private = unmanaged.toOpaque()
                // libxml2 reports encoding and I/O errors without a parser context, through the
                // thread's structured handler or else by printing "encoding error : …" to stderr.
                // While this document parses, they come to the session, with a place in the file.
                let previousHandler = __xmlStructuredError()?.pointee
                let previousContext = __xmlStructuredErrorContext()?.pointee
                xmlSetStructuredErrorFunc(UnsafeMutableRawPointer(ctxt), contextFreeErrorHandler)
                defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
                _ = xmlParseDocument(ctxt)

                guard !session.stopped, ctxt.pointee.wellFormed != 0,
                    let parsed = session.builder.document(source: session.source)
                else {
                    if !session.diagnostics.contains(where: { $0.severity == .error }) {
                        session.report(
                            line: 1,
                            column: 1,
                            "the file is not well-formed XML",
                            code: "xml-syntax"
                        )
                    }
                    return
                }
                document = parsed
                if let schema, let doc = ctxt.pointee.myDoc {
                    schema.validate(doc, session: session)
                }
            }
        }
        if session.droppedDiagnostics > 0 {
            session.diagnostics.append(
                XMLDiagnostic(
                    file: path,
                    line: 0,
                    column: 0,
                    severity: .note,
                    message: "\(session.droppedDiagnostics) more problems were not listed"
                )
            )
        }
        return XMLParseResult(document: document, diagnostics: session.diagnostics)
    }

    private static func install(_ session: ParseSession, on ctxt: xmlParserCtxtPtr) {
        guard let sax = ctxt.pointee.sax else { return }
        session.originalStartElement = sax.pointee.startElementNs
        session.originalEndElement = sax.pointee.endElementNs
        sax.pointee.serror = { ctx, error in
            guard let error else { return }
            ParseSession.with(ctx) { session, _ in session.report(libxmlError: error, node: nil) }
        }
        sax.pointee.internalSubset = { ctx, _, _, _ in
            ParseSession.with(ctx) { session, ctxt in session.rejectDoctype(ctxt: ctxt) }
        }
        sax.pointee.externalSubset = { ctx, _, _, _ in
            ParseSession.with(ctx) { session, ctxt in session.rejectDoctype(ctxt: ctxt) }
        }
        sax.pointee.startElementNs = { ctx, localname, prefix, uri, nsCount, namespaces, attrCount, defaulted, attrs in
            ParseSession.with(ctx) { session, ctxt in
                let end = Int(xmlByteConsumed(ctxt))
                let tagStart = session.source.startTagOffset(before: end) ?? max(end, 0)
                if session.builder.open.count >= session.limits.maxDepth {
                    let location = session.source.location(ofOffset: tagStart)
                    session.report(
                        line: location.line,
                        column: location.column,
                        "elements are nested more than \(session.limits.maxDepth) levels deep, the most a "
                            + "\(session.kind.name) may have; close an element that was left open",
                        code: "too-deep"
                    )
                    session.stop(ctxt)
                    return
                }
                session.builder.startElement(
                    localname: localname,
                    uri: uri,
                    attributes: attrs,
                    count: Int(attrCount),
                    tagStart: tagStart
                )
                guard session.buildsDocument else { return }
                session.originalStartElement?(
                    ctx,
                    localname,
                    prefix,
                    uri,
                    nsCount,
                    namespaces,
                    attrCount,
                    defaulted,
                    attrs
                )
                if let node = ctxt.pointee.node {
                    let location = session.source.location(ofOffset: tagStart)
                    session.nodePlaces[UInt(bitPattern: node)] = ParseSession.ElementSource(
                        line: location.line,
                        column: location.column
                    )
                }
            }
        }
        sax.pointee.endElementNs = { ctx, localname, prefix, uri in
            ParseSession.with(ctx) { session, _ in
                session.builder.endElement()
                if session.buildsDocument { session.originalEndElement?(ctx, localname, prefix, uri) }
            }
        }
        let text: charactersSAXFunc = { ctx, characters, length in
            ParseSession.with(ctx) { session, _ in
                guard let characters, length > 0, !session.builder.open.isEmpty else { return }
                let buffer = UnsafeBufferPointer(start: characters, count: Int(length))
                session.builder.appendText(buffer)
                if session.buildsDocument { session.originalCharacters?(ctx, characters, length) }
            }
        }
        session.originalCharacters = sax.pointee.characters
        sax.pointee.characters = text
        sax.pointee.ignorableWhitespace = text
        sax.pointee.cdataBlock = text
        if !session.buildsDocument {
            // Without a document tree of libxml2's, comments and processing instructions are
            // dropped as they are read.
            sax.pointee.comment = nil
            sax.pointee.processingInstruction = nil
        }
    }
}

/// Receives the errors libxml2 raises without a parser context while a document parses (the
/// thread's structured handler points here with the parser context as its data).
private let contextFreeErrorHandler: xmlStructuredErrorFunc = { ctx, error in
    guard let error else { return }
    ParseSession.with(ctx) { session, ctxt in session.report(libxmlError: error, node: nil, input: ctxt.pointee.input) }
}
