import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import RefreshTerminal
import Testing

@Suite("The preview of each skin")
struct PreviewTests {
    /// A fixed moment, so "last updated" texts are the same in every run.
    static let wallClock = Date(timeIntervalSince1970: 1_764_424_980)  // 2025-11-29T14:03:00Z

    static func player(
        skin: String = "blue",
        locale: String = "en",
        appearance: Appearance = .light,
        edge: RefreshEdge = .header,
        columns: Int = 56,
        rows: Int = 14
    ) throws -> TerminalPreview {
        let descriptor = try #require(SkinRegistry.builtIn.skin(id: skin))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        let presenter = try SkinPresenter(skin: descriptor, strings: strings, appearance: appearance)
        return TerminalPreview(
            player: PreviewPlayer(
                presenter: presenter,
                edge: edge,
                viewportHeight: 0,
                listRows: PreviewPlayer.defaultListRows(count: edge == .footer ? 20 : 60),
                lastUpdated: nil,
                wallClock: wallClock
            ),
            renderer: TerminalRenderer(columns: columns, rows: rows)
        )
    }

    static func keyFrameText(_ player: TerminalPreview, depth: ColorDepth) throws -> String {
        try player.keyFrames().map { "── \($0.name) ──\n" + TerminalWriter(depth: depth).render($0.canvas) }.joined(
            separator: "\n"
        )
    }

    @Test("Golden: the blue header's key frames in plain text")
    func blueKeyFramesPlain() throws {
        try Snapshot.assert(try Self.keyFrameText(Self.player(), depth: .none), named: "blue-header-en.txt")
    }

    @Test("Golden: the blue header pulling, in true colour, dark")
    func blueDarkTrueColor() throws {
        let canvas = try Self.player(appearance: .dark).stillFrame(.pulling)
        try Snapshot.assert(TerminalWriter(depth: .trueColor).render(canvas), named: "blue-header-dark-pulling.ansi")
    }

    @Test("Golden: the footer loads more, then has no more, in 256 colours")
    func footer256() throws {
        try Snapshot.assert(
            try Self.keyFrameText(Self.player(edge: .footer), depth: .ansi256),
            named: "blue-footer-en.ansi"
        )
    }

    @Test("Golden: Arabic is laid out right to left, the arrow on the right, text in visual order")
    func arabic() throws {
        let text = TerminalWriter(depth: .none).render(try Self.player(locale: "ar").stillFrame(.idle))
        try Snapshot.assert(text, named: "blue-header-ar-idle.txt")
        let pull = try CatalogSet.builtIn.strings(for: LocaleIdentifier("ar")).text(.headerPull).text
        #expect(text.contains(try BidiText.visualOrder(pull, rightToLeft: true)))
        let arrowRow = text.split(separator: "\n").first { $0.contains("█") }
        let arrowColumn = arrowRow.flatMap { $0.firstIndex(of: "█") }.map {
            arrowRow!.distance(from: arrowRow!.startIndex, to: $0)
        }
        #expect((arrowColumn ?? 0) > 40, "the arrow should sit on the right in a right-to-left layout")
    }

    struct Combination: Sendable, CustomTestStringConvertible {
        var skin: String
        var appearance: Appearance
        var locale: String
        var testDescription: String { "\(skin) \(appearance.rawValue) \(locale)" }
    }

    static let combinations: [Combination] = ["blue", "black", "grey", "white", "spinner", "text"].flatMap { skin in
        [Appearance.light, .dark].flatMap { appearance in
            ["en", "de", "ar", "ja", "zh-Hant"].map { Combination(skin: skin, appearance: appearance, locale: $0) }
        }
    }

    @Test("Every built-in skin renders in light and dark, in en, de, ar, ja and zh-Hant", arguments: combinations)
    func everySkin(_ combination: Combination) throws {
        let player = try Self.player(
            skin: combination.skin,
            locale: combination.locale,
            appearance: combination.appearance
        )
        let rightToLeft = player.player.presenter.isRightToLeft(.header)
        for (state, key) in [
            (RefreshState.pulling, MessageKey.headerRelease), (.loading, MessageKey.headerLoading),
        ] {
            let canvas = try player.stillFrame(state)
            // Through the presenter: the skin's own string overrides first, then the catalog.
            let expected = try player.player.presenter.text(RefreshMessage(key), edge: .header, now: Self.wallClock)
            let shown = rightToLeft ? try BidiText.visualOrder(expected, rightToLeft: true) : expected
            #expect(canvas.plainLines.contains { $0.contains(shown) }, "\(state) should show '\(shown)'")
            let colours = TerminalWriter(depth: .trueColor).render(canvas)
            let skin = try #require(SkinRegistry.builtIn.skin(id: combination.skin))
            let background = skin.header.colors.background.resolved(for: combination.appearance)
            #expect(colours.contains("48;2;\(background.red);\(background.green);\(background.blue)"))
        }
    }

    @Test("The finished state shows the result with its count")
    func finished() throws {
        let text = try Self.player(locale: "ru").stillFrame(.finished).plainLines.joined(separator: "\n")
        let expected = try CatalogSet.builtIn.strings(for: LocaleIdentifier("ru")).text(.headerFinished, ["count": 3])
            .text
        #expect(text.contains(expected))
    }

    @Test(
        "The SVG snapshot is well-formed XML with the expected elements, header and footer",
        arguments: [RefreshState.idle, .pulling, .loading, .finished, .noMoreData, .failed],
        [RefreshEdge.header, .footer]
    )
    func svg(state: RefreshState, edge: RefreshEdge) throws {
        let player = try Self.player(edge: edge)
        if edge == .header && (state == .noMoreData || state == .failed) {
            // Only a footer shows these: asking a header is an error naming the edge and state.
            #expect(throws: PreviewError.self) { try player.player.stillFrame(state) }
            return
        }
        let document = SVGSnapshot(try player.player.stillFrame(state)).document()
        let parser = XMLParserCheck(document)
        #expect(parser.wellFormed, "\(parser.error ?? "")")
        #expect(parser.elements.contains("svg") && parser.elements.contains("rect") && parser.elements.contains("text"))
        let id = edge == .header ? "header" : "footer"
        #expect(parser.ids.contains(id), "the \(id) is drawn in \(state)")
        #expect(parser.ids.contains("\(id)-status") && parser.ids.contains("\(id)-status-shadow"))
        if edge == .header { #expect(parser.ids.contains("header-detail")) }
        switch state {
        case .loading: #expect(parser.ids.contains("\(id)-spinner"))
        case .finished, .noMoreData, .failed, .secondLevel: #expect(!parser.ids.contains("\(id)-arrow"))
        default: #expect(parser.ids.contains("\(id)-arrow"))
        }
    }
}
