import RefreshFoundation

/// Makes full "Last updated: …" labels in one language, style and time zone. Cheap to call for
/// thousands of rows, from any number of threads at once: a finished label is cached by what its
/// date phrase depends on (the bucket, such as "5 minutes ago", or the local day of an old date),
/// so a repeated row costs some arithmetic and a lookup in the calling thread's own cache, with no
/// lock. Labelers of the same catalog locale and formatter share their cache. `Sendable`: share
/// one across tasks and threads.
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
        /// The labels of this catalog locale and date engine in each thread's cache
        /// (``ThreadCache``), shared by every labeler of the pair.
        let cacheID: Int

        init(strings: RefreshStrings, dateFormatter: LastUpdatedFormatter) {
            self.strings = strings
            self.dateFormatter = dateFormatter
            cacheID = strings.catalogs.labelCacheID(
                locale: strings.locale,
                isFallback: strings.isFallback,
                engine: dateFormatter.engine
            )
        }
    }

    let core: Core

    /// The strings (language) the labels use.
    public var strings: RefreshStrings { core.strings }
    /// The formatter of the bare date phrase.
    public var dateFormatter: LastUpdatedFormatter { core.dateFormatter }

    /// Creates a labeler from strings and a date formatter of the same language.
    public init(strings: RefreshStrings, dateFormatter: LastUpdatedFormatter) {
        core = Core(strings: strings, dateFormatter: dateFormatter)
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
        let text = try string(dateMillis: dateMillis, nowMillis: nowMillis)
        // The catalog entry every label of this labeler comes from, which says its locale.
        let message = try core.strings.messages.message(.headerLastUpdated, in: core.strings.catalogs)
        return message.localized(.headerLastUpdated, text)
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

    /// The label text for two instants, from this thread's cache when it has it.
    func string(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> String {
        guard let result = try core.dateFormatter.engine.resultKey(dateMillis: dateMillis, nowMillis: nowMillis) else {
            return try made(dateMillis: dateMillis, nowMillis: nowMillis)
        }
        let key = ThreadCache.LabelKey(cache: core.cacheID, result: result)
        let thread = ThreadCache.current
        if let text = thread.label(key) { return text }
        let text = try made(dateMillis: dateMillis, nowMillis: nowMillis)
        thread.keep(text, for: key)
        return text
    }

    /// A label text formatted anew: the phrase (from the engine's shared cache) in the catalog's
    /// pattern.
    private func made(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> String {
        let phrase = try core.dateFormatter.engine.string(dateMillis: dateMillis, nowMillis: nowMillis)
        return try core.strings.text(.headerLastUpdated, "date", .string(phrase)).text
    }
}
