/// An attribute of an element, with where it was written.
public struct XMLTreeAttribute: Sendable, Hashable {
    /// The attribute's local name.
    public let name: String
    /// The namespace URI, or `nil` for an attribute without a prefix.
    public let namespaceURI: String?
    /// The attribute's value after XML normalization (character references resolved).
    public let value: String
    /// Where it was written (found in the document when asked for, for a parsed attribute).
    private let place: XMLPlace

    /// The 1-based line and column of the attribute's name.
    public var location: (line: Int, column: Int) { place.location(name: name) }

    /// The 1-based line of the attribute's name.
    public var line: Int { location.line }

    /// The 1-based column of the attribute's name.
    public var column: Int { location.column }

    /// Creates an attribute.
    public init(name: String, namespaceURI: String? = nil, value: String, line: Int, column: Int) {
        self.init(name: name, namespaceURI: namespaceURI, value: value, place: .known(line: line, column: column))
    }

    /// An attribute of a parsed document, located when asked.
    init(name: String, namespaceURI: String?, value: String, place: XMLPlace) {
        self.name = name
        self.namespaceURI = namespaceURI
        self.value = value
        self.place = place
    }

    /// Whether two attributes have the same name, namespace, value and place.
    public static func == (lhs: XMLTreeAttribute, rhs: XMLTreeAttribute) -> Bool {
        lhs.name == rhs.name && lhs.namespaceURI == rhs.namespaceURI && lhs.value == rhs.value
            && lhs.location == rhs.location
    }

    /// Hashes every part that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(namespaceURI)
        hasher.combine(value)
        hasher.combine(location.line)
        hasher.combine(location.column)
    }
}
