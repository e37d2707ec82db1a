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

/// Every built-in skin's header and footer as ``SVGSnapshot`` draws them, laid out by headless
/// Chromium in one page and measured there in one script pass: the boxes of the texts, of the
/// indicator and of each painted part of it with its paints, and the edge's background. Made
/// once per test run (``shared``) and read by each test of ``BrowserLayoutTests``.
///
/// The stills: idle at rest-to-trigger pulls (half way, and the demo's 0.9), pulling past the
/// trigger (the demo's 1.35) and over-pulled (2×), loading, finished with success and with
/// failure, and on a footer failed and no more data; second level where a skin's header has one.
/// Each in light and dark, in sixteen languages of long words and many scripts.
struct BrowserEdgeMeasurement: Sendable {
    static let locales = [
        "en", "de", "ru", "fi", "el", "ar", "he", "hi", "th", "ja", "ko", "vi", "ta", "ca", "ml", "zh-Hans",
    ]
    /// The picture's width and height in points, as the gallery draws it.
    static let width = 320.0
    static let viewportHeight = 264.0
    /// A fixed moment, so the "last updated" texts are the same in every run.
    static let wallClock = Date(timeIntervalSince1970: 1_796_000_000)

    /// One still of an edge: a state, the pull it is drawn at (`nil`: the demo's) and the result a
    /// finished still shows.
    struct Still: Sendable, Hashable {
        var state: RefreshState
        var progress: Double?
        var result: RefreshResult = .success

        /// `pulling 2.0`, `finished failure`.
        var name: String {
            var name = state.rawValue
            if let progress { name += " \(progress)" }
            if state == .finished { name += " \(result.rawValue)" }
            return name
        }
    }

    /// The stills of each edge; one the demo cannot reach on an edge (a header's `failed`, a
    /// second level the skin lacks) is skipped.
    static let stills = [
        Still(state: .idle, progress: 0.5), Still(state: .idle), Still(state: .pulling),
        Still(state: .pulling, progress: 2), Still(state: .loading), Still(state: .finished),
        Still(state: .finished, result: .failure), Still(state: .failed), Still(state: .noMoreData),
        Still(state: .secondLevel),
    ]

    /// One picture: where it comes from, the texts the arrangement placed in its edge and what
    /// its indicator drew.
    struct Picture: Sendable {
        var skin: String
        var edge: RefreshEdge
        var still: Still
        var appearance: Appearance
        var locale: String
        var svg: String
        /// The texts by element id (`header-status`, `footer-detail`).
        var texts: [String: EdgeArrangement.TextPlacement]
        /// What the indicator drew, as presented.
        var indicator: PresentedIndicator
        /// Whether the indicator is a picture of its own (`<frames>`, `<lottie>`), not an arrow.
        var isPicture: Bool

        /// `blue footer finished failure dark ar`: what a failure names.
        var place: String { "\(skin) \(edge.rawValue) \(still.name) \(appearance.rawValue) \(locale)" }
    }

    /// What the page measured of one picture's edge, in the picture's points.
    struct Measured: Decodable, Sendable {
        struct Box: Decodable, Sendable, Hashable {
            var left: Double
            var right: Double
            var top: Double
            var bottom: Double

            var width: Double { right - left }
            var height: Double { bottom - top }
            var centreX: Double { (left + right) / 2 }
        }
        /// A colour as the browser computed it: channels 0–255, alpha 0–1 (the colour's own
        /// alpha times the fill or stroke opacity and the opacities between it and the indicator).
        struct Colour: Decodable, Sendable, Hashable {
            var red: Double
            var green: Double
            var blue: Double
            var alpha: Double

            var rgba: RGBAColor {
                func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
                return RGBAColor(
                    red: channel(red),
                    green: channel(green),
                    blue: channel(blue),
                    alpha: channel(alpha * 255)
                )
            }
        }
        /// One painted element of the indicator: its tag (`circle`, `path`, `image`, `text`), box
        /// and paints (fill and stroke; a gradient's stops; none for an image).
        struct Part: Decodable, Sendable {
            var tag: String
            var box: Box
            var paints: [Colour]
        }
        struct Text: Decodable, Sendable {
            var id: String
            /// `getBoundingClientRect()`: the line's box with the ink of its glyphs.
            var box: Box
            /// `getBBox()` in the picture's points: the advance of the line, the font's height.
            var cell: Box
            /// The ink of the line's glyphs: the `actualBoundingBox` of the canvas's
            /// `measureText()` of the text in its computed font, about its anchor and baseline.
            var ink: Box
            var advance: Double
            var text: String
        }
        /// The edge's background band, or nil when the edge is not drawn or floats.
        var background: Box?
        /// The band's fill and the list's (behind it, and behind a floating edge).
        var band: Colour?
        var list: Colour
        /// The indicator element's id and box, if one is drawn.
        var indicatorID: String?
        var indicator: Box?
        var parts: [Part]
        var texts: [Text]
    }

    var pictures: [Picture]
    var measured: [Measured]
    var measurer: ShapedTextMeasurer
    /// How long drawing the pictures and the browser's run took, for the record.
    var drawing: Duration
    var browsing: Duration

    /// The measurement, made by the first test that asks.
    static let shared = Result { () throws -> BrowserEdgeMeasurement in try measure() }

    static func measure() throws -> BrowserEdgeMeasurement {
        let measurer = try ShapedTextMeasurer()
        guard measurer.fontFamily != nil else {
            throw Browser.Failure(description: "no fonts: scripts/install-dependencies installs them")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let pictures = try Self.pictures(measurer: measurer)
        let drawn = clock.now
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = try folder.write("edges.html", Self.page(pictures))
        let dom = try Browser.dumpDOM(of: page)
        guard
            let output = dom.components(separatedBy: "<pre id=\"out\">").dropFirst().first?
                .components(separatedBy: "</pre>").first
        else { throw Browser.Failure(description: "the page wrote no boxes:\n\(dom.suffix(2000))") }
        // `--dump-dom` writes the text escaped as HTML.
        let json = output.replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let measured = try JSONDecoder().decode([Measured].self, from: Data(json.utf8))
        guard measured.count == pictures.count else {
            throw Browser.Failure(description: "\(measured.count) measured of \(pictures.count) pictures")
        }
        return BrowserEdgeMeasurement(
            pictures: pictures,
            measured: measured,
            measurer: measurer,
            drawing: drawn - start,
            browsing: clock.now - drawn
        )
    }

    /// Every still of every built-in skin's edges, both appearances, each locale, one language
    /// after another (a few seconds; spread over threads, it was no faster on two shared cores).
    static func pictures(measurer: ShapedTextMeasurer) throws -> [Picture] {
        try locales.flatMap { try pictures(locale: $0, measurer: measurer) }
    }

    static func pictures(locale: String, measurer: ShapedTextMeasurer) throws -> [Picture] {
        var pictures: [Picture] = []
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        for skin in SkinRegistry.builtIn.skins {
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
                    let style = skin.part(edge).style
                    for still in stills {
                        player.finishResult = still.result
                        guard let frame = try Self.frame(player, still) else { continue }
                        let shown = edge == .header ? frame.header : frame.footer
                        let arranged = EdgeArrangement(shown, width: width, measurer: measurer)
                        let name = edge == .header ? "header" : "footer"
                        var texts: [String: EdgeArrangement.TextPlacement] = [:]
                        for (role, lines) in [("status", arranged.status), ("detail", arranged.detail)] {
                            for (number, line) in lines.enumerated() {
                                texts["\(name)-\(role)" + (number == 0 ? "" : "-\(number + 1)")] = line
                            }
                        }
                        pictures.append(
                            Picture(
                                skin: skin.id,
                                edge: edge,
                                still: still,
                                appearance: appearance,
                                locale: locale,
                                svg: SVGSnapshot(frame, width: width, measurer: measurer).document(),
                                texts: texts,
                                indicator: shown.indicator,
                                isPicture: style == .frames || style == .lottie
                            )
                        )
                    }
                }
            }
        }
        return pictures
    }

    /// The still's frame, or `nil` when the demo cannot reach it on the player's edge.
    static func frame(_ player: PreviewPlayer, _ still: Still) throws(PreviewError) -> PresentedFrame? {
        do {
            return try player.stillFrame(still.state, progress: still.progress)
        } catch .unreachable {
            return nil
        }
    }

    /// A page with each picture inline in its own `<div>`, and a script that writes, as JSON, what
    /// it measured of each picture's edge relative to its `<svg>`.
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
        html += "<pre id=\"out\"></pre>\n<script>\n" + script + "</script>\n</body></html>\n"
        return html
    }

    /// The measuring script. Ids repeat from picture to picture, so every look-up is inside the
    /// picture's `<svg>`.
    static let script = """
        const indicators = ["arrow", "lottie", "spinner", "shapes", "glyph"];
        const painted = "line,path,circle,ellipse,rect,polygon,polyline,text,image";
        function box(r, origin) {
          return { left: r.left - origin.left, right: r.right - origin.left,
                   top: r.top - origin.top, bottom: r.bottom - origin.top };
        }
        // `rgb(r, g, b)` or `rgba(r, g, b, a)` as numbers, its alpha times `alpha`.
        function colour(value, alpha) {
          const match = /rgba?\\(([^)]*)\\)/.exec(value);
          if (!match) return null;
          const p = match[1].split(/[ ,\\/]+/).filter(s => s.length).map(Number);
          return { red: p[0], green: p[1], blue: p[2], alpha: (p.length > 3 ? p[3] : 1) * alpha };
        }
        // A paint's colours: one, or a gradient's stops.
        function paints(value, alpha, svg) {
          const url = /url\\("?#([^")]*)"?\\)/.exec(value);
          if (!url) { const c = colour(value, alpha); return c && c.alpha > 0 ? [c] : []; }
          const gradient = svg.querySelector('[id="' + url[1] + '"]');
          if (!gradient) return [];
          return [...gradient.querySelectorAll("stop")].map(stop => {
            const style = getComputedStyle(stop);
            return colour(style.stopColor, alpha * parseFloat(style.stopOpacity));
          }).filter(c => c && c.alpha > 0);
        }
        // The painted elements of an indicator, each with its box and paints; the opacities
        // between an element and the indicator count, the indicator's own (a fade) does not.
        function parts(indicator, svg, origin) {
          const elements = indicator.matches(painted) ? [indicator] : [...indicator.querySelectorAll(painted)];
          const found = [];
          for (const element of elements) {
            if (element.closest("defs,clipPath,mask,pattern,linearGradient,radialGradient")) continue;
            const style = getComputedStyle(element);
            if (style.display === "none" || style.visibility === "hidden") continue;
            const r = element.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) continue;
            let alpha = 1;
            for (let e = element; e && e !== indicator; e = e.parentElement) {
              alpha *= parseFloat(getComputedStyle(e).opacity);
            }
            if (alpha === 0) continue;
            const part = { tag: element.tagName, box: box(r, origin), paints: [] };
            if (element.tagName !== "image") {
              part.paints.push(...paints(style.fill, alpha * parseFloat(style.fillOpacity), svg));
              if (parseFloat(style.strokeWidth) > 0) {
                part.paints.push(...paints(style.stroke, alpha * parseFloat(style.strokeOpacity), svg));
              }
              if (part.paints.length === 0) continue;
            }
            found.push(part);
          }
          return found;
        }
        // The ink of an SVG text line: the canvas shapes it in the same font, with the same
        // fallbacks, and says how far its glyphs reach from the anchor and the baseline.
        const context = document.createElement("canvas").getContext("2d");
        function ink(text, origin) {
          const style = getComputedStyle(text);
          context.font = style.fontWeight + " " + style.fontSize + " " + style.fontFamily;
          context.direction = style.direction;
          context.textAlign = "center";
          context.textBaseline = "alphabetic";
          const m = context.measureText(text.textContent);
          const x = text.x.baseVal[0].value + (text.dx.baseVal.length ? text.dx.baseVal[0].value : 0);
          const y = text.y.baseVal[0].value;
          const ctm = text.getScreenCTM();
          const a = new DOMPoint(x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent).matrixTransform(ctm);
          const z = new DOMPoint(x + m.actualBoundingBoxRight, y + m.actualBoundingBoxDescent).matrixTransform(ctm);
          return { left: a.x - origin.left, right: z.x - origin.left, top: a.y - origin.top, bottom: z.y - origin.top };
        }
        const results = [];
        for (const picture of document.querySelectorAll("div.picture")) {
          const edge = picture.dataset.edge;
          const svg = picture.querySelector("svg");
          const origin = svg.getBoundingClientRect();
          const list = svg.querySelector("#list");
          const measured = { texts: [], parts: [], list: colour(getComputedStyle(list).fill, 1) };
          const group = svg.querySelector("#" + edge);
          if (group) {
            // A floating edge (placement overlay or fixed) draws its indicator alone: no band.
            const band = group.querySelector(":scope > rect");
            if (band) {
              measured.background = box(band.getBoundingClientRect(), origin);
              const style = getComputedStyle(band);
              measured.band = colour(style.fill, parseFloat(style.fillOpacity));
            }
            for (const name of indicators) {
              const element = group.querySelector("#" + edge + "-" + name);
              if (element) {
                measured.indicatorID = element.id;
                measured.indicator = box(element.getBoundingClientRect(), origin);
                measured.parts = parts(element, svg, origin);
                break;
              }
            }
            for (const text of group.querySelectorAll("text")) {
              if (!text.id.startsWith(edge + "-status") && !text.id.startsWith(edge + "-detail")) continue;
              const b = text.getBBox();
              const m = text.getScreenCTM();
              const a = new DOMPoint(b.x, b.y).matrixTransform(m);
              const z = new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m);
              const cell = { left: Math.min(a.x, z.x) - origin.left, right: Math.max(a.x, z.x) - origin.left,
                             top: Math.min(a.y, z.y) - origin.top, bottom: Math.max(a.y, z.y) - origin.top };
              measured.texts.push({ id: text.id, box: box(text.getBoundingClientRect(), origin), cell,
                                    ink: ink(text, origin),
                                    advance: text.getComputedTextLength(), text: text.textContent });
            }
          }
          results.push(measured);
        }
        document.getElementById("out").textContent = JSON.stringify(results);

        """
}
