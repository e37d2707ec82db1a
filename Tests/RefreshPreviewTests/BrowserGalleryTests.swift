import Foundation
import RefreshCore
import RefreshSkins
import RefreshStyle
import RefreshTestSupport
import Testing

/// The gallery and an animated SVG in a real browser (headless Chromium): screenshots decoded and
/// their pixels checked. Slow, so they run with `REFRESHKIT_BROWSER_TESTS=1` (`.ci/run` sets it).
/// With `REFRESHKIT_RECORD_GALLERY=1` the gallery's screenshot is kept as `Docs/gallery.png`,
/// the picture the README opens with.
@Suite(
    "The gallery in a browser",
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["REFRESHKIT_BROWSER_TESTS"] == "1",
        "set REFRESHKIT_BROWSER_TESTS=1"
    ),
    .enabled(
        if: RequiredTool.runs(Browser.path != nil),
        "Chromium is needed: scripts/install-dependencies installs it"
    ),
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)")
)
struct BrowserGalleryTests {
    /// The page's layout (GalleryPage): the heading's height and each skin's section.
    static let sectionTop = 96
    static let sectionHeight = 816
    static let pageWidth = 1480

    /// A gallery written by the program into a fresh folder.
    static func gallery() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refreshkit-gallery-\(UUID().uuidString)"
        )
        let run = try Program.run(["gallery", folder.path])
        guard run.status == 0 else { throw Browser.Failure(description: "gallery failed: \(run)") }
        return folder
    }

    /// The skins' ids in the order the page shows them.
    static func skinOrder(_ html: String) -> [String] {
        html.components(separatedBy: "<section class=\"skin\" id=\"skin-").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
    }

    static func rgb(_ colour: RGBAColor) -> (Int, Int, Int) { (Int(colour.red), Int(colour.green), Int(colour.blue)) }

    @Test("The gallery page shows every skin's section in its colours, light and dark, with no console errors")
    func galleryPage() throws {
        let folder = try Self.gallery()
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("data-section-top=\"\(Self.sectionTop)\" data-section-height=\"\(Self.sectionHeight)\""))
        let skins = Self.skinOrder(html)
        #expect(skins.count == SkinRegistry.builtIn.skins.count, "\(skins)")
        let height = Self.sectionTop + skins.count * Self.sectionHeight
        let record = ProcessInfo.processInfo.environment["REFRESHKIT_RECORD_GALLERY"] == "1"
        let shot = try Browser.screenshot(
            of: folder.appendingPathComponent("index.html").path,
            width: Self.pageWidth,
            height: height,
            virtualTime: 3000
        )
        #expect(shot.width == Self.pageWidth && shot.height == height)
        #expect(shot.consoleLines.isEmpty, "\(shot.consoleLines)")
        // Not blank: many colours, and not one covering nearly everything.
        var colours: [Int: Int] = [:]
        for y in stride(from: 0, to: shot.height, by: 3) {
            for x in stride(from: 0, to: shot.width, by: 3) {
                let (r, g, b) = shot.pixel(x, y)
                colours[r << 16 | g << 8 | b, default: 0] += 1
            }
        }
        let samples = colours.values.reduce(0, +)
        #expect(colours.count > 200, "\(colours.count) colours")
        #expect((colours.values.max() ?? 0) < samples * 9 / 10)
        // Each skin's header background, light and dark, shows inside its own section.
        for (index, id) in skins.enumerated() {
            let skin = try #require(SkinRegistry.builtIn.skin(id: id))
            let band =
                (Self.sectionTop + index * Self.sectionHeight)..<(Self.sectionTop + (index + 1) * Self.sectionHeight)
            for appearance in Appearance.allCases {
                let background = Self.rgb(skin.header.colors.background.resolved(for: appearance))
                let count = shot.count(background, rows: band)
                #expect(count > 2000, "\(id), \(appearance): \(count) pixels of \(background) in its section")
            }
        }
        if record {
            // The README's picture: the heading and the first two skins.
            _ = try Browser.screenshot(
                of: folder.appendingPathComponent("index.html").path,
                width: Self.pageWidth,
                height: Self.sectionTop + 2 * Self.sectionHeight,
                virtualTime: 3000,
                keep: Program.root + "/Docs/gallery.png"
            )
        }
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("An animated SVG plays by itself: its pixels differ at two moments of the cycle, with no console errors")
    func animatedSVG() throws {
        let folder = try Self.gallery()
        let cycle = folder.appendingPathComponent("blue/cycle.svg").path
        // At half a second the list rests; at 3.5 seconds the header is loading.
        let early = try Browser.screenshot(of: cycle, width: 320, height: 264, virtualTime: 500)
        let late = try Browser.screenshot(of: cycle, width: 320, height: 264, virtualTime: 3500)
        #expect(early.consoleLines.isEmpty && late.consoleLines.isEmpty, "\(early.consoleLines) \(late.consoleLines)")
        #expect(early.width == late.width && early.height == late.height)
        var different = 0
        for y in 0..<min(early.height, late.height) {
            for x in 0..<min(early.width, late.width) where early.pixel(x, y) != late.pixel(x, y) {
                different += 1
            }
        }
        #expect(different > 2000, "\(different) pixels differ")
        // While loading, the blue skin's header shows at the top.
        let blue = try #require(SkinRegistry.builtIn.skin(id: "blue"))
        let background = Self.rgb(blue.header.colors.background.resolved(for: .light))
        #expect(late.count(background, rows: 0..<50) > 3000)
        #expect(early.count(background, rows: 0..<50) < 100)
        try? FileManager.default.removeItem(at: folder)
    }
    @Test("The gallery's Reduced motion switch shows each cycle with reduced motion instead, with no script of its own")
    func reducedMotionSwitch() throws {
        let folder = try Self.gallery()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("<script"))
        // The page as it is, with a script added that reads what is shown, flips the switch as a
        // click would, and reads again.
        let probe = html.replacingOccurrences(
            of: "</body>",
            with: """
                <pre id="probe"></pre>
                <script>
                const shown = selector => Array.from(document.querySelectorAll(selector))
                  .filter(image => image.checkVisibility()).map(image => image.getAttribute("src"));
                const lines = [];
                for (const turn of [0, 1]) {
                  if (turn) document.querySelector('label[for="reduce-motion"]').click();
                  lines.push(`${document.getElementById("reduce-motion").checked} ${shown("#skin-blue figure img")} ${shown("#skin-text figure img")}`);
                }
                document.getElementById("probe").textContent = lines.join("\\n");
                </script>
                </body>
                """
        )
        let page = folder.appendingPathComponent("probe.html")
        try Data(probe.utf8).write(to: page)
        let dom = try Browser.dumpDOM(of: page.path)
        let lines =
            dom.components(separatedBy: "<pre id=\"probe\">").dropFirst().first?
            .components(separatedBy: "</pre>").first?.split(separator: "\n").map(String.init) ?? []
        // The text skin has nothing that moves by itself: one cycle, shown either way.
        #expect(
            lines == ["false blue/cycle.svg text/cycle.svg", "true blue/cycle-reduced.svg text/cycle.svg"],
            "\(dom.suffix(400))"
        )
        let reduced = try String(contentsOf: folder.appendingPathComponent("blue/cycle-reduced.svg"), encoding: .utf8)
        #expect(!reduced.contains("prefers-reduced-motion") && reduced.contains("@keyframes"))
    }

    /// A page that shows `svg` inline, pauses its animations, sets them to each moment of
    /// `times` (milliseconds) in turn, and writes one line per moment into `#timeline`: the time,
    /// the ids of the frame groups shown then (visible, and not inside a group the viewer's
    /// motion preference hides), and how many of the shown groups' indicators (the arrow,
    /// spinner, shapes or glyph) have a box of some size.
    static func timelinePage(svg: String, times: [Double]) -> String {
        let inline = svg.components(separatedBy: "?>").dropFirst().joined(separator: "?>")
        let list = times.map { String($0) }.joined(separator: ",")
        return """
            <!DOCTYPE html>
            <html><body>
            \(inline)
            <pre id="timeline"></pre>
            <script>
            // Chromium's checkVisibility() does not see an SVG group's `display: none`: walk up.
            const undisplayed = element => {
              for (let node = element; node; node = node.parentElement) {
                if (getComputedStyle(node).display === "none") return true;
              }
              return false;
            };
            const animations = document.getAnimations();
            for (const animation of animations) animation.pause();
            const groups = Array.from(document.querySelectorAll("svg .frame"));
            const indicator = '[id$="-arrow"], [id$="-lottie"], [id$="-spinner"], [id$="-shapes"], [id$="-glyph"]';
            const lines = [`animations ${animations.length} groups ${groups.length}`];
            for (const time of [\(list)]) {
              for (const animation of animations) animation.currentTime = time;
              const shown = groups.filter(group => getComputedStyle(group).visibility === "visible" && !undisplayed(group));
              let drawn = 0;
              for (const group of shown) {
                for (const part of group.querySelectorAll(indicator)) {
                  const box = part.getBoundingClientRect();
                  if (box.width > 0 && box.height > 0 && getComputedStyle(part).visibility === "visible") drawn += 1;
                }
              }
              lines.push(`${time} ${shown.map(group => group.id).join(",") || "-"} ${drawn}`);
            }
            document.getElementById("timeline").textContent = lines.join("\\n");
            </script>
            </body></html>
            """
    }

    @Test(
        "An animated SVG shows one frame at every moment, of the reduced cycle with prefers-reduced-motion",
        arguments: [false, true]
    )
    func animationHasNoGaps(reducedMotion: Bool) throws {
        let folder = try Self.gallery()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try String(contentsOf: folder.appendingPathComponent("blue/cycle.svg"), encoding: .utf8)
        #expect(svg.contains("@media (prefers-reduced-motion: reduce)"), "the cycle holds both motions")
        // The gallery's cycle plays 12 frames a second (SVGAnimation.standardFPS).
        let fps = 12.0
        let duration = try #require(
            svg.components(separatedBy: "animation-duration: ").dropFirst().first?.split(separator: "s").first
                .flatMap { Double($0) }
        )
        let cycle = duration * 1000
        let frameCount = try #require(Int(exactly: (duration * fps).rounded()))
        // Every frame's start, a millisecond either side of it, and a fine grid across the cycle.
        var times: [Double] = []
        for frame in 0..<frameCount {
            let start = Double(frame) / fps * 1000
            times += [start, start + 1, start + 4, max(start - 1, 0)]
        }
        times += stride(from: 0.0, to: cycle, by: 2.5)
        let page = folder.appendingPathComponent("timeline.html")
        try Data(Self.timelinePage(svg: svg, times: times).utf8).write(to: page)
        let dom = try Browser.dumpDOM(of: page.path, options: reducedMotion ? ["--force-prefers-reduced-motion"] : [])
        let lines =
            dom.components(separatedBy: "<pre id=\"timeline\">").dropFirst().first?
            .components(separatedBy: "</pre>").first?.split(separator: "\n").map(String.init) ?? []
        let groups = svg.components(separatedBy: "class=\"frame\"").count - 1
        #expect(lines.first == "animations \(groups) groups \(groups)", "\(lines.first ?? dom)")
        #expect(lines.count == times.count + 1)
        var gaps: [String] = []
        var overlaps: [String] = []
        var shownGroups: Set<String> = []
        for line in lines.dropFirst() {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 3 else { continue }
            if fields[1] == "-" { gaps.append(fields[0]) }
            for id in fields[1].split(separator: ",") where id != "-" { shownGroups.insert(String(id)) }
            if fields[1].contains(",") { overlaps.append(line) }
        }
        #expect(gaps.isEmpty, "no frame shown at \(gaps.count) moments (ms): \(gaps.prefix(20))")
        #expect(overlaps.isEmpty, "two frames at once: \(overlaps.prefix(10))")
        // Each cycle's groups, and only those, are shown in turn.
        let prefix = reducedMotion ? "reduced-frame" : "frame"
        let own = svg.components(separatedBy: "<g id=\"\(prefix)").count - 1
        #expect(shownGroups.allSatisfy { $0.hasPrefix(prefix) }, "\(shownGroups.sorted().prefix(10))")
        #expect(shownGroups.count == own, "\(shownGroups.count) of \(own) groups shown")
        // The header's indicator is drawn in the frames that pull it into view.
        let withIndicator = lines.dropFirst().filter { $0.hasSuffix(" 1") }.count
        #expect(withIndicator > times.count / 3, "\(withIndicator) of \(times.count) moments show an indicator")
    }
}
