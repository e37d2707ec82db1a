import RefreshCore
import RefreshStyle

/// Measures text the way a host draws it, so that one layout (``EdgeArrangement``) fits every host.
///
/// A host supplies its own measurer: the SVG host and the lint use `ShapedTextMeasurer` (module
/// RefreshText: fonts found by fontconfig, shaped by HarfBuzz) with the font family they name, the
/// terminal host uses `CellTextMeasurer` (module RefreshTerminal: terminal cells), and an app's host
/// would wrap its platform's text measurement. Measurers are shared between threads, so they are
/// `Sendable`; measuring never fails (a measurer that needs fonts finds them when it is made).
///
/// ```swift
/// import RefreshCore
/// import RefreshPresentation
///
/// func fits(_ text: String, in width: Double, measuredBy measurer: some TextMeasurer) -> Bool {
///     measurer.width(of: text, font: FontSpec(size: 13, bold: true)) <= width
/// }
/// ```
public protocol TextMeasurer: Sendable {
    /// The CSS `font-family` list a host names when it draws the text this measurer measured, such
    /// as `Noto Sans`, so that what is drawn has the measured width; `nil` when the host picks no
    /// font (a terminal draws in its own).
    var fontFamily: String? { get }

    /// The advance of `text` set on one line in `font`: the distance from the start of its first
    /// character to the end of its last, in the measurer's unit (points for a measurer of drawn
    /// text, cells for a terminal's). The empty string measures zero; text is measured as given,
    /// with no whitespace collapsed and no line broken.
    func width(of text: String, font: FontSpec) -> Double
}
