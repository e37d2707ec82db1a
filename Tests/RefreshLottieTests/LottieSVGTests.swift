import Testing

@testable import RefreshLottie

/// The vector drawing of a frame (rlottie's render tree as SVG elements): gradients drawn as SVG
/// gradients, not as nothing.
@Suite struct LottieSVGTests {
    @Test("Gradients are drawn in the vector SVG as SVG gradients, in the frame's coordinates")
    func gradientsInSVG() throws {
        func gradient(_ type: Int) -> String {
            #"{"ty":4,"nm":"g","ip":0,"op":30,"st":0,"ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[50,50,0]}},"#
                + #""shapes":[{"ty":"gr","it":["#
                + #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[60,60]}},"#
                + #"{"ty":"gf","o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[-30,0]},"e":{"a":0,"k":[30,0]},"t":\#(type),"#
                + #""g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}}},{"ty":"tr"}]}]}"#
        }
        let linear = try LottieAnimation(try LottieDocumentTests.read(LottieDocumentTests.file(layers: [gradient(1)])))
        let svg = try #require(linear.svg(frame: 0, width: 100, height: 100, gradientPrefix: "g-"))
        #expect(
            svg.hasPrefix(#"<linearGradient id="g-0" gradientUnits="userSpaceOnUse" x1="20.00" y1="50.00""#),
            "\(svg)"
        )
        #expect(svg.contains(##"<stop offset="0.000" stop-color="#FF0000" stop-opacity="1.000"/>"##), "\(svg)")
        #expect(svg.contains(##"<stop offset="1.000" stop-color="#0000FF" stop-opacity="1.000"/>"##), "\(svg)")
        #expect(svg.contains(##"fill="url(#g-0)" fill-opacity="1.000""##), "\(svg)")
        let radial = try LottieAnimation(try LottieDocumentTests.read(LottieDocumentTests.file(layers: [gradient(2)])))
        let round = try #require(radial.svg(frame: 0, width: 100, height: 100))
        #expect(
            round.hasPrefix(#"<radialGradient id="gradient-0" gradientUnits="userSpaceOnUse" cx="20.00""#),
            "\(round)"
        )
        #expect(round.contains(#"r="60.00""#) && round.contains(##"fill="url(#gradient-0)""##), "\(round)")
    }
}
