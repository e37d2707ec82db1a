import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import Testing

@testable import RefreshSVG
@testable import RefreshTerminal

/// The built-in `material` skin (issue 27): Material's floating disc over content that does not
/// move, its arc growing with the pull, in the render model, the terminal and the SVG.
@Suite("The Material skin")
struct MaterialSkinTests {
    static func player(_ appearance: Appearance = .light, locale: String = "en") throws -> PreviewPlayer {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "material"))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: appearance)
        return PreviewPlayer(
            presenter: presenter,
            edge: .header,
            viewportHeight: 240,
            lastUpdated: nil,
            wallClock: PreviewTests.wallClock
        )
    }

    /// The arc's sweep in a presented header: the one arc of a pull.
    static func sweep(_ edge: PresentedEdge) -> Double? {
        guard case .shapes(let shapes) = edge.indicator.content else { return nil }
        return shapes.compactMap { shape -> Double? in
            guard case .arc(_, _, let from, let to, _, _) = shape else { return nil }
            return to - from
        }.first
    }

    @Test("It loads with Material's metrics, in the disc kind")
    func loads() throws {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "material"))
        let metrics = skin.metrics(for: .header)
        #expect(skin.header.style == .disc)
        #expect(metrics.placement == .overlay)
        #expect(metrics.curve == .material)
        #expect(metrics.triggerDistance == 80)
        #expect(SkinRegistry.builtIn.diagnostics.filter { $0.file.contains("material") }.isEmpty)
    }

    @Test("Pulled, loading and finished, the content stays at rest and the disc floats over it")
    func overlayKeepsTheContentStill() throws {
        let player = try Self.player()
        for state in [RefreshState.idle, .pulling, .loading, .finished] {
            let simulator = try player.simulation(at: state)
            let frame = try player.present(simulator)
            let model = player.renderModel(simulator, edge: .header)
            #expect(frame.offset == 0, "\(state): the content moved to \(frame.offset)")
            #expect(frame.header.floatingOffset == model.indicatorOffset, "\(state)")
            #expect(model.indicatorOffset > 0, "\(state): the disc is out of view")
            #expect(frame.header.layout == EdgeLayout.floating(.header))
        }
        // The host reported the pull as a scroll offset; the engine asked for no inset.
        let pulled = try player.simulation(at: .loading)
        #expect(!pulled.effects.contains { if case .inset = $0.effect { true } else { false } })
    }

    @Test("The arc grows with the pull")
    func arcGrowsWithThePull() throws {
        let player = try Self.player()
        var sweeps: [Double] = []
        for progress in [0.3, 0.6, 0.9] {
            let frame = try player.present(try player.simulation(at: .idle, progress: progress))
            sweeps.append(try #require(Self.sweep(frame.header), "no arc at \(progress)"))
        }
        #expect(sweeps == sweeps.sorted() && Set(sweeps).count == 3, "\(sweeps)")
        // At the trigger the arc is Material's 0.8 of a turn.
        let armed = try player.present(try player.simulation(at: .idle, progress: 1))
        let full = try #require(Self.sweep(armed.header))
        #expect(abs(full - DiscIndicator.pullSweep * 2 * .pi) < 1e-9)
    }

    @Test("An arrowhead grows at the arc's end from 40 % of the pull, pointing on along the arc, as Material's")
    func arrowheadOnTheArc() throws {
        let kind = DiscIndicator()
        func shapes(_ progress: Double) throws -> [IndicatorShape] {
            let shown = kind.present(
                IndicatorContext(
                    model: RefreshRenderModel(edge: .header, state: .pulling, progress: progress),
                    frame: .none,
                    image: nil,
                    angle: 0,
                    time: 0,
                    size: IndicatorSize(width: 44, height: 44)
                )
            )
            guard case .shapes(let shapes) = shown.content else { throw CancellationError() }
            return shapes
        }
        func head(_ shapes: [IndicatorShape]) -> [IndicatorPoint]? {
            shapes.lazy.compactMap { if case .polygon(let corners, _) = $0 { corners } else { nil } }.first
        }
        #expect(head(try shapes(0.3)) == nil)
        let half = try #require(head(try shapes(0.7)))
        let full = try #require(head(try shapes(1)))
        func span(_ corners: [IndicatorPoint]) -> Double {
            hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y)
        }
        #expect(abs(span(full) - DiscIndicator.arrowhead.width) < 1e-9 && span(half) < span(full))
        // At the trigger the arc ends at 0.8 of a turn (about ten o'clock): the tip lies further on,
        // clockwise, toward twelve o'clock, so above the base's middle.
        let base = IndicatorPoint(x: (full[0].x + full[1].x) / 2, y: (full[0].y + full[1].y) / 2)
        #expect(full[2].y < base.y)
        // The arc is Material's thin stroke, well clear of the disc's rim.
        let arc = try #require(try shapes(1).first { if case .arc = $0 { true } else { false } })
        guard case .arc(_, let radius, _, _, let width, _) = arc else { return }
        #expect(width == 2.5 && radius + width / 2 < DiscIndicator.discRadius / 2)
    }

    @Test("While loading the arc turns")
    func arcTurnsWhileLoading() throws {
        let kind = DiscIndicator()
        func start(at time: Double) -> Double? {
            let shown = kind.present(
                IndicatorContext(
                    model: RefreshRenderModel(edge: .header, state: .loading, progress: 1),
                    frame: .none,
                    image: nil,
                    angle: 0,
                    time: time,
                    size: IndicatorSize(width: 44, height: 44)
                )
            )
            guard case .shapes(let shapes) = shown.content else { return nil }
            return shapes.compactMap { if case .arc(_, _, let from, _, _, _) = $0 { from } else { nil } }.first
        }
        let starts = [0.0, 0.3, 0.6].map(start)
        #expect(Set(starts.compactMap(\.self)).count == 3, "\(starts)")
    }

    @Test("The SVG draws the disc over the list with no header band", arguments: Appearance.allCases)
    func svgDrawsTheDisc(appearance: Appearance) throws {
        let player = try Self.player(appearance)
        let frame = try player.present(try player.simulation(at: .loading))
        let svg = SVGSnapshot(frame).document()
        let start = try #require(svg.range(of: "<g id=\"header\">"))
        let end = try #require(svg[start.upperBound...].range(of: "\n  </g>\n"))
        let group = svg[start.lowerBound..<end.upperBound]
        #expect(group.contains("<circle"), "no disc")
        #expect(!group.contains("id=\"header-status\""), "a floating edge draws no labels")
        // The disc is in the skin's background colour, centred across the picture.
        let background = try #require(SkinRegistry.builtIn.skin(id: "material")).header.colors.background
        let fill = SVGDocument.hex(background.resolved(for: appearance))
        #expect(group.contains("fill=\"\(fill)\""))
        let rows = try #require(svg.range(of: "<text x=\"16\" y=\""))
        #expect(svg[rows.upperBound...].hasPrefix("22\""), "the first row moved")
    }

    @Test("The terminal draws the disc centred over rows that stay put, right to left too", arguments: ["en", "ar"])
    func terminalDrawsTheDisc(locale: String) throws {
        var player = try Self.player(locale: locale)
        let renderer = TerminalRenderer(columns: 40, rows: 16, blocks: .sextants)
        player.viewportHeight = Double(14 * 12)
        let rest = renderer.render(try player.present(try player.simulation(at: .idle, progress: 0)))
        let loading = renderer.render(try player.present(try player.simulation(at: .loading)))
        func text(_ canvas: Canvas, row: Int) -> String {
            String((0..<canvas.width).map { canvas[$0, row].character })
        }
        // The first list row is where it was at rest: the disc covers its middle, not its start.
        let firstRow = (0..<rest.height).first { text(rest, row: $0).contains("Item 1") }
        let row = try #require(firstRow)
        #expect(text(loading, row: row).contains("Item"), "\(text(loading, row: row))")
        let scene = PhoneScene(columns: 40, rows: 16, frame: try player.present(try player.simulation(at: .loading)))
        let columns = scene.indicatorColumns(of: scene.frame.header)
        #expect(abs(columns.lowerBound - (38 - columns.upperBound)) <= 1, "not centred: \(columns)")
        #expect(
            (1..<4).contains { text(loading, row: $0) != text(rest, row: $0) },
            "the disc is not drawn"
        )
    }

    /// The header's indicator in each frame of the demo while it closes after its result, with
    /// its terminal picture and its SVG.
    static func closingFrames(reduced: Bool) throws -> [(
        indicator: PresentedIndicator, svg: String, showsOutcome: Bool
    )] {
        var player = try Self.player()
        player.presenter.prefersReducedMotion = reduced
        var demo = DemoPlayer(script: player.script, simulator: player.makeSimulator())
        let renderer = TerminalRenderer(columns: 40, rows: 16, blocks: .sextants)
        var time = 0.0
        var finished = false
        var closing: [(PresentedIndicator, String, Bool)] = []
        while !demo.isFinished {
            time += 1.0 / 60
            _ = demo.advance(to: time)
            let state = demo.simulator.engine.state(of: .header)
            if state == .finished { finished = true }
            guard finished, state == .idle else { continue }
            let since = demo.simulator.time - demo.simulator.timeline.stateEntered(.header)
            guard since < player.presenter.skin.metrics(for: .header).closeDuration else { continue }
            let frame = try player.present(demo.simulator)
            let scene = PhoneScene(columns: 40, rows: 16, frame: frame, blocks: .sextants)
            let columns = scene.indicatorColumns(of: frame.header)
            let canvas = renderer.render(frame)
            // The terminal draws a finished picture as its outcome's character, ✓ or ✕, in the
            // disc's columns.
            let showsOutcome = (0..<canvas.height).contains { row in
                columns.contains { "✓✕".contains(canvas[$0, row].character) }
            }
            closing.append((frame.header.indicator, SVGSnapshot(frame).document(), showsOutcome))
        }
        return closing
    }

    @Test("While the header closes after its result, the disc scales out to nothing, in the SVG and the terminal")
    func scalesOutWhileClosing() throws {
        let closing = try Self.closingFrames(reduced: false)
        try #require(closing.count >= 3, "the demo never closed after a result")
        let scales = closing.map(\.indicator.transform.scale)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 >= $1 }, "\(scales)")
        #expect(scales.first.map { $0 > 0.7 } == true && scales.last.map { $0 < 0.3 } == true, "\(scales)")
        #expect(closing.allSatisfy { $0.indicator.opacity == 1 })
        // The hosts draw it: the SVG scales the disc's group; the terminal's ✓, a character that
        // cannot shrink, leaves once the disc is under half its size.
        #expect(closing.last?.svg.contains("id=\"header-motion\"") == true)
        #expect(
            closing.first?.showsOutcome == true && closing.last?.showsOutcome == false,
            "\(closing.map(\.showsOutcome))"
        )
    }

    @Test("With reduced motion the disc does not scale while the header closes: it hides at once")
    func hidesWithReducedMotion() throws {
        let closing = try Self.closingFrames(reduced: true)
        try #require(closing.count >= 3, "the demo never closed after a result")
        #expect(closing.allSatisfy { $0.indicator.transform.scale == 1 && $0.indicator.opacity == 0 })
    }
}
