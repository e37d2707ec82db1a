import Foundation
@_spi(Offscreen) import RefreshGTK
import RefreshKit
import Testing

/// RefreshGTK's drawing without a display: `RefreshGTKOffscreen` draws an edge into a cairo image
/// surface through the function the view's drawing areas call, so these check what the screen
/// gets (and what refreshbench's `gtk-frame` times) in any build.
@Suite("RefreshGTK's drawing, offscreen")
@MainActor
struct OffscreenDrawingTests {
    /// A controller of the blue skin, in English, over a list of 2000 points in a 640-point view.
    static func controller(appearance: Appearance = .light) throws -> RefreshController {
        let controller = try RefreshController(
            languages: ["en"],
            timeZone: "UTC",
            appearance: appearance,
            store: nil,
            clock: ManualClock()
        )
        controller.onRefresh = { .loaded }
        controller.layoutChanged(ScrollLayout(contentHeight: 2000, viewportHeight: 640))
        return controller
    }

    /// How many pixels of rows `rows` differ from `color` by more than 60 in a channel.
    static func ink(_ surface: RefreshGTKOffscreen, rows: Range<Int>, against color: RGBAColor) -> Int {
        var count = 0
        for y in rows {
            for x in 0..<surface.width {
                guard let pixel = surface.pixel(x: x, y: y) else { continue }
                let distance = max(
                    abs(Int(pixel.red) - Int(color.red)),
                    abs(Int(pixel.green) - Int(color.green)),
                    abs(Int(pixel.blue) - Int(color.blue))
                )
                if distance > 60 { count += 1 }
            }
        }
        return count
    }

    @Test(
        "A header pulled 60 points: its band in the skin's colour, texts and arrow inked, nothing below",
        arguments: [
            Appearance.light, .dark,
        ]
    )
    func pulledHeader(_ appearance: Appearance) throws {
        let controller = try Self.controller(appearance: appearance)
        let surface = try #require(RefreshGTKOffscreen(width: 400, height: 640))
        controller.scrolled(to: -60, isDragging: true)
        let display = try controller.display()
        surface.draw(display, edge: .header)
        let background = display.header.look.background
        let corner = try #require(surface.pixel(x: 1, y: 1))
        #expect(corner.red == background.red && corner.green == background.green && corner.blue == background.blue)
        #expect(corner.alpha == 255)
        // The status line (48 to 28 points above the content) and the arrow's box (x 25 to 55).
        #expect(Self.ink(surface, rows: 12..<32, against: background) > 100)
        var arrow = 0
        for y in 0..<60 {
            for x in 25..<55 {
                guard let pixel = surface.pixel(x: x, y: y) else { continue }
                let distance = max(
                    abs(Int(pixel.red) - Int(background.red)),
                    abs(Int(pixel.blue) - Int(background.blue))
                )
                if distance > 60 { arrow += 1 }
            }
        }
        #expect(arrow > 50, "the arrow has \(arrow) pixels of ink")
        // Below the band the surface is untouched (the content shows through).
        #expect(surface.pixel(x: 200, y: 61)?.alpha == 0)
    }

    @Test("A failed footer held open below the list shows its band and \"tap to try again\"")
    func failedFooter() async throws {
        let controller = try Self.controller()
        struct Offline: Error {}
        controller.onLoadMore = { throw Offline() }
        // A pull past the end, released (the blue footer loads by a pull); the load fails.
        controller.scrolled(to: 2000 - 640 + 80, isDragging: true)
        controller.released(at: 2000 - 640 + 80)
        for _ in 0..<200 where (try controller.display()).footer.state != .failed { await Task.yield() }
        // GTK cannot scroll past the end: the list rests at its end, the view holds the band open.
        controller.scrolled(to: 2000 - 640, isDragging: false)
        let display = try controller.display()
        #expect(display.footer.state == .failed)
        let surface = try #require(RefreshGTKOffscreen(width: 400, height: 640))
        surface.draw(display, edge: .footer, footerBand: 60)
        let background = display.footer.look.background
        #expect(surface.pixel(x: 1, y: 639).map { $0.red == background.red && $0.alpha == 255 } == true)
        #expect(surface.pixel(x: 1, y: 579)?.alpha == 0)
        // The status line: 18 to 38 points below the content's end.
        #expect(Self.ink(surface, rows: 598..<618, against: background) > 100)
    }

    @Test("Sizes cairo cannot take give no surface, not a trap")
    func badSizes() {
        #expect(RefreshGTKOffscreen(width: 0, height: 10) == nil)
        #expect(RefreshGTKOffscreen(width: 10, height: -1) == nil)
        #expect(RefreshGTKOffscreen(width: 100_000, height: 10) == nil)
    }
}
