import RefreshCore

/// One character cell of a terminal: a character with its colours.
public struct Cell: Sendable, Hashable {
    /// The character shown (one column wide; wide characters take a second, empty cell).
    public var character: Character
    /// The foreground colour, or `nil` for the terminal's own.
    public var foreground: RGBAColor?
    /// The background colour, or `nil` for the terminal's own.
    public var background: RGBAColor?
    /// Whether the character is bold.
    public var bold: Bool
    /// This cell is the right half of a wide character drawn in the cell before it.
    public var isContinuation: Bool
    /// The character to show when no colour can be shown, if it differs from ``character``
    /// (a picture cell shows its ink as block characters then).
    public var plain: Character?

    /// Creates a cell.
    public init(
        _ character: Character = " ",
        foreground: RGBAColor? = nil,
        background: RGBAColor? = nil,
        bold: Bool = false,
        isContinuation: Bool = false,
        plain: Character? = nil
    ) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.isContinuation = isContinuation
        self.plain = plain
    }
}
