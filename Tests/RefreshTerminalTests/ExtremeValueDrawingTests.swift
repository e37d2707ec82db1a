import RefreshCore
import RefreshPresentation
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
        // Whatever the phase, a frame can be shown for it.
        #expect(Spinner.frames.contains(Spinner.frame(phase)))
    }
}
