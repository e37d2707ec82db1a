import Foundation
import RefreshCore
import RefreshImage
import RefreshStyle
import RefreshTestSupport
import Testing

@testable import RefreshSkins

/// `<frames>`: each attribute read into the model, frames decoded once and shared, the frame
/// chosen by progress or time, and each mistake an author can make a located error or warning.
@Suite struct FramesTests {
    /// A `width`×`height` PNG of one colour whose red channel is `red`.
    static func png(width: Int, height: Int, red: UInt8 = 200) throws -> [UInt8] {
        let pixels = (0..<width * height).flatMap { _ -> [UInt8] in [red, 10, 20, 255] }
        return try PNGImageEncoder.encode(width: width, height: height, pixels: pixels).get()
    }

    /// A strip of `count` frames of `width`×`height`, frame `i` of red `i * 10 + 5`.
    static func strip(count: Int, width: Int = 3, height: Int = 2) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for _ in 0..<height {
            for frame in 0..<count {
                for _ in 0..<width { pixels += [UInt8(frame * 10 + 5), 10, 20, 255] }
            }
        }
        return try PNGImageEncoder.encode(width: count * width, height: height, pixels: pixels).get()
    }

    /// A folder with `files` and a skin `skin.xml` whose header is `header` (one line).
    static func load(
        header: String,
        style: String = "frames",
        files: [String: [UInt8]] = [:],
        loader: SkinLoader = SkinLoader()
    ) throws -> (registry: SkinRegistry, file: String, text: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, bytes) in files { try folder.write(name, bytes) }
        let text = #"<skin id="x" name="x" format="1"><header style="\#(style)">\#(header)</header></skin>"#
        let file = try folder.write("skin.xml", text)
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: loader)
        DiagnosticCodeTests.expectCoded(registry.diagnostics)
        return (registry, file, text)
    }

    /// The 1-based column of `needle` in one-line `text`.
    static func column(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return 0 }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    // MARK: Attributes into the model

    @Test func aSpriteIsCutIntoCountFramesBoundToProgress() throws {
        let (registry, _, _) = try Self.load(
            header: #"<frames states="idle pulling" sprite="s.png" count="4"/>"#,
            files: ["s.png": try Self.strip(count: 4)]
        )
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        let frames = try #require(registry.skin(id: "x")?.header.frames.first)
        #expect(frames.states == [.idle, .pulling])
        #expect(frames.binding == .progress)
        #expect(frames.source == .sprite(path: "s.png"))
        #expect(frames.count == 4)
        #expect(frames.size == (3, 2))
        #expect(!frames.has2x)
        for index in 0..<4 {
            let image = frames.image(at: index)
            #expect(image.width == 3 && image.height == 2)
            #expect(image.pixel(2, 1).red == UInt8(index * 10 + 5), "frame \(index)")
        }
        // Out of range: the nearest frame.
        #expect(frames.image(at: 99).pixel(0, 0).red == 35)
        #expect(frames.image(at: -1).pixel(0, 0).red == 5)
    }

    @Test func numberedFilesCountFromFirstAndPlayByTime() throws {
        let (registry, _, _) = try Self.load(
            header: #"<frames states="loading" bind="time" fps="12.5" loop="off" images="f/n-##.png" first="8" "#
                + #"count="3"/>"#,
            files: [
                "f/n-08.png": try Self.png(width: 4, height: 4, red: 1),
                "f/n-09.png": try Self.png(width: 4, height: 4, red: 2),
                "f/n-10.png": try Self.png(width: 4, height: 4, red: 3),
            ]
        )
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        let frames = try #require(registry.skin(id: "x")?.header.frames.first)
        #expect(frames.states == [.loading])
        #expect(frames.binding == .time(fps: 12.5, loops: false))
        #expect(frames.source == .numbered(pattern: "f/n-##.png", first: 8))
        #expect((0..<3).map { frames.image(at: $0).pixel(0, 0).red } == [1, 2, 3])
    }

    @Test func loopIsOnByDefaultAndBindIsProgressByDefault() throws {
        let (registry, _, _) = try Self.load(
            header: #"<frames states="loading" bind="time" fps="24" sprite="s.png" count="2"/>"#
                + #"<frames states="idle" sprite="s.png" count="2"/>"#,
            files: ["s.png": try Self.strip(count: 2)]
        )
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        let frames = try #require(registry.skin(id: "x")?.header.frames)
        #expect(frames.map(\.binding) == [.time(fps: 24, loops: true), .progress])
    }

    @Test func twoXFramesAreUsedForHighScales() throws {
        let (registry, _, _) = try Self.load(
            header: #"<frames states="idle" sprite="s.png" count="2"/>"#,
            files: ["s.png": try Self.strip(count: 2), "s@2x.png": try Self.strip(count: 2, width: 6, height: 4)]
        )
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        let frames = try #require(registry.skin(id: "x")?.header.frames.first)
        #expect(frames.has2x)
        #expect(frames.image(at: 1, forScale: 2).width == 6)
        #expect(frames.image(at: 1, forScale: 2).pixel(5, 3).red == 15)
        #expect(frames.image(at: 1, forScale: 1).width == 3)
    }

    @Test func aResultPicksItsOwnFramesAfterALoad() throws {
        let (registry, _, _) = try Self.load(
            header: #"<frames states="finished" bind="time" fps="10" loop="off" sprite="s.png" count="4"/>"#
                + #"<frames states="finished failed" result="failure" sprite="f.png" count="2"/>"#,
            files: ["s.png": try Self.strip(count: 4), "f.png": try Self.strip(count: 2)]
        )
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        let frames = try #require(registry.skin(id: "x")?.header.frames)
        #expect(frames.map(\.result) == [nil, .failure])
        #expect(SkinFrames.shown(in: .finished, result: .success, of: frames)?.count == 4)
        #expect(SkinFrames.shown(in: .finished, result: .noMoreData, of: frames)?.count == 4)
        #expect(SkinFrames.shown(in: .finished, result: .failure, of: frames)?.count == 2)
        #expect(SkinFrames.shown(in: .failed, result: nil, of: frames)?.count == 2)
        #expect(SkinFrames.shown(in: .loading, result: .failure, of: frames) == nil)
        // Without frames for its result, a state shows those for any result.
        #expect(SkinFrames.shown(in: .finished, result: .failure, of: [frames[0]])?.count == 4)
        #expect(SkinFrames.shown(in: .finished, result: .success, of: [frames[1]]) == nil)
    }

    @Test func aSkinThatExtendsAFramesSkinKeepsItsFrames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.png", try Self.strip(count: 2))
        let parent = try folder.write(
            "parent.xml",
            #"<skin id="p" name="p" format="1"><header style="frames"><frames states="idle" sprite="s.png" count="2"/></header></skin>"#
        )
        let child = try folder.write(
            "child.xml",
            ##"<skin id="c" name="c" format="1" extends="p"><header><colors><text light="#000"/></colors></header></skin>"##
        )
        let registry = SkinRegistry.load(builtIn: nil, files: [parent, child], loader: SkinLoader())
        #expect(registry.errors.isEmpty, "\(registry.diagnostics)")
        #expect(registry.skin(id: "c")?.header.style == .frames)
        #expect(registry.skin(id: "c")?.header.frames.count == 1)
    }

    @Test func theGuidesFramesExampleLoadsWithThePulseFrames() throws {
        let example = try #require(try GuideExampleTests.guideExamples().first { $0.contains("<frames") })
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pulse = Repository.resourcesPath + "/Skins/pulse"
        for name in try FileManager.default.contentsOfDirectory(atPath: pulse) where name.hasSuffix(".png") {
            try folder.write(name, Array(try Data(contentsOf: URL(fileURLWithPath: pulse + "/" + name))))
        }
        let file = try folder.write("guide.xml", #"<skin id="guide" name="Guide" format="1">"# + example + "</skin>")
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader(decodesImages: true))
        #expect(registry.diagnostics.map(\.description) == [])
        let header = try #require(registry.skin(id: "guide")?.header)
        #expect(header.frames.map(\.count) == [24, 60, 12, 12])
        #expect(header.frames.allSatisfy { $0.has2x })
    }

    // MARK: Decoded once, shared

    @Test func framesAreDecodedOnFirstUseOnceAndSharedByEveryCopy() throws {
        let (registry, _, _) = try Self.load(
            header: #"<frames states="idle" sprite="s.png" count="4"/>"#
                + #"<frames states="loading" bind="time" fps="10" images="n-#.png" count="2"/>"#,
            files: [
                "s.png": try Self.strip(count: 4), "n-0.png": try Self.png(width: 3, height: 2),
                "n-1.png": try Self.png(width: 3, height: 2),
            ]
        )
        let skin = try #require(registry.skin(id: "x"))
        let copy = skin
        for frames in skin.header.frames {
            #expect(!frames.isDecoded)
            _ = frames.size
            #expect(!frames.isDecoded, "the size needs no decoding")
        }
        let sprite = skin.header.frames[0]
        let first = sprite.image(at: 1)
        // Every frame of a strip is cut at once, so the whole sequence is decoded.
        #expect(sprite.isDecoded)
        #expect(copy.header.frames[0].isDecoded, "a copy shares the decoded frames")
        // The same pixels, not a new decoding: the buffers are one.
        func address(_ image: RGBAImage) -> UnsafeRawPointer? {
            image.pixels.withUnsafeBytes { $0.baseAddress }
        }
        #expect(address(copy.header.frames[0].image(at: 1)) == address(first))
        let numbered = skin.header.frames[1]
        _ = numbered.image(at: 0)
        #expect(!numbered.isDecoded, "numbered files are decoded one by one")
        _ = numbered.image(at: 1)
        #expect(numbered.isDecoded)
        #expect(address(numbered.image(at: 1)) == address(copy.header.frames[1].image(at: 1)))
        // Lint decodes at load.
        let (linted, _, _) = try Self.load(
            header: #"<frames states="idle" sprite="s.png" count="4"/>"#,
            files: ["s.png": try Self.strip(count: 4)],
            loader: SkinLoader(decodesImages: true)
        )
        #expect(linted.skin(id: "x")?.header.frames.first?.isDecoded == false)
        #expect(linted.skin(id: "x")?.header.frames.first?.image(at: 3) == sprite.image(at: 3))
    }

    // MARK: The frame for a progress or a time

    @Test func progressPicksEqualStepsFromFirstToLast() throws {
        let frames = SkinFrames(
            states: [.idle],
            binding: .progress,
            source: .sprite(path: "s.png"),
            frames: (0..<4).map {
                RGBAImage.filled(RGBAColor(red: UInt8($0), green: 0, blue: 0, alpha: 255), width: 1, height: 1)
            }
        )
        let cases: [(Double, Int)] = [
            (0, 0), (0.24, 0), (0.25, 1), (0.49, 1), (0.5, 2), (0.99, 3), (1, 3), (7, 3), (-1, 0), (.nan, 0),
            (.infinity, 3),
        ]
        for (progress, expected) in cases {
            #expect(frames.index(progress: progress, secondsInState: 123) == expected, "progress \(progress)")
        }
    }

    @Test func timeLoopsOrHoldsTheLastFrame() throws {
        let images = (0..<4).map {
            RGBAImage.filled(RGBAColor(red: UInt8($0), green: 0, blue: 0, alpha: 255), width: 1, height: 1)
        }
        let looping = SkinFrames(
            states: [.loading],
            binding: .time(fps: 10, loops: true),
            source: .sprite(path: "s.png"),
            frames: images
        )
        var once = looping
        once.binding = .time(fps: 10, loops: false)
        let cases: [(time: Double, loop: Int, once: Int)] = [
            (0, 0, 0), (0.09, 0, 0), (0.1, 1, 1), (0.35, 3, 3), (0.4, 0, 3), (0.55, 1, 3), (100, 0, 3),
            (-5, 0, 0), (.nan, 0, 0), (.infinity, 0, 0), (1e300, 3, 3),
        ]
        for test in cases {
            #expect(looping.index(progress: 1, secondsInState: test.time) == test.loop, "loop at \(test.time)")
            #expect(once.index(progress: 1, secondsInState: test.time) == test.once, "once at \(test.time)")
        }
    }

    // MARK: Mistakes

    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        var header: String
        var files: [String: [UInt8]] = [:]
        /// Where the message points: the attribute name or element written there.
        var at: String
        var message: String
        var severity = "error"
        var style = "frames"
        var limits = SkinLimits()
        var lint = false
        var testDescription: String { name }
    }

    static let sprite4 = (try? strip(count: 4)) ?? []
    static let small = (try? png(width: 3, height: 2)) ?? []

    static let mistakes: [Mistake] = [
        Mistake(
            name: "missing sprite file",
            header: #"<frames states="idle" sprite="nope.png" count="4"/>"#,
            at: "sprite=",
            message: "unknown asset: there is no image 'nope.png' next to the skin"
        ),
        Mistake(
            name: "missing numbered file",
            header: #"<frames states="idle" images="n-#.png" count="3"/>"#,
            files: ["n-0.png": small, "n-2.png": small],
            at: "images=",
            message: "unknown asset: there is no image 'n-1.png' next to the skin; did you mean 'n-0.png'?"
        ),
        Mistake(
            name: "sprite not divisible",
            header: #"<frames states="idle" sprite="s.png" count="5"/>"#,
            files: ["s.png": sprite4],
            at: "sprite=",
            message: "the sprite 's.png' is 12 pixels wide, which does not cut into 5 equal frames; make its width a "
                + "multiple of 5 (such as 10 or 15) or change count"
        ),
        Mistake(
            name: "count 0",
            header: #"<frames states="idle" sprite="s.png" count="0"/>"#,
            files: ["s.png": sprite4],
            at: "count=",
            message: "count must be a whole number from 1 to 240, not '0'"
        ),
        Mistake(
            name: "count too big",
            header: #"<frames states="idle" sprite="s.png" count="241"/>"#,
            files: ["s.png": sprite4],
            at: "count=",
            message: "count must be a whole number from 1 to 240, not '241'"
        ),
        Mistake(
            name: "count missing",
            header: #"<frames states="idle" sprite="s.png"/>"#,
            files: ["s.png": sprite4],
            at: "<frames",
            message: "<frames> needs a 'count' attribute"
        ),
        Mistake(
            name: "states missing",
            header: #"<frames sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "<frames",
            message: "<frames> needs a 'states' attribute"
        ),
        Mistake(
            name: "fps out of range",
            header: #"<frames states="loading" bind="time" fps="61" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "fps=",
            message: "fps must be at least 1 and at most 60 frames a second, not 61"
        ),
        Mistake(
            name: "fps zero",
            header: #"<frames states="loading" bind="time" fps="0" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "fps=",
            message: "fps must be at least 1 and at most 60 frames a second, not 0"
        ),
        Mistake(
            name: "fps with bind=progress",
            header: #"<frames states="idle" bind="progress" fps="24" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "fps=",
            message: "fps applies only to bind=\"time\"; remove it or change the bind"
        ),
        Mistake(
            name: "fps without bind",
            header: #"<frames states="idle" fps="24" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "fps=",
            message: "fps needs bind=\"time\" on <frames>"
        ),
        Mistake(
            name: "loop with bind=progress",
            header: #"<frames states="idle" loop="off" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "loop=",
            message: "loop needs bind=\"time\" on <frames>"
        ),
        Mistake(
            name: "bind=time without fps",
            header: #"<frames states="loading" bind="time" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "bind=",
            message: "bind=\"time\" needs fps, the frames a second (at least 1 and at most 60), such as fps=\"24\""
        ),
        Mistake(
            name: "unknown binding",
            header: #"<frames states="idle" bind="pull" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "bind=",
            message: "unknown binding 'pull' (expected progress or time)"
        ),
        Mistake(
            name: "overlapping states",
            header: #"<frames states="idle loading" sprite="s.png" count="4"/>"#
                + #"<frames states="pulling loading" bind="time" fps="9" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: #"states="pulling"#,
            message: "state 'loading' already has the <frames> on line 1; a state shows one animation for each "
                + "result, so list it in only one <frames> (or give them different results)"
        ),
        Mistake(
            name: "two frames for one result",
            header: #"<frames states="finished" result="failure" sprite="s.png" count="4"/>"#
                + #"<frames states="failed finished" result="failure" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: #"states="failed"#,
            message: "state 'finished' already has the <frames> on line 1 for result 'failure'; a state shows one "
                + "animation for each result, so list it in only one <frames>"
        ),
        Mistake(
            name: "a result on a state before any load",
            header: #"<frames states="finished pulling" result="failure" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "result=",
            message: "result applies only to the states after a load (finished, failed), but states lists 'pulling'; "
                + "give those states a <frames> of their own, or remove result"
        ),
        Mistake(
            name: "an unknown result",
            header: #"<frames states="finished" result="error" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "result=",
            message: "unknown result 'error' (expected success or failure)"
        ),
        Mistake(
            name: "frames a finished icon covers",
            header: #"<frames states="finished" result="failure" sprite="s.png" count="4"/>"#
                + #"<finishedIcon result="failure" glyph="✕"/>"#,
            files: ["s.png": sprite4],
            at: "result=",
            message: "these frames are not shown: the <finishedIcon result=\"failure\"> of this part is drawn in "
                + "their place; remove one of them",
            severity: "warning"
        ),
        Mistake(
            name: "a state listed twice",
            header: #"<frames states="idle idle" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "states=",
            message: "state 'idle' is listed twice in states"
        ),
        Mistake(
            name: "another library's state name",
            header: #"<frames states="idle armed" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "states=",
            message: "unknown state 'armed' in states; the engine calls it 'pulling' (expected idle, pulling, loading, "
                + "finished, noMoreData, failed or secondLevel)"
        ),
        Mistake(
            name: "a misspelt state",
            header: #"<frames states="laoding" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "states=",
            message: "unknown state 'laoding' in states; did you mean 'loading'? (expected idle, pulling, loading, "
                + "finished, noMoreData, failed or secondLevel)"
        ),
        Mistake(
            name: "no states",
            header: #"<frames states=" " sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "states=",
            message: "states must name at least one state (idle, pulling, loading, finished, noMoreData, failed or "
                + "secondLevel)"
        ),
        Mistake(
            name: "both sources",
            header: #"<frames states="idle" sprite="s.png" images="n-#.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "<frames",
            message: "<frames> takes either a 'sprite' (one strip) or 'images' (numbered files), not both"
        ),
        Mistake(
            name: "no source",
            header: #"<frames states="idle" count="4"/>"#,
            at: "<frames",
            message: "<frames> needs a 'sprite' (one strip) or an 'images' (numbered files) attribute"
        ),
        Mistake(
            name: "first with a sprite",
            header: #"<frames states="idle" sprite="s.png" first="1" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "first=",
            message: "first applies only to numbered frames (images=\"…##.png\"); remove it"
        ),
        Mistake(
            name: "too few digits",
            header: #"<frames states="idle" images="n-#.png" first="5" count="6"/>"#,
            at: "images=",
            message: "images 'n-#.png' has 1 '#' but frame number 10 needs 2 digits; write 2 '#' or use fewer frames"
        ),
        Mistake(
            name: "no number in the file name",
            header: #"<frames states="idle" images="n.png" count="2"/>"#,
            at: "images=",
            message: "images must be a .png path whose file name has one run of 1 to 4 '#' for the frame number, "
                + "such as 'load-##.png', not 'n.png'"
        ),
        Mistake(
            name: "a sprite that is not a PNG name",
            header: #"<frames states="idle" sprite="s.gif" count="2"/>"#,
            at: "sprite=",
            message: "the sprite must be a .png file, not 's.gif'"
        ),
        Mistake(
            name: "a sprite outside the folder",
            header: #"<frames states="idle" sprite="../s.png" count="2"/>"#,
            at: "sprite=",
            message: "the frame image '../s.png' is outside the skin's folder; assets must be inside the folder "
                + "that holds the skin"
        ),
        Mistake(
            name: "numbered frames of different sizes",
            header: #"<frames states="idle" images="n-#.png" count="2"/>"#,
            files: ["n-0.png": small, "n-1.png": (try? png(width: 4, height: 2)) ?? []],
            at: "images=",
            message: "the frame image 'n-1.png' is 4x2 but 'n-0.png' is 3x2; every frame must be the same size"
        ),
        Mistake(
            name: "too many pixels",
            header: #"<frames states="idle" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "sprite=",
            message: "4 frames of 3x2 pixels hold 24 pixels; at most 20 are allowed in one <frames>: use fewer or "
                + "smaller frames",
            limits: SkinLimits(maxFramePixels: 20)
        ),
        Mistake(
            name: "too many pixels in the skin's frames together",
            header: #"<frames states="idle" sprite="s.png" count="4"/>"#
                + #"<frames states="loading" sprite="t.png" count="4"/>"#,
            files: ["s.png": sprite4, "t.png": sprite4],
            at: #"sprite="t.png""#,
            message:
                "with these 4 frames of 3x2 pixels the skin's frames hold 48 pixels; at most 30 are allowed in all "
                + "the <frames> of a skin, header and footer together (the 2x frames may hold four times as many): use "
                + "fewer or smaller frames",
            limits: SkinLimits(maxSkinFramePixels: 30)
        ),
        Mistake(
            name: "a frame too big",
            header: #"<frames states="idle" images="n-#.png" count="1"/>"#,
            files: ["n-0.png": (try? png(width: 9, height: 2)) ?? []],
            at: "images=",
            message: "the frame image 'n-0.png' is 9x2 pixels; at most 8x8 are allowed",
            limits: SkinLimits(maxImageSide: 8)
        ),
        Mistake(
            name: "damaged frame data, found by lint",
            header: #"<frames states="idle" images="n-#.png" count="1"/>"#,
            files: ["n-0.png": Array(small.prefix(50))],
            at: "images=",
            message: "the frame image 'n-0.png' is not a usable PNG: the PNG data ends early (truncated file)",
            lint: true
        ),
        Mistake(
            name: "frames style without <frames>",
            header: ##"<colors><text light="#000"/></colors>"##,
            at: "<header",
            message: "the header uses style \"frames\" but no <frames> is given (here or in a skin it extends); add "
                + "one such as <frames states=\"loading\" bind=\"time\" fps=\"24\" sprite=\"load.png\" count=\"12\"/> "
                + "or use another style"
        ),
        Mistake(
            name: "<frames> with another style",
            header: #"<frames states="idle" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4],
            at: "<frames",
            message: "the header has <frames> but its style is \"text\", so they are not shown; set style=\"frames\" "
                + "on <header> or remove them",
            severity: "warning",
            style: "text"
        ),
        Mistake(
            name: "a 2x strip of the wrong size",
            header: #"<frames states="idle" sprite="s.png" count="4"/>"#,
            files: ["s.png": sprite4, "s@2x.png": sprite4],
            at: "sprite=",
            message: "'s@2x.png' is 12x2; expected 24x4, twice the 1x strip (it is not used)",
            severity: "warning"
        ),
        Mistake(
            name: "2x images for only some frames",
            header: #"<frames states="idle" images="n-#.png" count="2"/>"#,
            files: ["n-0.png": small, "n-1.png": small, "n-0@2x.png": (try? png(width: 6, height: 4)) ?? []],
            at: "images=",
            message: "'n-1@2x.png' is missing while earlier frames have a 2x image; give every frame one or none "
                + "(no 2x frame is used)",
            severity: "warning"
        ),
    ]

    @Test(arguments: mistakes)
    func eachMistakeIsOneLocatedDiagnostic(mistake: Mistake) throws {
        let (registry, file, text) = try Self.load(
            header: mistake.header,
            style: mistake.style,
            files: mistake.files,
            loader: SkinLoader(decodesImages: mistake.lint, limits: mistake.limits)
        )
        let column = Self.column(of: mistake.at, in: text)
        #expect(column > 0)
        #expect(
            registry.diagnostics.map(\.description)
                == ["\(file):1:\(column): \(mistake.severity): \(mistake.message)"]
        )
        if mistake.severity == "warning" {
            #expect(registry.skin(id: "x") != nil, "a warning keeps the skin")
        } else {
            #expect(registry.skin(id: "x") == nil, "an error keeps the skin from loading")
        }
    }
}
