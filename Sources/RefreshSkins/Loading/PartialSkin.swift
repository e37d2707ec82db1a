/// A skin as written in one descriptor, before `extends` is resolved.
struct PartialSkin: Sendable, Hashable {
    var id: String
    var name: String
    var summary: String?
    var extends: String?
    var extendsLine = 0
    var extendsColumn = 0
    var line = 0
    var column = 0
    var header: PartialPart?
    var footer: PartialPart?
    /// The path used in diagnostics.
    var path: String
    var source: SkinSource
}
