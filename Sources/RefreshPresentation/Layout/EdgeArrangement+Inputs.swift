import RefreshStyle

extension EdgeArrangement {
    /// Everything of an edge an arrangement depends on (its texts, fonts, direction, layout and
    /// text limits, whether it shows an indicator, whether it floats and whether it is enabled) and
    /// the width it is arranged across: what a host or lint that lays out the same edge again
    /// (frame after frame, in the other appearance, in another language with the same texts)
    /// remembers arrangements by, with one measurer.
    public struct Inputs: Sendable, Hashable {
        var status: String
        var detail: String?
        var statusFont: FontSpec
        var detailFont: FontSpec
        var rightToLeft: Bool
        var layout: EdgeLayout
        var showsIndicator: Bool
        var floats: Bool
        var isEnabled: Bool
        var minimumTextScale: Double
        var maximumTextLines: Int
        var width: Double

        /// The inputs of arranging `edge` across `width`.
        public init(_ edge: PresentedEdge, width: Double) {
            status = edge.status
            detail = edge.detail
            statusFont = edge.statusFont
            detailFont = edge.detailFont
            rightToLeft = edge.rightToLeft
            layout = edge.layout
            showsIndicator = edge.indicator.content != .none
            floats = edge.floatingOffset != nil
            isEnabled = edge.isEnabled
            minimumTextScale = edge.minimumTextScale
            maximumTextLines = edge.maximumTextLines
            self.width = width
        }
    }
}
