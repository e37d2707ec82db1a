import RefreshCore
import RefreshEmbedding
import RefreshFoundation
import RefreshSupport
import Synchronization

/// Numbers label caches (see ``CatalogSet/labelCacheID(locale:isFallback:engine:)``).
private let labelCacheCounter = Atomic<Int>(0)

/// All catalogs, one per locale, with ICU locale matching over them, a fallback (English), and a
/// cache of compiled message formatters. Thread-safe; create one per process and share it.
///
/// ```swift
/// let catalogs = try CatalogSet(directory: localizationsURL)
/// let strings = catalogs.strings(for: LocaleRequest(acceptLanguage: "de-AT,de;q=0.9"))
/// try strings.text(.headerPull).text   // "Zum Aktualisieren ziehen"
/// ```
public final class CatalogSet: Sendable {
    /// The catalogs by locale. The built-in set parses a catalog when it is first needed; reading
    /// this property parses every one (a catalog with a syntax error is left out).
    public var catalogs: [LocaleIdentifier: Catalog] {
        var result = parsed
        for locale in unparsed.keys { if let catalog = catalog(for: locale) { result[locale] = catalog } }
        return result
    }
    /// Catalogs parsed when the set was made (always the fallback's).
    private let parsed: [LocaleIdentifier: Catalog]
    /// Catalogs kept as bytes until first use.
    private let unparsed: [LocaleIdentifier: UnparsedCatalog]
    private let parsedLater = PThreadLock<[LocaleIdentifier: Result<Catalog, LocalizationError>]>([:])
    /// The locale used when nothing matches, and for keys a catalog lacks.
    public let fallback: LocaleIdentifier
    /// The matcher over the catalogs' locales.
    public let matcher: LocaleMatcher

    struct UnparsedCatalog: Sendable {
        /// The catalog's bytes, read (for an embedded catalog, decoded) when it is parsed.
        let bytes: @Sendable () -> [UInt8]
        let file: String
    }

    struct FormatterKey: Hashable, Sendable {
        let locale: LocaleIdentifier
        let key: MessageKey
    }

    private let formatters = BoundedCache<FormatterKey, MessageFormatter>(capacity: 2048)
    private let matches = BoundedCache<LocaleRequest, LocaleMatch>(capacity: 512)
    private let labelCaches = BoundedCache<LabelCacheKey, Int>(capacity: 512)
    private let messageTables = BoundedCache<MessageTableKey, MessageTable>(capacity: 512)

    struct MessageTableKey: Hashable, Sendable {
        let locale: LocaleIdentifier
        let isFallback: Bool
        let numbersLike: LocaleIdentifier?
    }

    /// The shared table of compiled messages and finished texts for a catalog locale (taken once
    /// per ``RefreshStrings``, so the lock here is off the per-call path).
    /// `numbersLike` is the locale whose numbering system the texts' numbers use, when it is not
    /// the catalog's own (see ``RefreshStrings/messageLocale``).
    func messageTable(locale: LocaleIdentifier, isFallback: Bool, numbersLike: LocaleIdentifier? = nil) -> MessageTable
    {
        messageTables.value(for: MessageTableKey(locale: locale, isFallback: isFallback, numbersLike: numbersLike)) {
            MessageTable(locale: locale, isFallback: isFallback, numbersLike: numbersLike)
        }
    }

    /// Finished labels depend on the catalog locale and the date engine.
    struct LabelCacheKey: Hashable, Sendable {
        let locale: LocaleIdentifier
        let isFallback: Bool
        let engine: Int
    }

    /// The number under which threads cache the finished labels of a catalog locale (reached as a
    /// fallback or not: a label says which) and a date engine (see ``ThreadCache``): the same for
    /// every labeler of the pair, and no other pair's in the process. Taken once per labeler.
    func labelCacheID(locale: LocaleIdentifier, isFallback: Bool, engine: LastUpdatedEngine) -> Int {
        labelCaches.value(for: LabelCacheKey(locale: locale, isFallback: isFallback, engine: engine.id)) {
            labelCacheCounter.wrappingAdd(1, ordering: .relaxed).newValue
        }
    }

    /// A set from parsed catalogs.
    ///
    /// - Throws: ``LocalizationError/missingFallbackCatalog(_:)`` without a catalog for `fallback`.
    public convenience init(catalogs: [Catalog], fallback: LocaleIdentifier = .english) throws(LocalizationError) {
        var byLocale: [LocaleIdentifier: Catalog] = [:]
        for catalog in catalogs { byLocale[catalog.locale] = catalog }
        try self.init(parsed: byLocale, unparsed: [:], fallback: fallback)
    }

    private init(
        parsed: [LocaleIdentifier: Catalog],
        unparsed: [LocaleIdentifier: UnparsedCatalog],
        fallback: LocaleIdentifier
    ) throws(LocalizationError) {
        guard parsed[fallback] != nil else { throw .missingFallbackCatalog(fallback.languageTag) }
        self.parsed = parsed
        self.unparsed = unparsed
        self.fallback = fallback
        let available = Set(parsed.keys).union(unparsed.keys).sorted { $0.languageTag < $1.languageTag }
        self.matcher = LocaleMatcher(available: available, fallback: fallback)
    }

    /// The built-in catalogs: only the fallback's is decoded and parsed now; the others when first
    /// used (a syntax error is thrown then, by the call that needs the catalog). Their names are
    /// trusted to be canonical tags (see ``LocaleIdentifier/init(builtInCatalogFile:)``).
    private convenience init(embedded files: EmbeddedFileSet, fallback: LocaleIdentifier = .english)
        throws(LocalizationError)
    {
        var parsed: [LocaleIdentifier: Catalog] = [:]
        var unparsed: [LocaleIdentifier: UnparsedCatalog] = [:]
        for name in files.paths where LocaleIdentifier.isCatalogFile(name) {
            let locale = try LocaleIdentifier(builtInCatalogFile: name)
            let bytes: @Sendable () -> [UInt8] = { files.bytes(at: name) ?? [] }
            if locale == fallback {
                parsed[locale] = try Catalog(locale: locale, bytes: bytes(), file: name)
            } else {
                unparsed[locale] = UnparsedCatalog(bytes: bytes, file: name)
            }
        }
        try self.init(parsed: parsed, unparsed: unparsed, fallback: fallback)
    }

    /// Catalogs from in-memory files: file name (`de.strings`, `zh-Hans.strings`, `pt-BR.strings`)
    /// to bytes. Files not ending in `.strings` are ignored. This is how embedded catalogs load.
    ///
    /// - Throws: ``LocalizationError/malformedLocale(_:reason:)`` for a file name that is not a
    ///   locale, or the catalog's syntax error with file, line and column.
    public convenience init(files: [String: [UInt8]], fallback: LocaleIdentifier = .english) throws(LocalizationError) {
        var catalogs: [Catalog] = []
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            guard LocaleIdentifier.isCatalogFile(name) else { continue }
            let locale = try LocaleIdentifier(catalogFile: name)
            catalogs.append(try Catalog(locale: locale, bytes: bytes, file: name))
        }
        try self.init(catalogs: catalogs, fallback: fallback)
    }

    /// Catalogs from the `*.strings` files of a directory, named by locale.
    ///
    /// - Throws: ``LocalizationError/unreadableCatalog(file:reason:)`` when the directory or a file
    ///   cannot be read, or any error of ``init(files:fallback:)``.
    public convenience init(directory: URL, fallback: LocaleIdentifier = .english) throws(LocalizationError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .unreadableCatalog(file: directory.path, reason: "the directory cannot be listed")
        }
        var files: [String: [UInt8]] = [:]
        for name in names where LocaleIdentifier.isCatalogFile(name) {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .unreadableCatalog(file: url.path, reason: "the file cannot be read")
            }
            files[url.path] = [UInt8](data)
        }
        try self.init(files: files, fallback: fallback)
    }

    private static let builtInResult: Result<CatalogSet, LocalizationError> = {
        // The catalogs of Localizations/, carried inside the binary by the EmbedResources plugin.
        let files: EmbeddedFileSet
        do throws(NotEmbeddedError) {
            files = try EmbeddedFiles.files(of: EmbeddedResources.self, module: "RefreshLocalization")
        } catch {
            // Built without the EmbedResources plugin (a plugin tool): a clear error, not no catalogs.
            return .failure(.unreadableCatalog(file: "builtin:Localizations", reason: error.description))
        }
        // Only English (the fallback) is decoded and parsed now; a program uses one or two catalogs.
        return Result { () throws(LocalizationError) in try CatalogSet(embedded: files) }
    }()

    /// The catalogs shipped with RefreshKit (the package's `Localizations/` folder), carried
    /// inside the binary: no file is read at run time, so this works from any folder and in a
    /// program copied elsewhere.
    ///
    /// - Throws: ``LocalizationError/unreadableCatalog(file:reason:)`` in a build without the
    ///   embedded data (a SwiftPM plugin tool), saying so.
    public static var builtIn: CatalogSet {
        get throws(LocalizationError) { try builtInResult.get() }
    }

    /// The locales that have a catalog, sorted by tag.
    public var locales: [LocaleIdentifier] { matcher.available }

    /// The catalog for exactly `locale`, if any.
    public func catalog(for locale: LocaleIdentifier) -> Catalog? { try? parsedCatalog(for: locale) }

    /// The catalog for exactly `locale`, parsing it on first use; throws its syntax error.
    func parsedCatalog(for locale: LocaleIdentifier) throws(LocalizationError) -> Catalog? {
        if let catalog = parsed[locale] { return catalog }
        guard let source = unparsed[locale] else { return nil }
        let result = parsedLater.withLock { cache in
            if let known = cache[locale] { return known }
            let result = Result { () throws(LocalizationError) in
                try Catalog(locale: locale, bytes: source.bytes(), file: source.file)
            }
            cache[locale] = result
            return result
        }
        return try result.get()
    }

    /// The best catalog locale for `request` (cached per request).
    public func match(_ request: LocaleRequest) -> LocaleMatch {
        matches.value(for: request) { matcher.match(request) }
    }

    /// The strings for `request`: one catalog for every text, so no sentence mixes languages.
    public func strings(for request: LocaleRequest) -> RefreshStrings {
        RefreshStrings(catalogs: self, match: match(request))
    }

    /// The strings for one locale.
    public func strings(for locale: LocaleIdentifier) -> RefreshStrings {
        strings(for: LocaleRequest([locale]))
    }

    /// A compiled formatter for `key` in the catalog of `locale`, falling back to the fallback
    /// catalog when that catalog lacks the key. Returns the locale actually used.
    ///
    /// `numbersLike`, when given, is `locale` with another numbering system (see
    /// ``RefreshStrings/messageLocale``): the catalog's pattern is compiled for it.
    func formatter(
        for key: MessageKey,
        in locale: LocaleIdentifier,
        numbersLike formattingLocale: LocaleIdentifier? = nil
    ) throws(LocalizationError) -> (MessageFormatter, LocaleIdentifier) {
        var chosen = locale
        var formatting = formattingLocale ?? locale
        var pattern = try parsedCatalog(for: locale)?[key.rawValue]
        if pattern == nil {
            pattern = parsed[fallback]?[key.rawValue]
            guard pattern != nil else { throw .unknownKey(key.rawValue, locale: locale.languageTag) }
            chosen = fallback
            formatting = fallback
        }
        let formatter = try formatters.value(for: FormatterKey(locale: formatting, key: key)) {
            () throws(LocalizationError) in
            guard let pattern else { throw .unknownKey(key.rawValue, locale: locale.languageTag) }
            return try MessageFormatter(pattern: pattern, locale: formatting)
        }
        return (formatter, chosen)
    }
}
