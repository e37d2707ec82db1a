import Foundation
@_spi(Offscreen) import RefreshGTK
import RefreshKit

/// `gtk-frame`: one header frame of a pull as RefreshGTK lays it out and draws it on screen, done
/// offscreen: a scroll sample and `RefreshController.display()` (as `controller-frame`), then the
/// header drawn with cairo and Pango into a 400×640 image surface, the overlay's size in the demo,
/// by the function `RefreshGTKView`'s drawing area calls (`RefreshGTKOffscreen`): the band, the
/// texts laid out by `EdgeArrangement` and drawn by Pango, the arrow image turned.
@MainActor
final class GTKFrame {
    let controller: RefreshController
    let surface: RefreshGTKOffscreen
    private var pull = 0

    init() throws {
        controller = try RefreshController(languages: ["en"], timeZone: "UTC", store: nil, clock: ManualClock())
        controller.onRefresh = { .loaded }
        controller.layoutChanged(ScrollLayout(contentHeight: 60 * 44, viewportHeight: 640))
        guard let surface = RefreshGTKOffscreen(width: 400, height: 640) else {
            throw BenchError("gtk-frame: cairo made no image surface")
        }
        self.surface = surface
        // One frame, checked: the band is the skin's background, and the texts put ink in it.
        try run(times: 1)
        let background = try controller.display().header.look.background
        guard let corner = surface.pixel(x: 1, y: 1), corner.red == background.red, corner.blue == background.blue
        else { throw BenchError("gtk-frame: the header's band is not drawn") }
        let inked = (0..<400).contains { x in
            surface.pixel(x: x, y: 22).map { $0.red != background.red || $0.blue != background.blue } ?? false
        }
        guard inked else { throw BenchError("gtk-frame: the header's status line is not drawn") }
    }

    /// One scroll sample of a pull in progress (alternating between two depths that show the
    /// whole header below the trigger, so each frame is new), its display, and the header drawn,
    /// `times` times.
    func run(times: Int) throws {
        for _ in 0..<times {
            pull = pull == 56 ? 62 : 56
            controller.scrolled(to: -Double(pull), isDragging: true)
            let display = try controller.display()
            guard display.header.isVisible else { throw BenchError("gtk-frame: the header is not in view") }
            surface.draw(display, edge: .header)
        }
    }
}

extension Benchmarks {
    /// `gtk-frame`, interleaved with `preview-frame/presented` (the terminal frame presented and
    /// drawn) so that it is reported beside it from the same run.
    func gtkFrame() throws -> [BenchResult] {
        progress("gtk-frame beside preview-frame/presented")
        let frame = try MainActor.assumeIsolated { try GTKFrame() }
        let preview = try PreviewFrame()
        let times = 50
        let measured = interleave(
            rounds: options.rounds(31),
            [
                Contestant(name: "gtk", operations: times) {
                    MainActor.assumeIsolated { try? frame.run(times: times) }
                },
                Contestant(name: "presented", operations: times) { try? preview.run(times: times) },
            ]
        )
        let gtk = measured.median(of: "gtk")
        let presented = measured.median(of: "presented")
        return [
            BenchResult(
                name: "gtk-frame",
                median: gtk,
                unit: "ns",
                ratios: ["preview-frame/presented": gtk / presented],
                peers: ["preview-frame/presented": presented],
                target: "< 2 ms",
                met: gtk < 2_000_000,
                measures: "ns per frame: RefreshController.scrolled(to:isDragging:) and display(), then the blue "
                    + "header (pulled 56 or 62 points, below the trigger, English) drawn by RefreshGTK's own drawing "
                    + "function with cairo and Pango into a 400×640 ARGB32 image surface, cleared first",
                note: "preview-frame/presented in the same run: "
                    + String(format: "%.1f µs", presented / 1000) + " (the terminal frame presented and drawn)"
            )
        ]
    }
}
