import RefreshCore

/// Where an edge's parts go, in points, relative to the edge's anchor: the top of the content for
/// the header (so its parts have negative `y`), the bottom of the content for the footer.
/// Horizontal positions are from the leading side; labels are centred across the edge's width.
public struct EdgeLayout: Sendable, Hashable {
    /// The indicator's frame.
    public var indicator: Rect
    /// The status label's line.
    public var status: Line
    /// The detail label's line, if the edge has one.
    public var detail: Line?

    /// A rectangle in points.
    public struct Rect: Sendable, Hashable {
        /// The leading edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates a rectangle.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A line of text across the edge: its top and height in points.
    public struct Line: Sendable, Hashable {
        /// The top of the line.
        public var y: Double
        /// The line's height.
        public var height: Double

        /// Creates a line.
        public init(y: Double, height: Double) {
            self.y = y
            self.height = height
        }
    }

    /// Creates a layout.
    public init(indicator: Rect, status: Line, detail: Line?) {
        self.indicator = indicator
        self.status = status
        self.detail = detail
    }

    /// The width of the edge the classic layout was drawn for, in points: the 320-point phone of
    /// EGORefreshTableHeaderView, which the SVG snapshot, the gallery and lint draw.
    public static let phoneWidth = 320.0

    /// The height of the scroll view under the edge, in points, that the preview (24 terminal
    /// rows), the gallery and lint show and measure pulls in (the rubber band, and so whether a
    /// trigger is reached, depends on it): one number, so each says the same.
    public static let viewportHeight = 264.0

    /// EGORefreshTableHeaderView's geometry: the 30×55 arrow 25 points from the leading side,
    /// the status label 48 points and the last-updated label 30 points above the content (each 20
    /// points high). The footer mirrors it below the content, without a detail line. The arrow's
    /// box is centred in the 60 points the edge shows while loading (``restingCentre``), from
    /// 57.5 to 2.5 points above the content as the footer's lies below it, so that every kind's
    /// indicator (each centred in the box) sits on one line, level with the middle of the text
    /// block: EGO's box, 65 to 10 points above, reaches past the edge to the trigger distance, so
    /// every pull short of the trigger (the idle arrow) cut off its tail, and EGO's spinner sat
    /// 10 points below its arrow.
    public static func classic(_ edge: RefreshEdge) -> EdgeLayout {
        let top = restingCentre - 55 / 2
        return switch edge {
        case .header:
            EdgeLayout(
                indicator: Rect(x: 25, y: -top - 55, width: 30, height: 55),
                status: Line(y: -48, height: 20),
                detail: Line(y: -30, height: 20)
            )
        case .footer:
            EdgeLayout(
                indicator: Rect(x: 25, y: top, width: 30, height: 55),
                status: Line(y: 18, height: 20),
                detail: nil
            )
        }
    }

    /// How far from the content the classic indicator's centre is, in points: the middle of the
    /// 60 points an edge shows while loading (its resting band), the line every built-in's
    /// indicator is centred on.
    public static let restingCentre = 30.0

    /// The geometry of a floating edge (`<metrics placement="overlay">` or `"fixed"`): a 44-point
    /// square indicator centred across the edge (``EdgeArrangement`` centres it across any width),
    /// 52 to 8 points from the anchor, so that it sits 8 points into the view at the classic
    /// 60-point loading offset. A floating edge draws no labels; its lines are the classic ones.
    public static func floating(_ edge: RefreshEdge) -> EdgeLayout {
        var layout = classic(edge)
        layout.indicator = Rect(
            x: (phoneWidth - floatingSize) / 2,
            y: edge == .header ? -floatingSize - 8 : 8,
            width: floatingSize,
            height: floatingSize
        )
        return layout
    }

    /// The room the classic layout is drawn in, from its top to its bottom in points from the
    /// anchor: the 60 points an edge opens to while loading (above a header's anchor, below a
    /// footer's). Its lines stay within it.
    public static func loadingBand(_ edge: RefreshEdge) -> (top: Double, bottom: Double) {
        edge == .header ? (-loadingInset, 0) : (0, loadingInset)
    }

    /// The classic loading inset, in points: how far an edge opens while it loads.
    public static let loadingInset = 60.0

    /// The side of a floating edge's indicator box, in points.
    public static let floatingSize = 44.0
}
