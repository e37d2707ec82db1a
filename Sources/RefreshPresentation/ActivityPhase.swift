import RefreshSupport

/// The step of an activity indicator at a time: 12 steps a second, whatever the host; and how
/// much of it a pull has built.
public enum ActivityPhase {
    /// Steps per second.
    public static let stepsPerSecond = 12.0
    /// Steps in a turn: the spokes of a spinner (each host's has twelve).
    public static let spokes = 12

    /// How many of its ``spokes`` a spinner built up to `built` (0 to 1 of a turn) shows: one as
    /// soon as the pull starts, another each twelfth of the pull, all of them at the trigger
    /// (NaN and values below 0 show none, values past 1 all).
    public static func spokes(built: Double) -> Int {
        guard built > 0 else { return 0 }
        return min(Int(clamping: built * Double(spokes), rounding: .up), spokes)
    }

    /// The step shown at `time` seconds (any value: NaN and infinities give a step too).
    public static func at(_ time: Double) -> Int {
        Int(clamping: time * stepsPerSecond, rounding: .down)
    }
}
