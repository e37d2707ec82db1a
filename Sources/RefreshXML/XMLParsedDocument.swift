/// A parsed document kept flat: its elements and attributes as entries of two arrays, their names
/// in one table (each distinct name once), and attribute values and text as ranges of one byte
/// buffer. Reading it costs no object, no reference count and no string per element, which is
/// what a loader that reads a document once and drops it needs.
///
/// ``Element`` and ``Attribute`` are views of one entry. ``tree()`` builds the same document as
/// ``XMLTreeElement`` values, for callers that keep or change it.
public final class XMLParsedDocument: Sendable {
    @usableFromInline
    struct ElementEntry: Sendable {
        /// Its local name and namespace URI in ``names`` (`-1`: in no namespace).
        @usableFromInline var name: Int
        @usableFromInline var namespace: Int
        /// The offset of its start tag's `<`.
        @usableFromInline var tagStart: Int
        /// Its attributes: `attributes[firstAttribute..<firstAttribute + attributeCount]`.
        @usableFromInline var firstAttribute: Int
        @usableFromInline var attributeCount: Int
        /// Its first child and its next sibling in ``elements`` (`-1`: none).
        @usableFromInline var firstChild = -1
        @usableFromInline var nextSibling = -1
        /// Its text (joined, not trimmed): `text[textStart..<textStart + textCount]`.
        @usableFromInline var textStart = 0
        @usableFromInline var textCount = 0
    }

    @usableFromInline
    struct AttributeEntry: Sendable {
        /// Its local name, namespace URI and prefix in ``names`` (`-1`: none).
        @usableFromInline var name: Int
        @usableFromInline var namespace: Int
        @usableFromInline var prefix: Int
        /// The offset of its element's start tag, where it is looked for when its place is asked.
        @usableFromInline var tagStart: Int
        /// Its value (normalized, references resolved): `text[valueStart..<valueStart + valueCount]`.
        @usableFromInline var valueStart: Int
        @usableFromInline var valueCount: Int
    }

    let source: SourceIndex
    /// Every distinct name, namespace URI and prefix, once.
    @usableFromInline let names: [String]
    /// The elements in document order; the first is the root.
    @usableFromInline let elements: [ElementEntry]
    @usableFromInline let attributes: [AttributeEntry]
    /// Attribute values and element text, one after another.
    @usableFromInline let text: [UInt8]

    init(
        source: SourceIndex,
        names: [String],
        elements: [ElementEntry],
        attributes: [AttributeEntry],
        text: [UInt8]
    ) {
        self.source = source
        self.names = names
        self.elements = elements
        self.attributes = attributes
        self.text = text
    }

    /// The document's element (a parsed document has one).
    @inlinable
    public var root: Element { Element(document: self, index: 0) }

    /// The document as ``XMLTreeElement`` values, built anew on each call.
    public func tree() -> XMLTreeElement {
        tree(of: 0)
    }

    private func tree(of index: Int) -> XMLTreeElement {
        let element = Element(document: self, index: index)
        return XMLTreeElement(
            name: element.name,
            namespaceURI: element.namespaceURI,
            attributes: element.attributes.map { (attribute: Attribute) -> XMLTreeAttribute in
                XMLTreeAttribute(
                    name: attribute.name,
                    namespaceURI: attribute.namespaceURI,
                    value: attribute.value,
                    place: attribute.place
                )
            },
            children: element.children.map { tree(of: $0.index) },
            text: element.text,
            place: element.place
        )
    }

    @inlinable
    func name(_ index: Int) -> String? {
        index < 0 ? nil : names[index]
    }

    @inlinable
    func string(start: Int, count: Int) -> String {
        text.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + count]), as: UTF8.self)
        }
    }
}

extension XMLParsedDocument {
    /// An element of a parsed document.
    public struct Element {
        /// The document the element is part of.
        public let document: XMLParsedDocument
        @usableFromInline let index: Int

        @inlinable
        init(document: XMLParsedDocument, index: Int) {
            self.document = document
            self.index = index
        }

        @inlinable var entry: ElementEntry { document.elements[index] }

        /// The element's local name.
        @inlinable
        public var name: String { document.names[entry.name] }

        /// The namespace URI, or `nil` for an element in no namespace.
        @inlinable
        public var namespaceURI: String? { document.name(entry.namespace) }

        /// Whether the element is in no namespace.
        @inlinable
        public var hasNoNamespace: Bool { entry.namespace < 0 }

        /// The attributes in document order.
        @inlinable
        public var attributes: Attributes {
            let entry = entry
            return Attributes(document: document, start: entry.firstAttribute, count: entry.attributeCount)
        }

        /// The child elements in document order.
        @inlinable
        public var children: Children { Children(document: document, first: entry.firstChild) }

        /// The text and CDATA directly inside this element, joined, not trimmed.
        @inlinable
        public var text: String {
            let entry = entry
            return document.string(start: entry.textStart, count: entry.textCount)
        }

        /// Whether the element's text is empty or XML whitespace only.
        @inlinable
        public var textIsBlank: Bool {
            let entry = entry
            return document.text.withUnsafeBufferPointer { buffer in
                UnsafeBufferPointer(rebasing: buffer[entry.textStart..<entry.textStart + entry.textCount])
                    .allSatisfy(\.isXMLSpace)
            }
        }

        /// Where the element was written, found when asked.
        var place: XMLPlace { .startTag(entry.tagStart, document.source) }

        /// The 1-based line and column of the element's start tag (`<`).
        public var location: (line: Int, column: Int) { place.location(name: name) }

        /// The 1-based line of the element's start tag (`<`).
        public var line: Int { location.line }

        /// The 1-based column of the element's start tag (`<`).
        public var column: Int { location.column }

        /// The attribute with this (unprefixed) name, if present.
        @inlinable
        public func attribute(_ name: String) -> Attribute? {
            attributes.first { $0.name == name && $0.hasNoNamespace }
        }

        /// The value of the attribute with this (unprefixed) name, if present.
        @inlinable
        public subscript(attribute name: String) -> String? {
            attribute(name)?.value
        }

        /// The child elements with this name, in document order.
        @inlinable
        public func children(named name: String) -> [Element] {
            children.filter { $0.name == name }
        }

        /// The first child element with this name.
        @inlinable
        public func firstChild(named name: String) -> Element? {
            children.first { $0.name == name }
        }
    }

    /// An attribute of a parsed document's element.
    public struct Attribute {
        /// The document the attribute is part of.
        public let document: XMLParsedDocument
        @usableFromInline let index: Int

        @inlinable
        init(document: XMLParsedDocument, index: Int) {
            self.document = document
            self.index = index
        }

        @inlinable var entry: AttributeEntry { document.attributes[index] }

        /// The attribute's local name.
        @inlinable
        public var name: String { document.names[entry.name] }

        /// The namespace URI, or `nil` for an attribute without a prefix.
        @inlinable
        public var namespaceURI: String? { document.name(entry.namespace) }

        /// Whether the attribute is in no namespace.
        @inlinable
        public var hasNoNamespace: Bool { entry.namespace < 0 }

        /// The attribute's value after XML normalization (character references resolved).
        @inlinable
        public var value: String {
            let entry = entry
            return document.string(start: entry.valueStart, count: entry.valueCount)
        }

        /// Where the attribute was written, found when asked.
        var place: XMLPlace {
            let entry = entry
            return .attribute(tagStart: entry.tagStart, prefix: document.name(entry.prefix), document.source)
        }

        /// The 1-based line and column of the attribute's name.
        public var location: (line: Int, column: Int) { place.location(name: name) }

        /// The 1-based line of the attribute's name.
        public var line: Int { location.line }

        /// The 1-based column of the attribute's name.
        public var column: Int { location.column }
    }

    /// An element's attributes.
    public struct Attributes: RandomAccessCollection {
        @usableFromInline let document: XMLParsedDocument
        @usableFromInline let start: Int
        /// The number of attributes.
        public let count: Int

        @inlinable
        init(document: XMLParsedDocument, start: Int, count: Int) {
            self.document = document
            self.start = start
            self.count = count
        }

        /// The first attribute's position, 0.
        @inlinable
        public var startIndex: Int { 0 }
        /// The position after the last attribute, ``count``.
        @inlinable
        public var endIndex: Int { count }

        /// The attribute at `position` (from 0 to ``count`` − 1).
        @inlinable
        public subscript(position: Int) -> Attribute {
            precondition(position >= 0 && position < count, "attribute index out of range")
            return Attribute(document: document, index: start + position)
        }
    }

    /// An element's children, in document order.
    public struct Children: Sequence {
        @usableFromInline let document: XMLParsedDocument
        @usableFromInline let first: Int

        @inlinable
        init(document: XMLParsedDocument, first: Int) {
            self.document = document
            self.first = first
        }

        /// A child is an element of the document.
        public typealias Element = XMLParsedDocument.Element

        /// Goes from a child to its next sibling.
        public struct Iterator: IteratorProtocol {
            @usableFromInline let document: XMLParsedDocument
            @usableFromInline var upcoming: Int

            @inlinable
            init(document: XMLParsedDocument, upcoming: Int) {
                self.document = document
                self.upcoming = upcoming
            }

            /// The next child, or `nil` after the last.
            @inlinable
            public mutating func next() -> XMLParsedDocument.Element? {
                guard upcoming >= 0 else { return nil }
                defer { upcoming = document.elements[upcoming].nextSibling }
                return XMLParsedDocument.Element(document: document, index: upcoming)
            }
        }

        /// An iterator from the first child.
        @inlinable
        public func makeIterator() -> Iterator { Iterator(document: document, upcoming: first) }
    }
}

extension UInt8 {
    /// Whether the byte is XML white space (the `S` production: space, tab, line feed, carriage
    /// return); a document holds no other control character that could count as blank.
    @inlinable
    var isXMLSpace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }
}
