import RefreshCore

/// Measures text as a host will draw it, so that one layout (``EdgeArrangement``) serves every
/// host: the SVG host and lint measure with shaped fonts (RefreshText's `ShapedTextMeasurer`),
/// the terminal in cells (RefreshTerminal's `CellTextMeasurer`), an app with its platform's text
/// system.
public protocol TextMeasurer: Sendable {
    /// The CSS font-family list a host should name when it draws what was measured (the family
    /// the widths are true for), or `nil` where there is no font to name (cells).
    var fontFamily: String? { get }
    /// The advance of `text` set on one line in `font`, in the measurer's unit: points for fonts,
    /// cells for a terminal.
    func width(of text: String, font: FontSpec) -> Double
}
