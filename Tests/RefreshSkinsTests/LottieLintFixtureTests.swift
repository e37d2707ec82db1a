import Foundation
import RefreshCore
import RefreshSkins
import RefreshTestSupport
import Testing

@testable import RefreshLint
@testable import RefreshLottie

/// Lint and the loader read a skin's Lottie files by one path: each skin of `Fixtures/refused-lottie`
/// names a file the package's reader refuses (from both edges, the footer's in both appearances),
/// and lint fails it with the refusal once, at its line and column in the JSON, as the preview
/// refuses the skin.
@Suite struct RefusedLottieLintTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        /// `line:column` in the JSON file.
        var place: String
        var message: String
        var description: String { file }
    }

    static let folder = Fixtures.root + "/refused-lottie"

    static let cases: [Case] = [
        Case(file: "expression", place: "3:32", message: "the layer 'dot' uses an expression"),
        Case(file: "mask", place: "2:94", message: "the layer 'dot' uses a mask"),
        Case(file: "image-layer", place: "2:34", message: "the layer 'dot' is an image layer"),
        Case(file: "precomp", place: "2:34", message: "the layer 'dot' is a precomposition"),
        Case(file: "text-layer", place: "2:34", message: "the layer 'dot' is a text layer"),
        Case(file: "three-d", place: "2:19", message: "the layer 'dot' is 3D"),
        Case(file: "zero-frames", place: "1:34", message: "the animation must last more than 0"),
        Case(file: "huge-canvas", place: "1:41", message: "the canvas's width ('w') must be from 1 to 2048"),
        Case(file: "invalid-json", place: "1:22", message: "the file is not valid JSON"),
        Case(file: "matte", place: "2:66", message: "the layer 'dot' uses a track matte"),
        Case(file: "effect", place: "2:66", message: "the layer 'dot' uses effects"),
        Case(
            file: "colour-255",
            place: "7:28",
            message: "the colour [255, 128, 0, 255] of a fill in the layer 'dot' has components up to 255"
        ),
    ]

    @Test func everyFixtureHasACase() {
        #expect(Set(Fixtures.names("refused-lottie")) == Set(Self.cases.map { $0.file + ".xml" }))
    }

    @Test(arguments: cases)
    func lintFailsWhatThePreviewRefuses(_ test: Case) throws {
        let skin = Self.folder + "/" + test.file + ".xml"
        // The preview's registry: the skin is refused.
        let preview = SkinRegistry.standard(environment: [:], explicitFiles: [skin], checksExplicitFiles: true)
        #expect(preview.skin(id: test.file) == nil)
        let report = SkinLint.check(files: [skin])
        let json = Self.folder + "/" + test.file + ".json"
        let refusals = report.errors.filter { $0.file == json }
        #expect(refusals.count == 1, "once, not once per edge or appearance: \(report.diagnostics)")
        let refusal = try #require(refusals.first)
        #expect("\(refusal.line):\(refusal.column)" == test.place, "\(refusal)")
        #expect(refusal.message.hasPrefix(test.message), "\(refusal)")
        #expect(refusal.code == .invalidAnimation)
        #expect(report.errors.count == 1, "\(report.errors)")
        // The preview's reader reports it once too.
        #expect(preview.diagnostics.filter { $0.file == json }.count == 1, "\(preview.diagnostics)")
    }

    @Test("All the refused skins at once: one error each")
    func together() {
        let files = Self.cases.map { Self.folder + "/" + $0.file + ".xml" }
        let report = SkinLint.check(files: files)
        #expect(report.errors.count == Self.cases.count, "\(report.errors)")
    }

    @Test("Every refusal of a minified file at once, each once though both edges use it, with its JSON path")
    func everyRefusalAtOnce() throws {
        let skin = Fixtures.root + "/lottie-many/many.xml"
        let json = Fixtures.root + "/lottie-many/many.json"
        let report = SkinLint.check(files: [skin])
        let refusals = report.errors.filter { $0.file == json }
        #expect(report.errors.count == refusals.count, "\(report.errors)")
        let expected = [
            ("1:102", "is 3D", "layers[0].ddd"),
            ("1:135", "uses effects", "layers[0].ef"),
            ("1:193", "uses an expression", "layers[0].ks.r.x"),
            ("1:358", "divide each component by 255: [1, 0.502, 0, 1]", "layers[0].shapes[0].it[1].c"),
            ("1:413", "of type 'mm'", "layers[0].shapes[0].it[2].ty"),
            ("1:470", "is an image layer", "layers[1].ty"),
            ("1:526", "uses a track matte", "layers[2].tt"),
        ]
        #expect(refusals.count == expected.count, "\(refusals)")
        for (refusal, (place, words, path)) in zip(refusals, expected) {
            #expect("\(refusal.line):\(refusal.column)" == place, "\(refusal)")
            #expect(refusal.message.contains(words), "\(refusal)")
            #expect(refusal.message.hasSuffix("(at \(path))"), "\(refusal)")
        }
        // The preview's reader finds the same, each once.
        let preview = SkinRegistry.standard(environment: [:], explicitFiles: [skin], checksExplicitFiles: true)
        #expect(preview.diagnostics.filter { $0.file == json }.count == expected.count, "\(preview.diagnostics)")
    }

    @Test("Easing on the last keyframe is ignored, as other players do: every segment draws the ball")
    func easedLastKeyframe() {
        let report = SkinLint.check(files: [Fixtures.root + "/lottie-players/eased-last.xml"])
        let empty = report.diagnostics.filter { $0.code == .emptyAnimation }
        #expect(empty.isEmpty, "\(empty)")
        #expect(!report.diagnostics.contains { $0.code?.rawValue == "same-result-pictures" }, "\(report.diagnostics)")
    }

    @Test("A segment that draws nothing in a file both edges play is one warning, at the first edge")
    func emptySegmentOnBothEdges() throws {
        let report = SkinLint.check(files: [Fixtures.root + "/lottie-both/late.xml"])
        let empty = report.diagnostics.filter { $0.code == .emptyAnimation }
        let pull = empty.filter { $0.message.hasPrefix("the segment 'pull' of the animation 'late.json'") }
        #expect(pull.count == 1, "\(empty)")
        #expect(pull.first?.line == 2, "at the header's <lottie>: \(pull)")
        #expect(Set(empty.map(\.message)).count == empty.count, "\(empty)")
    }

    @Test("A skin from which nothing loads though no error says why gets one: lint never passes it")
    func unloadedSkinsAreErrors() {
        let registry = SkinRegistry(documents: [])
        let errors = SkinLint.refusals(["a.xml", "a.xml"], registry: registry)
        #expect(errors.map(\.file) == ["a.xml"])
        #expect(errors.allSatisfy { $0.severity == .error && $0.code == .skinNotLoaded })
    }

    @Test("A Lottie file rlottie cannot draw within its limits is an error of lint, once, as of the preview")
    func filesPastDrawingLimits() throws {
        // A file of the fuzz corpus the reader's budget refuses, as rlottie would get it were the
        // budget to miss it.
        let file = try LottieDrawingFailureTests.unchecked("nested-repeaters")
        var part = SkinPart(edge: .header, style: .lottie)
        part.lottie = SkinLottie(light: file)
        var footer = part
        footer.edge = .footer
        let skin = SkinDescriptor(
            id: "nested",
            name: "Nested",
            header: part,
            footer: footer,
            source: .file(path: "s.xml")
        )
        let errors = SkinLint.drawingErrors([skin, skin])
        #expect(errors.map(\.file) == ["nested-repeaters.json"], "\(errors)")
        #expect(errors.allSatisfy { $0.code == .animationPastLimits })
    }
}

/// Numbers of a Lottie file that no count or conversion may trap on: `Fixtures/lottie-numbers`
/// holds markers that last 1e308 frames, or start 9.3e18 frames before the first and last 2e19
/// (spans past `Int.max`, which `ClosedRange.count` cannot count).
@Suite struct LottieNumbersLintTests {
    @Test func markersPastIntMaxLint() throws {
        let skin = Fixtures.root + "/lottie-numbers/huge-markers.xml"
        let report = SkinLint.check(files: [skin])
        #expect(report.errors.isEmpty, "\(report.errors)")
        let registry = SkinRegistry.load(builtIn: nil, files: [skin], loader: SkinLoader())
        let lottie = try #require(registry.skin(id: "huge-markers")?.header.lottie)
        let pull = try #require(lottie.frames(playing: .pull, in: lottie.light))
        #expect(pull.lowerBound == 0 && pull.upperBound == Int.max)
    }

    @Test(
        "Frames sampled evenly, first and last included, from ranges of any span",
        arguments: [
            (0...9, 8, [0, 1, 2, 3, 5, 6, 7, 9]),
            (0...3, 8, [0, 1, 2, 3]),
            (5...5, 8, [5]),
            (0...Int.max, 3, [0, 1 << 62, Int.max]),
            (Int.min...Int.max, 3, [Int.min, 0, Int.max]),
            (Int.max - 1...Int.max, 8, [Int.max - 1, Int.max]),
            (0...9, 0, []),
        ]
    )
    func sampledFrames(frames: ClosedRange<Int>, count: Int, expected: [Int]) {
        #expect(SkinReview.sampledFrames(frames, count: count) == expected)
    }
}
