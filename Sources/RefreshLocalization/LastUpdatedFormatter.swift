internal import CICUShim

import RefreshFoundation

/// Formats the date of a "last updated" label in a locale and a time zone, with ICU:
/// relative ("5 minutes ago"), calendar ("today at 14:03") or absolute ("Mar 5, 2024, 14:03").
///
/// Creating one is cheap after the first time for a given configuration: the ICU formatters
/// behind it are kept in bounded, thread-safe caches keyed by (locale, style, width, zone,
/// capitalization, thresholds), and shared by every formatter with the same configuration. A
/// result that repeats (same bucket, such as "5 minutes ago") is served from a small result
/// cache without another ICU call. Formatters are `Sendable`: share one across tasks.
///
/// ```swift
/// let formatter = try LastUpdatedFormatter(locale: LocaleIdentifier("de"), timeZone: "Europe/Berlin")
/// formatter.string(for: fiveMinutesAgo, relativeTo: now)  // "vor 5 Minuten"
/// ```
public struct LastUpdatedFormatter: Sendable {
    /// How the date is written.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// "now", "5 minutes ago", "yesterday", "last week", then the date. See ``RelativeDateThresholds``.
        case relative
        /// "today at 14:03", "yesterday at 09:12", "Monday at 10:00" within a week, then date and time.
        case calendar
        /// The date and time from a skeleton (``LastUpdatedFormatter/skeleton``), e.g. "Mar 5, 2024, 14:03".
        case absolute
    }

    /// How long the words are.
    public enum Width: String, Sendable, Hashable, CaseIterable {
        /// "5 minutes ago", "March 5"
        case long
        /// "5 min. ago", "Mar 5"
        case short
        /// "5m ago", "3/5"
        case narrow
    }

    /// Where the phrase stands in a sentence, which decides its capitalization in languages that
    /// care (ICU's display context).
    public enum Capitalization: String, Sendable, Hashable, CaseIterable {
        /// At the start of a sentence or label: "Yesterday", "Vor 5 Minuten".
        case beginningOfSentence
        /// Inside a sentence: "yesterday" (the right choice after "Last updated:").
        case middleOfSentence
        /// Alone, as in a list or menu item.
        case uiListOrMenu
        /// Alone, as in a standalone field.
        case standalone
        /// Leave ICU's data as it is.
        case none

        var shimValue: Int32 {
            switch self {
            case .beginningOfSentence: return Int32(RK_ICU_CAPITALIZATION_BEGINNING_OF_SENTENCE)
            case .middleOfSentence: return Int32(RK_ICU_CAPITALIZATION_MIDDLE_OF_SENTENCE)
            case .uiListOrMenu: return Int32(RK_ICU_CAPITALIZATION_UI_LIST_OR_MENU)
            case .standalone: return Int32(RK_ICU_CAPITALIZATION_STANDALONE)
            case .none: return Int32(RK_ICU_CAPITALIZATION_NONE)
            }
        }
    }

    /// The locale of the words and numbers, as given. Formatters of locales that format alike
    /// (`en` and `en-x-a1`: ICU's formatters read no private use) share their ICU objects.
    public let locale: LocaleIdentifier
    /// The style.
    public var style: Style { engine.configuration.style }
    /// The width.
    public var width: Width { engine.configuration.width }
    /// The capitalization context.
    public var capitalization: Capitalization { engine.configuration.capitalization }
    /// The canonical IANA id of the zone whose calendar days and wall clock are used.
    public var timeZone: String { engine.configuration.timeZone }
    /// The skeleton used for absolute dates (and for dates too old for a relative phrase).
    public var skeleton: String { engine.configuration.skeleton ?? engine.defaultSkeleton(sameYear: false) }
    /// The thresholds of the relative style.
    public var thresholds: RelativeDateThresholds { engine.configuration.thresholds }

    let engine: LastUpdatedEngine

    /// Creates a formatter (or reuses the cached ICU objects of an identical one).
    ///
    /// - Parameters:
    ///   - locale: any locale ICU has data for; it need not have a catalog.
    ///   - style: relative, calendar or absolute.
    ///   - width: long, short or narrow words.
    ///   - capitalization: where the phrase stands in a sentence.
    ///   - timeZone: an IANA id such as `Europe/Berlin`; calendar days and times are in this zone.
    ///   - skeleton: an ICU date skeleton (`yMMMdjmm`) for the absolute style; `nil` picks one by width.
    ///   - thresholds: where the relative style changes unit, and its rounding.
    /// - Throws: ``LocalizationError/unknownLocale(_:)``, ``LocalizationError/unknownTimeZone(_:)`` or
    ///   ``LocalizationError/badDateSkeleton(_:icuStatus:)``.
    public init(
        locale: LocaleIdentifier,
        style: Style = .relative,
        width: Width = .long,
        capitalization: Capitalization = .middleOfSentence,
        timeZone: String = "UTC",
        skeleton: String? = nil,
        thresholds: RelativeDateThresholds = .standard
    ) throws(LocalizationError) {
        let store = FormatterStore.shared
        // The cache keys: what ICU reads of the locale (and throws for a locale without data).
        let formattingLocale = try store.formattingLocale(locale)
        let zone = try CalendarHandle.canonicalZone(timeZone)
        if let skeleton, skeleton.isEmpty || !skeleton.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw .badDateSkeleton(skeleton, icuStatus: "a skeleton is made of ICU pattern letters only")
        }
        let configuration = LastUpdatedEngine.Configuration(
            locale: formattingLocale,
            style: style,
            width: width,
            capitalization: capitalization,
            timeZone: zone,
            skeleton: skeleton,
            thresholds: thresholds
        )
        self.locale = locale
        engine = try store.engine(for: configuration)
    }

    /// The phrase for `date` seen at `now`, e.g. "5 minutes ago".
    ///
    /// - Throws: ``LocalizationError/dateOutOfRange(secondsSince1970:)`` for a date or `now` that
    ///   is not finite or is more than 100,000,000 days from 1970;
    ///   ``LocalizationError/futureDate(secondsAhead:tolerance:)`` for a date in the future under
    ///   ``RelativeDateThresholds/FuturePolicy/error``; ``LocalizationError/icu(operation:status:)``
    ///   only if ICU fails after opening, which does not happen with valid data.
    public func string(for date: Date, relativeTo now: Date = Date()) throws(LocalizationError) -> String {
        try engine.string(dateMillis: LastUpdatedEngine.millis(date), nowMillis: LastUpdatedEngine.millis(now))
    }

    /// The instant the phrase for `date` seen at `now` stops being true: the first moment after
    /// `now` at which ``string(for:relativeTo:)`` gives another phrase (the next minute, hour or
    /// calendar day in the formatter's zone, daylight-saving changes and offsets of 30 or 45
    /// minutes included), to the millisecond. `nil` when the phrase never changes (the absolute
    /// style; a date of an earlier year, too old for a relative phrase). A page can re-render then
    /// instead of polling.
    ///
    /// - Throws: what ``string(for:relativeTo:)`` throws.
    public func validUntil(for date: Date, relativeTo now: Date = Date()) throws(LocalizationError) -> Date? {
        let until = try engine.validUntil(
            dateMillis: LastUpdatedEngine.millis(date),
            nowMillis: LastUpdatedEngine.millis(now)
        )
        guard let until else { return nil }
        // Seconds that read back as no earlier than the millisecond found (division rounds).
        var seconds = until / 1000
        while seconds * 1000 < until { seconds = seconds.nextUp }
        return Date(timeIntervalSince1970: seconds)
    }

    /// What the relative style says about `date` at `now`, before ICU words it.
    public func relativeBucket(for date: Date, relativeTo now: Date = Date()) throws(LocalizationError)
        -> RelativeBucket
    {
        try engine.bucket(dateMillis: LastUpdatedEngine.millis(date), nowMillis: LastUpdatedEngine.millis(now))
    }

    /// Calendar days from `date` to `now` in the formatter's zone (1 = yesterday, -1 = tomorrow).
    public func calendarDays(from date: Date, to now: Date) throws(LocalizationError) -> Int {
        try engine.dayDifference(
            dateMillis: LastUpdatedEngine.millis(date),
            nowMillis: LastUpdatedEngine.millis(now)
        )
    }
}
