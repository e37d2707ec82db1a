import RefreshSupport

/// The step of an activity indicator at a time: 12 steps a second, whatever the host.
public enum ActivityPhase {
    /// Steps per second.
    public static let stepsPerSecond = 12.0

    /// The step shown at `time` seconds (any value: NaN and infinities give a step too).
    public static func at(_ time: Double) -> Int {
        Int(clamping: time * stepsPerSecond, rounding: .down)
    }
}
