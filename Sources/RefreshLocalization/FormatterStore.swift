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
        try formattingLocales.value(for: locale) { () throws(LocalizationError) in try locale.formattingLocale }
    }

    func engine(for configuration: LastUpdatedEngine.Configuration) throws(LocalizationError) -> LastUpdatedEngine {
        try engines.value(for: configuration) { () throws(LocalizationError) in
            try LastUpdatedEngine(configuration: configuration, store: self)
        }
    }

    func relativeFormatter(_ key: RelativeKey) throws(LocalizationError) -> RelativeDateFormatterHandle {
        try relative.value(for: key) { () throws(LocalizationError) in
            let width: Int32 =
                switch key.width {
                case .long: 0
                case .short: 1
                case .narrow: 2
                }
            return try RelativeDateFormatterHandle(
                locale: key.locale,
                width: width,
                capitalization: key.capitalization.shimValue
            )
        }
    }

    func dateFormatter(_ key: DateKey) throws(LocalizationError) -> DateFormatHandle {
        try dates.value(for: key) { () throws(LocalizationError) in
            try DateFormatHandle(
                locale: key.locale,
                pattern: DateFormatHandle.bestPattern(locale: key.locale, skeleton: key.skeleton),
                capitalization: key.capitalization.shimValue
            )
        }
    }

    func calendar(zone: String) throws(LocalizationError) -> CalendarHandle {
        try calendars.value(for: zone) { () throws(LocalizationError) in try CalendarHandle(zone: zone) }
    }
}
