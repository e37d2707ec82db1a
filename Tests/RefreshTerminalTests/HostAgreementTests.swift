import Foundation
import RefreshCore
import RefreshImage
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import Testing

@testable import RefreshTerminal

/// The terminal and the SVG draw the same presented frame: what the skin says about colours,
/// tint and edges shows the same in both (the SVG once ignored `arrowTint` and drew no footer).
@Suite("Terminal and SVG agree")
struct HostAgreementTests {
    static let wallClock = Date(timeIntervalSince1970: 1_764_424_980)
    static let tint = RGBAColor(red: 220, green: 20, blue: 60)
    static let darkTint = RGBAColor(red: 20, green: 200, blue: 90)

    static func player(edge: RefreshEdge, appearance: Appearance, tinted: Bool = true) throws -> TerminalPreview {
        var skin = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        if tinted {
            skin.header.colors.arrowTint = SkinTint(light: tint, dark: darkTint)
            skin.footer.colors.arrowTint = SkinTint(light: tint, dark: darkTint)
        }
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: appearance)
        return TerminalPreview(
            player: PreviewPlayer(
                presenter: presenter,
                edge: edge,
                viewportHeight: 0,
                listRows: PreviewPlayer.defaultListRows(count: 20),
                lastUpdated: nil,
                wallClock: wallClock
            ),
            renderer: TerminalRenderer(columns: 56, rows: 20)
        )
    }

    /// The opaque colours of the arrow as the SVG embeds it (its PNG, decoded).
    static func svgArrowColours(_ document: String, id: String) throws -> Set<RGBAColor> {
        let marker = "id=\"\(id)\""
        let element = try #require(document.components(separatedBy: "<image ").first { $0.contains(marker) })
        let start = try #require(element.range(of: "base64,")).upperBound
        let end = try #require(element[start...].firstIndex(of: "\""))
        let png = try #require(Data(base64Encoded: String(element[start..<end])))
        let image = try PNGImageDecoder.decode([UInt8](png)).get()
        var colours: Set<RGBAColor> = []
        for index in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[index + 3] == 255 {
            colours.insert(
                RGBAColor(red: image.pixels[index], green: image.pixels[index + 1], blue: image.pixels[index + 2])
            )
        }
        return colours
    }

    /// The colours of the terminal cells the arrow covers (half blocks: foreground and background).
    static func terminalArrowColours(_ canvas: Canvas, edge: RefreshEdge) -> Set<RGBAColor> {
        var colours: Set<RGBAColor> = []
        for row in 0..<canvas.height {
            // The arrow sits 25 points (four columns) from the leading side, inside the frame.
            for column in 5..<10 {
                let cell = canvas[column, row]
                for colour in [cell.foreground, cell.background].compactMap(\.self) { colours.insert(colour) }
            }
        }
        return colours
    }

    @Test(
        "arrowTint colours the arrow the same in the terminal and the SVG",
        arguments: [RefreshEdge.header, .footer],
        [Appearance.light, .dark]
    )
    func tint(edge: RefreshEdge, appearance: Appearance) throws {
        let expected = appearance == .dark ? Self.darkTint : Self.tint
        let preview = try Self.player(edge: edge, appearance: appearance)
        let frame = try preview.player.stillFrame(.pulling)
        let document = SVGSnapshot(frame).document()
        let id = edge == .header ? "header-arrow" : "footer-arrow"
        #expect(try Self.svgArrowColours(document, id: id) == [expected])
        // The terminal's cells under the arrow are the tint, blended with the background at the
        // arrow's soft edges, and nothing of the untinted arrow's blue.
        let terminal = Self.terminalArrowColours(preview.renderer.render(frame), edge: edge)
        #expect(terminal.contains(expected), "\(terminal)")
        let untinted = try Self.svgArrowColours(
            SVGSnapshot(try Self.player(edge: edge, appearance: appearance, tinted: false).player.stillFrame(.pulling))
                .document(),
            id: id
        )
        #expect(terminal.isDisjoint(with: untinted), "the untinted arrow's colours show in the terminal")
    }

    @Test(
        "The SVG shows the edge the preview shows in every state",
        arguments: [RefreshState.idle, .pulling, .loading, .finished, .noMoreData, .failed]
    )
    func footerInEveryState(state: RefreshState) throws {
        let frame = try Self.player(edge: .footer, appearance: .light, tinted: false).player.stillFrame(state)
        let document = SVGSnapshot(frame).document()
        #expect(document.contains("<g id=\"footer\">"), "no footer in \(state)")
        #expect(document.contains(frame.footer.status), "\(state): '\(frame.footer.status)' missing")
        #expect(!document.contains("<g id=\"header\">"))
    }

    @Test(
        "A footer at rest out of view is shown under a list that leaves it its loading inset, not a band filling the view",
        arguments: ["spinner", "dots"]
    )
    func restingFooterBand(id: String) throws {
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let player = PreviewPlayer(
            presenter: try SkinPresenter(skin: skin, strings: strings, appearance: .light),
            edge: .footer,
            viewportHeight: EdgeLayout.viewportHeight,
            listRows: PreviewPlayer.defaultListRows(count: 20),
            lastUpdated: nil
        )
        for progress in [nil, 0.5] {
            let frame = try player.stillFrame(.idle, progress: progress)
            let band = frame.layout.viewportHeight - (frame.layout.contentHeight - frame.offset)
            #expect(frame.shows(.footer))
            #expect(band >= skin.metrics(for: .footer).loadingInset, "\(id): a \(band)-point band")
            #expect(
                band < skin.metrics(for: .footer).loadingInset + PresentedFrame.listRowHeight,
                "\(id): a \(band)-point band"
            )
        }
    }

    @Test("A footer that loads by itself is previewed that way: no pull, it loads as the end comes into view")
    func automaticFooter() throws {
        let skin = try #require(SkinRegistry.builtIn.skin(id: "spinner"))
        guard case .automatic = skin.footer.footerMode else {
            Issue.record("the spinner skin's footer is expected to be automatic")
            return
        }
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let player = PreviewPlayer(
            presenter: try SkinPresenter(skin: skin, strings: strings, appearance: .light),
            edge: .footer,
            viewportHeight: 216,
            listRows: PreviewPlayer.defaultListRows(count: 20),
            lastUpdated: nil
        )
        #expect(player.isAutomaticFooter)
        let frames = try player.keyFrames()
        #expect(frames.map(\.name) == ["idle", "loading", "noMoreData"])
        let loading = try #require(frames.first { $0.name == "loading" }?.frame)
        #expect(loading.footer.status == (try strings.text(.footerLoading).text))
        // It started loading with no pull past the end: the engine never armed the footer.
        var simulator = player.makeSimulator()
        var demo = DemoPlayer(script: player.script, simulator: simulator)
        var time = 0.0
        var states: Set<RefreshState> = []
        while !demo.isFinished {
            time += 1.0 / 30
            _ = demo.advance(to: time)
            states.insert(demo.simulator.engine.state(of: .footer))
        }
        simulator = demo.simulator
        #expect(states.contains(.loading) && !states.contains(.pulling), "\(states)")
        #expect(simulator.engine.state(of: .footer) == .noMoreData)
    }
}

@Suite("An edge closing after a result")
struct ClosingResultTests {
    /// The built-ins that hold their result in a header with words (the classic ones close at
    /// once, as EGO's did; a floating header draws no words).
    static let holding = SkinRegistry.builtIn.skins.filter {
        $0.header.metrics.resultHoldTime > 0 && $0.header.metrics.placement == .follow
    }.map(\.id)

    @Test(
        "While it closes after a load, a header keeps saying what the load brought, never the idle words",
        arguments: holding
    )
    func keepsItsResultWhileClosing(id: String) throws {
        let edge = RefreshEdge.header
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
        let player = PreviewPlayer(
            presenter: presenter,
            edge: edge,
            viewportHeight: EdgeLayout.viewportHeight,
            listRows: PreviewPlayer.defaultListRows(count: 20),
            lastUpdated: nil
        )
        let idle = try presenter.present(
            RefreshEngine().renderModel(for: edge),
            now: Date(),
            arrowAngle: 0,
            time: 0,
            secondsInState: 0
        ).status
        var demo = DemoPlayer(script: player.script, simulator: player.makeSimulator())
        var time = 0.0
        var finished = false
        var closingFrames = 0
        while !demo.isFinished {
            time += 1.0 / 60
            _ = demo.advance(to: time)
            let state = demo.simulator.engine.state(of: edge)
            if state == .finished { finished = true }
            guard finished, state == .idle else { continue }
            let frame = try player.present(demo.simulator)
            guard frame.shows(edge), demo.simulator.time - demo.simulator.timeline.stateEntered(edge) < 0.2 else {
                continue
            }
            closingFrames += 1
            let shown = edge == .header ? frame.header : frame.footer
            #expect(shown.status != idle, "\(id) \(edge) at \(time): '\(shown.status)' while closing")
        }
        #expect(finished && closingFrames > 0, "\(id) \(edge): the demo never closed after a result in view")
    }
}
