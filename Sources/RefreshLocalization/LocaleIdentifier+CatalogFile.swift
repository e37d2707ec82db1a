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
        // Bytes, not characters: 59 names through String's character views cost about 1 M instructions.
        let bytes = Array(path.utf8)
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        let end = bytes.count - Self.catalogFileExtension.utf8.count - 1
        guard Self.isCatalogFile(path), start < end,
            bytes[start..<end].allSatisfy({ $0 == UInt8(ascii: "-") || Self.isASCIILetterOrDigit($0) })
        else {
            try self.init(catalogFile: path)
            return
        }
        let tag = bytes[start..<end]
        self.init(
            trusted: String(decoding: tag.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self),
            tag: String(decoding: tag, as: UTF8.self)
        )
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
