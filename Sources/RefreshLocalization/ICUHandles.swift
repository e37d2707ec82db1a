internal import CICUShim
import RefreshFoundation
import RefreshSupport
import Synchronization

/// Numbers calendars so that thread caches can key on them without holding them.
private let calendarCounter = Atomic<Int>(0)

/// An opened `ureldatefmt`. Immutable after opening, so shared without a lock.
///
/// In the middle-of-sentence context its phrases begin with a small letter even where ICU's data
/// is capitalized (see ``SentenceCase``).
final class RelativeDateFormatterHandle: @unchecked Sendable {
    private let pointer: OpaquePointer
    private let localeID: String
    private let lowersFirstLetter: Bool

    init(locale: LocaleIdentifier, width: Int32, capitalization: Int32) throws(LocalizationError) {
        var status: Int32 = 0
        let opened = rk_icu_reldatefmt_open(locale.icuIdentifier, width, capitalization, &status)
        guard let opened, !ICU.failed(status) else {
            if Int(status) == RK_ICU_UNKNOWN_LOCALE_ERROR { throw .unknownLocale(locale.languageTag) }
            throw .icu(operation: "opening a relative date formatter", status: ICU.name(status))
        }
        pointer = opened
        localeID = locale.icuIdentifier
        lowersFirstLetter = Int(capitalization) == RK_ICU_CAPITALIZATION_MIDDLE_OF_SENTENCE
    }

    private func inSentence(_ text: String) -> String {
        lowersFirstLetter ? SentenceCase.middleOfSentence(text, localeID: localeID) : text
    }

    deinit { rk_icu_reldatefmt_close(pointer) }

    /// `offset` units from now; negative is past. `numeric` forces "1 day ago" over "yesterday".
    func format(_ offset: Double, unit: Int32, numeric: Bool) throws(LocalizationError) -> String {
        let (text, status) = ICU.utf16 { rk_icu_reldatefmt_format(pointer, offset, unit, numeric ? 1 : 0, $0, $1, &$2) }
        guard !ICU.failed(status) else {
            throw .icu(operation: "formatting a relative date", status: ICU.name(status))
        }
        return inSentence(text)
    }

    /// "yesterday" + "09:12" in the locale's glue pattern.
    func combine(_ relative: String, _ time: String) throws(LocalizationError) -> String {
        let relativeUnits = Array(relative.utf16)
        let timeUnits = Array(time.utf16)
        let (text, status) = ICU.utf16 {
            rk_icu_reldatefmt_combine(
                pointer,
                relativeUnits,
                Int32(relativeUnits.count),
                timeUnits,
                Int32(timeUnits.count),
                $0,
                $1,
                &$2
            )
        }
        guard !ICU.failed(status) else {
            throw .icu(operation: "combining a date and a time", status: ICU.name(status))
        }
        return inSentence(text)
    }
}

/// An opened `udat` with a fixed pattern, for every zone: each call names its zone, so that a
/// service labelling in many zones opens one formatter per locale and pattern, not one per zone
/// too. Formatting is guarded by a lock: ICU documents `udat_format` as const, but the
/// capitalization context uses a shared break iterator.
final class DateFormatHandle: @unchecked Sendable {
    private let pointer: OpaquePointer
    // The package's one lock type, around a one-word value: a lock around an empty tuple made
    // ThreadSanitizer report a Swift access race (the exclusivity check of a zero-sized value has
    // no storage of its own).
    private let lock = PThreadLock(0)
    let pattern: String

    init(locale: LocaleIdentifier, pattern: String, capitalization: Int32) throws(LocalizationError) {
        let units = Array(pattern.utf16)
        var status: Int32 = 0
        // The zone it opens with is never used: format(millis:zone:) names one each time.
        let identifier = locale.icuIdentifier
        let opened = rk_icu_datefmt_open(identifier, units, Int32(units.count), "UTC", capitalization, &status)
        guard let opened, !ICU.failed(status) else {
            if Int(status) == RK_ICU_UNKNOWN_LOCALE_ERROR { throw .unknownLocale(locale.languageTag) }
            throw .badDateSkeleton(pattern, icuStatus: ICU.name(status))
        }
        self.pointer = opened
        self.pattern = pattern
    }

    deinit { rk_icu_datefmt_close(pointer) }

    /// The instant in the zone `zone` (a canonical IANA id, as UTF-16).
    func format(millis: Double, zone: [UInt16]) throws(LocalizationError) -> String {
        let (text, status) = lock.withLock { _ in
            ICU.utf16 { rk_icu_datefmt_format_in_zone(pointer, millis, zone, Int32(zone.count), $0, $1, &$2) }
        }
        guard !ICU.failed(status) else {
            throw .icu(operation: "formatting a date", status: ICU.name(status))
        }
        return text
    }

    /// The locale's pattern for a skeleton (`udatpg_getBestPattern`).
    static func bestPattern(locale: LocaleIdentifier, skeleton: String) throws(LocalizationError) -> String {
        let units = Array(skeleton.utf16)
        let (pattern, status) = ICU.utf16 {
            rk_icu_best_pattern(locale.icuIdentifier, units, Int32(units.count), $0, $1, &$2)
        }
        guard !ICU.failed(status), !pattern.isEmpty else {
            if Int(status) == RK_ICU_UNKNOWN_LOCALE_ERROR { throw .unknownLocale(locale.languageTag) }
            throw .badDateSkeleton(skeleton, icuStatus: ICU.name(status))
        }
        return pattern
    }
}

/// A span of instants in which a zone keeps one UTC offset: `[start, end)` in milliseconds.
struct OffsetSpan: Sendable {
    let start: Double
    let end: Double
    let offset: Int32

    func contains(_ millis: Double) -> Bool { start <= millis && millis < end }
}

/// What the date engine needs of an instant in a zone.
struct LocalFields: Sendable, Equatable {
    /// The proleptic Gregorian year (0 is 1 BC), ICU's `UCAL_EXTENDED_YEAR`.
    let year: Int64
    /// Days since 1970-01-01 in local time.
    let localDay: Int64
    /// The zone offset plus the daylight offset at the instant.
    let utcOffsetMillis: Int32
}

/// A proleptic Gregorian `ucal` in one zone. Reading fields takes no lock: the zone's offset is
/// constant between transitions, so local days and years are arithmetic once the span around
/// an instant is known. The span around the time the handle was opened is kept by the handle
/// (immutable); other spans are asked of ICU under a lock, once per thread, and kept by the
/// thread (``ThreadCache``).
final class CalendarHandle: @unchecked Sendable {
    /// A number no other calendar of the process has, for thread caches.
    let id = calendarCounter.wrappingAdd(1, ordering: .relaxed).newValue
    private let pointer: OpaquePointer
    // The lock around the mutable `ucal`, taken only when a thread meets a new offset span.
    private let lock = PThreadLock(0)
    /// The span around the moment the handle was opened, where "now" and recent rows fall.
    private let primary: OffsetSpan

    init(zone: String) throws(LocalizationError) {
        var status: Int32 = 0
        guard let opened = rk_icu_calendar_open(zone, &status), !ICU.failed(status) else {
            if Int(status) == RK_ICU_UNKNOWN_TIME_ZONE_ERROR { throw .unknownTimeZone(zone) }
            throw .icu(operation: "opening a calendar", status: ICU.name(status))
        }
        pointer = opened
        do {
            primary = try Self.span(opened, millis: (Date().timeIntervalSince1970 * 1000).rounded(.down))
        } catch {
            rk_icu_calendar_close(opened)
            throw error
        }
    }

    deinit { rk_icu_calendar_close(pointer) }

    private static func span(_ pointer: OpaquePointer, millis: Double) throws(LocalizationError) -> OffsetSpan {
        var status: Int32 = 0
        var offset: Int32 = 0
        var start = 0.0
        var end = 0.0
        rk_icu_calendar_offset_span(pointer, millis, &offset, &start, &end, &status)
        guard !ICU.failed(status) else {
            if Int(status) == RK_ICU_DATE_OUT_OF_RANGE_ERROR { throw .dateOutOfRange(secondsSince1970: millis / 1000) }
            throw .icu(operation: "reading a zone offset", status: ICU.name(status))
        }
        return OffsetSpan(start: start, end: end, offset: offset)
    }

    /// Wall-clock fields of an instant in this zone (the instant must be within ±8.64e15 ms).
    func fields(millis: Double) throws(LocalizationError) -> LocalFields {
        if primary.contains(millis) { return Self.fields(millis, offset: primary.offset) }
        let thread = ThreadCache.current
        if let span = thread.span(calendar: id, containing: millis) { return Self.fields(millis, offset: span.offset) }
        let result = lock.withLock { _ in
            Result { () throws(LocalizationError) in try Self.span(pointer, millis: millis) }
        }
        let span = try result.get()
        if span.start < span.end { thread.keep(span, calendar: id) }
        return Self.fields(millis, offset: span.offset)
    }

    /// The fields straight from ICU's calendar (under the lock), to check ``fields(millis:)`` against.
    func icuFields(millis: Double) throws(LocalizationError) -> LocalFields {
        var fields = rk_icu_date_fields()
        var status: Int32 = 0
        lock.withLock { _ in rk_icu_calendar_fields(pointer, millis, &fields, &status) }
        guard !ICU.failed(status) else {
            throw .icu(operation: "reading calendar fields", status: ICU.name(status))
        }
        return LocalFields(
            year: Int64(fields.year),
            localDay: fields.localDay,
            utcOffsetMillis: fields.utcOffsetMillis
        )
    }

    /// Local day and proleptic Gregorian year by arithmetic (days to civil date by Howard
    /// Hinnant's algorithm), as the shim computes `localDay` from ICU's offset.
    private static func fields(_ millis: Double, offset: Int32) -> LocalFields {
        // Callers pass instants within ±8.64e15 ms (checked before); clamp only outside that.
        let whole = abs(millis) <= 8.64e15 ? Int64(millis) : Int64(clamping: millis, rounding: .towardZero)
        let localMillis = whole + Int64(offset)
        let day = floorDivision(localMillis, 86_400_000)
        let shifted = day + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let year = yearOfEra + era * 400 + (monthIndex >= 10 ? 1 : 0)
        return LocalFields(year: year, localDay: day, utcOffsetMillis: offset)
    }

    private static func floorDivision(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    /// The canonical IANA id for `zone`, or an error naming it.
    static func canonicalZone(_ zone: String) throws(LocalizationError) -> String {
        let (id, status) = ICU.chars { rk_icu_time_zone_canonical_id(zone, $0, $1, &$2) }
        guard !ICU.failed(status), !id.isEmpty else { throw .unknownTimeZone(zone) }
        return IANAZoneNames.name(forCanonicalID: id)
    }
}
