import CGtk4
import RefreshKit

/// Where an edge of a display goes in an area the size of the content, and its drawing there: the
/// one function behind both the view's drawing areas and ``RefreshGTKOffscreen``.
enum EdgeDrawing {
    /// Draws `edge` of `display` in an area of `width` × `height` (the overlay): the header in the
    /// band above the content, the footer in the band below it (`footerBand` high at least: GTK
    /// cannot scroll past the end, so the view moves the content up by the footer's inset itself),
    /// or a floating edge's indicator over the content.
    @MainActor
    static func draw(
        _ display: RefreshDisplay,
        edge: RefreshEdge,
        painter: EdgePainter,
        cairo: OpaquePointer,
        width: Double,
        height: Double,
        footerBand: Double
    ) {
        let shown = display[edge]
        let follow = shown.placement == .follow
        switch (edge, follow) {
        case (.header, true):
            let band = shown.offset
            guard band > 0 else { return }
            painter.paint(shown.look, cairo: cairo, width: width, anchor: band, band: (0, band))
        case (.footer, true):
            let band = max(shown.offset, footerBand)
            guard band > 0 else { return }
            painter.paint(shown.look, cairo: cairo, width: width, anchor: height - band, band: (height - band, band))
        case (.header, false):
            guard shown.isVisible else { return }
            painter.paint(shown.look, cairo: cairo, width: width, anchor: shown.offset, band: nil)
        case (.footer, false):
            guard shown.isVisible else { return }
            painter.paint(shown.look, cairo: cairo, width: width, anchor: height - shown.offset, band: nil)
        }
    }
}
