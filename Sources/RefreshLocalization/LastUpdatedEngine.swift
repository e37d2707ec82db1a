internal import CICUShim
import RefreshFoundation
import RefreshSupport
import Synchronization

/// Numbers engines so that caches outside an engine can key on it without holding it.
private let engineCounter = Atomic<Int>(0)

/// The shared machinery behind every ``LastUpdatedFormatter`` of one configuration: the opened
/// ICU objects and a bounded cache of finished phrases.
final class LastUpdatedEngine: Sendable {
    struct Configuration: Hashable, Sendable {
        let locale: LocaleIdentifier
        let style: LastUpdatedFormatter.Style
        let width: LastUpdatedFormatter.Width
        let capitalization: LastUpdatedFormatter.Capitalization
        let timeZone: String
        let skeleton: String?
        let thresholds: RelativeDateThresholds
    }

    /// What a finished phrase depends on, so that equal keys give equal text.
    enum ResultKey: Hashable, Sendable {
        /// Relative phrases depend only on the bucket.
        case bucket(RelativeBucket)
        /// Phrases that print a date or time depend on the local minute and the form chosen.
        case dated(PhraseForm, localMinute: Int64)
        /// A relative phrase past the thresholds prints a date without a time, with the year or
        /// not: it depends on the local calendar day.
        case day(sameYear: Bool, localDay: Int64)
    }

    /// The kinds of phrase that print a date or a time.
    enum PhraseForm: Hashable, Sendable {
        /// The skin's absolute skeleton (or the default one).
        case absolute
        /// Calendar style, yesterday, today or tomorrow (`days` is -1, 0 or 1) at a time.
        case nearDay(days: Int)
        /// Calendar style within the thresholds' days: a weekday and a time.
        case weekday
        /// Calendar style further away: a date and a time, with the year or not.
        case calendarDate(sameYear: Bool)
    }

    /// The form a calendar-style phrase takes for a date seen from now.
    private func calendarForm(_ date: LocalFields, _ now: LocalFields) -> PhraseForm {
        let days = Int(now.localDay - date.localDay)
        if (-1...1).contains(days) { return .nearDay(days: days) }
        if days > 1 && days <= configuration.thresholds.maximumDays { return .weekday }
        return .calendarDate(sameYear: date.year == now.year)
    }

    let configuration: Configuration
    /// A number no other engine of the process has, for caches keyed by engine.
    let id = engineCounter.wrappingAdd(1, ordering: .relaxed).newValue
    let calendar: CalendarHandle
    /// The canonical zone id as UTF-16, for ``DateFormatHandle/format(millis:zone:)``.
    private let zoneUnits: [UInt16]
    private let store: FormatterStore
    private let results = BoundedCache<ResultKey, String>(capacity: 512)
    /// Whether absolute output may be cached per minute (the skeleton shows no seconds).
    private let absoluteIsPerMinute: Bool

    init(configuration: Configuration, store: FormatterStore) throws(LocalizationError) {
        self.configuration = configuration
        self.store = store
        calendar = try store.calendar(zone: configuration.timeZone)
        zoneUnits = Array(configuration.timeZone.utf16)
        let absoluteSkeleton = configuration.skeleton ?? "yMMMdjmm"
        absoluteIsPerMinute = !absoluteSkeleton.contains(where: { "sSA".contains($0) })
        // Open what this style needs for every phrase now, so that errors (a bad skeleton)
        // surface here. Nothing else is opened before it is used (about 1 ms each, cold, at a
        // program's start): the relative style's date formatter serves only dates more than a
        // few weeks old, and the absolute style never needs the relative formatter.
        switch configuration.style {
        case .relative:
            _ = try relative()
        case .calendar:
            _ = try relative()
            _ = try dateFormatter("jmm")
        case .absolute:
            _ = try dateFormatter(absoluteSkeleton)
        }
    }

    /// The skeleton of the absolute style: the skin's, or the default one.
    private var absoluteSkeleton: String { configuration.skeleton ?? defaultSkeleton(sameYear: false) }

    /// The relative formatter of this configuration (the store keeps it once opened).
    private func relative() throws(LocalizationError) -> RelativeDateFormatterHandle {
        try store.relativeFormatter(
            .init(
                locale: configuration.locale,
                width: configuration.width,
                capitalization: configuration.capitalization
            )
        )
    }

    func defaultSkeleton(sameYear: Bool, withTime: Bool = true) -> String {
        let year = sameYear ? "" : "y"
        let time = withTime ? "jmm" : ""
        switch configuration.width {
        case .long: return year + "MMMMd" + time
        case .short: return year + "MMMd" + time
        case .narrow: return year + "Md" + time
        }
    }

    private func dateFormatter(_ skeleton: String) throws(LocalizationError) -> DateFormatHandle {
        try store.dateFormatter(
            .init(locale: configuration.locale, skeleton: skeleton, capitalization: configuration.capitalization)
        )
    }

    /// An instant with a skeleton's pattern, in the configuration's zone. A year up to 0 (1 BC)
    /// is written with its era ("January 1, 1 BC"): without it, 1 BC would read as AD 1.
    private func format(_ skeleton: String, _ millis: Double) throws(LocalizationError) -> String {
        var skeleton = skeleton
        if millis < Self.firstMillisOfYear1 + 86_400_000, skeleton.contains("y"), !skeleton.contains("G"),
            try calendar.fields(millis: millis).year <= 0
        {
            skeleton = "G" + skeleton
        }
        return try dateFormatter(skeleton).format(millis: millis, zone: zoneUnits)
    }

    /// 0001-01-01T00:00:00Z in milliseconds since 1970: a year can be 0 or less in some zone only
    /// before a day after it.
    private static let firstMillisOfYear1 = -62_135_596_800_000.0

    /// Dates further than this from 1970, in milliseconds, are ``LocalizationError/dateOutOfRange(secondsSince1970:)``:
    /// ECMAScript's limit of 100,000,000 days, well inside what ICU's calendar handles, so that
    /// every count derived from two such dates fits an `Int`.
    static let maximumMillis = 8.64e15

    /// ICU's milliseconds since 1970 for a date, or ``LocalizationError/dateOutOfRange(secondsSince1970:)``
    /// naming the date's own seconds (the product could overflow to infinity).
    static func millis(_ date: Date) throws(LocalizationError) -> Double {
        let seconds = date.timeIntervalSince1970
        guard abs(seconds) <= maximumMillis / 1000 else { throw .dateOutOfRange(secondsSince1970: seconds) }
        return seconds * 1000
    }

    /// Throws ``LocalizationError/dateOutOfRange(secondsSince1970:)`` unless both instants can be shown.
    private static func check(_ dateMillis: Double, _ nowMillis: Double) throws(LocalizationError) {
        // Two checks rather than a loop over an array literal: this runs for every row.
        if !(abs(dateMillis) <= maximumMillis) { throw .dateOutOfRange(secondsSince1970: dateMillis / 1000) }
        if !(abs(nowMillis) <= maximumMillis) { throw .dateOutOfRange(secondsSince1970: nowMillis / 1000) }
    }

    func dayDifference(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> Int {
        try Self.check(dateMillis, nowMillis)
        let date = try calendar.fields(millis: dateMillis)
        let now = try calendar.fields(millis: nowMillis)
        return Int(now.localDay - date.localDay)
    }

    /// The date to word: `dateMillis` itself, or `nowMillis` for a date in the future (the
    /// thresholds' ``RelativeDateThresholds/FuturePolicy``), after checking both are in range.
    ///
    /// - Throws: ``LocalizationError/dateOutOfRange(secondsSince1970:)``, or
    ///   ``LocalizationError/futureDate(secondsAhead:tolerance:)`` under the `error` policy.
    private func wordedDate(_ dateMillis: Double, _ nowMillis: Double) throws(LocalizationError) -> Double {
        try Self.check(dateMillis, nowMillis)
        guard dateMillis > nowMillis else { return dateMillis }
        let thresholds = configuration.thresholds
        let ahead = (dateMillis - nowMillis) / 1000
        if thresholds.future == .error && !(ahead <= thresholds.futureSkewTolerance) {
            throw .futureDate(secondsAhead: ahead, tolerance: thresholds.futureSkewTolerance)
        }
        return nowMillis
    }

    func bucket(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> RelativeBucket {
        let dateMillis = try wordedDate(dateMillis, nowMillis)
        let thresholds = configuration.thresholds
        let seconds = (nowMillis - dateMillis) / 1000
        if seconds < thresholds.nowInterval { return .now }
        let minutes = max(1, thresholds.rounded(seconds / 60))
        if minutes <= thresholds.maximumMinutes { return .minutes(-minutes) }
        let hours = max(1, thresholds.rounded(seconds / 3600))
        if hours <= thresholds.maximumHours { return .hours(-hours) }
        let date = try calendar.fields(millis: dateMillis)
        let now = try calendar.fields(millis: nowMillis)
        let days = Int(now.localDay - date.localDay)
        // A 25-hour day (daylight saving ends) can hold 24+ hours on one calendar day: keep hours.
        if days == 0 { return .hours(-hours) }
        if days <= thresholds.maximumDays { return .days(-days) }
        let weeks = max(1, thresholds.rounded(Double(days) / 7))
        if weeks <= thresholds.maximumWeeks { return .weeks(-weeks) }
        return .date(sameYear: date.year == now.year)
    }

    func string(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> String {
        let dateMillis = try wordedDate(dateMillis, nowMillis)
        guard let key = try key(dateMillis: dateMillis, nowMillis: nowMillis) else {
            return try format(absoluteSkeleton, dateMillis)
        }
        return try results.value(for: key) { () throws(LocalizationError) in try phrase(key, dateMillis) }
    }

    /// The key under which ``string(dateMillis:nowMillis:)`` caches the phrase for these instants,
    /// or `nil` when that phrase is not cached (absolute skeletons that show seconds). Equal keys
    /// of one engine give equal phrases.
    func resultKey(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> ResultKey? {
        try key(dateMillis: wordedDate(dateMillis, nowMillis), nowMillis: nowMillis)
    }

    /// ``resultKey(dateMillis:nowMillis:)`` of a date already worded (``wordedDate(_:_:)``).
    private func key(dateMillis: Double, nowMillis: Double) throws(LocalizationError) -> ResultKey? {
        switch configuration.style {
        case .relative:
            let bucket = try bucket(dateMillis: dateMillis, nowMillis: nowMillis)
            guard case .date(let sameYear) = bucket else { return .bucket(bucket) }
            return .day(sameYear: sameYear, localDay: try calendar.fields(millis: dateMillis).localDay)
        case .calendar:
            let date = try calendar.fields(millis: dateMillis)
            let now = try calendar.fields(millis: nowMillis)
            return .dated(calendarForm(date, now), localMinute: Self.localMinute(dateMillis, date))
        case .absolute:
            guard absoluteIsPerMinute else { return nil }
            let fields = try calendar.fields(millis: dateMillis)
            return .dated(.absolute, localMinute: Self.localMinute(dateMillis, fields))
        }
    }

    private static func localMinute(_ millis: Double, _ fields: LocalFields) -> Int64 {
        Int64(clamping: (millis + Double(fields.utcOffsetMillis)) / 60_000, rounding: .down)
    }

    /// The phrase of a key, for the (worded) date it was made from.
    private func phrase(_ key: ResultKey, _ dateMillis: Double) throws(LocalizationError) -> String {
        let named = configuration.thresholds.prefersNamedForms
        switch key {
        case .bucket(.now): return try relative().format(0, unit: Int32(RK_ICU_UNIT_SECOND), numeric: false)
        case .bucket(.minutes(let n)):
            return try relative().format(Double(n), unit: Int32(RK_ICU_UNIT_MINUTE), numeric: true)
        case .bucket(.hours(let n)):
            return try relative().format(Double(n), unit: Int32(RK_ICU_UNIT_HOUR), numeric: true)
        case .bucket(.days(let n)):
            return try relative().format(Double(n), unit: Int32(RK_ICU_UNIT_DAY), numeric: !named)
        case .bucket(.weeks(let n)):
            return try relative().format(Double(n), unit: Int32(RK_ICU_UNIT_WEEK), numeric: !named)
        case .bucket(.date(let sameYear)), .day(let sameYear, _):
            return try format(defaultSkeleton(sameYear: sameYear, withTime: false), dateMillis)
        case .dated(.nearDay(let days), _):
            let day = try relative().format(Double(-days), unit: Int32(RK_ICU_UNIT_DAY), numeric: false)
            return try relative().combine(day, format("jmm", dateMillis))
        case .dated(.weekday, _):
            return try format(configuration.width == .long ? "EEEEjmm" : "EEEjmm", dateMillis)
        case .dated(.calendarDate(let sameYear), _):
            return try format(defaultSkeleton(sameYear: sameYear), dateMillis)
        case .dated(.absolute, _):
            return try format(absoluteSkeleton, dateMillis)
        }
    }
}
