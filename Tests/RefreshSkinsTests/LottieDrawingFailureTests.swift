import Foundation
import RefreshCore
import RefreshSkins
import RefreshTestSupport
import Testing

@testable import RefreshLottie

/// What a program that reads skins from anywhere learns when rlottie cannot draw a file within
/// its limits (the budget is the first line; this is the one behind it).
@Suite struct LottieDrawingFailureTests {
    /// A file of the fuzz corpus as rlottie would get it were the budget to miss it.
    static func unchecked(_ name: String) throws -> SkinLottieFile {
        let json = Array(
            try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Fuzz/Corpus/lottie/hostile-\(name).json"))
        )
        let document = LottieDocument(
            width: 100,
            height: 100,
            frameRate: 30,
            inPoint: 0,
            outPoint: 30,
            markers: [],
            layerCount: 1,
            keyframeCount: 0,
            json: json
        )
        return SkinLottieFile(document, path: "\(name).json")
    }

    @Test("A file rlottie cannot draw within its limits is named with why; a file it draws is not")
    func failures() throws {
        let hostile = try Self.unchecked("nested-repeaters")
        let lottie = SkinLottie(light: hostile, dark: nil, binding: .markers, segments: [:])
        let failures = lottie.drawingFailures(edge: .header)
        #expect(failures.count == 1)
        #expect(failures.first?.file === hostile)
        #expect(failures.first?.failure.pastLimits == true)
        #expect(failures.first?.failure.message.contains("could not be drawn within limits") == true)
        #expect(hostile.drawingFailure == failures.first?.failure)
        // The picture falls back: no image, and no wait on the next ask.
        #expect(hostile.image(frame: 0, width: 60, height: 110) == nil)

        let files = try BuiltInSkins.files
        let light = try files.read("Skins/lottie/indicator-light.json", limit: 1 << 20)
        let good = SkinLottieFile(try LottieDocument(bytes: light, path: "indicator-light.json"), path: "light.json")
        let drawn = SkinLottie(light: good, dark: nil, binding: .markers, segments: [:])
        #expect(drawn.drawingFailures(edge: .footer).isEmpty)
        #expect(good.drawingFailure == nil)
    }
}
