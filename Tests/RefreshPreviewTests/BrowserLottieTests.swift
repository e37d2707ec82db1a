import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import RefreshTestSupport
import Testing

/// A Lottie indicator in the SVG is drawn from rlottie's shapes, not its pixels: in Chromium the
/// vector picture covers the same pixels as the raster one rlottie draws, state by state, light
/// and dark. Slow, so it runs with `REFRESHKIT_BROWSER_TESTS=1` (`.ci/run` sets it).
@Suite(
    "A Lottie indicator's vectors in a browser",
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["REFRESHKIT_BROWSER_TESTS"] == "1",
        "set REFRESHKIT_BROWSER_TESTS=1"
    ),
    .enabled(if: RequiredTool.runs(Browser.path != nil), "Chromium is needed: scripts/install-dependencies installs it")
)
struct BrowserLottieTests {
    static let width = 320
    static let height = 216

    /// How many pixels of two screenshots differ by more than 48 in some channel.
    static func differing(_ one: Browser.Shot, _ other: Browser.Shot) -> Int {
        var count = 0
        for y in 0..<min(one.height, other.height) {
            for x in 0..<min(one.width, other.width) {
                let (a, b) = (one.pixel(x, y), other.pixel(x, y))
                if abs(a.0 - b.0) > 48 || abs(a.1 - b.1) > 48 || abs(a.2 - b.2) > 48 { count += 1 }
            }
        }
        return count
    }

    @Test(
        "The vectors cover the raster's ink: pulling, loading and finished, light and dark",
        arguments: [Appearance.light, .dark]
    )
    func vectorsMatchTheRaster(appearance: Appearance) throws {
        try Self.compare(try #require(SkinRegistry.builtIn.skin(id: "lottie")), appearance: appearance)
    }

    @Test("Gradient fills and strokes are drawn as SVG gradients that cover the raster's ink")
    func gradientsMatchTheRaster() throws {
        let file = Program.root + "/Tests/RefreshSkinsTests/Fixtures/lottie-players/gradient.xml"
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        let skin = try #require(registry.skin(id: "gradient"), "\(registry.diagnostics)")
        try Self.compare(skin, appearance: .light, states: [.pulling, .loading], gradients: true)
    }

    /// Screenshots of `skin`'s header in `states`, drawn from rlottie's vectors, from its raster
    /// and with no indicator: the vectors must cover the raster's ink.
    static func compare(
        _ skin: SkinDescriptor,
        appearance: Appearance,
        states: [RefreshState] = [.pulling, .loading, .finished],
        gradients: Bool = false
    ) throws {
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let player = PreviewPlayer(
            presenter: try SkinPresenter(skin: skin, strings: strings, appearance: appearance),
            edge: .header,
            viewportHeight: Double(Self.height),
            lastUpdated: nil,
            wallClock: Date(timeIntervalSince1970: 1_796_000_000)
        )
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-lottie-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func shot(_ frame: PresentedFrame, _ name: String) throws -> (Browser.Shot, String) {
            let document = SVGSnapshot(frame).document()
            let file = folder.appendingPathComponent("\(name).svg")
            try Data(document.utf8).write(to: file)
            let keep = ProcessInfo.processInfo.environment["KEEP_LOTTIE_SHOTS"].map {
                "\($0)/\(appearance)-\(name).png"
            }
            if let keep { try Data(document.utf8).write(to: URL(fileURLWithPath: keep + ".svg")) }
            return (try Browser.screenshot(of: file.path, width: Self.width, height: Self.height, keep: keep), document)
        }
        for state in states {
            let frame = try player.stillFrame(state)
            #expect(frame.header.indicator.lottie != nil, "\(state): the indicator is a Lottie frame")
            var raster = frame
            raster.header.indicator.lottie = nil
            var empty = frame
            empty.header.indicator = .none
            let (vectorShot, vectorSVG) = try shot(frame, "\(state)-vector")
            let (rasterShot, rasterSVG) = try shot(raster, "\(state)-raster")
            let (emptyShot, _) = try shot(empty, "\(state)-empty")
            #expect(vectorSVG.contains("<path d=\"M") && !vectorSVG.contains("<image"), "\(state): vectors only")
            #expect(rasterSVG.contains("<image"), "\(state): the raster twin embeds the PNG")
            if gradients {
                #expect(vectorSVG.contains("<linearGradient id=\"header-lottie-gradient-"), "\(state)")
                #expect(vectorSVG.contains("<radialGradient id=\"header-lottie-gradient-"), "\(state)")
            }
            let ink = Self.differing(rasterShot, emptyShot)
            let mismatch = Self.differing(vectorShot, rasterShot)
            #expect(ink > 80, "\(appearance) \(state): the indicator shows \(ink) pixels")
            #expect(
                Double(mismatch) <= 0.2 * Double(ink),
                "\(appearance) \(state): \(mismatch) of the \(ink) pixels the raster inks differ"
            )
        }
    }
}
