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
    func report(libxmlError error: UnsafePointer<xmlError>, node: UnsafeMutableRawPointer?) {
        if stopped { return }
        let raw = error.pointee.message.map { String(cString: $0) } ?? "unknown XML error"
        var message = raw
        while let last = message.last, last == "\n" || last == " " { message.removeLast() }
        message = Self.reword(message)
        let severity: XMLDiagnostic.Severity = error.pointee.level == XML_ERR_WARNING ? .warning : .error
        var line = Int(error.pointee.line)
        var column = Int(error.pointee.int2)
        if let node, let known = elements[UInt(bitPattern: node)] {
            line = known.line
            column = known.column
        }
        report(line: line, column: column, severity: severity, message)
    }

    static func reword(_ message: String) -> String {
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
