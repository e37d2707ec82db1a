import Foundation
import RefreshImage
import RefreshTestSupport
import Testing

@testable import RefreshLottie

/// rlottie behind the package's C shim: frames drawn into straight RGBA, markers read.
@Suite struct LottieAnimationTests {
    /// A red dot moving across the canvas, with `pull` and `loading` markers.
    static let movingDot = LottieFixtures.movingDot

    /// The mean x of the image's red pixels.
    static func redCentre(_ image: RGBAImage) -> Double? {
        var sum = 0
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let at = (y * image.width + x) * 4
                if image.pixels[at] > 200, image.pixels[at + 1] < 60, image.pixels[at + 3] > 200 {
                    sum += x
                    count += 1
                }
            }
        }
        return count > 0 ? Double(sum) / Double(count) : nil
    }

    @Test("The canvas, frame count, rate and markers are read")
    func info() throws {
        let renderer = try LottieAnimation(json: Array(Self.movingDot.utf8))
        #expect(renderer.width == 100 && renderer.height == 100)
        #expect(renderer.frameCount == 30 && renderer.frameRate == 30)
        #expect(renderer.markers.map(\.name) == ["pull", "loading"])
        #expect(renderer.markers.first?.start == 0 && renderer.markers.last?.start == 10)
    }

    @Test("Frames are drawn where the keyframes put the dot, straight RGBA, scaled to the size asked")
    func frames() throws {
        let renderer = try LottieAnimation(json: Array(Self.movingDot.utf8))
        let first = try #require(renderer.image(frame: 0, width: 100, height: 100))
        let last = try #require(renderer.image(frame: 29, width: 100, height: 100))
        let start = try #require(Self.redCentre(first))
        let end = try #require(Self.redCentre(last))
        #expect(abs(start - 20) < 1.5, "\(start)")
        #expect(abs(end - 80) < 1.5, "\(end)")
        // Past the end is the last frame; half the size halves the place.
        #expect(renderer.image(frame: 1000, width: 100, height: 100) == last)
        let small = try #require(renderer.image(frame: 29, width: 50, height: 50))
        #expect(abs((Self.redCentre(small) ?? 0) - 40) < 1.5)
        // Transparent where nothing is drawn.
        #expect(first.pixels[3] == 0)
    }

    @Test("Sizes of 0 or over the cap draw nothing; text rlottie cannot read is an error")
    func refusals() throws {
        let renderer = try LottieAnimation(json: Array(Self.movingDot.utf8))
        #expect(renderer.image(frame: 0, width: 0, height: 10) == nil)
        #expect(renderer.image(frame: 0, width: 10, height: LottieAnimation.maximumSide + 1) == nil)
        #expect(throws: LottieRenderError.self) { try LottieAnimation(json: Array("{}".utf8)) }
        #expect(throws: LottieRenderError.self) { try LottieAnimation(json: []) }
    }

    @Test("Two different texts never share a model: each draws its own")
    func modelsAreKeyedByText() throws {
        let moved = Self.movingDot.replacingOccurrences(of: "\"s\":[80,50,0]", with: "\"s\":[50,50,0]")
        let one = try LottieAnimation(json: Array(Self.movingDot.utf8))
        let other = try LottieAnimation(json: Array(moved.utf8))
        let a = try #require(one.image(frame: 29, width: 100, height: 100))
        let b = try #require(other.image(frame: 29, width: 100, height: 100))
        #expect(abs((Self.redCentre(a) ?? 0) - 80) < 1.5)
        #expect(abs((Self.redCentre(b) ?? 0) - 50) < 1.5)
    }
}
