import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import Testing

@testable import RefreshTerminal

/// What the built-ins draw as one family (issue 41): every indicator shows something as the pull
/// builds it, sits on one line in its band, and draws its success and its failure alike.
@Suite("Indicator families of the built-ins")
struct IndicatorFamilyTests {
    static func player(_ id: String, edge: RefreshEdge, appearance: Appearance = .light, reduced: Bool = false)
        throws -> PreviewPlayer
    {
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        var presenter = try SkinPresenter(skin: skin, strings: strings, appearance: appearance)
        presenter.prefersReducedMotion = reduced
        return PreviewPlayer(
            presenter: presenter,
            edge: edge,
            viewportHeight: EdgeLayout.viewportHeight,
            lastUpdated: nil,
            wallClock: PreviewTests.wallClock
        )
    }

    static func shown(_ frame: PresentedFrame, _ edge: RefreshEdge) -> PresentedEdge {
        edge == .header ? frame.header : frame.footer
    }

    // MARK: The spinner builds up with the pull

    @Test("ActivityPhase.spokes(built:): one spoke as the pull starts, one more each twelfth, all at the trigger")
    func spokesBuilt() {
        #expect(ActivityPhase.spokes(built: 0) == 0)
        #expect(ActivityPhase.spokes(built: .nan) == 0)
        #expect(ActivityPhase.spokes(built: -1) == 0)
        #expect(ActivityPhase.spokes(built: 0.01) == 1)
        #expect(ActivityPhase.spokes(built: 0.5) == 6)
        #expect(ActivityPhase.spokes(built: 0.51) == 7)
        #expect(ActivityPhase.spokes(built: 1) == 12)
        #expect(ActivityPhase.spokes(built: .infinity) == 12)
    }

    /// Every built-in with an indicator, but Text Only (which draws none by design).
    static let drawing = SkinRegistry.builtIn.ids.filter { $0 != "text" }

    @Test(
        "Pulled halfway, every built-in with an indicator shows one, with or without reduced motion",
        arguments: drawing,
        [false, true]
    )
    func somethingWhilePulled(id: String, reduced: Bool) throws {
        for edge in RefreshEdge.allCases {
            let player = try Self.player(id, edge: edge, reduced: reduced)
            // An automatic footer loads as it comes into view: it is never pulled.
            if edge == .footer, case .automatic = player.presenter.skin.part(edge).footerMode { continue }
            let shown = Self.shown(try player.stillFrame(.idle, progress: 0.5), edge)
            #expect(shown.indicator.content != .none, "\(id) \(edge): nothing drawn halfway through the pull")
            #expect(shown.indicator.opacity > 0, "\(id) \(edge)")
        }
    }

    @Test("The spinner is built spoke by spoke as the pull goes, standing still, then turns while loading")
    func spinnerBuildsUp() throws {
        let player = try Self.player("spinner", edge: .header)
        for (progress, spokes) in [(0.3, 4), (0.6, 8), (1.0, 12)] {
            let shown = try player.stillFrame(.idle, progress: progress).header
            guard case .activity(let phase, _, let built?) = shown.indicator.content else {
                Issue.record("\(progress): \(shown.indicator.content)")
                continue
            }
            #expect(phase == 0)
            #expect(ActivityPhase.spokes(built: built) == spokes, "\(progress)")
            // The SVG draws that many spokes, all in the full colour; the terminal that much of its ring.
            let svg = SVGSnapshot(try player.stillFrame(.idle, progress: progress)).document()
            let lines = svg.split(separator: "\n").filter { $0.contains("rotate(") && $0.contains("<line") }
            #expect(lines.count == spokes, "\(progress)")
            #expect(lines.allSatisfy { $0.contains("opacity=\"1\"") }, "\(progress)")
            let ring = Spinner.shapes(phase: 0, color: .init(white: 0), built: built, in: .init(width: 30, height: 55))
            guard case .arc(_, _, let from, let to, _, _)? = ring.first, ring.count == 1 else {
                Issue.record("\(ring)")
                continue
            }
            #expect(abs((to - from) - Double(spokes) / 12 * 2 * .pi) < 1e-9)
        }
        guard case .activity(_, _, nil) = try player.stillFrame(.loading).header.indicator.content else {
            Issue.record("loading does not turn the whole spinner")
            return
        }
    }

    @Test("Reduced motion shows the spinner the pull builds as it is: the pull moves it, not time")
    func builtSpinnerWithReducedMotion() throws {
        let full = try Self.player("spinner", edge: .header).stillFrame(.idle, progress: 0.6).header
        let reduced = try Self.player("spinner", edge: .header, reduced: true).stillFrame(.idle, progress: 0.6).header
        #expect(reduced.indicator == full.indicator)
    }

    // MARK: One line

    /// Where the SVG centres the edge's indicator vertically, and where it centres the resting
    /// band (``EdgeLayout/restingCentre`` from the content), in the SVG's points.
    static func svgCentres(_ frame: PresentedFrame, edge: RefreshEdge) throws -> (indicator: Double, band: Double)? {
        let id = edge == .header ? "header" : "footer"
        let lines = SVGSnapshot(frame).document().split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("<g id=\"\(id)\"") })
        let group = Array(lines[start...].prefix { !$0.hasPrefix("  </g>") })
        func number(_ name: String, in line: String) -> Double? {
            guard let range = line.range(of: " \(name)=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" })
        }
        let band = try #require(group.first { $0.contains("<rect x=\"0\"") })
        let (top, height) = (try #require(number("y", in: band)), try #require(number("height", in: band)))
        let anchor = edge == .header ? top + height : top
        let line = edge == .header ? anchor - EdgeLayout.restingCentre : anchor + EdgeLayout.restingCentre
        let shown = Self.shown(frame, edge)
        if let index = group.firstIndex(where: { $0.contains("id=\"\(id)-spinner\"") }) {
            // Each spoke turns about the spinner's centre: rotate(angle x y).
            guard index + 1 < group.count, let rotate = group[index + 1].range(of: "rotate(") else { return nil }
            let words = group[index + 1][rotate.upperBound...].prefix { $0 != ")" }.split(separator: " ")
            return (try #require(words.last.flatMap { Double($0) }), line)
        }
        if let glyph = group.first(where: { $0.contains("id=\"\(id)-glyph\"") }) {
            return (try #require(number("y", in: glyph)), line)
        }
        if let image = group.first(where: { $0.contains("id=\"\(id)-arrow\"") || $0.contains("id=\"\(id)-lottie\"") }) {
            // Images are drawn centred in their box (the built-ins' pictures are centred in theirs).
            return (try #require(number("y", in: image)) + (try #require(number("height", in: image))) / 2, line)
        }
        if let shapes = group.first(where: { $0.contains("id=\"\(id)-shapes\"") }),
            case .shapes(let drawn) = shown.indicator.content,
            let translate = shapes.range(of: "translate(")
        {
            let y = try #require(Double(shapes[translate.upperBound...].prefix { $0 != ")" }.split(separator: " ")[1]))
            var low = Double.infinity
            var high = -Double.infinity
            for shape in drawn {
                switch shape {
                case .circle(let centre, let radius, _), .arc(let centre, let radius, _, _, _, _):
                    (low, high) = (min(low, centre.y - radius), max(high, centre.y + radius))
                case .line(let from, let to, _, _):
                    (low, high) = (min(low, from.y, to.y), max(high, from.y, to.y))
                case .polygon(let corners, _):
                    for corner in corners { (low, high) = (min(low, corner.y), max(high, corner.y)) }
                }
            }
            return (y + (low + high) / 2, line)
        }
        return nil
    }

    @Test(
        "Every built-in's indicator is centred on its resting band's middle line, in every state it draws one",
        arguments: SkinRegistry.builtIn.ids
    )
    func oneLine(id: String) throws {
        var measured = 0
        for edge in RefreshEdge.allCases {
            let player = try Self.player(id, edge: edge)
            // A floating edge has no band: its indicator floats on its own line.
            guard player.presenter.skin.metrics(for: edge).placement == .follow else { continue }
            var frames: [(String, PresentedFrame)] = [
                ("idle 0.9", try player.stillFrame(.idle, progress: 0.9)),
                ("loading", try player.stillFrame(.loading)),
                ("finished", try player.stillFrame(.finished)),
            ]
            if let pulling = try? player.stillFrame(.pulling) { frames.append(("pulling", pulling)) }
            var failing = player
            failing.finishResult = .failure
            frames.append(("finished after a failure", try failing.stillFrame(.finished)))
            if edge == .footer, let failed = try? player.stillFrame(.failed) { frames.append(("failed", failed)) }
            for (name, frame) in frames {
                guard let (centre, line) = try Self.svgCentres(frame, edge: edge) else { continue }
                measured += 1
                #expect(
                    abs(centre - line) <= 1,
                    "\(id) \(edge) \(name): centred at \(centre), the band's line is \(line)"
                )
            }
        }
        #expect(measured > 0 || id == "text" || id == "material", "\(id): nothing measured")
    }

    // MARK: One family for success and failure

    /// What a picture is made of, whatever it shows: its container and its colours.
    static func family(_ content: PresentedIndicator.Content) -> String {
        switch content {
        case .image(let image, _): "an image of \(image.width)x\(image.height)"
        case .shapes(let shapes): "shapes in \(Set(shapes.map(\.color)).map { "\($0)" }.sorted())"
        case .glyph(_, let color): "a glyph in \(color)"
        case .activity(_, let color, _): "the spinner in \(color)"
        case .none: "nothing"
        }
    }

    @Test(
        "Every built-in draws its failure in the family of its success, header and footer, light and dark",
        arguments: SkinRegistry.builtIn.ids,
        Appearance.allCases
    )
    func successAndFailureAreOneFamily(id: String, appearance: Appearance) throws {
        for edge in RefreshEdge.allCases {
            var player = try Self.player(id, edge: edge, appearance: appearance)
            let success = Self.shown(try player.stillFrame(.finished), edge).indicator
            player.finishResult = .failure
            var failures = [Self.shown(try player.stillFrame(.finished), edge).indicator]
            if edge == .footer, let failed = try? player.stillFrame(.failed) {
                failures.append(failed.footer.indicator)
            }
            for failure in failures {
                #expect(
                    Self.family(failure.content) == Self.family(success.content),
                    "\(id) \(edge) \(appearance): the success is \(Self.family(success.content)), the failure \(Self.family(failure.content))"
                )
                // Text Only says it in words alone.
                #expect(
                    failure.content != success.content || id == "text",
                    "\(id) \(edge): the failure looks like the success"
                )
            }
        }
    }
}
