/// An attribute of an element, with where it was written.
public struct XMLTreeAttribute: Sendable, Hashable {
    /// The attribute's local name.
    public var name: String
    /// The namespace URI, or `nil` for an attribute without a prefix.
    public var namespaceURI: String?
    /// The attribute's value after XML normalization (character references resolved).
    public var value: String
    /// The 1-based line of the attribute's name.
    public var line: Int
    /// The 1-based column of the attribute's name.
    public var column: Int

    /// Creates an attribute.
    public init(name: String, namespaceURI: String? = nil, value: String, line: Int, column: Int) {
        self.name = name
        self.namespaceURI = namespaceURI
        self.value = value
        self.line = line
        self.column = column
    }
}
