import RefreshCore
import RefreshPresentation
import RefreshStyle

/// Measures text as Chromium draws it with `font-family: <family>`: fonts found by fontconfig,
/// opened by FreeType and shaped by HarfBuzz, widths in points.
///
/// Each grapheme cluster is drawn in the first font of the named families that has glyphs for it,
/// else in a fallback font: one already used for the same script run, or the one fontconfig picks
/// for the character. Bold text uses the named families' weight-700 faces, while fallback fonts
/// stay regular (Chromium's fallback asks for no weight and emboldens the outlines, which keeps the
/// advances). The text is cut into runs of one font and one script, each run shaped in its script's
/// direction (Arabic and Hebrew right to left, Tamil, Malayalam and Devanagari with their
/// reordering and conjuncts, Thai, CJK), and the advances summed, unhinted: one CSS pixel is one
/// point, as an SVG's user units are. Fallback fonts are ranked for English, as a browser whose
/// language is English ranks them.
///
/// Making a measurer for a family list the first time finds and sorts the installed fonts
/// (milliseconds); later ones share that work, and each font is opened when first needed. Widths
/// are remembered per text (a few thousand texts per family list and weight), so a host that
/// measures its two labels every frame pays a lookup, not a shaping. Safe to use from many threads
/// at once.
///
/// ```swift
/// import RefreshCore
/// import RefreshText
///
/// let measurer = try ShapedTextMeasurer()  // Noto Sans and the Noto fonts of other scripts
/// let width = measurer.width(of: "Pull down to refresh", font: FontSpec(size: 13, bold: true))
/// // width ≈ 130.8 (points); an SVG host names measurer.fontFamily in its font-family attribute
/// ```
public struct ShapedTextMeasurer: TextMeasurer {
    /// The family list a measurer uses unless told otherwise: Noto Sans, then the Noto family of
    /// each other script of the built-in catalogs (Debian `fonts-noto-core` and `fonts-noto-cjk`),
    /// so that every catalog is drawn in fonts the list names and never depends on a browser's
    /// fallback. (Chromium's fallback for a Tamil text that starts with ப picks Noto Sans Grantha,
    /// which has that one letter, and then draws the whole word as missing glyphs.) Chinese and
    /// Korean texts are drawn in Noto Sans CJK JP's glyphs; a host may name Noto Sans CJK SC, TC or
    /// KR first, which have the same advances.
    public static let defaultFontFamily =
        "Noto Sans, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Devanagari, Noto Sans Bengali, "
        + "Noto Sans Gujarati, Noto Sans Gurmukhi, Noto Sans Kannada, Noto Sans Malayalam, Noto Sans Tamil, "
        + "Noto Sans Telugu, Noto Sans Thai, Noto Sans CJK JP"

    /// The family list as a host writes it in CSS or an SVG `font-family` attribute.
    public let fontFamily: String?

    /// The family names of the list, unquoted, in order.
    public let families: [String]

    private let regular: FontChain
    private let bold: FontChain

    /// Creates a measurer for a CSS `font-family` list, such as `Noto Sans` or
    /// `"DejaVu Sans", sans-serif`.
    ///
    /// Every family named, other than CSS's generic ones (`sans-serif`, `serif`, `monospace`…),
    /// must be installed: a browser would skip a missing one and draw in another font than the one
    /// measured. Generic families go to fontconfig, whose choice for them may differ from a
    /// browser's own settings, so name installed families first.
    ///
    /// - Throws: ``FontError`` when the list cannot be read, a family is not installed, or
    ///   fontconfig, FreeType or HarfBuzz fail.
    public init(fontFamily: String = ShapedTextMeasurer.defaultFontFamily) throws(FontError) {
        let list = try FontFamilyList(parsing: fontFamily)
        self.fontFamily = list.css
        self.families = list.names
        self.regular = try FontChain.shared(list.names, bold: false)
        self.bold = try FontChain.shared(list.names, bold: true)
    }

    /// The scalars of `text` that no font of the named families has (default-ignorable ones such
    /// as joiners aside), in order, each once: the measurer draws them in fallback fonts, which a
    /// browser may pick otherwise, or as missing glyphs.
    public func scalarsOutsideFamily(in text: String, bold: Bool = false) -> [Unicode.Scalar] {
        (bold ? self.bold : regular).scalarsOutsideNamedFonts(in: text)
    }

    /// The advance of `text` set on one line in `font`, in points (zero for a size that is not a
    /// positive number).
    public func width(of text: String, font: FontSpec) -> Double {
        guard font.size.isFinite, font.size > 0 else { return 0 }
        return (font.bold ? bold : regular).emWidth(of: text) * font.size
    }
}
