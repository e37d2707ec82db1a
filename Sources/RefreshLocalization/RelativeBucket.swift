/// What the relative style decided to say about a date: the unit and count, before ICU words it.
/// Equal buckets give equal text, which is what the result cache relies on.
public enum RelativeBucket: Sendable, Hashable {
    /// Within ``RelativeDateThresholds/nowInterval`` (or clock skew): "now".
    case now
    /// `count` minutes; negative counts are past ("5 minutes ago"), positive future.
    case minutes(Int)
    /// `count` hours; negative past, positive future.
    case hours(Int)
    /// `count` calendar days in the zone; -1 is "yesterday".
    case days(Int)
    /// `count` weeks; -1 is "last week".
    case weeks(Int)
    /// Too far away for a relative phrase: the date itself; `sameYear` omits the year.
    case date(sameYear: Bool)
}
