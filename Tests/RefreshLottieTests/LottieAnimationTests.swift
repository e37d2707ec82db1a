import Foundation
import RefreshImage
import Testing

@testable import RefreshLottie

/// rlottie behind the package's C shim: frames drawn into straight RGBA, markers read.
@Suite struct LottieAnimationTests {
    /// A red dot of 20 pixels that moves from x = 20 to x = 80 over 30 frames on a 100 × 100
    /// canvas, with a `pull` and a `loading` marker.
    static let movingDot = """
        {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"nm":"dot","ddd":0,"assets":[],
         "layers":[{"ddd":0,"ind":1,"ty":4,"nm":"dot","sr":1,"ao":0,"ip":0,"op":30,"st":0,"bm":0,
          "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]},
           "p":{"a":1,"k":[{"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]},"t":0,"s":[20,50,0]},{"t":29,"s":[80,50,0]}]}},
          "shapes":[{"ty":"gr","nm":"g","it":[
           {"ty":"el","nm":"e","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]}},
           {"ty":"fl","nm":"f","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},
           {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}],
         "markers":[{"cm":"pull","tm":0,"dr":10},{"cm":"loading","tm":10,"dr":19}]}
        """

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
