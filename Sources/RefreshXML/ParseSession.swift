internal import CLibXML2

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The mutable state of one parse, reached from libxml2 callbacks through `ctxt->_private`.
final class ParseSession {
    /// Where an element was written.
    struct ElementSource {
        var line: Int
        var column: Int
    }

    let path: String
    let limits: XMLParseLimits
    let source: SourceIndex
    var diagnostics: [XMLDiagnostic] = []
    var droppedDiagnostics = 0
    /// Whether libxml2 builds its document tree too (for a schema to validate).
    let buildsDocument: Bool
    /// The document as it is read (see ``XMLParsedDocument``). Like `open`, only libxml2's
    /// callbacks change these, one at a time on the parsing thread.
    @exclusivity(unchecked) var names: [String] = []
    @exclusivity(unchecked) var elements: [XMLParsedDocument.ElementEntry] = []
    @exclusivity(unchecked) var attributes: [XMLParsedDocument.AttributeEntry] = []
    @exclusivity(unchecked) var text: [UInt8] = []
    /// Names already in `names`, by the address libxml2 gives them at (see ``nameIndex(_:)``).
    @exclusivity(unchecked) var knownNames = NameTable()

    /// An element started and not yet ended, with its last child so far.
    struct OpenElement {
        var index: Int
        var lastChild = -1
    }

    /// The elements started and not yet ended, outermost first (their count is the depth).
    /// Only libxml2's callbacks touch it, one at a time on the parsing thread, so its accesses
    /// need no run-time exclusivity check.
    @exclusivity(unchecked) var open: [OpenElement] = []
    /// The text so far of each open element, by depth (kept between elements for their room).
    @exclusivity(unchecked) var openText: [[UInt8]] = []
    /// Whether the document's element has ended.
    var rootEnded = false
    /// Element locations keyed by the address of the libxml2 node (with a document tree only).
    var nodePlaces: [UInt: ElementSource] = [:]
    /// Set once the session stopped the parser itself; later libxml2 errors are consequences.
    var stopped = false
    var originalStartElement: startElementNsSAX2Func?
    var originalEndElement: endElementNsSAX2Func?
    var originalCharacters: charactersSAXFunc?

    init(path: String, limits: XMLParseLimits, bytes: [UInt8], buildsDocument: Bool) {
        self.path = path
        self.limits = limits
        self.buildsDocument = buildsDocument
        self.source = SourceIndex(bytes: bytes)
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
                )
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
    /// blow-up, external files) and external DTDs come from, and skins never need one.
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

    /// The document read, once its element has ended.
    var document: XMLParsedDocument? {
        guard rootEnded, !elements.isEmpty else { return nil }
        return XMLParsedDocument(source: source, names: names, elements: elements, attributes: attributes, text: text)
    }

    /// Adds an element that starts, with its attributes (five pointers each: local name, prefix,
    /// URI, value start, value end), to the document.
    func startElement(
        localname: UnsafePointer<UInt8>?,
        uri: UnsafePointer<UInt8>?,
        attributes written: UnsafeMutablePointer<UnsafePointer<UInt8>?>?,
        count: Int,
        tagStart: Int
    ) {
        let firstAttribute = attributes.count
        if let written, count > 0 {
            for index in 0..<count {
                let base = index * 5
                guard let name = written[base] else { continue }
                let valueStart = text.count
                appendAttributeValue(from: written[base + 3], to: written[base + 4])
                attributes.append(
                    XMLParsedDocument.AttributeEntry(
                        name: nameIndex(name),
                        namespace: nameIndex(written[base + 2]),
                        prefix: nameIndex(written[base + 1]),
                        tagStart: tagStart,
                        valueStart: valueStart,
                        valueCount: text.count - valueStart
                    )
                )
            }
        }
        let index = elements.count
        elements.append(
            XMLParsedDocument.ElementEntry(
                name: localname.map { nameIndex($0) } ?? nameIndex(""),
                namespace: nameIndex(uri),
                tagStart: tagStart,
                firstAttribute: firstAttribute,
                attributeCount: attributes.count - firstAttribute
            )
        )
        let depth = open.count
        if depth > 0 {
            let parent = open[depth - 1]
            if parent.lastChild >= 0 {
                elements[parent.lastChild].nextSibling = index
            } else {
                elements[parent.index].firstChild = index
            }
            open[depth - 1].lastChild = index
        }
        if depth < openText.count {
            openText[depth].removeAll(keepingCapacity: true)
        } else {
            openText.append([])
        }
        open.append(OpenElement(index: index))
    }

    /// Ends the innermost open element, keeping its text.
    func endElement() {
        guard let ended = open.popLast() else { return }
        let depth = open.count
        if !openText[depth].isEmpty {
            elements[ended.index].textStart = text.count
            elements[ended.index].textCount = openText[depth].count
            text.append(contentsOf: openText[depth])
        }
        if depth == 0 { rootEnded = true }
    }

    /// Adds text to the innermost open element.
    func appendText(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard !open.isEmpty else { return }
        openText[open.count - 1].append(contentsOf: buffer)
    }

    /// Appends an attribute value as the parser passes it: normalized, with character references
    /// and the predefined entities resolved, except that an ampersand arrives as `&#38;` (libxml2
    /// keeps it escaped for its own tree builder when entities are not substituted).
    private func appendAttributeValue(from start: UnsafePointer<UInt8>?, to end: UnsafePointer<UInt8>?) {
        guard let start, let end, end > start else { return }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard memchr(start, Int32(UInt8(ascii: "&")), bytes.count) != nil else {
            text.append(contentsOf: bytes)
            return
        }
        let escaped: [UInt8] = Array("&#38;".utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + escaped.count <= bytes.count,
                bytes[index..<index + escaped.count].elementsEqual(escaped)
            {
                text.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
    }

    /// The place in `names` of the name libxml2 passes at `pointer` (`-1` for none), added the
    /// first time. The parser passes names from its dictionary, one address per name, so a name
    /// is usually found by its address; its bytes are compared too, so an address reused for
    /// another name is not mistaken for the first.
    func nameIndex(_ pointer: UnsafePointer<UInt8>?) -> Int {
        guard let pointer else { return -1 }
        let length = strlen(pointer)
        if let known = knownNames.find(pointer, length: length) { return known }
        let index = names.count
        names.append(String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self))
        knownNames.insert(pointer, length: length, index: index)
        return index
    }

    static func from(_ ctx: UnsafeMutableRawPointer?) -> (ParseSession, xmlParserCtxtPtr)? {
        guard let ctx else { return nil }
        let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let session = ctxt.pointee._private else { return nil }
        return (Unmanaged<ParseSession>.fromOpaque(session).takeUnretainedValue(), ctxt)
    }
}

/// The names met in one parse, by the address and bytes libxml2 passed them with: an
/// open-addressing table that finds a name again without hashing its bytes.
struct NameTable {
    private struct Slot {
        var address: UInt = 0
        var start = 0
        var length = 0
        var index = -1
    }

    private var slots = [Slot](repeating: Slot(), count: 128)
    /// The bytes of every name inserted, to compare with.
    private var bytes: [UInt8] = []
    private var used = 0

    private static func home(_ address: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// The index inserted for these bytes at this address.
    func find(_ pointer: UnsafePointer<UInt8>, length: Int) -> Int? {
        let address = UInt(bitPattern: pointer)
        let mask = slots.count - 1
        var slot = Self.home(address, mask: mask)
        while slots[slot].index >= 0 {
            let candidate = slots[slot]
            if candidate.address == address, candidate.length == length,
                length == 0
                    || bytes.withUnsafeBufferPointer({ buffer in
                        buffer.baseAddress.map { memcmp($0 + candidate.start, pointer, length) == 0 } ?? false
                    })
            {
                return candidate.index
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records `index` for the name of `length` bytes at `pointer`.
    mutating func insert(_ pointer: UnsafePointer<UInt8>, length: Int, index: Int) {
        if (used + 1) * 2 > slots.count { grow() }
        let start = bytes.count
        bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: length))
        place(Slot(address: UInt(bitPattern: pointer), start: start, length: length, index: index))
        used += 1
    }

    private mutating func place(_ new: Slot) {
        let mask = slots.count - 1
        var slot = Self.home(new.address, mask: mask)
        while slots[slot].index >= 0 { slot = (slot + 1) & mask }
        slots[slot] = new
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.index >= 0 { place(slot) }
    }
}
