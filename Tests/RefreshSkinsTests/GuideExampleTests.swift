import Foundation
import RefreshCore
import RefreshSkins
import RefreshTestSupport
import Testing

/// Follows Docs/SkinFormat.md as a new author would: the complete example, saved as the guide
/// says, with arrow images beside it, loads on the first try.
@Suite struct GuideExampleTests {
    static func guideExamples() throws -> [String] {
        let guide = try String(contentsOfFile: Repository.resourcesPath + "/../Docs/SkinFormat.md", encoding: .utf8)
        return guide.components(separatedBy: "```xml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func completeExampleLoadsFromTheSearchPath() throws {
        let example = try #require(try Self.guideExamples().first)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("refreshkit/skins/sunset/sunset.xml", example)
        let arrows = DirectorySkinFiles(root: Repository.resourcesPath + "/Skins/blue")
        try folder.write("refreshkit/skins/sunset/arrow.png", arrows.read("blueArrow.png", limit: 1 << 20))
        try folder.write("refreshkit/skins/sunset/arrow@2x.png", arrows.read("blueArrow@2x.png", limit: 1 << 20))
        let registry = SkinRegistry.standard(environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(registry.diagnostics.map(\.description) == [])
        let sunset = try #require(registry.skin(id: "sunset"))
        #expect(sunset.name == "Sunset")
        #expect(sunset.metrics(for: .header).flipDuration == 0.25)
        #expect(sunset.footerMode == .automatic(maxTriggers: 2))
        #expect(sunset.lastUpdatedKey == "sunset.feed")
        #expect(sunset.header.arrow?.image2x != nil)
        #expect(sunset.stringOverride(for: .headerPull, edge: .header, locale: "de-AT") == "Ziehen zum Aktualisieren")
        let frame = sunset.frame(for: RefreshRenderModel(edge: .header, state: .idle), appearance: .dark)
        #expect(frame.textShadow == nil)
        #expect(frame.background.hexString == "#2b1b12")
    }

    @Test func extendsExampleLoads() throws {
        let example = try #require(try Self.guideExamples().dropFirst().first)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("mine.xml", example)
        let registry = SkinRegistry.load(
            builtIn: try BuiltInSkins.files,
            files: [file],
            loader: SkinLoader()
        )
        #expect(registry.diagnostics.isEmpty)
        #expect(registry.skin(id: "mine")?.metrics(for: .header).flipDuration == 0.3)
        #expect(registry.skin(id: "mine")?.header.arrow?.path == "blueArrow.png")
    }

    /// The Motion section's example, put in a skin, loads without a word and gives the motion it
    /// describes: it is the built-in `dots` header's.
    @Test func motionExampleIsTheDotsHeader() throws {
        let example = try #require(try Self.guideExamples().first { $0.contains("<animation") })
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("moving.xml", #"<skin id="moving" name="Moving" format="1">"# + example + "</skin>")
        let registry = SkinRegistry.load(builtIn: try BuiltInSkins.files, files: [file], loader: SkinLoader())
        #expect(registry.diagnostics.map(\.description) == [])
        let motion = try #require(registry.skin(id: "moving")).header.motion
        #expect(motion == SkinRegistry.builtIn.skin(id: "dots")?.header.motion)
        #expect(motion.animations.count == 2 && motion.finishedIcons.count == 2 && motion.fade != nil)
    }
}
