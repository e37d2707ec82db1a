import CGtk4
import RefreshKit

extension RefreshGTKView {
    /// Draws an edge's area (the whole overlay): the header in the band above the content, the
    /// footer in the band below it, or a floating edge's indicator over the content.
    func draw(_ edge: RefreshEdge, cairo: OpaquePointer, width: Double, height: Double) {
        guard let display = current else { return }
        let shown = display[edge]
        let follow = shown.placement == .follow
        switch (edge, follow) {
        case (.header, true):
            let band = shown.offset
            guard band > 0 else { return }
            painter.paint(shown.look, cairo: cairo, width: width, anchor: band, band: (0, band))
        case (.footer, true):
            // GTK cannot scroll the list past its end: the footer's inset is a band below it.
            let band = max(shown.offset, pullBottom)
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
