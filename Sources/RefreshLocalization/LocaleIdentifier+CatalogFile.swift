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

    /// The locale of a built-in catalog from its name, without asking ICU (59 names cost a
    /// program's start about 2 M instructions through ICU): built-in catalogs are named by
    /// canonical BCP 47 tags (`de`, `pt-BR`, `zh-Hant`, `es-419`), whose ICU id is the tag with `_`
    /// for `-`. A name that is not only ASCII letters, digits and `-` goes through
    /// ``init(catalogFile:)``; a test checks every built-in name against it.
    init(builtInCatalogFile path: String) throws(LocalizationError) {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let tag = fileName.dropLast(Self.catalogFileExtension.count + 1)
        let isPlain = tag.allSatisfy { $0 == "-" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard Self.isCatalogFile(fileName), !tag.isEmpty, isPlain
        else {
            try self.init(catalogFile: path)
            return
        }
        self.init(trusted: String(tag.map { $0 == "-" ? "_" : $0 }), tag: String(tag))
    }
}
