import RefreshCore
import RefreshFoundation
import RefreshStyle

/// One edge (header or footer) as a host draws it, fully resolved: colours after appearance and
/// tint, texts in the user's language (also in visual order for displays that do not reorder),
/// fonts, the indicator with its image, angle and opacity, the direction and the layout in points.
/// A host decides nothing about text or colour: it turns this into its medium.
public struct PresentedEdge: Sendable, Hashable {
    /// Which edge this is.
    public var edge: RefreshEdge
    /// The control's background.
    public var background: RGBAColor
    /// The colour of the labels.
    public var textColor: RGBAColor
    /// The labels' shadow, if the skin has one.
    public var textShadow: Shadow?
    /// The status line, in logical order.
    public var status: String
    /// The detail line (last updated), in logical order, if any.
    public var detail: String?
    /// The status line in visual order, for displays that draw characters left to right as
    /// stored (most terminals); the same as ``status`` for left-to-right text.
    public var statusInVisualOrder: String
    /// The detail line in visual order, if any.
    public var detailInVisualOrder: String?
    /// The status font.
    public var statusFont: FontSpec
    /// The detail font.
    public var detailFont: FontSpec
    /// What turns or spins beside the labels.
    public var indicator: PresentedIndicator
    /// Lay out right to left: the indicator on the trailing side, text direction rtl.
    public var rightToLeft: Bool
    /// Where things go, in points, before the texts are measured (see ``EdgeArrangement``).
    public var layout: EdgeLayout
    /// The smallest share of its font size a text that does not fit may shrink to before it is
    /// cut with an ellipsis (the skin's `<fonts minimumScale>`).
    public var minimumTextScale: Double = 0.85
    /// How many lines a text that does not fit on one line may wrap to (the skin's
    /// `<fonts maximumLines>`).
    public var maximumTextLines = 2
    /// The whole edge's opacity, 0 to 1, over what lies behind it (a skin's `<fade>`).
    public var opacity: Double = 1
    /// The labels' opacity, 0 to 1 (keyframe animations of the text).
    public var textOpacity: Double = 1
    /// The labels' move to the right, in points.
    public var textOffsetX: Double = 0
    /// The labels' move down, in points.
    public var textOffsetY: Double = 0
    /// Where a floating edge's indicator is (`<metrics placement="overlay">` or `"fixed"`): how
    /// far into the view its anchor is, in points from the view's edge (the render model's
    /// `indicatorOffset`); `nil` for an edge that follows the content, anchored to it. A floating
    /// edge is drawn over the content, which does not move for it, as its indicator alone: no
    /// background band and no labels (its status reaches assistive technology through the
    /// announcements).
    public var floatingOffset: Double?
    /// The first instant after the frame's moment at which the status or detail line reads
    /// differently by the clock alone, with nothing else happening: a "last updated" line's
    /// phrase expiring ("now" becomes "1 minute ago"). `nil` when neither line changes with time
    /// (an absolute date, "never updated", no date at all). A host draws a frame then, rather
    /// than polling.
    public var textsValidUntil: Date?
    /// Whether the edge accepts pulls (the render model's `isEnabled`). A host draws a disabled
    /// edge (`false`) as its background band alone (none for a floating edge): no indicator and
    /// no labels, since "Pull down to refresh" would promise what a pull will not do, and
    /// ``EdgeArrangement`` gives it no boxes. Its ``status`` and ``detail`` are still the texts
    /// of its state, not emptied: a host that gives the control an accessibility label or value
    /// may read them, but must not draw them.
    public var isEnabled = true

    /// A text shadow: its colour and offset in points.
    public struct Shadow: Sendable, Hashable {
        /// The shadow's colour.
        public var color: RGBAColor
        /// Horizontal offset in points.
        public var dx: Double
        /// Vertical offset in points.
        public var dy: Double

        /// Creates a shadow.
        public init(color: RGBAColor, dx: Double, dy: Double) {
            self.color = color
            self.dx = dx
            self.dy = dy
        }
    }

    /// Creates a presented edge; the visual-order texts default to the logical ones.
    public init(
        edge: RefreshEdge = .header,
        background: RGBAColor,
        textColor: RGBAColor,
        textShadow: Shadow? = nil,
        status: String,
        detail: String?,
        statusInVisualOrder: String? = nil,
        detailInVisualOrder: String? = nil,
        statusFont: FontSpec = FontSpec(size: 13, bold: true),
        detailFont: FontSpec = FontSpec(size: 12, bold: false),
        indicator: PresentedIndicator,
        rightToLeft: Bool = false,
        layout: EdgeLayout? = nil
    ) {
        self.edge = edge
        self.background = background
        self.textColor = textColor
        self.textShadow = textShadow
        self.status = status
        self.detail = detail
        self.statusInVisualOrder = statusInVisualOrder ?? status
        self.detailInVisualOrder = detailInVisualOrder ?? detail
        self.statusFont = statusFont
        self.detailFont = detailFont
        self.indicator = indicator
        self.rightToLeft = rightToLeft
        self.layout = layout ?? .classic(edge)
    }
}
