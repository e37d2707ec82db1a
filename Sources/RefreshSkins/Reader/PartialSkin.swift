/// A skin as written in one descriptor, before `extends` is resolved.
///
/// The registry keeps, looks up and passes skins along many times while it resolves them; the
/// two parts, the large values, are kept in one shared box, so that a copy of a skin copies one
/// reference to them.
struct PartialSkin: Sendable, Hashable {
    var id: String
    var name: String
    var summary: String?
    var extends: String?
    var extendsLine = 0
    var extendsColumn = 0
    var line = 0
    var column = 0
    /// The `<header>` as written, if there is one.
    var header: PartialPart? {
        get { parts.header }
        set { parts = Parts(header: newValue, footer: parts.footer) }
    }
    /// The `<footer>` as written, if there is one.
    var footer: PartialPart? {
        get { parts.footer }
        set { parts = Parts(header: parts.header, footer: newValue) }
    }
    /// The path used in diagnostics.
    var path: String
    var source: SkinSource
    private var parts = Parts(header: nil, footer: nil)

    init(id: String, name: String, path: String, source: SkinSource) {
        self.id = id
        self.name = name
        self.path = path
        self.source = source
    }

    /// The parts, never changed once made (a change makes a new box).
    private final class Parts: Sendable, Hashable {
        let header: PartialPart?
        let footer: PartialPart?

        init(header: PartialPart?, footer: PartialPart?) {
            self.header = header
            self.footer = footer
        }

        static func == (lhs: Parts, rhs: Parts) -> Bool {
            lhs === rhs || (lhs.header == rhs.header && lhs.footer == rhs.footer)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(header)
            hasher.combine(footer)
        }
    }
}
