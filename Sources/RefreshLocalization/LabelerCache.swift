import RefreshSupport

/// One ``LastUpdatedLabeler`` per negotiated language, for a service that answers every request
/// in its client's language: give it the request's `Accept-Language` header and it returns a
/// labeler made once for the catalog that header negotiates to. Thread-safe; make one per
/// process (or per style and time zone) and share it.
///
/// ```swift
/// let labelers = try LabelerCache(catalogs: CatalogSet.builtIn, timeZone: "Europe/Berlin")
///
/// func handle(_ request: Request) throws -> Response {
///     let labeler = try labelers.labeler(forAcceptLanguage: request.header("Accept-Language") ?? "")
///     var labels: [String] = []
///     try labeler.labels(for: request.rows.map(\.updatedAt), relativeTo: Date(), into: &labels)
///     // "de-AT,de;q=0.9,en;q=0.5" -> "Zuletzt aktualisiert: vor 5 Minuten", ...
///     return Response(labels: labels, contentLanguage: labeler.strings.locale.languageTag)
/// }
/// ```
///
/// The zone and style given when the cache is made are defaults: a service whose users each have
/// their own zone passes it with the request (`labeler(forAcceptLanguage:timeZone:style:)`), and
/// the cache keys its labelers by it.
///
/// Two caches stand behind it: header text (with zone and style) to labeler, so a repeated header
/// costs one lookup; and negotiated catalog and date locale (with zone and style) to labeler
/// (`de;q=0.9,en;q=0.5` and `de` share one labeler and its label cache; `de-AT` gets the German
/// catalog with Austrian dates, a labeler of its own). A header with no entry that has a catalog
/// gets the fallback catalog; ``LastUpdatedLabeler/strings`` then has `isFallback` set, and its
/// `warning` names that request's own languages. An empty header, or `*`, asks for no language in
/// particular: the fallback catalog, without a warning. The lookups take a short lock once per
/// request; labelling the rows takes none.
public final class LabelerCache: Sendable {
    /// The catalogs negotiated over.
    public let catalogs: CatalogSet
    /// The date style of a labeler whose request names none.
    public let style: LastUpdatedFormatter.Style
    /// The word width of every labeler.
    public let width: LastUpdatedFormatter.Width
    /// The IANA zone of a labeler whose request names none (IANA's current name: `Asia/Kolkata`
    /// for `Asia/Calcutta`, `UTC` for `Etc/UTC`).
    public let timeZone: String
    /// The skeleton of every labeler (absolute style and old dates), or `nil` for the default.
    public let skeleton: String?
    /// The thresholds of every labeler.
    public let thresholds: RelativeDateThresholds

    private struct NegotiatedKey: Hashable, Sendable {
        let locale: LocaleIdentifier
        let dateLocale: LocaleIdentifier
        let isFallback: Bool
        let timeZone: String
        let style: LastUpdatedFormatter.Style
    }

    private struct HeaderKey: Hashable, Sendable {
        let header: String
        let timeZone: String?
        let style: LastUpdatedFormatter.Style?
    }

    private let byHeader: BoundedCache<HeaderKey, LastUpdatedLabeler>
    private let byLocale = BoundedCache<NegotiatedKey, LastUpdatedLabeler>(capacity: 1024)

    /// Creates a cache of labelers that all share these settings.
    ///
    /// - Parameters mirror ``RefreshStrings/lastUpdatedLabeler(style:width:timeZone:skeleton:thresholds:)``;
    ///   `headerCapacity` bounds how many distinct header texts are remembered.
    /// - Throws: ``LocalizationError/unknownTimeZone(_:)`` or
    ///   ``LocalizationError/badDateSkeleton(_:icuStatus:)``, checked now with the fallback catalog.
    public init(
        catalogs: CatalogSet,
        style: LastUpdatedFormatter.Style = .relative,
        width: LastUpdatedFormatter.Width = .long,
        timeZone: String = "UTC",
        skeleton: String? = nil,
        thresholds: RelativeDateThresholds = .standard,
        headerCapacity: Int = 4096
    ) throws(LocalizationError) {
        self.catalogs = catalogs
        self.style = style
        self.width = width
        self.skeleton = skeleton
        self.thresholds = thresholds
        self.byHeader = BoundedCache(capacity: max(1, headerCapacity))
        let probe = try catalogs.strings(for: catalogs.fallback).lastUpdatedLabeler(
            style: style,
            width: width,
            timeZone: timeZone,
            skeleton: skeleton,
            thresholds: thresholds
        )
        self.timeZone = probe.dateFormatter.timeZone
    }

    /// The labeler for an HTTP `Accept-Language` header (parsed leniently, as
    /// ``LocaleRequest/init(acceptLanguage:)`` does), in a zone and style of the request's own.
    ///
    /// - Parameters:
    ///   - header: the `Accept-Language` header; empty or `*` for no language in particular.
    ///   - timeZone: an IANA zone, or `nil` for the cache's ``timeZone``.
    ///   - style: a date style, or `nil` for the cache's ``style``.
    /// - Throws: ``LocalizationError/unknownTimeZone(_:)`` for a zone ICU does not know; otherwise
    ///   only what making a labeler throws for a locale ICU cannot open, which the built-in
    ///   catalogs never cause.
    public func labeler(
        forAcceptLanguage header: String,
        timeZone: String? = nil,
        style: LastUpdatedFormatter.Style? = nil
    ) throws(LocalizationError) -> LastUpdatedLabeler {
        try byHeader.value(for: HeaderKey(header: header, timeZone: timeZone, style: style)) {
            () throws(LocalizationError) in
            try labeler(for: LocaleRequest(acceptLanguage: header), timeZone: timeZone, style: style)
        }
    }

    /// The labeler for a request, cached by the locale it negotiates to, its zone and its style.
    /// A fallback labeler shares its date formatter and labels with every other request that falls
    /// back, but its ``LastUpdatedLabeler/strings`` are this request's: their `warning` names it.
    ///
    /// - Throws: as ``labeler(forAcceptLanguage:timeZone:style:)``.
    public func labeler(
        for request: LocaleRequest,
        timeZone: String? = nil,
        style: LastUpdatedFormatter.Style? = nil
    ) throws(LocalizationError) -> LastUpdatedLabeler {
        let strings = catalogs.strings(for: request)
        let zone = timeZone ?? self.timeZone
        let style = style ?? self.style
        let key = NegotiatedKey(
            locale: strings.locale,
            dateLocale: strings.dateLocale,
            isFallback: strings.isFallback,
            timeZone: zone,
            style: style
        )
        let shared = try byLocale.value(for: key) { () throws(LocalizationError) in
            try strings.lastUpdatedLabeler(
                style: style,
                width: width,
                timeZone: zone,
                skeleton: skeleton,
                thresholds: thresholds
            )
        }
        guard strings.isFallback, shared.strings.match != strings.match else { return shared }
        return LastUpdatedLabeler(strings: strings, dateFormatter: shared.dateFormatter)
    }
}
