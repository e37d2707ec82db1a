import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSkins
import RefreshStyle
import RefreshTerminal
import Testing

/// A kind from outside RefreshKit: one dot per half trigger distance pulled (so an over-pull
/// shows more dots than a pull to the trigger), a ring while loading that turns with time.
struct StackedDots: IndicatorKind {
    let name: String

    func present(_ context: IndicatorContext) -> PresentedIndicator {
        let centreX = context.size.width / 2
        if context.model.state == .loading {
            let start = context.time * 2 * .pi
            return PresentedIndicator(
                .shapes([
                    .arc(
                        centre: IndicatorPoint(x: centreX, y: context.size.height / 2),
                        radius: 10,
                        from: start,
                        to: start + 1.5 * .pi,
                        width: 4,
                        color: context.color
                    )
                ])
            )
        }
        let count = max(Int((context.model.pullRatio * 2).rounded(.down)), 0)
        let dots = (0..<min(count, 8)).map { index in
            IndicatorShape.circle(
                centre: IndicatorPoint(x: centreX, y: 4 + Double(index) * 7),
                radius: 3,
                color: context.color
            )
        }
        return PresentedIndicator(.shapes(dots))
    }
}

@Suite("Indicator kinds are plugins")
struct IndicatorPluginTests {
    static func player(kind: (any IndicatorKind)?, skin: String = "blue") throws -> TerminalPreview {
        let descriptor = try #require(SkinRegistry.builtIn.skin(id: skin))
        var registry = IndicatorRegistry.builtIn
        if let kind { registry = registry.registering(kind) }
        return try TerminalPreview.header(of: descriptor, indicators: registry)
    }

    static func dots(_ indicator: PresentedIndicator) -> Int {
        guard case .shapes(let shapes) = indicator.content else { return -1 }
        return shapes.count
    }

    @Test("The built-in kinds are registered by name like any other")
    func builtIns() {
        #expect(
            IndicatorRegistry.builtIn.names == ["arrow", "disc", "dots", "frames", "lottie", "ring", "spinner", "text"]
        )
        #expect(IndicatorRegistry.builtIn.registering(StackedDots(name: "beads")).names.contains("beads"))
    }

    @Test("A kind registered under a skin's style draws in both hosts, which know nothing of it")
    func hostsDrawAnyKind() throws {
        let preview = try Self.player(kind: StackedDots(name: "arrow"))
        let frame = try preview.player.stillFrame(.pulling, progress: 1.6)
        #expect(Self.dots(frame.header.indicator) == 3)
        // The terminal inks the dots in the indicator's columns; the SVG draws circles.
        let canvas = preview.renderer.render(frame)
        let inked = (0..<canvas.height).flatMap { row in (1..<11).map { canvas[$0, row] } }.filter {
            ($0.plain ?? $0.character) != " " && $0.foreground != nil
        }
        #expect(!inked.isEmpty)
        let svg = SVGSnapshot(frame).document()
        #expect(svg.components(separatedBy: "<circle").count - 1 == 3)
        #expect(XMLParserCheck(svg).wellFormed)
    }

    @Test(
        "Kinds see the unclamped pull: an over-pull gives more than a pull to the trigger",
        arguments: [1.2, 2.0, 2.9]
    )
    func overPull(progress: Double) throws {
        let preview = try Self.player(kind: StackedDots(name: "arrow"))
        let frame = try preview.player.stillFrame(.pulling, progress: progress)
        let simulator = try preview.player.simulation(at: .pulling, progress: progress)
        let model = simulator.engine.renderModel(for: .header)
        #expect(model.progress == 1)
        #expect(abs(model.pullRatio - progress) < 0.05, "\(model.pullRatio)")
        #expect(Self.dots(frame.header.indicator) == Int((model.pullRatio * 2).rounded(.down)))
    }

    @Test("Every kind animates with the host's clock: the frames of a load differ from one frame to the next")
    func animatesAtTheHostsRate() throws {
        for kind in [StackedDots(name: "arrow")] as [any IndicatorKind] {
            let preview = try Self.player(kind: kind)
            let frames = try preview.player.timeline(fps: 30)
            let loading = frames.filter { $0.header.status == "Loading…" }
            #expect(loading.count > 10)
            let distinct = Set(loading.map { preview.renderer.render($0) })
            #expect(distinct.count > loading.count / 2, "\(distinct.count) of \(loading.count)")
        }
        // The built-in spinner steps 12 times a second, whatever the frame rate.
        let spinner = try Self.player(kind: nil, skin: "spinner")
        let loading = try spinner.player.timeline(fps: 30).filter { $0.header.status == "Loading…" }
        #expect(Set(loading.map(\.header.indicator)).count >= loading.count / 3)
    }

    @Test("Shapes cover what they say: polygons, lines, discs and arcs")
    func shapeGeometry() {
        let colour = RGBAColor(red: 0, green: 0, blue: 0)
        let triangle = IndicatorShape.polygon(
            [IndicatorPoint(x: 0, y: 0), IndicatorPoint(x: 10, y: 0), IndicatorPoint(x: 5, y: 10)],
            color: colour
        )
        #expect(triangle.contains(IndicatorPoint(x: 5, y: 2)))
        #expect(!triangle.contains(IndicatorPoint(x: 1, y: 9)))
        let line = IndicatorShape.line(
            from: IndicatorPoint(x: 0, y: 0),
            to: IndicatorPoint(x: 10, y: 0),
            width: 2,
            color: colour
        )
        #expect(line.contains(IndicatorPoint(x: 5, y: 0.9)) && !line.contains(IndicatorPoint(x: 5, y: 1.5)))
        #expect(line.contains(IndicatorPoint(x: 10.5, y: 0)), "round end")
        let arc = IndicatorShape.arc(
            centre: IndicatorPoint(x: 0, y: 0),
            radius: 10,
            from: 0,
            to: .pi / 2,
            width: 2,
            color: colour
        )
        #expect(arc.contains(IndicatorPoint(x: 7.07, y: -7.07)), "between twelve and three o'clock")
        #expect(!arc.contains(IndicatorPoint(x: -7.07, y: 7.07)), "not at half past seven")
        #expect(!arc.contains(IndicatorPoint(x: 0, y: 0)))
        let empty = IndicatorShape.polygon([], color: colour)
        #expect(!empty.contains(IndicatorPoint(x: 0, y: 0)))
    }
}
