#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Makes full "Last updated: …" labels in one language, style and time zone. Cheap to call for
/// thousands of rows, from any number of threads at once: a finished label is cached by what its
/// date phrase depends on (the bucket, such as "5 minutes ago", or the local day of an old date),
/// so a repeated row costs some arithmetic and one lock-free read. Labelers of the same catalog
/// locale and formatter share their cache. `Sendable`: share one across tasks and threads.
///
/// For a list, `labels(for:relativeTo:into:)` labels every row against one
/// "now" into a buffer you reuse from request to request. For a service that answers in each
/// client's language, ``LabelerCache`` negotiates `Accept-Language` and keeps one labeler per
/// negotiated locale.
///
/// ```swift
/// let labeler = try CatalogSet.builtIn.strings(for: LocaleIdentifier("de")).lastUpdatedLabeler()
/// try labeler.string(for: fiveMinutesAgo, relativeTo: now)  // "Zuletzt aktualisiert: vor 5 Minuten"
/// ```
public struct LastUpdatedLabeler: Sendable {
    /// Everything a labeler holds, behind one reference.
    final class Core: Sendable {
        let strings: RefreshStrings
        let dateFormatter: LastUpdatedFormatter
        let table: LabelTable

        init(strings: RefreshStrings, dateFormatter: LastUpdatedFormatter, table: LabelTable) {
            self.strings = strings
            self.dateFormatter = dateFormatter
            self.table = table
        }
    }

    /// Labelers of the built-in catalogs with the same match and date engine are interchangeable:
    /// the process keeps their cores (up to ``coreKeeper``'s limit), so that copying a labeler,
    /// which a caller does when it takes one out of an array for each row, writes no shared
    /// reference count (see ``KeptReference``).
    struct CoreKey: Hashable, Sendable {
        let match: LocaleMatch
        let engine: Int
    }

    /// The kept cores: a few per language a process serves; past the limit, cores are owned by
    /// their labelers as usual.
    static let coreKeeper = ProcessKeeper<CoreKey, Core>(limit: 256)

    let core: KeptReference<Core>

    /// The strings (language) the labels use.
    public var strings: RefreshStrings { core.object.strings }
    /// The formatter of the bare date phrase.
    public var dateFormatter: LastUpdatedFormatter { core.object.dateFormatter }
    /// The finished labels shared by every labeler of this catalog locale and date engine.
    var table: LabelTable { core.object.table }

    /// Creates a labeler from strings and a date formatter of the same language.
    public init(strings: RefreshStrings, dateFormatter: LastUpdatedFormatter) {
        let make = { () -> Core in
            let table = strings.catalogs.labelTable(
                locale: strings.locale,
                isFallback: strings.isFallback,
                engine: dateFormatter.engine
            )
            return Core(strings: strings, dateFormatter: dateFormatter, table: table)
        }
        guard strings.usesBuiltInCatalogs else {
            core = KeptReference(owning: make())
            return
        }
        core = Self.coreKeeper.reference(
            for: CoreKey(match: strings.match, engine: dateFormatter.engine.id),
            make: make
        )
    }

    /// The full label for `date` seen at `now`; `nil` gives `header.neverUpdated`.
    ///
    /// - Throws: ``LocalizationError/dateOutOfRange(secondsSince1970:)`` for a date or `now` that
    ///   is not finite or is more than 100,000,000 days from 1970;
    ///   ``LocalizationError/futureDate(secondsAhead:tolerance:)`` for a date in the future under
    ///   ``RelativeDateThresholds/FuturePolicy/error``.
    public func label(for date: Date?, relativeTo now: Date = Date()) throws(LocalizationError) -> LocalizedText {
        guard let date else { return try strings.text(.headerNeverUpdated) }
        return try label(dateMillis: LastUpdatedEngine.millis(date), nowMillis: LastUpdatedEngine.millis(now))
    }

    func label(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> LocalizedText {
        try core.with { (core) throws(LocalizationError) in
            let engine = core.dateFormatter.engine
            let key = try engine.resultKey(dateMillis: dateMillis, nowMillis: nowMillis)
            if let key, let cached = core.table.label(for: key) { return cached }
            let phrase = try engine.string(dateMillis: dateMillis, nowMillis: nowMillis)
            let text = try core.strings.text(.headerLastUpdated, "date", .string(phrase))
            guard let key else { return text }
            return core.table.insert(text, for: key)
        }
    }

    /// The instant the label for `date` seen at `now` stops being true (see
    /// ``LastUpdatedFormatter/validUntil(for:relativeTo:)``); `nil` when it never changes, as for
    /// a `nil` date ("never updated").
    ///
    /// ```swift
    /// let label = try labeler.string(for: updatedAt, relativeTo: now)  // "Last updated: 5 minutes ago"
    /// let until = try labeler.validUntil(for: updatedAt, relativeTo: now)  // updatedAt + 6 minutes
    /// ```
    ///
    /// - Throws: what ``label(for:relativeTo:)`` throws.
    public func validUntil(for date: Date?, relativeTo now: Date = Date()) throws(LocalizationError) -> Date? {
        guard let date else { return nil }
        return try dateFormatter.validUntil(for: date, relativeTo: now)
    }

    /// Just the label text (see ``label(for:relativeTo:)``).
    public func string(for date: Date?, relativeTo now: Date = Date()) throws(LocalizationError) -> String {
        guard let date else { return try strings.text(.headerNeverUpdated).text }
        return try string(dateMillis: LastUpdatedEngine.millis(date), nowMillis: LastUpdatedEngine.millis(now))
    }

    /// The label text for two instants: a cached label's text without copying the rest of it.
    func string(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> String {
        let cached = try core.with { (core) throws(LocalizationError) -> String? in
            let key = try core.dateFormatter.engine.resultKey(dateMillis: dateMillis, nowMillis: nowMillis)
            guard let key else { return nil }
            return core.table.text(for: key)
        }
        if let cached { return cached }
        return try label(dateMillis: dateMillis, nowMillis: nowMillis).text
    }
}
