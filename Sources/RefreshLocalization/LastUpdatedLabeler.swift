import Foundation

/// Makes full "Last updated: …" labels in one language, style and time zone. Cheap to call for
/// thousands of rows: the date phrase and the finished label are both cached per bucket
/// ("5 minutes ago"), so a repeated row costs one cache lookup. `Sendable`: share it across tasks.
public struct LastUpdatedLabeler: Sendable {
    /// The strings (language) the labels use.
    public let strings: RefreshStrings
    /// The formatter of the bare date phrase.
    public let dateFormatter: LastUpdatedFormatter

    /// Creates a labeler from strings and a date formatter of the same language.
    public init(strings: RefreshStrings, dateFormatter: LastUpdatedFormatter) {
        self.strings = strings
        self.dateFormatter = dateFormatter
    }

    /// The full label for `date` seen at `now`; `nil` gives `header.neverUpdated`.
    public func label(for date: Date?, relativeTo now: Date = Date()) throws(LocalizationError) -> LocalizedText {
        guard let date else { return try strings.text(.headerNeverUpdated) }
        let engine = dateFormatter.engine
        let dateMillis = try LastUpdatedEngine.millis(date)
        let nowMillis = try LastUpdatedEngine.millis(now)
        let key = try engine.resultKey(dateMillis: dateMillis, nowMillis: nowMillis).map {
            CatalogSet.LabelKey(locale: strings.locale, engine: engine.id, result: $0)
        }
        if let key, let cached = strings.catalogs.labels.value(for: key) {
            return LocalizedText(
                text: cached,
                key: .headerLastUpdated,
                locale: strings.locale,
                isFallback: strings.isFallback,
                isRightToLeft: strings.isRightToLeft
            )
        }
        let phrase = try engine.string(dateMillis: dateMillis, nowMillis: nowMillis)
        let text = try strings.text(.headerLastUpdated, ["date": .string(phrase)])
        if let key, text.locale == strings.locale { strings.catalogs.labels.insert(text.text, for: key) }
        return text
    }

    /// Just the label text (see ``label(for:relativeTo:)``).
    public func string(for date: Date?, relativeTo now: Date = Date()) throws(LocalizationError) -> String {
        try label(for: date, relativeTo: now).text
    }
}
