import RefreshCore

/// A resolved skin: every `extends` applied, every default filled in, assets decoded.
///
/// It conforms to `RefreshSkin`, so an engine and a host can use it directly.
public struct SkinDescriptor: Sendable, Hashable {
    /// The unique, lowercase id, such as `blue`.
    public var id: String
    /// The name to show people.
    public var name: String
    /// A sentence about the skin, if the descriptor has one.
    public var summary: String?
    /// The id of the skin this one extends, if any.
    public var extends: String?
    /// The header; a skin that declares only a footer uses it for the header too.
    public var header: SkinPart
    /// The footer; a skin that declares only a header uses it for the footer too.
    public var footer: SkinPart
    /// Where the descriptor came from.
    public var source: SkinSource

    /// Creates a descriptor.
    public init(
        id: String,
        name: String,
        summary: String? = nil,
        extends: String? = nil,
        header: SkinPart,
        footer: SkinPart,
        source: SkinSource
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.extends = extends
        self.header = header
        self.footer = footer
        self.source = source
    }

    /// The header or the footer.
    public func part(_ edge: RefreshEdge) -> SkinPart {
        edge == .header ? header : footer
    }
}
