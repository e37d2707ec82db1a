/// How the terminal draws an activity indicator: a braille glyph per step.
public enum Spinner {
    /// Braille dots turning, for terminals with Unicode.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The glyph shown at a step (any step, negative ones included).
    public static func frame(_ phase: Int) -> Character {
        frames[((phase % frames.count) + frames.count) % frames.count]
    }
}
