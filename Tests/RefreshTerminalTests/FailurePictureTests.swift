import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import Testing

@testable import RefreshTerminal

/// A failed load looks failed: every built-in that draws an indicator shows a failure picture
/// that differs from its success picture, in the SVG and in the terminal's cells, in both
/// appearances (issue 26: 6).
@Suite("Failure pictures of the built-ins")
struct FailurePictureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var skin: String
        var edge: RefreshEdge
        var appearance: Appearance
        var testDescription: String { "\(skin) \(edge) \(appearance)" }
    }

    /// Every built-in but Text Only (whose style draws no indicator: its failure is its text).
    static let cases: [Case] = SkinRegistry.builtIn.ids.filter { $0 != "text" }.flatMap { skin in
        RefreshEdge.allCases.flatMap { edge in
            Appearance.allCases.map { Case(skin: skin, edge: edge, appearance: $0) }
        }
    }

    static let renderer = TerminalRenderer(columns: 56, rows: 20, blocks: .sextants)

    /// The success and the failure frame of an edge: the header finished either way, the footer
    /// finished and `failed`.
    static func frames(_ test: Case) throws -> (success: PresentedFrame, failure: PresentedFrame) {
        let skin = try #require(SkinRegistry.builtIn.skin(id: test.skin))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: test.appearance)
        // The terminal's own screen height, so that the footer is on screen.
        var player = TerminalPreview(
            player: PreviewPlayer(
                presenter: presenter,
                edge: test.edge,
                viewportHeight: 0,
                lastUpdated: nil,
                wallClock: PreviewTests.wallClock
            ),
            renderer: Self.renderer
        ).player
        let success = try player.stillFrame(.finished)
        guard test.edge == .header else { return (success, try player.stillFrame(.failed)) }
        player.finishResult = .failure
        return (success, try player.stillFrame(.finished))
    }

    /// The SVG elements that draw the edge's indicator (its arrow, shapes, spinner or glyph).
    static func svgIndicator(_ frame: PresentedFrame, edge: RefreshEdge) -> [Substring] {
        let id = edge == .header ? "header" : "footer"
        let lines = SVGSnapshot(frame).document().split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("<g id=\"\(id)\"") }) else { return [] }
        let group = lines[start...].prefix { !$0.hasPrefix("  </g>") }
        return group.filter {
            !$0.contains("id=\"\(id)-status") && !$0.contains("id=\"\(id)-detail") && !$0.contains("<rect")
        }
    }

    /// The terminal cells in the columns of the edge's indicator (character and colour).
    static func cells(_ frame: PresentedFrame, edge: RefreshEdge) -> [[String]] {
        let canvas = Self.renderer.render(frame)
        let scene = PhoneScene(columns: 56, rows: 20, frame: frame, blocks: .sextants)
        let columns = scene.indicatorColumns(of: edge == .header ? frame.header : frame.footer)
        return (0..<canvas.height).map { row in
            columns.map { column in
                let cell = canvas[column + 1, row]
                return "\(cell.character)\(cell.foreground.map { "\($0)" } ?? "")"
            }
        }
    }

    @Test(arguments: cases)
    func failureDiffersFromSuccess(_ test: Case) throws {
        let (success, failure) = try Self.frames(test)
        let (good, bad) =
            test.edge == .header ? (success.header, failure.header) : (success.footer, failure.footer)
        #expect(good.indicator.content != bad.indicator.content, "\(test.testDescription): the same indicator")
        #expect(
            Self.svgIndicator(success, edge: test.edge) != Self.svgIndicator(failure, edge: test.edge),
            "\(test.testDescription): the same SVG indicator"
        )
        #expect(!Self.svgIndicator(failure, edge: test.edge).isEmpty, "\(test.testDescription): no SVG indicator")
        #expect(
            Self.cells(success, edge: test.edge) != Self.cells(failure, edge: test.edge),
            "\(test.testDescription): the same cells where the indicator is"
        )
    }

    /// Pulse's failure is not its finished animation, whose frames end on a check: it is its
    /// own strip (`<frames result="failure">`), a cross drawn into the same disc.
    @Test(arguments: RefreshEdge.allCases)
    func pulseFailureIsNotACheck(edge: RefreshEdge) throws {
        let (success, failure) = try Self.frames(Case(skin: "pulse", edge: edge, appearance: .light))
        let (good, bad) = edge == .header ? (success.header, failure.header) : (success.footer, failure.footer)
        guard case .image(let check, _) = good.indicator.content, case .image(let cross, _) = bad.indicator.content
        else {
            Issue.record("\(edge): \(good.indicator.content) and \(bad.indicator.content) are not both frames")
            return
        }
        #expect(check != cross, "\(edge): the failure is a frame of the check")
        let frames = try #require(SkinRegistry.builtIn.skin(id: "pulse")).part(edge).frames
        let failureFrames = try #require(frames.first { $0.result == .failure })
        #expect(failureFrames.source == .sprite(path: "fail.png"))
        #expect(cross == failureFrames.image(at: failureFrames.count - 1, forScale: FramesIndicator.scale))
    }
}
