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
/// Two caches stand behind it: header text to labeler (a repeated header costs one lookup), and
/// negotiated catalog and date locale to labeler (`de;q=0.9,en;q=0.5` and `de` share one labeler
/// and its label cache; `de-AT` gets the German catalog with Austrian dates, a labeler of its own). A header with no usable entry, or none with a catalog, gets the fallback catalog;
/// ``LastUpdatedLabeler/strings`` then has `isFallback` set. The lookups take a short lock once
/// per request; labelling the rows takes none.
public final class LabelerCache: Sendable {
    /// The catalogs negotiated over.
    public let catalogs: CatalogSet
    /// The date style of every labeler.
    public let style: LastUpdatedFormatter.Style
    /// The word width of every labeler.
    public let width: LastUpdatedFormatter.Width
    /// The canonical IANA zone of every labeler.
    public let timeZone: String
    /// The skeleton of every labeler (absolute style and old dates), or `nil` for the default.
    public let skeleton: String?
    /// The thresholds of every labeler.
    public let thresholds: RelativeDateThresholds

    private struct NegotiatedKey: Hashable, Sendable {
        let locale: LocaleIdentifier
        let dateLocale: LocaleIdentifier
        let isFallback: Bool
    }

    private let byHeader: BoundedCache<String, LastUpdatedLabeler>
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
    /// ``LocaleRequest/init(acceptLanguage:)`` does).
    ///
    /// - Throws: only what making a labeler throws for a locale ICU cannot open, which the
    ///   built-in catalogs never cause.
    public func labeler(forAcceptLanguage header: String) throws(LocalizationError) -> LastUpdatedLabeler {
        if let labeler = byHeader.value(for: header) { return labeler }
        let labeler = try labeler(for: LocaleRequest(acceptLanguage: header))
        byHeader.insert(labeler, for: header)
        return labeler
    }

    /// The labeler for a request, cached by the locale it negotiates to.
    ///
    /// - Throws: as ``labeler(forAcceptLanguage:)``.
    public func labeler(for request: LocaleRequest) throws(LocalizationError) -> LastUpdatedLabeler {
        let strings = catalogs.strings(for: request)
        let key = NegotiatedKey(locale: strings.locale, dateLocale: strings.dateLocale, isFallback: strings.isFallback)
        if let labeler = byLocale.value(for: key) { return labeler }
        let labeler = try strings.lastUpdatedLabeler(
            style: style,
            width: width,
            timeZone: timeZone,
            skeleton: skeleton,
            thresholds: thresholds
        )
        return byLocale.value(for: key) { labeler }
    }
}
