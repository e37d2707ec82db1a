/// An element of a parsed document: a small, immutable, `Sendable` tree with source locations.
///
/// Comments and processing instructions are dropped; text and CDATA directly inside the element
/// are joined into ``text``.
public struct XMLTreeElement: Sendable, Hashable {
    /// The element's local name.
    public var name: String
    /// The namespace URI, or `nil` for an element in no namespace.
    public var namespaceURI: String?
    /// The attributes in document order.
    public var attributes: [XMLTreeAttribute]
    /// The child elements in document order.
    public var children: [XMLTreeElement]
    /// The text and CDATA directly inside this element, joined, not trimmed.
    public var text: String
    /// The 1-based line of the element's start tag (`<`).
    public var line: Int
    /// The 1-based column of the element's start tag (`<`).
    public var column: Int

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
        self.name = name
        self.namespaceURI = namespaceURI
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The attribute with this (unprefixed) name, if present.
    public func attribute(_ name: String) -> XMLTreeAttribute? {
        attributes.first { $0.name == name && $0.namespaceURI == nil }
    }

    /// The value of the attribute with this (unprefixed) name, if present.
    public subscript(attribute name: String) -> String? {
        attribute(name)?.value
    }

    /// The child elements with this name, in document order.
    public func children(named name: String) -> [XMLTreeElement] {
        children.filter { $0.name == name }
    }

    /// The first child element with this name.
    public func firstChild(named name: String) -> XMLTreeElement? {
        children.first { $0.name == name }
    }
}
