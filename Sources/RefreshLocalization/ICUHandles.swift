internal import CICUShim
import Foundation

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

/// An opened `udat` with a fixed pattern and zone. Formatting is guarded by a lock: ICU documents
/// `udat_format` as const, but the capitalization context uses a shared break iterator.
final class DateFormatHandle: @unchecked Sendable {
    private let pointer: OpaquePointer
    // A plain lock: a `Locked<Void>` here made ThreadSanitizer report a Swift access race on its
    // zero-sized value (the exclusivity check of an empty tuple has no storage of its own).
    private let lock = NSLock()
    let pattern: String

    init(locale: LocaleIdentifier, pattern: String, zone: String, capitalization: Int32) throws(LocalizationError) {
        let units = Array(pattern.utf16)
        var status: Int32 = 0
        let opened = rk_icu_datefmt_open(locale.icuIdentifier, units, Int32(units.count), zone, capitalization, &status)
        guard let opened, !ICU.failed(status) else {
            if Int(status) == RK_ICU_UNKNOWN_LOCALE_ERROR { throw .unknownLocale(locale.languageTag) }
            if Int(status) == RK_ICU_UNKNOWN_TIME_ZONE_ERROR { throw .unknownTimeZone(zone) }
            throw .badDateSkeleton(pattern, icuStatus: ICU.name(status))
        }
        self.pointer = opened
        self.pattern = pattern
    }

    deinit { rk_icu_datefmt_close(pointer) }

    func format(millis: Double) throws(LocalizationError) -> String {
        lock.lock()
        let (text, status) = ICU.utf16 { rk_icu_datefmt_format(pointer, millis, $0, $1, &$2) }
        lock.unlock()
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

/// A Gregorian `ucal` in one zone, guarded by a lock (calendars are mutable).
final class CalendarHandle: @unchecked Sendable {
    private struct State {
        let pointer: OpaquePointer
        /// The last instant asked for and its fields: a list labelled against one "now" asks for
        /// the same instant once per row.
        var lastMillis = Double.nan
        var lastFields = rk_icu_date_fields()
    }

    private let state: Locked<State>
    private let pointer: OpaquePointer

    init(zone: String) throws(LocalizationError) {
        var status: Int32 = 0
        guard let opened = rk_icu_calendar_open(zone, &status), !ICU.failed(status) else {
            if Int(status) == RK_ICU_UNKNOWN_TIME_ZONE_ERROR { throw .unknownTimeZone(zone) }
            throw .icu(operation: "opening a calendar", status: ICU.name(status))
        }
        pointer = opened
        state = Locked(State(pointer: opened))
    }

    deinit { rk_icu_calendar_close(pointer) }

    /// Wall-clock fields of an instant in this zone.
    func fields(millis: Double) throws(LocalizationError) -> rk_icu_date_fields {
        var fields = rk_icu_date_fields()
        var status: Int32 = 0
        state.withLock { state in
            if state.lastMillis == millis {
                fields = state.lastFields
                return
            }
            rk_icu_calendar_fields(state.pointer, millis, &fields, &status)
            if !ICU.failed(status) {
                state.lastMillis = millis
                state.lastFields = fields
            }
        }
        guard !ICU.failed(status) else {
            throw .icu(operation: "reading calendar fields", status: ICU.name(status))
        }
        return fields
    }

    /// The canonical IANA id for `zone`, or an error naming it.
    static func canonicalZone(_ zone: String) throws(LocalizationError) -> String {
        let (id, status) = ICU.chars { rk_icu_time_zone_canonical_id(zone, $0, $1, &$2) }
        guard !ICU.failed(status), !id.isEmpty else { throw .unknownTimeZone(zone) }
        return id
    }
}
