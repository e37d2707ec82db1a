import RefreshCore
import RefreshStyle

/// What a skin draws for one edge at one moment: colours, texts and the indicator.
///
/// Hosts draw it their own way: a terminal with cells, an SVG with shapes, an app with views.
public struct RefreshFrame: Sendable, Hashable {
    /// The control's background.
    public var background: RGBAColor
    /// The colour of both labels.
    public var textColor: RGBAColor
    /// The colour of the labels' shadow (offset one point down), or `nil` for none.
    public var textShadow: RGBAColor?
    /// The status line ("Pull down to refresh").
    public var status: RefreshMessage
    /// The detail line ("Last updated: …"), or `nil` for none.
    public var detail: RefreshMessage?
    /// The status font.
    public var statusFont: FontSpec
    /// The detail font.
    public var detailFont: FontSpec
    /// What turns or spins beside the text.
    public var indicator: Indicator
    /// Which way the layout reads.
    public var layoutDirection: LayoutDirection

    /// The arrow, spinner or nothing beside the labels.
    public enum Indicator: Sendable, Hashable {
        /// The arrow image `asset`, tinted when `tint` is given, turned to `angle` radians over
        /// `duration` seconds.
        case arrow(asset: String, angle: Double, duration: Double, tint: RGBAColor?)
        /// An activity spinner in the given colour.
        case spinner(RGBAColor)
        /// Nothing.
        case none
    }

    /// Which way text and the indicator are laid out.
    public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
        /// Follow the language: right to left for Arabic, Hebrew, Persian and the like.
        case auto
        /// Left to right.
        case ltr
        /// Right to left.
        case rtl
    }

    /// Creates a frame.
    public init(
        background: RGBAColor,
        textColor: RGBAColor,
        textShadow: RGBAColor?,
        status: RefreshMessage,
        detail: RefreshMessage?,
        statusFont: FontSpec = FontSpec(size: 13, bold: true),
        detailFont: FontSpec = FontSpec(size: 12),
        indicator: Indicator,
        layoutDirection: LayoutDirection = .auto
    ) {
        self.background = background
        self.textColor = textColor
        self.textShadow = textShadow
        self.status = status
        self.detail = detail
        self.statusFont = statusFont
        self.detailFont = detailFont
        self.indicator = indicator
        self.layoutDirection = layoutDirection
    }
}
