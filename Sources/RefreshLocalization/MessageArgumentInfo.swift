/// One argument of a MessageFormat pattern, as ICU's `MessagePattern` parses it.
public struct MessageArgumentInfo: Sendable, Hashable, CustomStringConvertible {
    /// How the argument is used.
    public enum Kind: Int, Sendable, Hashable {
        /// `{name}`
        case none = 0
        /// `{name, number}`, `{name, date, short}` ...
        case simple = 1
        /// `{name, choice, ...}` (legacy)
        case choice = 2
        /// `{name, plural, ...}`
        case plural = 3
        /// `{name, select, ...}`
        case select = 4
        /// `{name, selectordinal, ...}`
        case selectOrdinal = 5
    }

    /// The argument name (or number, for numbered arguments).
    public let name: String
    /// How the argument is used.
    public let kind: Kind
    /// The type word of a simple argument, such as `number`; empty otherwise.
    public let typeName: String
    /// The keys of a plural or select argument, e.g. `["=0", "one", "other"]`.
    public let selectors: [String]

    /// Creates a description.
    public init(name: String, kind: Kind, typeName: String = "", selectors: [String] = []) {
        self.name = name
        self.kind = kind
        self.typeName = typeName
        self.selectors = selectors
    }

    /// Whether the argument needs a number (plural, selectordinal, choice or `number`).
    public var isNumeric: Bool {
        kind == .plural || kind == .selectOrdinal || kind == .choice || (kind == .simple && typeName == "number")
    }

    /// `name: kind`, e.g. `count: plural`.
    public var description: String { "\(name): \(kind)\(typeName.isEmpty ? "" : " \(typeName)")" }
}
