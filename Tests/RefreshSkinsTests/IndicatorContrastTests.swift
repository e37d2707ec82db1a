import RefreshCore
import RefreshImage
import RefreshSkins
import RefreshStyle
import Testing

@Suite struct IndicatorContrastTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var skin: String
        var edge: RefreshEdge
        var appearance: Appearance
        var testDescription: String { "\(skin) \(edge) \(appearance)" }
    }

    /// Every built-in skin, both edges, both appearances.
    static let cases: [Case] = SkinRegistry.builtIn.ids.flatMap { skin in
        RefreshEdge.allCases.flatMap { edge in
            Appearance.allCases.map { Case(skin: skin, edge: edge, appearance: $0) }
        }
    }

    @Test(arguments: cases)
    func everyBuiltInArrowReachesThreeToOne(_ test: Case) throws {
        let skin = try #require(SkinRegistry.builtIn.skin(id: test.skin))
        let part = skin.part(test.edge)
        guard part.arrow != nil else { return }
        let measured = try #require(IndicatorContrast.arrowMeasurement(for: part, appearance: test.appearance))
        #expect(
            measured.minimum >= IndicatorContrast.required,
            "\(test.testDescription): lowest \(measured.minimum), mean \(measured.mean) over \(measured.pixelCount) pixels"
        )
        #expect(IndicatorContrast.arrowFindings(for: part).filter { $0.appearance == test.appearance }.isEmpty)
    }

    @Test func theClassicSkinsHaveArrowsToMeasure() throws {
        for id in ["blue", "black", "grey", "white"] {
            let skin = try #require(SkinRegistry.builtIn.skin(id: id))
            for edge in RefreshEdge.allCases {
                for appearance in Appearance.allCases {
                    let measured = IndicatorContrast.arrowMeasurement(for: skin.part(edge), appearance: appearance)
                    #expect((measured?.pixelCount ?? 0) > 1000, "\(id) \(edge) \(appearance)")
                }
            }
        }
    }

    /// A half-covered rim pixel is left out; a fully covered light pixel is the minimum, whatever
    /// the mean of the rest.
    @Test func theMinimumIsTakenOverTheBodyNotTheRim() throws {
        let dark = RGBAColor(red: 0, green: 0, blue: 0)
        let light = RGBAColor(red: 200, green: 200, blue: 200)
        let rim = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
        let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        let pixels = [dark, dark, dark, light, rim, clear].flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        let image = try #require(RGBAImage(width: 6, height: 1, pixels: pixels))
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let measured = try #require(IndicatorContrast.measure(image, over: white))
        #expect(measured.pixelCount == 4)
        #expect(measured.minimum == ContrastCheck.ratio(light, white))
        #expect(measured.mean > 15)
    }

    /// A translucent image is measured as drawn: its body is the most opaque pixels, composited.
    @Test func aUniformlyTranslucentImageIsMeasuredComposited() throws {
        let half = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
        let image = try #require(RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 128, 0, 0, 0, 128]))
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let measured = try #require(IndicatorContrast.measure(image, over: white))
        #expect(measured.pixelCount == 2)
        #expect(measured.minimum == ContrastCheck.ratio(half.composited(over: white), white))
        #expect(
            IndicatorContrast.measure(try #require(RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])), over: white)
                == nil
        )
    }
}
