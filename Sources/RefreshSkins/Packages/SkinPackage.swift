import RefreshFoundation
import RefreshLocalization

/// The skins, arrow images and catalogs that one module carries inside the program: what the
/// RefreshKit skins build plugin embeds from a target's `Skins` folder.
///
/// The plugin generates an `EmbeddedSkins` enum in the module with a `package` of this type and a
/// ready `registry`. A program that uses several theme packages joins them:
///
/// ```swift
/// import RefreshSkins
/// import SunsetTheme
///
/// let registry = SkinRegistry.standard(packages: [SunsetTheme.EmbeddedSkins.package])
/// let sunset = registry.skin(id: "sunset")
/// ```
public struct SkinPackage: Sendable {
    /// The module the files come from; diagnostics show paths as `Module:path`.
    public let name: String
    /// The files by path relative to the `Skins` folder: descriptors (`.xml`), images (`.png`)
    /// and catalogs (`.strings`, named by locale).
    public let files: MemorySkinFiles

    /// A package from files by relative path.
    public init(name: String, files: [String: [UInt8]]) {
        self.name = name
        self.files = MemorySkinFiles(files: files, displayPrefix: name + ":")
    }

    /// A package from base64-encoded files by relative path, as the build plugin generates them
    /// (string literals compile much faster than array literals). A value that is not base64 is
    /// left out.
    public init(name: String, base64Files: [String: String]) {
        var files: [String: [UInt8]] = [:]
        for (path, text) in base64Files {
            if let data = Data(base64Encoded: text) { files[path] = [UInt8](data) }
        }
        self.init(name: name, files: files)
    }

    /// The descriptor paths, sorted.
    public var descriptorPaths: [String] {
        files.paths.filter { $0.hasSuffix(".xml") }
    }

    /// The catalog files (`.strings`), by relative path.
    public var catalogFiles: [String: [UInt8]] {
        files.files.filter { LocaleIdentifier.isCatalogFile($0.key) }
    }

    /// `base` with this package's catalogs laid over it, key by key: a package's `de.strings`
    /// changes only the keys it gives, and a locale `base` lacks is added (falling back to
    /// `base`'s fallback for missing keys).
    ///
    /// - Throws: the first catalog's error (a file name that is not a locale, or a syntax error
    ///   with its position); the build plugin reports these at build time.
    public func catalogs(over base: CatalogSet) throws(LocalizationError) -> CatalogSet {
        var merged = base.catalogs
        for (path, bytes) in catalogFiles.sorted(by: { $0.key < $1.key }) {
            let locale = try LocaleIdentifier(catalogFile: path)
            let catalog = try Catalog(locale: locale, bytes: bytes, file: files.displayPath(of: path))
            let entries = (merged[locale]?.entries ?? [:]).merging(catalog.entries) { _, new in new }
            merged[locale] = Catalog(locale: locale, entries: entries)
        }
        return try CatalogSet(catalogs: Array(merged.values), fallback: base.fallback)
    }

    /// RefreshKit's built-in catalogs with this package's laid over them.
    public func catalogs() throws(LocalizationError) -> CatalogSet {
        try catalogs(over: try CatalogSet.builtIn)
    }
}
