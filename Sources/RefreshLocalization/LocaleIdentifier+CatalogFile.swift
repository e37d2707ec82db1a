extension LocaleIdentifier {
    /// The ending of a catalog file, whose name is its locale: `de.strings`, `pt-BR.strings`.
    public static let catalogFileExtension = "strings"

    /// Whether `path` (a file name or a path) names a catalog: it ends in `.strings`.
    public static func isCatalogFile(_ path: String) -> Bool {
        path.hasSuffix("." + catalogFileExtension)
    }

    /// The locale a catalog file stands for, from its name: `de-AT.strings`,
    /// `Localizations/de-AT.strings` or `/a/b/de_AT.strings` give `de-AT`. The one place a file
    /// name becomes a locale (catalog sets, skin packages and the skins tool use it).
    ///
    /// - Throws: ``LocalizationError/malformedLocale(_:reason:)`` when the name (without
    ///   `.strings`) is not a locale, or the file is not a catalog.
    public init(catalogFile path: String) throws(LocalizationError) {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        guard Self.isCatalogFile(fileName) else {
            throw .malformedLocale(fileName, reason: "a catalog's name ends in .\(Self.catalogFileExtension)")
        }
        try self.init(String(fileName.dropLast(Self.catalogFileExtension.count + 1)))
    }
}
