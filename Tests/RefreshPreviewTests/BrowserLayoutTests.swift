import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import RefreshTestSupport
import RefreshText
import Testing

/// The SVG snapshots' layout (``EdgeArrangement`` as ``SVGSnapshot`` draws it) checked with the
/// browser's own boxes: every built-in skin, header and footer, every state the edge can show
/// (finished with success and with failure), light and dark, in ten languages of long words and
/// many scripts, all set inline in one page that headless Chromium lays out.
///
/// For each edge drawn, a script reads `getBoundingClientRect()` of its texts (and their
/// shadows), of its indicator element and of its background, and the advance of each text
/// (`getComputedTextLength()`). The checks:
/// - no text box meets the indicator's box, and no text box leaves the edge's background
///   sideways. The box is the browser's `getBoundingClientRect()`, which holds the ink of glyphs
///   that reach past their advance (Malayalam's final signs, up to 2 pt, see
///   ``BrowserTextWidthTests``): what the eye sees, so it is held to no tolerance at all; the
///   layout's gap (6 pt) and margin (8 pt) leave room for that ink; nor does a text box reach
///   above or below the part of its edge in view;
/// - each drawn text's advance is within 2 pt of `ShapedTextMeasurer`'s width of the same text at
///   the same (possibly shrunk) size, and the browser drew the text the arrangement placed.
///
/// Slow (a browser run over some thousand pictures), so it runs with
/// `REFRESHKIT_BROWSER_TESTS=1` (`.ci/run` sets it).
@Suite(
    "The snapshots' layout in a browser",
    .enabled(
        if: ProcessInfo.processInfo.environment["REFRESHKIT_BROWSER_TESTS"] == "1",
        "set REFRESHKIT_BROWSER_TESTS=1"
    ),
    .enabled(if: RequiredTool.runs(Browser.path != nil), "Chromium is needed: scripts/install-dependencies installs it")
)
struct BrowserLayoutTests {
    static let locales = ["de", "ru", "fi", "ca", "ta", "ml", "ar", "he", "ja", "zh-Hans"]
    /// The picture's width and height in points, as the gallery draws it.
    static let width = 320.0
    static let viewportHeight = 264.0
    /// A fixed moment, so the "last updated" texts are the same in every run.
    static let wallClock = Date(timeIntervalSince1970: 1_796_000_000)

    /// One picture: where it comes from, and the texts the arrangement placed in its edge.
    struct Picture {
        var place: String
        var edge: RefreshEdge
        var svg: String
        /// The texts by element id (`header-status`, `footer-detail`).
        var texts: [String: EdgeArrangement.TextPlacement]
    }

    /// What the page measured of one picture's edge, in the picture's points.
    struct Measured: Decodable {
        struct Box: Decodable {
            var left: Double
            var right: Double
            var top: Double
            var bottom: Double
        }
        struct Text: Decodable {
            var id: String
            var box: Box
            var advance: Double
            var text: String
        }
        /// The edge's background, or nil when the edge is not drawn.
        var background: Box?
        /// The indicator element's id and box, if one is drawn.
        var indicatorID: String?
        var indicator: Box?
        var texts: [Text]
    }

    /// Every picture of every built-in skin: both edges, each state the edge can show (a state
    /// the demo cannot reach on that edge, such as a header's `failed`, is skipped), finished
    /// twice (success, failure), both appearances, each locale.
    static func pictures(measurer: ShapedTextMeasurer) throws -> [Picture] {
        var pictures: [Picture] = []
        for skin in SkinRegistry.builtIn.skins {
            for locale in locales {
                let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
                for appearance in Appearance.allCases {
                    let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: appearance)
                    for edge in RefreshEdge.allCases {
                        var player = PreviewPlayer(
                            presenter: presenter,
                            edge: edge,
                            viewportHeight: viewportHeight,
                            listRows: PreviewPlayer.defaultListRows(count: edge == .footer ? 20 : 60),
                            lastUpdated: wallClock.addingTimeInterval(-300),
                            wallClock: wallClock
                        )
                        for state in RefreshState.allCases {
                            for result in state == .finished ? [RefreshResult.success, .failure] : [.success] {
                                player.finishResult = result
                                let frame: PresentedFrame
                                do {
                                    frame = try player.stillFrame(state)
                                } catch .unreachable {
                                    continue
                                }
                                let shown = edge == .header ? frame.header : frame.footer
                                let arranged = EdgeArrangement(shown, width: width, measurer: measurer)
                                let name = edge == .header ? "header" : "footer"
                                var texts: [String: EdgeArrangement.TextPlacement] = [:]
                                for (role, lines) in [("status", arranged.status), ("detail", arranged.detail)] {
                                    for (number, line) in lines.enumerated() {
                                        texts["\(name)-\(role)" + (number == 0 ? "" : "-\(number + 1)")] = line
                                    }
                                }
                                let finished = state == .finished ? " (\(result.rawValue))" : ""
                                pictures.append(
                                    Picture(
                                        place:
                                            "\(skin.id) \(name) \(state.rawValue)\(finished) \(appearance) \(locale)",
                                        edge: edge,
                                        svg: SVGSnapshot(frame, width: width, measurer: measurer).document(),
                                        texts: texts
                                    )
                                )
                            }
                        }
                    }
                }
            }
        }
        return pictures
    }

    /// A page with each picture inline in its own `<div>`, and a script that writes, as JSON, the
    /// boxes of each picture's edge relative to its `<svg>`.
    static func page(_ pictures: [Picture]) -> String {
        var html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"></head><body>

            """
        for (index, picture) in pictures.enumerated() {
            // The XML declaration has no place inside HTML.
            let svg = picture.svg.components(separatedBy: "?>").dropFirst().joined(separator: "?>")
            let edge = picture.edge == .header ? "header" : "footer"
            html += "<div class=\"picture\" id=\"picture-\(index)\" data-edge=\"\(edge)\">\(svg)</div>\n"
        }
        html += """
            <pre id="out"></pre>
            <script>
            const indicators = ["arrow", "lottie", "spinner", "shapes", "glyph", "frames"];
            function box(element, origin) {
              const r = element.getBoundingClientRect();
              return { left: r.left - origin.left, right: r.right - origin.left,
                       top: r.top - origin.top, bottom: r.bottom - origin.top };
            }
            const results = [];
            for (const picture of document.querySelectorAll("div.picture")) {
              const edge = picture.dataset.edge;
              const svg = picture.querySelector("svg");
              const origin = svg.getBoundingClientRect();
              const group = svg.querySelector("#" + edge);
              const measured = { texts: [] };
              if (group) {
                // A floating edge (placement overlay or fixed) draws its indicator alone: no band.
                const band = group.querySelector("rect");
                if (band) measured.background = box(band, origin);
                for (const name of indicators) {
                  const element = group.querySelector("#" + edge + "-" + name);
                  if (element) {
                    measured.indicatorID = element.id;
                    measured.indicator = box(element, origin);
                    break;
                  }
                }
                for (const text of group.querySelectorAll("text")) {
                  if (!text.id.startsWith(edge + "-status") && !text.id.startsWith(edge + "-detail")) continue;
                  measured.texts.push({ id: text.id, box: box(text, origin),
                                        advance: text.getComputedTextLength(), text: text.textContent });
                }
              }
              results.push(measured);
            }
            document.getElementById("out").textContent = JSON.stringify(results);
            </script>
            </body></html>
            """
        return html
    }

    /// Whether two boxes share an area (touching sides do not).
    static func intersect(_ a: Measured.Box, _ b: Measured.Box) -> Bool {
        min(a.right, b.right) > max(a.left, b.left) && min(a.bottom, b.bottom) > max(a.top, b.top)
    }

    static func text(_ box: Measured.Box) -> String {
        String(format: "x %.2f–%.2f, y %.2f–%.2f", box.left, box.right, box.top, box.bottom)
    }

    @Test(
        "Every built-in's header and footer, in every state, light and dark, in ten languages: no text meets the indicator or leaves the edge, and each is as wide as measured"
    )
    func layoutMatchesChromium() throws {
        let measurer = try ShapedTextMeasurer()
        try #require(measurer.fontFamily != nil, "no fonts: scripts/install-dependencies installs them")
        let pictures = try Self.pictures(measurer: measurer)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = try folder.write("layout.html", Self.page(pictures))
        let dom = try Browser.dumpDOM(of: page)
        let output = try #require(
            dom.components(separatedBy: "<pre id=\"out\">").dropFirst().first?.components(separatedBy: "</pre>").first,
            "the page wrote no boxes:\n\(dom.suffix(2000))"
        )
        // `--dump-dom` writes the text escaped as HTML.
        let json = output.replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let measured = try JSONDecoder().decode([Measured].self, from: Data(json.utf8))
        try #require(measured.count == pictures.count, "\(measured.count) measured of \(pictures.count) pictures")
        var largestDifference = 0.0
        var shrunk = 0
        var truncated: [String] = []
        for (picture, edge) in zip(pictures, measured) {
            let place = picture.place
            guard let background = edge.background else {
                // A floating edge draws its indicator alone, with no band and no text to place.
                if picture.texts.isEmpty, edge.indicator != nil { continue }
                Issue.record("\(place): the edge is not drawn")
                continue
            }
            let drawn = Set(edge.texts.map(\.id))
            for id in picture.texts.keys.sorted() where !drawn.contains(id) {
                Issue.record("\(place): \(id) is not drawn")
            }
            for text in edge.texts {
                if let indicator = edge.indicator, Self.intersect(text.box, indicator) {
                    let what = "\(place): \(text.id) '\(text.text)' (\(Self.text(text.box)))"
                    Issue.record("\(what) meets the indicator \(edge.indicatorID ?? "") (\(Self.text(indicator)))")
                }
                if text.box.left < background.left || text.box.right > background.right {
                    let what = "\(place): \(text.id) '\(text.text)' (\(Self.text(text.box)))"
                    Issue.record("\(what) leaves the edge (x \(background.left)–\(background.right))")
                }
                if text.box.top < max(background.top, 0)
                    || text.box.bottom > min(background.bottom, Self.viewportHeight)
                {
                    let what = "\(place): \(text.id) '\(text.text)' (\(Self.text(text.box)))"
                    Issue.record("\(what) is not inside the part of the edge in view (\(Self.text(background)))")
                }
                // Shadows draw the same text; their advance is checked with the text's.
                guard let placed = picture.texts[text.id] else { continue }
                #expect(
                    text.text == placed.text,
                    "\(place): \(text.id) drawn as '\(text.text)', placed '\(placed.text)'"
                )
                let ours = measurer.width(of: placed.text, font: placed.font)
                let difference = abs(ours - text.advance)
                largestDifference = max(largestDifference, difference)
                let what = "\(place): \(text.id) '\(placed.text)' at \(placed.font.size) pt"
                #expect(difference <= 2, "\(what) measured \(ours), Chromium's advance \(text.advance)")
                if placed.scale < 1 { shrunk += 1 }
                if placed.isTruncated { truncated.append("\(place) \(text.id) '\(placed.text)'") }
            }
        }
        // For the record: how many pictures, the largest width difference, what shrank or was cut.
        print(
            "\(pictures.count) pictures; largest advance difference \(String(format: "%.3f", largestDifference)) pt; "
                + "\(shrunk) texts shrunk; \(truncated.count) truncated"
                + (truncated.isEmpty ? "" : ":\n  " + truncated.joined(separator: "\n  "))
        )
    }
}
