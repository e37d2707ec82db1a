#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds an ``XMLParsedDocument`` from a parser's events: elements as they start and end,
/// their attributes, and their text.
struct XMLDocumentBuilder {
    /// Every distinct name, namespace URI and prefix met, once.
    var names: [String] = []
    var elements: [XMLParsedDocument.ElementEntry] = []
    var attributes: [XMLParsedDocument.AttributeEntry] = []
    /// Attribute values and element text, one after another.
    var text: [UInt8] = []
    /// Names already in `names`, by the address the parser gives them at (see ``nameIndex(_:)``).
    var knownNames = NameTable()

    /// An element started and not yet ended, with its last child and its text so far.
    struct OpenElement {
        var index: Int
        var lastChild = -1
        var text: [UInt8] = []
    }

    /// The elements started and not yet ended, outermost first (their count is the depth).
    var open: [OpenElement] = []
    /// Whether the document's element has ended.
    var rootEnded = false

    /// The document read, once its element has ended.
    func document(source: SourceIndex) -> XMLParsedDocument? {
        guard rootEnded, !elements.isEmpty else { return nil }
        return XMLParsedDocument(source: source, names: names, elements: elements, attributes: attributes, text: text)
    }

    /// Adds an element that starts, with its attributes (five pointers each: local name, prefix,
    /// URI, value start, value end), to the document.
    mutating func startElement(
        localname: UnsafePointer<UInt8>?,
        uri: UnsafePointer<UInt8>?,
        attributes written: UnsafePointer<UnsafePointer<UInt8>?>?,
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
        open.append(OpenElement(index: index))
    }

    /// Ends the innermost open element, keeping its text.
    mutating func endElement() {
        guard let ended = open.popLast() else { return }
        if !ended.text.isEmpty {
            elements[ended.index].textStart = text.count
            elements[ended.index].textCount = ended.text.count
            text.append(contentsOf: ended.text)
        }
        if open.isEmpty { rootEnded = true }
    }

    /// Adds text to the innermost open element.
    mutating func appendText(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard !open.isEmpty else { return }
        open[open.count - 1].text.append(contentsOf: buffer)
    }

    /// Appends an attribute value as the parser passes it: normalized, with character references
    /// and the predefined entities resolved, except that an ampersand arrives as `&#38;` (libxml2
    /// keeps it escaped for its own tree builder when entities are not substituted).
    mutating private func appendAttributeValue(from start: UnsafePointer<UInt8>?, to end: UnsafePointer<UInt8>?) {
        Self.appendAttributeValue(from: start, to: end, to: &text)
    }

    /// Appends to `output` an attribute value as libxml2's SAX2 start-element callback passes it
    /// (see ``appendAttributeValue(from:to:)``), with `&#38;` turned back into `&`.
    static func appendAttributeValue(
        from start: UnsafePointer<UInt8>?,
        to end: UnsafePointer<UInt8>?,
        to output: inout [UInt8]
    ) {
        guard let start, let end, end > start else { return }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard memchr(start, Int32(UInt8(ascii: "&")), bytes.count) != nil else {
            output.append(contentsOf: bytes)
            return
        }
        let escaped: [UInt8] = Array("&#38;".utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + escaped.count <= bytes.count,
                bytes[index..<index + escaped.count].elementsEqual(escaped)
            {
                output.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
    }

    /// The place in `names` of the name libxml2 passes at `pointer` (`-1` for none), added the
    /// first time. The parser passes names from its dictionary, one address per name, so a name
    /// is usually found by its address; its bytes are compared too, so an address reused for
    /// another name is not mistaken for the first.
    mutating func nameIndex(_ pointer: UnsafePointer<UInt8>?) -> Int {
        guard let pointer else { return -1 }
        let length = strlen(pointer)
        if let known = knownNames.find(pointer, length: length) { return known }
        let index = names.count
        names.append(String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self))
        knownNames.insert(pointer, length: length, index: index)
        return index
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
