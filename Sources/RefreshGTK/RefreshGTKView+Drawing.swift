import CGtk4
import RefreshKit

extension RefreshGTKView {
    /// Draws an edge's area (the whole overlay): the header in the band above the content, the
    /// footer in the band below it, or a floating edge's indicator over the content.
    func draw(_ edge: RefreshEdge, cairo: OpaquePointer, width: Double, height: Double) {
        guard let display = current else { return }
        EdgeDrawing.draw(
            display,
            edge: edge,
            painter: painter,
            cairo: cairo,
            width: width,
            height: height,
            footerBand: pullBottom
        )
    }
}
