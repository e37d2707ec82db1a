import RefreshCore
import RefreshPresentation
import RefreshStyle
import RefreshSupport

/// Measures text in terminal cells, as a ``Canvas`` writes it: East Asian wide and fullwidth
/// characters and emoji take two cells, combining marks none, other characters one, and control
/// characters (which a canvas drops) none. The font's size and weight do not matter: a terminal
/// draws every character in its own font, one cell wide or two.
///
/// ```swift
/// import RefreshCore
/// import RefreshTerminal
///
/// let cells = CellTextMeasurer().width(of: "更新中", font: FontSpec(size: 13, bold: true))
/// // cells == 6
/// ```
public struct CellTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// `nil`: a terminal draws in its own font.
    public var fontFamily: String? { nil }

    /// The number of cells `text` takes on one row (`String.terminalWidth` of the text a
    /// canvas keeps).
    public func width(of text: String, font: FontSpec) -> Double {
        Double(ControlCharacters.removed(from: text).terminalWidth)
    }
}
