import RefreshCore
import RefreshImage
import RefreshPresentation
import RefreshStyle
import Testing

@testable import RefreshTerminal

/// Values that reach the renderer from data or from a long-running clock (angles, times, offsets)
/// never trap a Double-to-integer conversion: NaN, infinities and huge values draw something or
/// nothing.
@Suite struct ExtremeValueDrawingTests {
    static let extremes: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 0]

    @Test(arguments: extremes)
    func rotatedImagesDrawAtAnyAngle(angle: Double) throws {
        let pixels = [UInt8](repeating: 200, count: 4 * 4 * 4)
        let image = try #require(RGBAImage(width: 4, height: 4, pixels: pixels))
        var buffer = PixelBuffer(width: 8, height: 8, fill: RGBAColor(red: 0, green: 0, blue: 0, alpha: 255))
        buffer.draw(image, x: 2, y: 2, width: 4, height: 4, angle: angle)
        #expect(buffer.width == 8 && buffer.height == 8)
    }

    @Test(arguments: extremes)
    func spinnerPhaseAtAnyTime(time: Double) {
        let phase = ActivityPhase.at(time)
        // Whatever the phase, the spinner is its ring and a bright arc starting on a step.
        let shapes = Spinner.shapes(
            phase: phase,
            color: RGBAColor(red: 0, green: 0, blue: 0),
            in: IndicatorSize(width: 30, height: 55)
        )
        #expect(shapes.count == 2)
        guard case .arc(_, _, let start, let end, _, let color) = shapes.last else {
            Issue.record("no bright arc: \(shapes)")
            return
        }
        let step = start / (2 * .pi) * Double(Spinner.stepsPerTurn)
        #expect(color.alpha == 255 && start >= 0 && abs(step - step.rounded()) < 1e-9 && end > start)
    }

    @Test(
        "Images and shapes drawn anywhere, however far off the buffer, draw what is inside and nothing else",
        arguments: [Int.min, Int.min + 1, -1_000, -3, 0, 5, 1_000, Int.max - 1, Int.max]
    )
    func drawnAnywhere(origin: Int) throws {
        let image = try #require(RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
        var buffer = PixelBuffer(width: 8, height: 8, fill: RGBAColor(red: 0, green: 0, blue: 0))
        buffer.draw(image, x: origin, y: origin, width: 4, height: 4, angle: 0)
        buffer.draw(image, x: 2, y: origin, width: Int.max, height: 3, angle: 0)
        let visible = PixelBuffer.visible(origin: origin, length: 4, limit: 8)
        #expect(visible.count == (origin >= -3 && origin < 8 ? min(4, 8 - max(origin, 0), 4 + min(origin, 0)) : 0))
        let disc = IndicatorShape.circle(
            centre: IndicatorPoint(x: 0, y: 0),
            radius: 3,
            color: RGBAColor(red: 9, green: 9, blue: 9)
        )
        buffer.draw([disc], origin: (Double(origin), .nan), scale: (1, 1))
        #expect(buffer.width == 8)
    }
}
