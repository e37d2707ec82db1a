internal import CLibXML2

/// The mutable state of one parse, reached from libxml2 callbacks through `ctxt->_private`.
final class ParseSession {
    /// Where an element and its attributes were written.
    struct ElementSource {
        var line: Int
        var column: Int
        var attributes: [SourceIndex.AttributeLocation]
    }

    let path: String
    let limits: XMLParseLimits
    let source: SourceIndex
    var diagnostics: [XMLDiagnostic] = []
    var droppedDiagnostics = 0
    /// Element locations keyed by the address of the libxml2 node.
    var elements: [UInt: ElementSource] = [:]
    var depth = 0
    /// Set once the session stopped the parser itself; later libxml2 errors are consequences.
    var stopped = false
    var originalStartElement: startElementNsSAX2Func?
    var originalEndElement: endElementNsSAX2Func?

    init(path: String, limits: XMLParseLimits, bytes: [UInt8]) {
        self.path = path
        self.limits = limits
        self.source = SourceIndex(bytes: bytes)
    }

    func report(line: Int, column: Int, severity: XMLDiagnostic.Severity = .error, _ message: String) {
        let diagnostic = XMLDiagnostic(
            file: path,
            line: line,
            column: column,
            severity: severity,
            message: message
        )
        if diagnostics.contains(diagnostic) { return }
        if diagnostics.count >= limits.maxDiagnostics {
            droppedDiagnostics += 1
            return
        }
        diagnostics.append(diagnostic)
    }

    /// Records an error from libxml2's structured error, rewording the few messages that would
    /// otherwise point an author at parser options they cannot change.
    ///
    /// An error raised without a place (libxml2's encoding and I/O errors) takes the place the
    /// parser has reached in `input`.
    func report(
        libxmlError error: UnsafePointer<xmlError>,
        node: UnsafeMutableRawPointer?,
        input: xmlParserInputPtr? = nil
    ) {
        if stopped { return }
        let raw = error.pointee.message.map { String(cString: $0) } ?? "unknown XML error"
        var message = raw
        while let last = message.last, last == "\n" || last == " " { message.removeLast() }
        message = Self.reword(message, domain: Int(error.pointee.domain))
        let severity: XMLDiagnostic.Severity = error.pointee.level == XML_ERR_WARNING ? .warning : .error
        var line = Int(error.pointee.line)
        var column = Int(error.pointee.int2)
        if let node, let known = elements[UInt(bitPattern: node)] {
            line = known.line
            column = known.column
        } else if line == 0, let input {
            // A conversion error is raised again for each buffer converted: the first one is enough.
            if diagnostics.contains(where: { $0.message == message }) { return }
            line = Int(input.pointee.line)
            column = Int(input.pointee.col)
        }
        report(line: max(line, 1), column: max(column, 1), severity: severity, message)
    }

    static func reword(_ message: String, domain: Int = 0) -> String {
        // Encoding conversion (XML_FROM_I18N) and the I/O layer's "encoder error" after it: one
        // message, so that the two collapse into one diagnostic at the same place.
        if domain == Int(XML_FROM_I18N.rawValue) || (domain == Int(XML_FROM_IO.rawValue) && message.contains("encoder"))
        {
            return "the file's bytes do not match its declared encoding; save it as UTF-8 "
                + "(and declare encoding=\"UTF-8\" or no encoding at all)"
        }
        if message.hasPrefix("Input is not proper UTF-8") {
            // libxml2 adds the offending bytes on a second line: keep them on this one.
            let bytes = message.split(separator: "\n").dropFirst().joined(separator: " ")
                .replacingOccurrences("Bytes: ", with: "")
            return "the text is not valid UTF-8 here" + (bytes.isEmpty ? "" : " (bytes \(bytes))")
                + "; save the file as UTF-8, or name its encoding in the XML declaration"
        }
        if message.hasPrefix("Excessive depth in document") {
            return "elements are nested too deeply"
        }
        if message.contains("XML_PARSE_HUGE") {
            return message.replacingOccurrences(", use XML_PARSE_HUGE option", with: "")
                .replacingOccurrences(" use XML_PARSE_HUGE option", with: "")
        }
        return message
    }

    /// Rejects a document type declaration: it is where entities (billion laughs, quadratic
    /// blow-up, external files) and external DTDs come from, and skins never need one.
    func rejectDoctype(ctxt: xmlParserCtxtPtr) {
        let end = Int(xmlByteConsumed(ctxt))
        let offset = source.lastOffset(of: "<!DOCTYPE", before: end + 1) ?? max(end, 0)
        let location = source.location(ofOffset: offset)
        report(
            line: location.line,
            column: location.column,
            "a DOCTYPE declaration is not allowed (it can define entities and load external files); "
                + "remove the <!DOCTYPE ...> declaration"
        )
        stop(ctxt)
    }

    func stop(_ ctxt: xmlParserCtxtPtr) {
        stopped = true
        xmlStopParser(ctxt)
    }

    static func from(_ ctx: UnsafeMutableRawPointer?) -> (ParseSession, xmlParserCtxtPtr)? {
        guard let ctx else { return nil }
        let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let session = ctxt.pointee._private else { return nil }
        return (Unmanaged<ParseSession>.fromOpaque(session).takeUnretainedValue(), ctxt)
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
