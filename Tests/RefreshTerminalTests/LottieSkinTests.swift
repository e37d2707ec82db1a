import Foundation
import RefreshCore
import RefreshImage
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import RefreshTestSupport
import Testing

/// `<lottie>` in a skin: the file read and checked as every asset is, its refusals located in
/// the JSON, its markers bound to the engine's states, and its frames drawn by the presenter.
@Suite struct LottieSkinTests {
    static func skin(_ lottie: String = #"<lottie src="dot.json"/>"#, style: String = "lottie") -> [UInt8] {
        Array(#"<skin id="own" name="Own" format="1"><header style="\#(style)">\#(lottie)</header></skin>"#.utf8)
    }

    static func load(_ files: [String: [UInt8]]) -> (skin: SkinDescriptor?, diagnostics: [SkinDiagnostic]) {
        let tree = MemorySkinFiles(files: files)
        let document = SkinLoader().readDocument("own.xml", in: tree, source: .file(path: "own.xml"))
        let registry = SkinRegistry.load(builtIn: nil, packages: [tree], loader: SkinLoader())
        return (registry.skin(id: "own"), document.diagnostics)
    }

    static let dot = Array(LottieFixtures.movingDot.utf8)

    @Test("A skin's animation is read with its markers, and each state plays its segment")
    func markersBindStates() throws {
        let (skin, diagnostics) = Self.load(["own.xml": Self.skin(), "dot.json": Self.dot])
        // The file has `pull` and `loading` only: the missing two are a warning at <lottie>
        // that says what shows instead.
        #expect(diagnostics.map(\.code?.rawValue) == ["missing-segment"], "\(diagnostics)")
        let missing = try #require(diagnostics.first)
        #expect(missing.severity == .warning && missing.line == 1 && missing.column == 61, "\(missing)")
        #expect(missing.message.contains("no marker 'success', 'failure'"), "\(missing.message)")
        #expect(missing.message.contains("a success shows the pull's last frame"), "\(missing.message)")
        let lottie = try #require(skin?.header.lottie)
        #expect(lottie.binding == .markers)
        let file = lottie.file(for: .dark)  // no dark file: the light one
        func frame(_ state: RefreshState, progress: Double = 0, seconds: Double = 0) -> Int? {
            lottie.frame(of: file, state: state, progress: progress, result: nil, secondsInState: seconds)
        }
        // `pull` is frames 0..<10: by progress, 0 at rest, its last frame at the trigger and past it.
        #expect(frame(.idle, progress: 0) == 0)
        #expect(frame(.idle, progress: 0.3) == 2)
        #expect(frame(.pulling, progress: 0.9) == 8)
        #expect(frame(.pulling, progress: 1.7) == 9)
        // `loading` is frames 10..<29, looped at the file's 30 frames a second.
        #expect(frame(.loading, seconds: 0) == 10)
        #expect(frame(.loading, seconds: 0.5) == 25)
        #expect(frame(.loading, seconds: 1.0) == 10 + 30 % 19)
        // The file has no `success`: the finished state holds the pull's last frame.
        #expect(frame(.finished, seconds: 0.2) == 9)
        #expect(frame(.noMoreData) == nil)
    }

    @Test("bind=\"progress\" and bind=\"time\" play the whole file in every state")
    func wholeFileBindings() throws {
        for (bind, expected) in [("progress", 14), ("time", 15)] {
            let xml = Self.skin(#"<lottie src="dot.json" bind="\#(bind)"/>"#)
            let lottie = try #require(Self.load(["own.xml": xml, "dot.json": Self.dot]).skin?.header.lottie)
            let frame = lottie.frame(of: lottie.light, state: .loading, progress: 0.5, result: nil, secondsInState: 0.5)
            #expect(frame == expected, "\(bind)")
        }
    }

    @Test("The presenter draws the pull's frame: 0.3 and 0.9 of the pull differ, the dot further right")
    func presentedFramesFollowThePull() throws {
        let skin = try #require(Self.load(["own.xml": Self.skin(), "dot.json": Self.dot]).skin)
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let player = PreviewPlayer(
            presenter: try SkinPresenter(skin: skin, strings: strings, appearance: .light),
            edge: .header,
            viewportHeight: 400,
            lastUpdated: nil
        )
        func image(_ progress: Double) throws -> RGBAImage {
            let indicator = try player.stillFrame(.idle, progress: progress).header.indicator
            guard case .image(let image, _) = indicator.content else {
                Issue.record("the lottie kind drew \(indicator.content), not an image")
                throw CancellationError()
            }
            return image
        }
        let early = try image(0.3)
        let late = try image(0.9)
        #expect(early.width == 60 && early.height == 110, "the 30×55-point box at twice its size")
        func redCentre(_ image: RGBAImage) -> Double? {
            var sum = 0.0
            var count = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image.pixel(x, y)
                    if pixel.alpha > 128 && pixel.red > 200 && pixel.green < 80 {
                        sum += Double(x)
                        count += 1
                    }
                }
            }
            return count > 0 ? sum / count : nil
        }
        let from = try #require(redCentre(early))
        let to = try #require(redCentre(late))
        #expect(to > from + 3, "the dot moves right as the pull grows: \(from) -> \(to)")
    }

    @Test("A refused file is an error at its line and column in the JSON; a missing or outside one at the attribute")
    func refusalsAreLocated() throws {
        // An expression on line 3 of the animation.
        let expression = Array(
            LottieFixtures.movingDot.replacingOccurrences(
                of: #""r":{"a":0,"k":0},"a""#,
                with: "\"r\":{\"a\":0,\"k\":0,\"x\":\"time * 90\"},\"a\""
            ).utf8
        )
        #expect(expression != Self.dot, "the fixture changed: the expression is not in it")
        let refused = Self.load(["own.xml": Self.skin(), "dot.json": expression]).diagnostics
        let located = try #require(refused.first { $0.code?.rawValue == "invalid-animation" })
        #expect(located.file == "dot.json" && located.line == 3, "\(located)")
        #expect(located.message.contains("expression"), "\(located.message)")

        let missing = Self.load(["own.xml": Self.skin(#"<lottie src="dots.json"/>"#), "dot.json": Self.dot])
        let notFound = try #require(missing.diagnostics.first { $0.code?.rawValue == "asset-not-found" })
        #expect(notFound.line == 1 && notFound.suggestion == "dot.json", "\(notFound)")

        let png = Self.load(["own.xml": Self.skin(#"<lottie src="dot.png"/>"#)]).diagnostics
        #expect(png.contains { $0.code?.rawValue == "invalid-animation" && $0.message.contains(".json") }, "\(png)")

        let outside = Self.load(["own.xml": Self.skin(#"<lottie src="../dot.json"/>"#)]).diagnostics
        #expect(outside.contains { $0.code?.rawValue == "asset-outside-skin" }, "\(outside)")

        let none = Self.load(["own.xml": Self.skin("")])
        #expect(none.skin == nil)
    }

    @Test(
        "The built-in lottie skin has every marker but noMoreData in both files and draws ink in every state, light and dark"
    )
    func builtInSkin() throws {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "lottie"))
        #expect(SkinRegistry.builtIn.diagnostics.filter { $0.file.contains("lottie") }.isEmpty)
        for edge in [RefreshEdge.header, .footer] {
            let lottie = try #require(skin.part(edge).lottie, "\(edge)")
            for appearance in [Appearance.light, .dark] {
                let names = Set(lottie.file(for: appearance).document.markers.map(\.name))
                // No `noMoreData`: at the end of the list the footer shows its words alone.
                let expected = Set(SkinLottie.markerNames).subtracting(["noMoreData"])
                #expect(names == expected, "\(edge) \(appearance): \(names)")
            }
        }
        #expect(skin.header.lottie?.dark != nil)
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        for appearance in [Appearance.light, .dark] {
            let player = PreviewPlayer(
                presenter: try SkinPresenter(skin: skin, strings: strings, appearance: appearance),
                edge: .header,
                viewportHeight: 400,
                lastUpdated: nil
            )
            var pictures: [RGBAImage] = []
            for state in [RefreshState.pulling, .loading, .finished] {
                let content = try player.stillFrame(state).header.indicator.content
                guard case .image(let image, _) = content else {
                    Issue.record("\(appearance) \(state): \(content)")
                    continue
                }
                let ink = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 128 }.count
                #expect(ink > 50, "\(appearance) \(state): \(ink) opaque pixels")
                pictures.append(image)
            }
            #expect(Set(pictures.map(\.pixels)).count == pictures.count, "each state draws its own picture")
        }
    }

    /// The moving dot with its markers renamed, and more: `drag` (0-9), `spin` (10-19), `over`
    /// (20-24), `done` (25-29).
    static let renamed = Array(
        LottieFixtures.movingDot.replacingOccurrences(
            of: #"[{"cm":"pull","tm":0,"dr":10},{"cm":"loading","tm":10,"dr":19}]"#,
            with: #"[{"cm":"drag","tm":0,"dr":10},{"cm":"spin","tm":10,"dr":10},{"cm":"over","tm":20,"dr":5},"#
                + #"{"cm":"done","tm":25,"dr":5}]"#
        ).utf8
    )

    @Test("<segment> maps markers of other names to the roles; a name the file lacks is an error at the attribute")
    func segmentsMapMarkers() throws {
        #expect(Self.renamed != Self.dot, "the fixture changed: its markers are not renamed")
        let xml = Self.skin(
            #"<lottie src="dot.json"><segment marker="drag" plays="pull"/><segment marker="spin" plays="loading"/>"#
                + #"<segment marker="done" plays="success"/><segment marker="done" plays="failure"/>"#
                + #"<segment marker="over" plays="overpull"/></lottie>"#
        )
        let (skin, diagnostics) = Self.load(["own.xml": xml, "dot.json": Self.renamed])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let lottie = try #require(skin?.header.lottie)
        #expect(
            lottie.segments == [.pull: "drag", .loading: "spin", .success: "done", .failure: "done", .overpull: "over"]
        )
        func frame(_ state: RefreshState, progress: Double = 0, ratio: Double? = nil, seconds: Double = 0) -> Int? {
            lottie.frame(
                of: lottie.light,
                state: state,
                progress: progress,
                pullRatio: ratio ?? progress,
                result: state == .finished ? .success : nil,
                secondsInState: seconds
            )
        }
        #expect(frame(.pulling, progress: 0.9) == 8)
        #expect(frame(.loading, seconds: 0.1) == 13)
        #expect(frame(.finished, seconds: 0) == 25 && frame(.finished, seconds: 5) == 29)
        // Past the trigger `overpull` plays, from 1 to 2 times the trigger distance.
        #expect(frame(.pulling, progress: 1, ratio: 1) == 9, "at the trigger: the pull's last frame")
        #expect(frame(.pulling, progress: 1, ratio: 1.5) == 22)
        #expect(frame(.pulling, progress: 1, ratio: 3) == 24)
        #expect(lottie.frames(playing: .overpull, in: lottie.light) == 20...24)

        // Without `overpull`, a pull past the trigger holds the pull's last frame.
        let plain = try #require(Self.load(["own.xml": Self.skin(), "dot.json": Self.dot]).skin?.header.lottie)
        let held = plain.frame(
            of: plain.light,
            state: .pulling,
            progress: 1,
            pullRatio: 1.8,
            result: nil,
            secondsInState: 0
        )
        #expect(held == 9)

        let typo = Self.skin(#"<lottie src="dot.json"><segment marker="spinn" plays="loading"/></lottie>"#)
        let refused = Self.load(["own.xml": typo, "dot.json": Self.renamed])
        #expect(refused.skin == nil)
        let error = try #require(refused.diagnostics.first { $0.code?.rawValue == "unknown-marker" })
        #expect(error.line == 1 && error.column == 93 && error.suggestion == "spin", "\(error)")
        #expect(error.message.contains("'drag', 'spin', 'over' and 'done'"), "\(error.message)")

        let ignored = Self.skin(
            #"<lottie src="dot.json" bind="time"><segment marker="spin" plays="loading"/></lottie>"#
        )
        let unread = Self.load(["own.xml": ignored, "dot.json": Self.renamed]).diagnostics
        let warning = try #require(unread.first { $0.code?.rawValue == "inapplicable-attribute" }, "\(unread)")
        #expect(warning.severity == .warning && warning.column == 96 && warning.message.contains("bind=\"time\""))

        let twice = Self.skin(
            #"<lottie src="dot.json"><segment marker="spin" plays="loading"/><segment marker="drag" plays="loading"/></lottie>"#
        )
        let duplicate = Self.load(["own.xml": twice, "dot.json": Self.renamed]).diagnostics
        #expect(
            duplicate.contains { $0.code?.rawValue == "duplicate-element" && $0.message.contains("'loading'") },
            "\(duplicate)"
        )
    }

    @Test(
        "The SVG draws a Lottie frame from rlottie's shapes, in a viewport of the image's pixels; the terminal keeps the image"
    )
    func svgDrawsVectors() throws {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "lottie"))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let player = PreviewPlayer(
            presenter: try SkinPresenter(skin: skin, strings: strings, appearance: .dark),
            edge: .header,
            viewportHeight: 400,
            lastUpdated: nil
        )
        for state in [RefreshState.pulling, .loading, .finished] {
            let frame = try player.stillFrame(state)
            let indicator = frame.header.indicator
            let source = try #require(indicator.lottie, "\(state)")
            guard case .image(let image, _) = indicator.content else {
                Issue.record("\(state): \(indicator.content)")
                continue
            }
            #expect(source.width == image.width && source.height == image.height)
            let document = SVGSnapshot(frame).document()
            let group = try #require(
                document.components(separatedBy: #"<svg id="header-lottie""#).dropFirst().first?
                    .components(separatedBy: "</svg>").first,
                "\(state): no vector indicator"
            )
            #expect(group.contains(#"viewBox="0 0 60 110""#), "\(state)")
            #expect(group.contains(#"<path d="M"#), "\(state): \(group.prefix(200))")
            // The dark file's colour (Material's primary for dark, D0BCFF).
            #expect(group.contains("#D0BCFF"), "\(state): \(group.prefix(300))")
            #expect(!document.contains("<image"), "\(state): no embedded PNG")
        }
        // Asked for pixels and vectors of one frame in turn, rlottie gives the frame's shapes
        // each time (the two come from separate animations; one kept stale paths before).
        let file = try #require(skin.header.lottie?.light)
        let loading = try #require(skin.header.lottie?.frames(playing: .loading, in: file))
        _ = file.image(frame: loading.lowerBound + 3, width: 60, height: 110)
        let first = try #require(file.svg(frame: loading.lowerBound + 3, width: 60, height: 110))
        _ = file.image(frame: loading.lowerBound + 9, width: 60, height: 110)
        let again = try #require(file.svg(frame: loading.lowerBound + 3, width: 60, height: 110))
        #expect(first == again && !first.contains(#"d="""#), "\(first.prefix(300))")
    }
}
