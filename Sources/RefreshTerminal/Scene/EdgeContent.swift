import RefreshCore

/// Everything the terminal needs to draw one edge (header or footer), already resolved: colours,
/// texts in the user's language, and the indicator.
public struct EdgeContent: Sendable, Hashable {
    /// The control's background.
    public var background: RGBAColor
    /// The colour of the labels.
    public var textColor: RGBAColor
    /// The status line.
    public var status: String
    /// The detail line (last updated), if any.
    public var detail: String?
    /// The arrow, spinner or nothing.
    public var indicator: Indicator
    /// Lay out right to left: the indicator on the right.
    public var rightToLeft: Bool

    /// What turns or spins beside the labels.
    public enum Indicator: Sendable, Hashable {
        /// The arrow image, turned by `angle` radians (0: as drawn, pointing down for a header).
        case arrow(RGBAImage, angle: Double)
        /// A spinner at animation step `phase`, in a colour.
        case spinner(phase: Int, color: RGBAColor)
        /// Nothing.
        case none
    }

    /// Creates edge content.
    public init(
        background: RGBAColor,
        textColor: RGBAColor,
        status: String,
        detail: String?,
        indicator: Indicator,
        rightToLeft: Bool = false
    ) {
        self.background = background
        self.textColor = textColor
        self.status = status
        self.detail = detail
        self.indicator = indicator
        self.rightToLeft = rightToLeft
    }
}
