import RefreshSupport

/// Where the relative style moves from one unit to the next, and how it rounds.
///
/// With the ``standard`` values (elapsed time `t`, rounding down):
///
/// | elapsed                          | reads (English, long)       | ICU call                         |
/// |----------------------------------|-----------------------------|----------------------------------|
/// | future                           | now (see ``future``)        | `format(0, second)`              |
/// | t < 60 s                         | now                         | `format(0, second)`              |
/// | up to 59 min                     | 1 minute ago … 59 minutes ago | `formatNumeric(-n, minute)`    |
/// | up to 23 h                       | 1 hour ago … 23 hours ago   | `formatNumeric(-n, hour)`        |
/// | 1 calendar day in the zone       | yesterday                   | `format(-1, day)`                |
/// | 2 … 6 calendar days              | 2 days ago … 6 days ago     | `format(-n, day)`                |
/// | 7 … 34 calendar days (≤ 4 weeks) | last week … 4 weeks ago     | `format(-n, week)`               |
/// | older                            | Mar 5 / Mar 5, 2023         | date from skeleton `MMMd`/`yMMMd` |
///
/// Days count calendar-day boundaries in the formatter's time zone, so 23:50 seen at 00:10 reads
/// "20 minutes ago", and 30 hours across one midnight reads "yesterday". A "last updated" date
/// cannot be in the future: with the default ``FuturePolicy/now`` a future date is taken as now
/// (in every style), and with ``FuturePolicy/error`` one more than ``futureSkewTolerance`` ahead
/// is an error.
public struct RelativeDateThresholds: Sendable, Hashable {
    /// What a date in the future (a clock ahead, or a bad timestamp) reads as.
    public enum FuturePolicy: String, Sendable, Hashable, CaseIterable {
        /// The date is taken as now: "now" in the relative style, now's day and time in the
        /// calendar and absolute styles. Never "in 2 days".
        case now
        /// A date more than ``RelativeDateThresholds/futureSkewTolerance`` ahead throws
        /// ``LocalizationError/futureDate(secondsAhead:tolerance:)``; a date within the tolerance
        /// (clock skew) is taken as now.
        case error
    }

    /// How counts of minutes, hours and weeks are rounded.
    public enum Rounding: String, Sendable, Hashable, CaseIterable {
        /// Round toward zero: 5 min 59 s reads "5 minutes ago" (what most feeds show).
        case down
        /// Round to the nearest whole unit, halves up: 5 min 30 s reads "6 minutes ago".
        case nearest
    }

    /// Below this many seconds the phrase is "now".
    public var nowInterval: Double
    /// Dates up to this many seconds in the future (clock skew) read "now" under either
    /// ``future`` policy.
    public var futureSkewTolerance: Double
    /// What a date further in the future reads as.
    public var future: FuturePolicy
    /// The largest count of minutes shown before switching to hours.
    public var maximumMinutes: Int
    /// The largest count of hours shown before switching to calendar days.
    public var maximumHours: Int
    /// The largest count of calendar days shown before switching to weeks.
    public var maximumDays: Int
    /// The largest count of weeks shown before switching to the date.
    public var maximumWeeks: Int
    /// How minutes, hours and weeks are rounded.
    public var rounding: Rounding
    /// Whether to use named forms ("yesterday", "last week") where the language has them;
    /// `false` always gives numbers ("1 day ago"). "now" is always named.
    public var prefersNamedForms: Bool

    /// The defaults described in the table above.
    public static let standard = RelativeDateThresholds()

    /// Creates thresholds; every parameter defaults to the ``standard`` value.
    public init(
        nowInterval: Double = 60,
        futureSkewTolerance: Double = 300,
        future: FuturePolicy = .now,
        maximumMinutes: Int = 59,
        maximumHours: Int = 23,
        maximumDays: Int = 6,
        maximumWeeks: Int = 4,
        rounding: Rounding = .down,
        prefersNamedForms: Bool = true
    ) {
        self.nowInterval = nowInterval
        self.futureSkewTolerance = futureSkewTolerance
        self.future = future
        self.maximumMinutes = maximumMinutes
        self.maximumHours = maximumHours
        self.maximumDays = maximumDays
        self.maximumWeeks = maximumWeeks
        self.rounding = rounding
        self.prefersNamedForms = prefersNamedForms
    }

    /// A count of units, clamped to `Int`'s range (thresholds are public, so any value may come).
    func rounded(_ value: Double) -> Int {
        switch rounding {
        case .down: return Int(clamping: value, rounding: .towardZero)
        case .nearest: return Int(clamping: value, rounding: .toNearestOrAwayFromZero)
        }
    }
}
