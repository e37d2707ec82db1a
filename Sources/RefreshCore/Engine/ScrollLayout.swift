/// The geometry of the host's scroll view, in points.
public struct ScrollLayout: Sendable, Hashable {
    /// The height of the scrollable content.
    public var contentHeight: Double
    /// The height of the visible area.
    public var viewportHeight: Double
    /// The host's own resting top inset (safe area, navigation bar), not counting the header's.
    public var insetTop: Double
    /// The host's own resting bottom inset (safe area, tab bar), not counting the footer's.
    public var insetBottom: Double

    /// Creates a layout; the defaults describe a long list on a phone-sized viewport.
    public init(
        contentHeight: Double = 2000,
        viewportHeight: Double = 600,
        insetTop: Double = 0,
        insetBottom: Double = 0
    ) {
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
    }

    /// The content offset at which the content rests against the top.
    public var topRestingOffset: Double { -insetTop }

    /// The content offset at which the content rests against the bottom (the top one when the
    /// content is shorter than the viewport).
    public var bottomRestingOffset: Double {
        max(contentHeight + insetBottom - viewportHeight, topRestingOffset)
    }
}
