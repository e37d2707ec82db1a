import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import Testing

@testable import RefreshTerminal

/// The presenter draws what the engine does (issue 39): the placement from the render model, not
/// the skin, and a disabled edge as its band alone, in the terminal and the SVG.
@Suite("Presenter follows the engine (issue 39)")
struct EnginePresentationTrapTests {
    static let now = Date(timeIntervalSince1970: 1_764_424_980)

    static func presenter(_ id: String) throws -> SkinPresenter {
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        return try SkinPresenter(skin: skin, strings: strings, appearance: .light)
    }

    static func present(_ presenter: SkinPresenter, _ model: RefreshRenderModel) throws -> PresentedEdge {
        try presenter.present(model, now: now, arrowAngle: 0, time: 0)
    }

    /// Every character of a canvas, row after row.
    static func text(_ canvas: Canvas) -> String {
        (0..<canvas.height).map { row in String((0..<canvas.width).map { canvas[$0, row].character }) }
            .joined(separator: "\n")
    }

    @Test("An engine placed overlay floats the edge over a skin that follows, and the other way round")
    func placementComesFromTheModel() throws {
        let blue = try Self.presenter("blue")
        let overlay = RefreshRenderModel(
            edge: .header,
            state: .loading,
            progress: 1,
            indicatorOffset: 60,
            placement: .overlay
        )
        let floated = try Self.present(blue, overlay)
        #expect(floated.layout == EdgeLayout.floating(.header))
        #expect(floated.floatingOffset == 60)
        let following = try Self.present(blue, RefreshRenderModel(edge: .header, state: .loading, progress: 1))
        #expect(following.layout == EdgeLayout.classic(.header))
        #expect(following.floatingOffset == nil)
        // Material's skin floats, but an engine that follows the content is drawn following it.
        let material = try Self.presenter("material")
        let followed = try Self.present(material, RefreshRenderModel(edge: .header, state: .loading, progress: 1))
        #expect(followed.floatingOffset == nil)
        #expect(followed.layout != EdgeLayout.floating(.header))
    }

    @Test("The presenter's model comes from the engine: an engine set up in code is drawn as it behaves")
    func engineInCode() throws {
        var engine = RefreshEngine(header: RefreshMetrics(placement: .overlay))
        _ = engine.handle(.layout(ScrollLayout(contentHeight: 2000, viewportHeight: 600)), at: 0)
        _ = engine.handle(.begin(edge: .header), at: 0)
        let edge = try Self.present(try Self.presenter("blue"), engine.renderModel(for: .header))
        #expect(edge.floatingOffset == 60, "the loading header must float in view")
    }

    @Test("A disabled edge keeps its texts, but neither host draws them or its indicator")
    func disabledEdgeIsItsBandAlone() throws {
        let presenter = try Self.presenter("blue")
        let player = PreviewPlayer(
            presenter: presenter,
            edge: .header,
            viewportHeight: 216,
            lastUpdated: nil,
            wallClock: Self.now
        )
        let frame = try player.present(try player.simulation(at: .idle, progress: 0.9))
        #expect(frame.header.isEnabled)
        var model = player.renderModel(try player.simulation(at: .idle, progress: 0.9), edge: .header)
        model.isEnabled = false
        let disabled = try Self.present(presenter, model)
        #expect(!disabled.isEnabled)
        #expect(disabled.status == "Pull down to refresh", "texts are kept for assistive technology")
        let arranged = EdgeArrangement(disabled, width: 320, measurer: CellTextMeasurer())
        #expect(arranged.indicator == nil && arranged.lines.isEmpty)

        var hidden = frame
        hidden.header = disabled
        let renderer = TerminalRenderer(columns: 40, rows: 18)
        #expect(Self.text(renderer.render(frame)).contains("Pull down"))
        #expect(!Self.text(renderer.render(hidden)).contains("Pull down"))
        // The band is still drawn: painted in the list's colour instead, the picture changes.
        var unbanded = hidden
        unbanded.header.background = hidden.palette.list
        #expect(renderer.render(hidden) != renderer.render(unbanded))

        let svg = SVGSnapshot(hidden).document()
        let start = try #require(svg.range(of: "<g id=\"header\">"))
        let end = try #require(svg[start.upperBound...].range(of: "\n  </g>\n"))
        let group = svg[start.lowerBound..<end.upperBound]
        #expect(group.contains("<rect"), "the band is drawn")
        #expect(!group.contains("header-status") && !group.contains("header-detail"))
        #expect(!group.contains("header-arrow"))
        let enabled = SVGSnapshot(frame).document()
        #expect(enabled.contains("id=\"header-status\"") && enabled.contains("id=\"header-arrow\""))
    }
}
