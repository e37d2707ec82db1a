import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSkins
import RefreshStyle
import RefreshTerminal
import Testing

/// A skin's motion (keyframes, finished icons, fade) as the presenter resolves it, and as the
/// terminal and the SVG draw it.
@Suite("Motion presented and drawn")
struct MotionPresentationTests {
    static let degrees = Double.pi / 180

    static func keys(_ pairs: [(Double, Double)]) -> [SkinAnimation.Key] {
        pairs.map { SkinAnimation.Key(at: $0.0, value: $0.1) }
    }

    /// A built-in skin with `motion` on its header.
    static func preview(_ id: String = "blue", motion: SkinMotion) throws -> TerminalPreview {
        var skin = try #require(SkinRegistry.builtIn.skin(id: id))
        skin.header.motion = motion
        return try TerminalPreview.header(of: skin)
    }

    static func present(
        _ preview: TerminalPreview,
        _ model: RefreshRenderModel,
        secondsInState: Double = 0
    ) throws -> PresentedEdge {
        try preview.player.presenter.present(
            model,
            now: PreviewTests.wallClock,
            arrowAngle: 0,
            time: 0,
            secondsInState: secondsInState
        )
    }

    static let turn = SkinMotion(
        animations: [SkinAnimation(property: .rotation, keys: keys([(0, 0), (2, 180)]))],
        maximumProgress: 2
    )

    @Test("A rotation bound to progress follows the pull past the trigger up to maximumProgress")
    func rotationFollowsThePull() throws {
        let preview = try Self.preview(motion: Self.turn)
        for (ratio, angle) in [(0.5, 45.0), (1.5, 135), (2, 180), (3, 180)] {
            let model = RefreshRenderModel(
                edge: .header,
                state: ratio < 1 ? .idle : .pulling,
                progress: min(ratio, 1),
                pullRatio: ratio
            )
            let edge = try Self.present(preview, model)
            #expect(abs(edge.indicator.transform.rotation - angle * Self.degrees) < 1e-9, "\(ratio)")
        }
        // Not while loading: the animation applies in idle and pulling by default.
        let loading = try Self.present(
            preview,
            RefreshRenderModel(edge: .header, state: .loading, progress: 1, pullRatio: 1.5)
        )
        #expect(loading.indicator.transform == .identity)
    }

    @Test("Animations bound to time move with the seconds in the state, and several combine")
    func timeBoundAnimationsCombine() throws {
        let motion = SkinMotion(animations: [
            SkinAnimation(property: .scale, binding: .time, duration: 1, keys: Self.keys([(0, 1), (1, 2)])),
            SkinAnimation(property: .scale, binding: .time, duration: 1, keys: Self.keys([(0, 2), (1, 2)])),
            SkinAnimation(property: .offsetY, binding: .time, duration: 2, keys: Self.keys([(0, 0), (1, 10)])),
            SkinAnimation(property: .opacity, binding: .time, keys: Self.keys([(0, 0.5), (1, 0.5)])),
            SkinAnimation(target: .text, property: .offsetX, binding: .time, keys: Self.keys([(0, 0), (1, 12)])),
            SkinAnimation(target: .text, property: .opacity, binding: .time, keys: Self.keys([(0, 1), (1, 0)])),
        ])
        let preview = try Self.preview("ring", motion: motion)
        let model = RefreshRenderModel(edge: .header, state: .loading, progress: 1)
        let edge = try Self.present(preview, model, secondsInState: 2.5)
        #expect(edge.indicator.transform.scale == 3)  // (1.5) × 2
        #expect(edge.indicator.transform.offsetY == 2.5)  // a quarter of the 2-second pass
        #expect(edge.indicator.opacity == 0.5)
        #expect(edge.textOffsetX == 6 && edge.textOpacity == 0.5)
    }

    @Test("A finished load shows the icon for its result")
    func finishedIcons() throws {
        let ok = try #require(SkinRegistry.builtIn.skin(id: "blue")?.header.arrow)
        let motion = SkinMotion(finishedIcons: [.success: .image(ok), .failure: .glyph("✕")])
        let preview = try Self.preview(motion: motion)
        let failure = try Self.present(
            preview,
            RefreshRenderModel(edge: .header, state: .finished, progress: 1, result: .failure)
        )
        #expect(
            failure.indicator.content == .glyph("✕", color: preview.player.presenter.skin.header.colors.spinner.light)
        )
        let success = try Self.present(
            preview,
            RefreshRenderModel(edge: .header, state: .finished, progress: 1, result: .success)
        )
        guard case .image(let image, let angle) = success.indicator.content else {
            Issue.record("no image: \(success.indicator.content)")
            return
        }
        #expect(angle == 0 && image.width == ok.image(forScale: 2).width)
        let loading = try Self.present(preview, RefreshRenderModel(edge: .header, state: .loading, progress: 1))
        #expect(loading.indicator.content != failure.indicator.content)
    }

    @Test("The fade makes the edge's opacity follow the pull")
    func fade() throws {
        let preview = try Self.preview(motion: SkinMotion(fade: SkinFade(from: 0, to: 1)))
        let half = try Self.present(preview, RefreshRenderModel(edge: .header, state: .idle, progress: 0.5))
        #expect(half.opacity == 0.5)
        let loading = try Self.present(preview, RefreshRenderModel(edge: .header, state: .loading, progress: 1))
        #expect(loading.opacity == 1)
    }

    @Test("The terminal draws a turned, faded or moved indicator differently", arguments: ["blue", "ring"])
    func terminalPixelsDiffer(skin: String) throws {
        let still = try Self.preview(skin, motion: .none).stillFrame(.idle, progress: 0.8)
        let turned = try Self.preview(skin, motion: Self.turn).stillFrame(.idle, progress: 0.8)
        #expect(turned != still)
        let faded = SkinMotion(animations: [SkinAnimation(property: .opacity, keys: Self.keys([(0, 0.3), (1, 0.3)]))])
        #expect(try Self.preview(skin, motion: faded).stillFrame(.idle, progress: 0.8) != still)
        let moved = SkinMotion(animations: [SkinAnimation(property: .offsetX, keys: Self.keys([(0, 6), (1, 6)]))])
        #expect(try Self.preview(skin, motion: moved).stillFrame(.idle, progress: 0.8) != still)
        let edgeFaded = try Self.preview(skin, motion: SkinMotion(fade: SkinFade())).stillFrame(.idle, progress: 0.5)
        #expect(try edgeFaded != Self.preview(skin, motion: .none).stillFrame(.idle, progress: 0.5))
    }

    @Test("The terminal draws a finished glyph in the indicator's place")
    func terminalGlyph() throws {
        let preview = try Self.preview("ring", motion: SkinMotion(finishedIcons: [.success: .glyph("✓")]))
        let canvas = try preview.stillFrame(.finished)
        #expect(canvas.cells.contains { $0.character == "✓" })
    }

    @Test("The SVG snapshot carries the transform, the opacities and the glyph")
    func svgSnapshot() throws {
        let motion = SkinMotion(
            animations: [
                SkinAnimation(property: .rotation, keys: Self.keys([(0, 0), (1, 90)])),
                SkinAnimation(target: .text, property: .offsetY, keys: Self.keys([(0, 4), (1, 4)])),
            ],
            finishedIcons: [.success: .glyph("✓")],
            fade: SkinFade(from: 0, to: 1)
        )
        let preview = try Self.preview("ring", motion: motion)
        let pulled = SVGSnapshot(try preview.player.stillFrame(.idle, progress: 0.5)).document()
        #expect(pulled.contains(#"<g id="header" opacity="0.5">"#))
        // The shapes turn about the centre of the indicator's box (40 points from the left).
        let group = try #require(pulled.range(of: #"<g id="header-motion" transform="translate(40 "#))
        let line = pulled[group.lowerBound...].prefix { $0 != "\n" }
        #expect(line.contains(" rotate(45) scale(1) translate(-40 "), "\(line)")
        #expect(pulled[group.upperBound...].contains(#"<g id="header-shapes""#))
        #expect(pulled.contains(#"transform="translate(0 4)""#))
        let finished = SVGSnapshot(try preview.player.stillFrame(.finished)).document()
        #expect(finished.contains(">✓</text>"))
        #expect(XMLParserCheck(pulled).wellFormed && XMLParserCheck(finished).wellFormed)
    }

    @Test("The animated SVG shows the motion: a loading pulse gives frames of several sizes")
    func animatedSVG() throws {
        let pulse = SkinMotion(animations: [
            SkinAnimation(
                property: .scale,
                binding: .time,
                duration: 0.5,
                easing: .easeInOut,
                keys: Self.keys([(0, 1), (0.5, 1.5), (1, 1)])
            )
        ])
        let frames = try Self.preview("ring", motion: pulse).player.timeline(fps: 12)
        let scales = Set(frames.filter { $0.header.status == "Loading…" }.map(\.header.indicator.transform.scale))
        #expect(scales.count >= 4, "\(scales)")
        let document = try SVGAnimation(frames, fps: 12).document()
        #expect(document.contains("scale(1.5)") || document.contains("scale(1.4"))
    }

    @Test("The simulator tells how long an edge has been in its state")
    func secondsInState() throws {
        let preview = try Self.preview(motion: .none)
        let simulator = try preview.player.simulation(at: .loading)
        #expect(simulator.engine.state(of: .header) == .loading)
        #expect(simulator.secondsInState(of: .header) > 0)
        #expect(simulator.secondsInState(of: .header) < simulator.time)
    }

    @Test("Shapes move as a whole: turned, sized and moved about the box's centre")
    func shapeTransform() {
        let size = IndicatorSize(width: 20, height: 20)
        let transform = IndicatorTransform(rotation: .pi / 2, scale: 2, offsetX: 1, offsetY: -1)
        let moved = transform.apply(
            [.circle(centre: IndicatorPoint(x: 15, y: 10), radius: 2, color: RGBAColor(red: 0, green: 0, blue: 0))],
            in: size
        )
        guard case .circle(let centre, let radius, _) = moved.first else {
            Issue.record("not a circle")
            return
        }
        // (5, 0) from the centre, doubled and turned a quarter clockwise: (0, 10), then moved.
        #expect(abs(centre.x - 11) < 1e-9 && abs(centre.y - 19) < 1e-9 && radius == 4)
    }
}
