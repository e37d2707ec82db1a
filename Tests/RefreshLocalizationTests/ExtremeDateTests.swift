import Foundation
import RefreshLocalization
import Testing

/// Any finite date, age or stored value gives a phrase or a clear error, never a trap: dates come
/// from stores and traces that anyone may have written.
@Suite struct ExtremeDateTests {
    static let now = instant("2024-06-14T12:00:00Z")

    /// Seconds since 1970 that no phrase can show, and some that it can.
    static let outOfRange: [Double] = [
        1e21, -1e21, 1e300, -1e300, 1.7e308, -1.7e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        8.64e12 + 1, -8.64e12 - 1, .infinity, -.infinity, .nan,
    ]
    static let inRange: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 8.64e12, -8.64e12,
        8.63e12, -8.63e12, 1_718_366_400,
    ]

    static func formatters() throws -> [LastUpdatedFormatter] {
        try LastUpdatedFormatter.Style.allCases.flatMap { style in
            [
                try LastUpdatedFormatter(locale: .english, style: style, timeZone: "UTC"),
                try LastUpdatedFormatter(locale: .english, style: style, timeZone: "Pacific/Kiritimati"),
                try LastUpdatedFormatter(
                    locale: .english,
                    style: style,
                    timeZone: "America/St_Johns",
                    skeleton: "yMMMdjmmss"
                ),
            ]
        }
    }

    @Test("A date out of range is dateOutOfRange from every formatter API, naming its seconds", arguments: outOfRange)
    func dateOutOfRange(seconds: Double) throws {
        let date = Date(timeIntervalSince1970: seconds)
        for formatter in try Self.formatters() {
            for (date, now) in [(date, Self.now), (Self.now, date), (date, date)] {
                #expect(throws: LocalizationError.self) { try formatter.string(for: date, relativeTo: now) }
                #expect(throws: LocalizationError.self) { try formatter.relativeBucket(for: date, relativeTo: now) }
                #expect(throws: LocalizationError.self) { try formatter.calendarDays(from: date, to: now) }
            }
            do {
                _ = try formatter.string(for: date, relativeTo: Self.now)
            } catch {
                guard case .dateOutOfRange(let reported) = error else {
                    Issue.record("expected dateOutOfRange, got \(error)")
                    continue
                }
                #expect(reported == seconds || (reported.isNaN && seconds.isNaN))
                #expect(error.description.contains("cannot be shown"))
            }
        }
    }

    @Test("A date in range gives a phrase from every style, also as 'now' and against far dates", arguments: inRange)
    func dateInRange(seconds: Double) throws {
        let date = Date(timeIntervalSince1970: seconds)
        for formatter in try Self.formatters() {
            for (date, now) in [(date, Self.now), (Self.now, date), (date, date)] {
                #expect(try !formatter.string(for: date, relativeTo: now).isEmpty)
                _ = try formatter.relativeBucket(for: date, relativeTo: now)
                _ = try formatter.calendarDays(from: date, to: now)
            }
        }
    }

    @Test("Labelers (full labels, cached per bucket) give the same: a label or dateOutOfRange")
    func labelers() throws {
        let strings = catalogs.strings(for: .english)
        for style in LastUpdatedFormatter.Style.allCases {
            let labeler = try strings.lastUpdatedLabeler(style: style, timeZone: "Asia/Kathmandu")
            for seconds in Self.outOfRange {
                let date = Date(timeIntervalSince1970: seconds)
                #expect(throws: LocalizationError.self) { try labeler.string(for: date, relativeTo: Self.now) }
                #expect(throws: LocalizationError.self) { try labeler.string(for: Self.now, relativeTo: date) }
            }
            for seconds in Self.inRange {
                let date = Date(timeIntervalSince1970: seconds)
                #expect(try labeler.string(for: date, relativeTo: Self.now).hasPrefix("Last updated"))
                #expect(try labeler.string(for: Self.now, relativeTo: date).hasPrefix("Last updated"))
            }
        }
    }

    @Test("Extreme thresholds (NaN, infinities, Int.max, negative) pick a bucket without trapping")
    func extremeThresholds() throws {
        let doubles: [Double] = [.nan, .infinity, -.infinity, 0, -1, .greatestFiniteMagnitude]
        let ints = [Int.max, Int.min, 0, -1]
        for double in doubles {
            for int in ints {
                for rounding in RelativeDateThresholds.Rounding.allCases {
                    let thresholds = RelativeDateThresholds(
                        nowInterval: double,
                        futureSkewTolerance: double,
                        maximumMinutes: int,
                        maximumHours: int,
                        maximumDays: int,
                        maximumWeeks: int,
                        rounding: rounding
                    )
                    let formatter = try LastUpdatedFormatter(locale: .english, thresholds: thresholds)
                    for seconds in [-8.64e12, -1e9, -3600, 0, 59, 86_400, 1e9, 8.64e12] {
                        let date = Self.now.addingTimeInterval(-seconds)
                        guard abs(date.timeIntervalSince1970) <= 8.64e12 else { continue }
                        #expect(try !formatter.string(for: date, relativeTo: Self.now).isEmpty)
                        let until = try formatter.validUntil(for: date, relativeTo: Self.now)
                        #expect(until.map { $0 > Self.now } ?? true)
                    }
                }
            }
        }
    }
}
