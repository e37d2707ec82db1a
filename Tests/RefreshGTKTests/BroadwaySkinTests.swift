import Foundation
import RefreshImage
import RefreshKit
import RefreshTestSupport
import RefreshText
import Testing

/// Each skin of the issue (the blue arrow, the spinner, material, lottie) touched through Broadway
/// in light and dark, English and Arabic (right to left): a pull held past the trigger and
/// pictured, the lift and its refresh; then flicks to the end, where the footer loads by itself
/// and fails (`--fail-every 2`), its band pictured at rest, and a tap on it that loads. One
/// Broadway display and one Chromium serve a skin's four demos (`scripts/broadway-touch.py
/// --plan`). The effects are compared with the expected ones, the pictures with the recorded ones
/// in `Goldens/` within a tolerance (`REFRESHKIT_RECORD=1` records them anew, and fails), and the
/// header's picture is checked for ink where the skin draws its texts and its indicator.
@Suite(
    "The GTK demo's skins touched through Broadway",
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["REFRESHKIT_GTK_TESTS"] == "1", "set REFRESHKIT_GTK_TESTS=1"),
    .enabled(
        if: RequiredTool.runs(BroadwaySession.available),
        "gtk4-broadwayd, chromium and python3-websocket are needed: scripts/install-dependencies installs them"
    )
)
struct BroadwaySkinTests {
    /// One look of a skin: light or dark, a language.
    struct Look: CustomStringConvertible {
        var dark: Bool
        var locale: String
        var description: String { "\(dark ? "dark" : "light")-\(locale)" }
        static let all = [
            Look(dark: false, locale: "en"), Look(dark: true, locale: "en"),
            Look(dark: false, locale: "ar"), Look(dark: true, locale: "ar"),
        ]
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
        .path

    @Test(
        "A held pull, its refresh, then the footer: a failed load, its band, a tap that loads",
        arguments: ["blue", "spinner", "material", "lottie"]
    )
    func skin(_ skin: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = Look.all.map { look in
            BroadwaySession.PlannedRun(
                log: folder.path + "/\(look).jsonl",
                scenario: "held-pull+footer-tap",
                arguments: [
                    "--skin", skin, "--locale", look.locale, "--fail-every", "2", "--rows", "20", "--delay", "0.4",
                ]
                    + (look.dark ? ["--dark"] : []),
                screenshots: [
                    "header": folder.path + "/\(skin)-\(look)-header.png",
                    "footer": folder.path + "/\(skin)-\(look)-footer.png",
                ]
            )
        }
        let outcomes = try BroadwaySession.run(plan: runs)
        try #require(outcomes.count == runs.count, "the driver ran \(outcomes.count) of \(runs.count) demos")
        for (look, outcome) in zip(Look.all, outcomes) {
            #expect(outcome.effects == (try Self.expected(skin)), "\(skin) \(look): \(outcome.effects)")
            for part in ["header", "footer"] {
                let name = "\(skin)-\(look)-\(part).png"
                try Screenshot.expect(folder.path + "/" + name, matches: Self.goldens + "/" + name)
            }
            // The controller the checks ask for the layout lives on the main actor; the driver
            // above ran off it, so other tests' main-actor work was not held up for minutes.
            let path = folder.path
            try await MainActor.run {
                try Screenshot.expectHeaderInk(
                    path + "/\(skin)-\(look)-header.png",
                    skin: skin,
                    dark: look.dark,
                    locale: look.locale
                )
                try Screenshot.expectFooterBand(
                    path + "/\(skin)-\(look)-footer.png",
                    skin: skin,
                    dark: look.dark,
                    locale: look.locale
                )
            }
        }
    }

    /// The effects of a held pull and its refresh (three new rows), then of the footer: a load by
    /// itself that fails, and a tap's load that succeeds. A floating header (`material`) moves no
    /// content, so it has no insets; a skin that holds a result (`resultHoldTime`: `material`,
    /// `lottie`) shows it `finished` before the edge closes.
    static func expected(_ name: String) throws -> [String] {
        let skin = try SkinDescriptor.builtIn(name)
        func effect(_ edge: String, _ body: String) -> String { #"{"edge":""# + edge + "\"," + body + "}" }
        let header = skin.metrics(for: .header)
        let follows = header.placement == .follow
        var effects = [
            effect("header", #""state":"pulling""#),
            effect("header", #""refresh":true"#),
            effect("header", #""state":"loading""#),
        ]
        if follows { effects.append(effect("header", #""inset":60,"duration":0.2"#)) }
        effects += [effect("header", #""announce":"a11y.refreshing""#), effect("header", #""pullEnded":"refresh""#)]
        let refreshed = effect("header", #""announce":"a11y.refreshed","count":3"#)
        let closed = follows ? [effect("header", #""inset":0,"duration":0.3"#)] : []
        if header.resultHoldTime > 0 {
            effects +=
                [effect("header", #""state":"finished""#), refreshed] + closed + [effect("header", #""state":"idle""#)]
        } else {
            effects += closed + [effect("header", #""state":"idle""#), refreshed]
        }
        let holds = skin.metrics(for: .footer).resultHoldTime > 0
        let finished = holds ? [effect("footer", #""state":"finished""#)] : []
        let load = [effect("footer", #""refresh":true"#), effect("footer", #""state":"loading""#)]
        effects +=
            load + [
                effect("footer", #""inset":60,"duration":0.2"#), effect("footer", #""announce":"a11y.loadingMore""#),
            ]
        let failed = effect("footer", #""state":"failed""#)
        let failure = effect("footer", #""announce":"a11y.loadMoreFailed""#)
        effects += holds ? finished + [failure, failed] : [failed, failure]
        effects += load + [effect("footer", #""announce":"a11y.loadingMore""#)]
        let loaded = effect("footer", #""announce":"a11y.loadedMoreItems""#)
        let close = [effect("footer", #""inset":0,"duration":0.3"#), effect("footer", #""state":"idle""#)]
        effects += holds ? finished + [loaded] + close : close + [loaded]
        return effects
    }
}

/// Screenshots compared with recorded ones, and checked for ink.
enum Screenshot {
    /// How far a channel may move before a pixel counts as different (antialiasing, a spinner's
    /// step), and the share of pixels that may differ.
    static let channelTolerance = 48
    static let differingShare = 0.02

    static func decode(_ path: String) throws -> RGBAImage {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return try PNGImageDecoder.decode(bytes, maxWidth: 2048, maxHeight: 2048).get()
    }

    /// Compares the PNG at `path` with the golden at `golden` within the tolerance; records the
    /// golden (and fails) with `REFRESHKIT_RECORD=1` or when it is missing, as `Golden` does.
    static func expect(_ path: String, matches golden: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let name = (golden as NSString).lastPathComponent
        let exists = FileManager.default.fileExists(atPath: golden)
        if Golden.recording || !exists {
            try? FileManager.default.removeItem(atPath: golden)
            try FileManager.default.copyItem(atPath: path, toPath: golden)
            Issue.record(
                exists
                    ? "Recorded \(name) anew (REFRESHKIT_RECORD=1): look at it, then run again without recording."
                    : "Recorded a new golden picture \(name); look at it and run again.",
                sourceLocation: sourceLocation
            )
            return
        }
        let actual = try decode(path)
        let expected = try decode(golden)
        guard actual.width == expected.width, actual.height == expected.height else {
            Issue.record(
                "\(name): \(actual.width)×\(actual.height), recorded \(expected.width)×\(expected.height)",
                sourceLocation: sourceLocation
            )
            return
        }
        var differing = 0
        for index in stride(from: 0, to: actual.pixels.count, by: 4) {
            let distance = (0..<3).map { abs(Int(actual.pixels[index + $0]) - Int(expected.pixels[index + $0])) }.max()
            if let distance, distance > channelTolerance { differing += 1 }
        }
        let share = Double(differing) / Double(actual.width * actual.height)
        if share > differingShare {
            let kept = NSTemporaryDirectory() + "refreshkit-actual-" + name
            try? FileManager.default.removeItem(atPath: kept)
            try? FileManager.default.copyItem(atPath: path, toPath: kept)
            let message =
                "\(name): \(differing) pixels (\(Double(Int(share * 1000)) / 10) %) differ from the recorded picture, "
                + "more than \(Int(differingShare * 100)) % (this run's picture: \(kept); REFRESHKIT_RECORD=1 re-records)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// Checks the failed footer's picture (the bottom of the content at rest): a band of the
    /// footer's background as high as its loading inset, holding text ("tap to try again") in the
    /// line its status takes. A floating footer draws no band and is not checked.
    @MainActor
    static func expectFooterBand(
        _ path: String,
        skin name: String,
        dark: Bool,
        locale: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let image = try decode(path)
        let skin = try SkinDescriptor.builtIn(name)
        let metrics = skin.metrics(for: .footer)
        guard metrics.placement == .follow else { return }
        let controller = try RefreshController(
            skin: skin,
            languages: [locale],
            appearance: dark ? .dark : .light,
            store: nil,
            clock: ManualClock()
        )
        let look = try controller.display().footer.look
        let background = look.background
        func inked(_ x: Int, _ y: Int) -> Bool {
            let index = (y * image.width + x) * 4
            return max(
                abs(Int(image.pixels[index]) - Int(background.red)),
                abs(Int(image.pixels[index + 1]) - Int(background.green)),
                abs(Int(image.pixels[index + 2]) - Int(background.blue))
            ) > 60
        }
        let band = Int(metrics.loadingInset.rounded())
        let top = image.height - band
        let edgeRows = (top..<image.height).filter { !inked(1, $0) }.count
        // The band's top row may be blended with the list's last pixel row.
        #expect(
            edgeRows >= band - 1,
            "\(name) \(dark ? "dark" : "light") \(locale): the footer's band has \(edgeRows) of \(band) rows",
            sourceLocation: sourceLocation
        )
        let line = look.layout.status
        let rows = max(top + Int(line.y), 0)..<min(top + Int(line.y + line.height), image.height)
        var ink = 0
        for y in rows { for x in 0..<image.width where inked(x, y) { ink += 1 } }
        let share = Double(ink) / Double(max(rows.count * image.width, 1))
        #expect(
            share > 0.02,
            "\(name) \(dark ? "dark" : "light") \(locale): the failed footer's status line has \(share) ink",
            sourceLocation: sourceLocation
        )
    }

    /// Checks the header's picture (the top of the content, pulled past the trigger) for ink where
    /// the skin draws: each text line in its box and the indicator in its box differ from the
    /// band's background, as `EdgeArrangement` places them in the pulled band (found in the
    /// picture by the background's colour). A floating header (no band, no texts) is not checked.
    @MainActor
    static func expectHeaderInk(
        _ path: String,
        skin name: String,
        dark: Bool,
        locale: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let image = try decode(path)
        let skin = try SkinDescriptor.builtIn(name)
        guard skin.metrics(for: .header).placement == .follow else { return }
        let controller = try RefreshController(
            skin: skin,
            languages: [locale],
            timeZone: "UTC",
            appearance: dark ? .dark : .light,
            store: nil,
            clock: ManualClock()
        )
        controller.onRefresh = { .loaded }
        controller.layoutChanged(ScrollLayout(contentHeight: 2000, viewportHeight: 640))
        let background = try controller.display().header.look.background
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let index = (y * image.width + x) * 4
            return (Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]))
        }
        func inked(_ x: Int, _ y: Int) -> Bool {
            let (red, green, blue) = pixel(x, y)
            return max(
                abs(red - Int(background.red)),
                abs(green - Int(background.green)),
                abs(blue - Int(background.blue))
            ) > 60
        }
        // The band: rows of the background's colour at the left edge, from the top (the list's
        // rows below it are of another colour, if a near one).
        func isBackground(_ x: Int, _ y: Int) -> Bool {
            let (red, green, blue) = pixel(x, y)
            return max(
                abs(red - Int(background.red)),
                abs(green - Int(background.green)),
                abs(blue - Int(background.blue))
            ) <= 6
        }
        var band = 0
        while band < image.height, isBackground(1, band) { band += 1 }
        guard band >= 60, band < image.height else {
            Issue.record(
                "\(name) \(locale): no pulled band in the header's picture (\(band) rows)",
                sourceLocation: sourceLocation
            )
            return
        }
        controller.scrolled(to: -Double(band), isDragging: true)
        let look = try controller.display().header.look
        let arranged = EdgeArrangement(look, width: Double(image.width), measurer: try ShapedTextMeasurer())
        func share(_ box: EdgeLayout.Rect) -> Double {
            let x0 = max(Int(box.x.rounded(.down)), 0)
            let x1 = min(Int((box.x + box.width).rounded(.up)), image.width)
            let y0 = max(band + Int(box.y.rounded(.down)), 0)
            let y1 = min(band + Int((box.y + box.height).rounded(.up)), band)
            guard x1 > x0, y1 > y0 else { return 0 }
            var count = 0
            for y in y0..<y1 { for x in x0..<x1 where inked(x, y) { count += 1 } }
            return Double(count) / Double((x1 - x0) * (y1 - y0))
        }
        #expect(!arranged.lines.isEmpty, "\(name) \(locale): the header has no text", sourceLocation: sourceLocation)
        for line in arranged.lines {
            let drawn = EdgeLayout.Rect(x: line.textMinX, y: line.box.y, width: line.width, height: line.box.height)
            let ink = share(drawn)
            #expect(
                ink > 0.04,
                "\(name) \(dark ? "dark" : "light") \(locale): '\(line.text)' has \(ink) ink in its box",
                sourceLocation: sourceLocation
            )
        }
        if let box = arranged.indicator {
            let ink = share(box)
            #expect(
                ink > 0.03,
                "\(name) \(dark ? "dark" : "light") \(locale): the indicator has \(ink) ink in its box",
                sourceLocation: sourceLocation
            )
        }
    }
}
