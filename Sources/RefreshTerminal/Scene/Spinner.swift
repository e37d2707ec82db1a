import RefreshSupport

/// The frames of a terminal activity spinner.
public enum Spinner {
    /// Braille dots turning, for terminals with Unicode.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Frames per second at which the spinner turns.
    public static let framesPerSecond = 12.0

    /// The frame shown at a step.
    public static func frame(_ phase: Int) -> Character {
        frames[((phase % frames.count) + frames.count) % frames.count]
    }

    /// The step shown at a time in seconds.
    public static func phase(at time: Double) -> Int {
        Int(clamping: time * framesPerSecond, rounding: .down)
    }
}
