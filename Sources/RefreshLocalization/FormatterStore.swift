import RefreshSupport

/// The process-wide, bounded caches of opened ICU objects. Opening costs 0.3–1.2 ms cold, a
/// format call about 1 µs, so every formatter with the same configuration shares one set.
final class FormatterStore: Sendable {
    static let shared = FormatterStore()

    struct RelativeKey: Hashable, Sendable {
        let locale: LocaleIdentifier
        let width: LastUpdatedFormatter.Width
        let capitalization: LastUpdatedFormatter.Capitalization
    }

    /// A date formatter serves every zone (``DateFormatHandle/format(millis:zone:)``), so
    /// formatters are kept per locale and skeleton, and calendars per zone: a service that
    /// labels in 50 locales and 50 zones opens 50 formatters per skeleton and 50 calendars, not
    /// 2,500 formatters (which no bounded cache of them would hold).
    struct DateKey: Hashable, Sendable {
        let locale: LocaleIdentifier
        let skeleton: String
        let capitalization: LastUpdatedFormatter.Capitalization
    }

    let engines = BoundedCache<LastUpdatedEngine.Configuration, LastUpdatedEngine>(capacity: 256)
    /// Requested locales and what ICU's formatters read of them
    /// (``LocaleIdentifier/formattingLocale``): the keys of every cache here, so that tags that
    /// format alike (`en`, `en-x-a1`, `en-x-a2`, ...) share one set of formatters and a stream of
    /// distinct tags costs a lookup each, not an ICU opening.
    let formattingLocales = BoundedCache<LocaleIdentifier, LocaleIdentifier>(capacity: 4096)
    let relative = BoundedCache<RelativeKey, RelativeDateFormatterHandle>(capacity: 256)
    let dates = BoundedCache<DateKey, DateFormatHandle>(capacity: 1024)
    /// Room for every IANA zone (about 600).
    let calendars = BoundedCache<String, CalendarHandle>(capacity: 1024)

    /// What ICU's formatters read of `locale`, remembered.
    ///
    /// - Throws: ``LocalizationError/unknownLocale(_:)`` when ICU has no data for it.
    func formattingLocale(_ locale: LocaleIdentifier) throws(LocalizationError) -> LocaleIdentifier {
        if let resolved = formattingLocales.value(for: locale) { return resolved }
        let resolved = try locale.formattingLocale
        formattingLocales.insert(resolved, for: locale)
        return resolved
    }

    func engine(for configuration: LastUpdatedEngine.Configuration) throws(LocalizationError) -> LastUpdatedEngine {
        if let engine = engines.value(for: configuration) { return engine }
        let engine = try LastUpdatedEngine(configuration: configuration, store: self)
        return engines.value(for: configuration) { engine }
    }

    func relativeFormatter(_ key: RelativeKey) throws(LocalizationError) -> RelativeDateFormatterHandle {
        if let handle = relative.value(for: key) { return handle }
        let widthValue: Int32
        switch key.width {
        case .long: widthValue = 0
        case .short: widthValue = 1
        case .narrow: widthValue = 2
        }
        let handle = try RelativeDateFormatterHandle(
            locale: key.locale,
            width: widthValue,
            capitalization: key.capitalization.shimValue
        )
        return relative.value(for: key) { handle }
    }

    func dateFormatter(_ key: DateKey) throws(LocalizationError) -> DateFormatHandle {
        if let handle = dates.value(for: key) { return handle }
        let pattern = try DateFormatHandle.bestPattern(locale: key.locale, skeleton: key.skeleton)
        let handle = try DateFormatHandle(
            locale: key.locale,
            pattern: pattern,
            capitalization: key.capitalization.shimValue
        )
        return dates.value(for: key) { handle }
    }

    func calendar(zone: String) throws(LocalizationError) -> CalendarHandle {
        if let handle = calendars.value(for: zone) { return handle }
        let handle = try CalendarHandle(zone: zone)
        return calendars.value(for: zone) { handle }
    }
}
