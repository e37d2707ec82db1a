/// The numbers a setting accepts: a lower bound (included or not) and an included upper bound.
///
/// Each of ``RefreshMetrics``' ranges is written once, in ``RefreshMetrics/Bounds``; the metrics'
/// own ``RefreshMetrics/problems`` and the skin grammar (which reads skins' `<metrics>`) both use it.
public struct ValueBounds: Sendable, Hashable {
    /// The lower bound.
    public var lower: Double
    /// Whether ``lower`` itself is allowed.
    public var includesLower: Bool
    /// The upper bound, which is allowed.
    public var upper: Double

    /// Numbers from `lower` (included) to `upper` (included).
    public static func from(_ lower: Double, through upper: Double) -> ValueBounds {
        ValueBounds(lower: lower, includesLower: true, upper: upper)
    }

    /// Numbers greater than `lower` and at most `upper`.
    public static func above(_ lower: Double, through upper: Double) -> ValueBounds {
        ValueBounds(lower: lower, includesLower: false, upper: upper)
    }

    /// Whether `value` is a finite number within the bounds.
    public func contains(_ value: Double) -> Bool {
        value.isFinite && (includesLower ? value >= lower : value > lower) && value <= upper
    }

    /// "at least 0 and at most 60", or "greater than 0 and at most 1".
    public var phrase: String {
        (includesLower ? "at least " : "greater than ") + Self.format(lower) + " and at most " + Self.format(upper)
    }

    /// A bound as written in a skin: `60`, `0.5`.
    public static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

extension RefreshMetrics {
    /// The allowed range of each number, by name (the names of the properties and of the skin
    /// attributes). One definition, used by ``problems`` and by the skin grammar.
    public enum Bounds {
        /// ``RefreshMetrics/triggerDistance``: points, more than 0, at most 1000.
        public static let triggerDistance = ValueBounds.above(0, through: 1000)
        /// ``RefreshMetrics/loadingInset``: points, 0 to 1000.
        public static let loadingInset = ValueBounds.from(0, through: 1000)
        /// The durations (flip, open, close, minimum loading time, result hold time): seconds, 0 to 60.
        public static let duration = ValueBounds.from(0, through: 60)
        /// ``RefreshMetrics/staleAfter``: seconds, 0 to one year.
        public static let staleAfter = ValueBounds.from(0, through: 31_536_000)
        /// ``RefreshMetrics/secondLevelDistance``: points, more than 0, at most 1000 (and more than
        /// the trigger distance, which ``RefreshMetrics/problems`` checks too).
        public static let secondLevelDistance = ValueBounds.above(0, through: 1000)
        /// ``RefreshMetrics/dragRate``: more than 0, at most 1.
        public static let dragRate = ValueBounds.above(0, through: 1)
        /// ``RefreshMetrics/maximumPull``: points, more than 0, at most 1000.
        public static let maximumPull = ValueBounds.above(0, through: 1000)
    }
}
