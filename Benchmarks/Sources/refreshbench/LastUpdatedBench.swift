import CBenchICU
import Foundation
import RefreshLocalization

/// The 10,000-row list: varied ages (seconds to months) in five locales, ar and ja among them.
struct LastUpdatedWorkload {
    static let localeTags = ["en", "de", "ar", "ja", "ru"]
    static let rowCount = 10_000

    let now: Date
    /// Locale index and date of each row.
    let rows: [(locale: Int, date: Date)]

    init(now: Date = Date()) {
        var random = SplitMix64(seed: 42)
        // Ages spread evenly on a log scale from 1 second to 120 days.
        let lowest = log(1.0)
        let highest = log(120.0 * 86_400)
        var rows: [(locale: Int, date: Date)] = []
        rows.reserveCapacity(Self.rowCount)
        for _ in 0..<Self.rowCount {
            let age = exp(Double.random(in: lowest...highest, using: &random)).rounded(.down)
            rows.append((Int(random.next() % UInt64(Self.localeTags.count)), now.addingTimeInterval(-age)))
        }
        self.now = now
        self.rows = rows
    }
}

/// RefreshKit's labelers, one per locale, as a server would hold them.
struct OurLabels {
    let labelers: [LastUpdatedLabeler]

    init(tags: [String], timeZone: String = "UTC") throws {
        let catalogs = try CatalogSet.builtIn
        labelers = try tags.map {
            try catalogs.strings(for: LocaleIdentifier($0)).lastUpdatedLabeler(timeZone: timeZone)
        }
    }

    func run(_ workload: LastUpdatedWorkload) {
        let now = workload.now
        for row in workload.rows {
            do {
                blackHole(try labelers[row.locale].string(for: row.date, relativeTo: now))
            } catch {
                recordLoopFailure(error, in: "last-updated")
            }
        }
    }
}

/// Foundation's `Date.RelativeFormatStyle`, named presentation, wide units, Gregorian UTC calendar.
struct FoundationLabels {
    let styles: [Date.RelativeFormatStyle]

    init(tags: [String]) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        styles = tags.map { tag in
            var style = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide)
            style.locale = Locale(identifier: tag)
            style.calendar = calendar
            return style
        }
    }

    func run(_ workload: LastUpdatedWorkload) {
        for row in workload.rows { blackHole(styles[row.locale].format(row.date)) }
    }
}

/// The floor: the same unit choice as RefreshKit's standard thresholds in UTC, then straight
/// ICU calls from C (`ureldatefmt_format`/`formatNumeric`, `udat_format` for dates older than four
/// weeks) into a reused UTF-16 buffer. No caching, no Swift strings.
final class RawICULabels: @unchecked Sendable {  // one instance per thread: the buffer is its own
    private var relative: [OpaquePointer] = []
    private var dayAndMonth: [OpaquePointer] = []
    private var fullDate: [OpaquePointer] = []
    private var buffer = [UInt16](repeating: 0, count: 256)

    /// Opens the ICU objects with the same locale, width and capitalization as `ours`.
    init(matching ours: OurLabels) throws {
        for labeler in ours.labelers {
            let formatter = labeler.dateFormatter
            let locale = formatter.locale.icuIdentifier
            let capitalization = Self.shimValue(formatter.capitalization)
            var status: Int32 = 0
            guard let handle = rk_bench_reldatefmt_open(locale, capitalization, &status) else {
                let name = String(cString: rk_bench_icu_error_name(status))
                throw BenchError("ureldatefmt_open(\(locale)) failed: \(name)")
            }
            relative.append(handle)
            dayAndMonth.append(try Self.openDate(locale, skeleton: "MMMMd", capitalization: capitalization))
            fullDate.append(try Self.openDate(locale, skeleton: "yMMMMd", capitalization: capitalization))
        }
    }

    deinit {
        relative.forEach(rk_bench_reldatefmt_close)
        (dayAndMonth + fullDate).forEach(rk_bench_datefmt_close)
    }

    static func shimValue(_ capitalization: LastUpdatedFormatter.Capitalization) -> Int32 {
        switch capitalization {
        case .beginningOfSentence: return Int32(RK_BENCH_CAPITALIZATION_BEGINNING_OF_SENTENCE)
        case .middleOfSentence: return Int32(RK_BENCH_CAPITALIZATION_MIDDLE_OF_SENTENCE)
        case .uiListOrMenu: return Int32(RK_BENCH_CAPITALIZATION_UI_LIST_OR_MENU)
        case .standalone: return Int32(RK_BENCH_CAPITALIZATION_STANDALONE)
        case .none: return Int32(RK_BENCH_CAPITALIZATION_NONE)
        }
    }

    private static func openDate(_ locale: String, skeleton: String, capitalization: Int32) throws -> OpaquePointer {
        let units = Array(skeleton.utf16)
        var status: Int32 = 0
        guard let handle = rk_bench_datefmt_open(locale, units, Int32(units.count), "UTC", capitalization, &status)
        else {
            throw BenchError(
                "udat_open(\(locale), \(skeleton)) failed: \(String(cString: rk_bench_icu_error_name(status)))"
            )
        }
        return handle
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// The Gregorian year of a day number (days since 1970-01-01), by Howard Hinnant's algorithm.
    private static func year(ofDay day: Int64) -> Int64 {
        let z = day + 719_468
        let era = floorDiv(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        return yearOfEra + era * 400 + (monthIndex >= 10 ? 1 : 0)
    }

    /// Formats one row into the buffer; returns the length in UTF-16 units.
    @inline(__always)
    func format(locale: Int, dateMillis: Double, nowMillis: Double) -> Int32 {
        var status: Int32 = 0
        let elapsed = (nowMillis - dateMillis) / 1000
        return buffer.withUnsafeMutableBufferPointer { out in
            let capacity = Int32(out.count)
            let formatter = relative[locale]
            if elapsed < 60 {
                return rk_bench_reldatefmt_format(
                    formatter,
                    0,
                    Int32(RK_BENCH_UNIT_SECOND),
                    0,
                    out.baseAddress,
                    capacity,
                    &status
                )
            }
            let minutes = Int(elapsed / 60)
            if minutes <= 59 {
                return rk_bench_reldatefmt_format(
                    formatter,
                    Double(-minutes),
                    Int32(RK_BENCH_UNIT_MINUTE),
                    1,
                    out.baseAddress,
                    capacity,
                    &status
                )
            }
            let hours = Int(elapsed / 3600)
            let dateDay = Self.floorDiv(Int64(dateMillis.rounded(.down)), 86_400_000)
            let nowDay = Self.floorDiv(Int64(nowMillis.rounded(.down)), 86_400_000)
            let days = Int(nowDay - dateDay)
            if hours <= 23 || days == 0 {
                return rk_bench_reldatefmt_format(
                    formatter,
                    Double(-hours),
                    Int32(RK_BENCH_UNIT_HOUR),
                    1,
                    out.baseAddress,
                    capacity,
                    &status
                )
            }
            if days <= 6 {
                return rk_bench_reldatefmt_format(
                    formatter,
                    Double(-days),
                    Int32(RK_BENCH_UNIT_DAY),
                    0,
                    out.baseAddress,
                    capacity,
                    &status
                )
            }
            let weeks = max(1, days / 7)
            if weeks <= 4 {
                return rk_bench_reldatefmt_format(
                    formatter,
                    Double(-weeks),
                    Int32(RK_BENCH_UNIT_WEEK),
                    0,
                    out.baseAddress,
                    capacity,
                    &status
                )
            }
            let sameYear = Self.year(ofDay: dateDay) == Self.year(ofDay: nowDay)
            let dateFormatter = sameYear ? dayAndMonth[locale] : fullDate[locale]
            return rk_bench_datefmt_format(dateFormatter, dateMillis, out.baseAddress, capacity, &status)
        }
    }

    /// The text of the last `format` call.
    func text(length: Int32) -> String {
        String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }

    func run(_ workload: LastUpdatedWorkload) {
        let nowMillis = workload.now.timeIntervalSince1970 * 1000
        for row in workload.rows {
            blackHole(
                format(locale: row.locale, dateMillis: row.date.timeIntervalSince1970 * 1000, nowMillis: nowMillis)
            )
        }
    }

    /// How many rows' phrases differ from RefreshKit's date phrases (0 when both choose alike).
    func mismatches(with ours: OurLabels, _ workload: LastUpdatedWorkload) -> (count: Int, example: String?) {
        let nowMillis = workload.now.timeIntervalSince1970 * 1000
        var count = 0
        var example: String?
        for row in workload.rows {
            let length = format(
                locale: row.locale,
                dateMillis: row.date.timeIntervalSince1970 * 1000,
                nowMillis: nowMillis
            )
            let theirs = text(length: length)
            let mine: String
            do {
                mine = try ours.labelers[row.locale].dateFormatter.string(for: row.date, relativeTo: workload.now)
            } catch {
                recordLoopFailure(error, in: "last-updated mismatches")
                return (count, example)
            }
            if theirs != mine {
                count += 1
                if example == nil { example = "\(mine) vs \(theirs)" }
            }
        }
        return (count, example)
    }
}

/// A failure to set up a benchmark.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
