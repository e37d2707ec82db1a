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
/// browser's own boxes: every built-in skin, header and footer, in every still of
/// ``BrowserEdgeMeasurement`` (partial and over-pulls, loading, success and failure, a footer's
/// failed and no more data), light and dark, in sixteen languages of long words and many scripts,
/// all set inline in one page that headless Chromium lays out and measures once for every test
/// here (this file and `BrowserLayoutTests+Pictures.swift`).
///
/// The checks of this file:
/// - no text box meets the indicator's box, and no text box leaves the edge's background
///   sideways. The box is the browser's `getBoundingClientRect()`, which holds the ink of glyphs
///   that reach past their advance (Malayalam's final signs, up to 2 pt, see
///   ``BrowserTextWidthTests``): what the eye sees, so it is held to no tolerance at all; the
///   layout's gap (6 pt) and margin (8 pt) leave room for that ink; nor does a text box reach
///   above or below the part of its edge in view, once the pull has reached the trigger (a
///   shorter pull shows the edge's end nearest the content, the rest still off the screen);
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
    typealias Measured = BrowserEdgeMeasurement.Measured

    /// Whether two boxes share an area (touching sides do not).
    static func intersect(_ a: Measured.Box, _ b: Measured.Box) -> Bool {
        min(a.right, b.right) > max(a.left, b.left) && min(a.bottom, b.bottom) > max(a.top, b.top)
    }

    static func text(_ box: Measured.Box) -> String {
        String(format: "x %.2f–%.2f, y %.2f–%.2f", box.left, box.right, box.top, box.bottom)
    }

    @Test(
        "Every built-in's header and footer, in every still, light and dark, in sixteen languages: no text meets the indicator or leaves the edge, and each is as wide as measured"
    )
    func layoutMatchesChromium() throws {
        let measurement = try BrowserEdgeMeasurement.shared.get()
        let measurer = measurement.measurer
        var largestDifference = 0.0
        var shrunk = 0
        var truncated: [String] = []
        for (picture, edge) in zip(measurement.pictures, measurement.measured) {
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
                // A pull short of the trigger shows the edge's end nearest the content first:
                // the rest of it is still off the screen, as the pull reveals it.
                let partial = (picture.still.progress ?? 1) < 1
                if !partial,
                    text.box.top < max(background.top, 0)
                        || text.box.bottom > min(background.bottom, BrowserEdgeMeasurement.viewportHeight)
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
        // For the record: how many pictures, how long, the largest width difference, what shrank
        // or was cut.
        let difference = String(format: "%.3f", largestDifference)
        let cut = truncated.isEmpty ? "" : ":\n  " + truncated.joined(separator: "\n  ")
        print(
            "\(measurement.pictures.count) pictures, drawn in \(measurement.drawing), measured in \(measurement.browsing)"
        )
        print("Largest advance difference \(difference) pt; \(shrunk) texts shrunk; \(truncated.count) truncated\(cut)")
    }
}
