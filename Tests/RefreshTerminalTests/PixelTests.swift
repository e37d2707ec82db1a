import RefreshCore
import RefreshImage
import RefreshPresentation
import RefreshStyle
import RefreshTerminal
import Testing

@Suite("Pixels, images and the phone scene")
struct PixelTests {
    let red = RGBAColor(red: 255, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 255)

    @Test("Two pixels make one cell: the upper half as foreground of ▀, the lower as background")
    func halfBlocks() {
        var pixels = PixelBuffer(width: 2, height: 2, fill: blue)
        pixels[0, 0] = red
        let cells = pixels.cells()
        #expect(cells[0, 0] == Cell("▀", foreground: red, background: blue, plain: " "))
        #expect(cells[1, 0] == Cell(" ", background: blue, plain: " "))
    }

    @Test("Blending respects alpha")
    func blending() {
        var pixels = PixelBuffer(width: 1, height: 1, fill: RGBAColor(red: 0, green: 0, blue: 0))
        pixels.blend(RGBAColor(red: 255, green: 255, blue: 255, alpha: 128), x: 0, y: 0)
        #expect(pixels[0, 0] == RGBAColor(red: 128, green: 128, blue: 128))
    }

    @Test("An image turned by π is upside down")
    func rotation() throws {
        // Top row red, bottom row blue.
        let image = try #require(RGBAImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        var upright = PixelBuffer(width: 1, height: 2, fill: RGBAColor(red: 0, green: 0, blue: 0))
        upright.draw(image, x: 0, y: 0, width: 1, height: 2, angle: 0)
        #expect(upright[0, 0] == red && upright[0, 1] == blue)
        var flipped = PixelBuffer(width: 1, height: 2, fill: RGBAColor(red: 0, green: 0, blue: 0))
        flipped.draw(image, x: 0, y: 0, width: 1, height: 2, angle: .pi)
        #expect(flipped[0, 0] == blue && flipped[0, 1] == red)
    }

    @Test("The scene shows the header's labels when pulled, list rows below, in a frame")
    func scene() {
        let header = PresentedEdge(
            background: RGBAColor(red: 226, green: 231, blue: 237),
            textColor: RGBAColor(red: 87, green: 108, blue: 137),
            status: "Release to refresh",
            detail: "Last updated: now",
            indicator: PresentedIndicator(.activity(phase: 0, color: RGBAColor(red: 87, green: 108, blue: 137)))
        )
        let footer = PresentedEdge(
            edge: .footer,
            background: RGBAColor(red: 226, green: 231, blue: 237),
            textColor: RGBAColor(red: 87, green: 108, blue: 137),
            status: "Load more",
            detail: nil,
            indicator: .none
        )
        let frame = PresentedFrame(
            time: 0,
            offset: -72,
            layout: ScrollLayout(contentHeight: 2000, viewportHeight: 120),
            header: header,
            footer: footer,
            listRows: ["Row 1", "Row 2"],
            palette: .light
        )
        let scene = PhoneScene(columns: 40, rows: 12, frame: frame)
        let lines = scene.render().plainLines
        #expect(lines.count == 12)
        #expect(lines.first?.hasPrefix("╭") == true && lines.last?.hasPrefix("╰") == true)
        #expect(lines.contains { $0.contains("Release to refresh") })
        #expect(lines.contains { $0.contains("Last updated: now") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("Row 1") })
        // The spinner is drawn in blocks where the arrow would be, beside the labels.
        let blocks: Set<Character> = ["▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
        #expect(lines.filter { $0.prefix(10).contains { blocks.contains($0) } }.count >= 2, "\(lines)")
        let statusRow = lines.firstIndex { $0.contains("Release") }!
        let rowOne = lines.firstIndex { $0.contains("Row 1") }!
        #expect(statusRow < rowOne)
    }
}
