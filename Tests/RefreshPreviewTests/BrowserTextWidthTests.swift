import Foundation
import RefreshCore
import RefreshLocalization
import RefreshStyle
import RefreshTestSupport
import RefreshText
import Testing

/// ShapedTextMeasurer against Chromium: every header and footer message of the catalogs of ten
/// languages, and their "last updated" lines, set in SVG `<text>` in the SVG's two fonts with the
/// measurer's font family, measured by the browser. The advance (`getComputedTextLength()`) is
/// within 0.1 pt of the measurer's width (found: 0.04 pt at most); the box
/// (`getBoundingClientRect()`) also holds the ink of glyphs that reach past their advance, such as
/// Malayalam's final signs (found: 2.0 pt at most, at 13 pt bold), so it is held to 2.5 pt. Slow
/// (a browser run), so it runs with `REFRESHKIT_BROWSER_TESTS=1` (`.ci/run` sets it).
@Suite(
    "Text widths in a browser",
    .enabled(
        if: ProcessInfo.processInfo.environment["REFRESHKIT_BROWSER_TESTS"] == "1",
        "set REFRESHKIT_BROWSER_TESTS=1"
    ),
    .enabled(if: RequiredTool.runs(Browser.path != nil), "Chromium is needed: scripts/install-dependencies installs it")
)
struct BrowserTextWidthTests {
    static let locales = ["de", "ru", "fi", "ca", "ta", "ml", "ar", "he", "ja", "zh-Hans"]
    /// The SVG's fonts: the status line and the last-updated line.
    static let fonts = [FontSpec(size: 13, bold: true), FontSpec(size: 12, bold: false)]

    /// One text in one font, as the page sets it.
    struct Sample: Encodable {
        var locale: String
        var key: String
        var text: String
        var size: Double
        var bold: Bool
    }

    /// Each header and footer message of the locale (a count of 3 where it takes one) and its
    /// last-updated lines for a few dates, in both fonts.
    static func samples(_ locale: String) throws -> [Sample] {
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        var texts: [(String, String)] = []
        for key in MessageKey.allCases where key.edge != nil && key != .headerLastUpdated {
            let text = key.arguments.isEmpty ? try strings.text(key) : try strings.text(key, "count", .integer(3))
            texts.append((key.rawValue, text.text))
        }
        for (name, ago) in [("5 minutes", 300.0), ("yesterday", 86_400.0), ("a year", 400 * 86_400.0)] {
            let text = try strings.lastUpdated(now.addingTimeInterval(-ago), relativeTo: now)
            texts.append(("header.lastUpdated (\(name))", text.text))
        }
        return texts.flatMap { key, text in
            fonts.map { Sample(locale: locale, key: key, text: text, size: $0.size, bold: $0.bold) }
        }
    }

    /// A page that sets each sample in an SVG `<text>` and writes, one line each, the advance and
    /// the width of the box the browser measured.
    static func page(_ samples: [Sample], fontFamily: String) throws -> String {
        let json = String(decoding: try JSONEncoder().encode(samples), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
        let family = String(decoding: try JSONEncoder().encode(fontFamily), as: UTF8.self)
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"></head><body>
            <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="100" id="svg"></svg>
            <pre id="out"></pre>
            <script>
            const samples = \(json);
            const svg = document.getElementById("svg");
            const lines = [];
            for (const sample of samples) {
              const text = document.createElementNS("http://www.w3.org/2000/svg", "text");
              text.setAttribute("font-family", \(family));
              text.setAttribute("font-size", sample.size);
              text.setAttribute("font-weight", sample.bold ? "bold" : "normal");
              text.setAttribute("x", 10);
              text.setAttribute("y", 50);
              text.style.whiteSpace = "pre";
              text.textContent = sample.text;
              svg.appendChild(text);
              lines.push(text.getComputedTextLength() + " " + text.getBoundingClientRect().width);
              svg.removeChild(text);
            }
            document.getElementById("out").textContent = lines.join("\\n");
            </script>
            </body></html>
            """
    }

    @Test("Every message of ten languages measures as the browser's advance, in both SVG fonts")
    func catalogsMatchChromium() throws {
        let measurer = try ShapedTextMeasurer()
        let family = try #require(measurer.fontFamily)
        let samples = try Self.locales.flatMap(Self.samples)
        let folder = try TemporaryFolder()
        let page = try folder.write("widths.html", try Self.page(samples, fontFamily: family))
        let dom = try Browser.dumpDOM(of: page)
        let output = try #require(
            dom.components(separatedBy: "<pre id=\"out\">").dropFirst().first?.components(separatedBy: "</pre>").first,
            "the page wrote no widths:\n\(dom.prefix(2000))"
        )
        let measured = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        try #require(measured.count == samples.count && measured.allSatisfy { $0.count == 2 }, "\(output.prefix(2000))")
        var largest: [String: (advance: Double, box: Double)] = [:]
        for (sample, browser) in zip(samples, measured) {
            let ours = measurer.width(of: sample.text, font: .init(size: sample.size, bold: sample.bold))
            let advance = abs(ours - browser[0])
            let box = abs(ours - browser[1])
            let worst = largest[sample.locale] ?? (0, 0)
            largest[sample.locale] = (max(worst.advance, advance), max(worst.box, box))
            let place = "\(sample.locale) \(sample.key) \(sample.size) pt\(sample.bold ? " bold" : "") '\(sample.text)'"
            #expect(advance <= 0.1, "\(place): measured \(ours), Chromium's advance \(browser[0])")
            #expect(box <= 2.5, "\(place): measured \(ours), Chromium's box \(browser[1])")
        }
        let report = Self.locales.map { locale in
            let worst = largest[locale] ?? (0, 0)
            return "\(locale) \(String(format: "%.3f", worst.advance)) \(String(format: "%.3f", worst.box))"
        }
        // The largest difference per language (advance, box), in points, for the record.
        print("Largest differences from Chromium (pt, advance and box): " + report.joined(separator: ", "))
    }
}
