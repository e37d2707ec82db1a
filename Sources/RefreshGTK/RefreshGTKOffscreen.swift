import CGtk4
public import RefreshKit

/// An edge drawn offscreen, into a cairo image surface, by the code that draws it on screen
/// (`RefreshGTKView`'s drawing areas): for refreshbench's `gtk-frame` and for tests that look at
/// the pixels. It needs no display: cairo and Pango alone.
@_spi(Offscreen)
@MainActor
public final class RefreshGTKOffscreen {
    /// The surface's width and height, in pixels (the overlay's size on screen).
    public let width: Int
    /// The surface's height.
    public let height: Int
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let painter = EdgePainter()

    /// An ARGB32 surface of `width` × `height` (each from 1 to 4096), or `nil` when cairo cannot
    /// make one.
    public init?(width: Int, height: Int) {
        guard (1...4096).contains(width), (1...4096).contains(height),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.cairo = cairo
    }

    isolated deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Clears the surface and draws `edge` of `display` on it as the view draws that edge's area
    /// (`footerBand`: the band the view holds open below the content, the footer's inset).
    public func draw(_ display: RefreshDisplay, edge: RefreshEdge, footerBand: Double = 0) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_restore(cairo)
        EdgeDrawing.draw(
            display,
            edge: edge,
            painter: painter,
            cairo: cairo,
            width: Double(width),
            height: Double(height),
            footerBand: footerBand
        )
        cairo_surface_flush(surface)
    }

    /// The surface's pixel at (`x`, `y`) as straight (not premultiplied) red, green, blue, alpha,
    /// or `nil` outside it.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y), let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let offset = y * Int(cairo_image_surface_get_stride(surface)) + x * 4
        let alpha = data[offset + 3]
        func straight(_ value: UInt8) -> UInt8 {
            alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return (straight(data[offset + 2]), straight(data[offset + 1]), straight(data[offset]), alpha)
    }
}
