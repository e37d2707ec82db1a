import RefreshCore
import RefreshLint
import RefreshSkins
import RefreshTestSupport
import Testing

/// Lint's checks of a Lottie skin that need rlottie's pixels: a segment that draws nothing.
@Suite struct LottieLintTests {
    static func skin(animation: String) throws -> SkinDescriptor {
        let xml =
            #"<skin id="own" name="Own" format="1"><header style="lottie"><lottie src="dot.json"/></header></skin>"#
        let tree = MemorySkinFiles(files: ["own.xml": Array(xml.utf8), "dot.json": Array(animation.utf8)])
        let registry = SkinRegistry.load(builtIn: nil, packages: [tree], loader: SkinLoader())
        // The reader accepts both files; the dot has no success or failure marker.
        #expect(registry.errors.isEmpty, "\(registry.errors)")
        return try #require(registry.skin(id: "own"))
    }

    static func emptyAnimation(_ skin: SkinDescriptor) -> [SkinDiagnostic] {
        SkinReview.warnings(for: skin, root: nil, catalogs: nil).filter { $0.code?.rawValue == "empty-animation" }
    }

    @Test("A segment that draws nothing is a warning that names it: a shape whose \"ty\" comes last")
    func emptySegmentsAreFound() throws {
        // rlottie reads a shape's fields only after its "ty": an ellipse with "ty" last is nothing.
        let hidden = LottieFixtures.movingDot.replacingOccurrences(
            of: #"{"ty":"el","nm":"e","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]}}"#,
            with: #"{"nm":"e","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"ty":"el"}"#
        )
        #expect(hidden != LottieFixtures.movingDot, "the fixture changed")
        let warnings = Self.emptyAnimation(try Self.skin(animation: hidden))
        let messages = warnings.map(\.message)
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(
            messages.contains {
                $0.hasPrefix("the segment 'pull' of the animation 'dot.json' draws nothing in frames 0 to 9")
            },
            "\(messages)"
        )
        #expect(messages.contains { $0.hasPrefix("the segment 'loading'") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("the whole animation") }, "played whole where markers are missing")
        #expect(Self.emptyAnimation(try Self.skin(animation: LottieFixtures.movingDot)).isEmpty)
    }

    @Test("A layer out of its frames draws nothing in them")
    func layerOutOfItsFrames() throws {
        // The dot's layer starts at frame 20: `pull` (0-9) shows nothing, `loading` (10-28) does.
        let late = LottieFixtures.movingDot.replacingOccurrences(
            of: #""sr":1,"ao":0,"ip":0"#,
            with: #""sr":1,"ao":0,"ip":20"#
        )
        #expect(late != LottieFixtures.movingDot, "the fixture changed")
        let messages = Self.emptyAnimation(try Self.skin(animation: late)).map(\.message)
        #expect(messages.contains { $0.hasPrefix("the segment 'pull'") }, "\(messages)")
        #expect(!messages.contains { $0.hasPrefix("the segment 'loading'") }, "\(messages)")
    }
}
