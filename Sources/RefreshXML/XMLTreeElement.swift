/// An element of a parsed document: a small, immutable, `Sendable` tree with source locations.
///
/// Comments and processing instructions are dropped; text and CDATA directly inside the element
/// are joined into ``text``.
///
/// An element is an immutable value. Its parts live in one shared storage object, so passing an
/// element or walking a tree copies a reference rather than every part.
public struct XMLTreeElement: Sendable, Hashable {
    /// The parts of an element.
    private struct Parts {
        let name: String
        let namespaceURI: String?
        let attributes: [XMLTreeAttribute]
        let children: [XMLTreeElement]
        let text: String
        let place: XMLPlace
    }

    /// The parts, shared between copies.
    private final class Storage: Sendable {
        let parts: Parts

        init(_ parts: Parts) {
            self.parts = parts
        }
    }

    private let storage: Storage

    /// The element's local name.
    public var name: String { storage.parts.name }

    /// The namespace URI, or `nil` for an element in no namespace.
    public var namespaceURI: String? { storage.parts.namespaceURI }

    /// The attributes in document order.
    public var attributes: [XMLTreeAttribute] { storage.parts.attributes }

    /// The child elements in document order.
    public var children: [XMLTreeElement] { storage.parts.children }

    /// The text and CDATA directly inside this element, joined, not trimmed.
    public var text: String { storage.parts.text }

    /// Whether ``text`` is empty or XML white space only.
    public var textIsBlank: Bool { storage.parts.text.utf8.allSatisfy(\.isXMLSpace) }

    /// The 1-based line and column of the element's start tag (`<`).
    public var location: (line: Int, column: Int) { storage.parts.place.location(name: storage.parts.name) }

    /// The 1-based line of the element's start tag (`<`).
    public var line: Int { location.line }

    /// The 1-based column of the element's start tag (`<`).
    public var column: Int { location.column }

    /// Creates an element.
    public init(
        name: String,
        namespaceURI: String? = nil,
        attributes: [XMLTreeAttribute] = [],
        children: [XMLTreeElement] = [],
        text: String = "",
        line: Int,
        column: Int
    ) {
        self.init(
            name: name,
            namespaceURI: namespaceURI,
            attributes: attributes,
            children: children,
            text: text,
            place: .known(line: line, column: column)
        )
    }

    /// An element of a parsed document, located when asked.
    init(
        name: String,
        namespaceURI: String?,
        attributes: [XMLTreeAttribute] = [],
        children: [XMLTreeElement] = [],
        text: String = "",
        place: XMLPlace
    ) {
        storage = Storage(
            Parts(
                name: name,
                namespaceURI: namespaceURI,
                attributes: attributes,
                children: children,
                text: text,
                place: place
            )
        )
    }

    /// Whether two elements have the same name, namespace, attributes, children, text and place.
    public static func == (lhs: XMLTreeElement, rhs: XMLTreeElement) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.name == rhs.name && lhs.namespaceURI == rhs.namespaceURI && lhs.line == rhs.line
            && lhs.column == rhs.column && lhs.text == rhs.text && lhs.attributes == rhs.attributes
            && lhs.children == rhs.children
    }

    /// Hashes every part that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(namespaceURI)
        hasher.combine(attributes)
        hasher.combine(children)
        hasher.combine(text)
        hasher.combine(location.line)
        hasher.combine(location.column)
    }

    /// The attribute with this (unprefixed) name, if present.
    public func attribute(_ name: String) -> XMLTreeAttribute? {
        storage.parts.attributes.first { $0.name == name && $0.namespaceURI == nil }
    }

    /// The value of the attribute with this (unprefixed) name, if present.
    public subscript(attribute name: String) -> String? {
        attribute(name)?.value
    }

    /// The child elements with this name, in document order.
    public func children(named name: String) -> [XMLTreeElement] {
        storage.parts.children.filter { $0.name == name }
    }

    /// The first child element with this name.
    public func firstChild(named name: String) -> XMLTreeElement? {
        storage.parts.children.first { $0.name == name }
    }
}
