/// What the relative style decided to say about a date: the unit and count, before ICU words it.
/// Equal buckets give equal text, which is what the result cache relies on.
public enum RelativeBucket: Sendable, Hashable {
    /// Within ``RelativeDateThresholds/nowInterval``, or a date in the future: "now".
    case now
    /// `count` minutes, negative: -5 is "5 minutes ago" (a future date reads "now").
    case minutes(Int)
    /// `count` hours, negative.
    case hours(Int)
    /// `count` calendar days in the zone, negative; -1 is "yesterday".
    case days(Int)
    /// `count` weeks, negative; -1 is "last week".
    case weeks(Int)
    /// Too far away for a relative phrase: the date itself; `sameYear` omits the year.
    case date(sameYear: Bool)
}
