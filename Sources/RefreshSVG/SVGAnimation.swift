import RefreshCore
import RefreshPresentation

/// An SVG document that plays frames by itself in a browser, with CSS animation and no script:
/// each frame is a group shown for its time in the cycle, the cycle repeating forever. Images
/// (the arrow) are embedded once and used by every frame; a run of identical frames is one group.
/// Each group's keyframes show it from its first frame's share of the cycle to the next group's,
/// written as the same number, so one group is shown at every moment: no gap and no overlap.
///
/// ```swift
/// let document = try SVGAnimation(try player.timeline(fps: 12), fps: 12).document()
/// ```
///
/// Given the cycle once more as a viewer who asks for reduced motion sees it (``reduced``), the
/// document holds both and shows the one the viewer's `prefers-reduced-motion` asks for.
public struct SVGAnimation: Sendable {
    /// The frames, one every `1 / fps` seconds.
    public var frames: [PresentedFrame]
    /// Frames per second.
    public var fps: Double
    /// The picture's width in points.
    public var width: Double
    /// The same cycle for a viewer who asks for reduced motion (the presenter's
    /// `prefersReducedMotion`), or `nil` for one cycle for everyone. It should last as long as
    /// ``frames``: both run on one clock.
    public var reduced: [PresentedFrame]?

    /// The frame rate previews sample their cycle at: smooth enough for the arrow's flip and the
    /// spinner's 12 steps a second, small enough to share.
    public static let standardFPS = 12.0

    /// Creates an animation of `frames` shown `fps` a second, `width` points wide and as tall as
    /// the first frame's viewport.
    public init(
        _ frames: [PresentedFrame],
        fps: Double,
        width: Double = EdgeLayout.phoneWidth,
        reduced: [PresentedFrame]? = nil
    ) {
        self.frames = frames
        self.reduced = reduced
        self.fps = min(max(fps.isFinite ? fps : 12, 1), 120)
        self.width = width
    }

    /// How long one cycle lasts, in seconds.
    public var duration: Double { Double(max(frames.count, 1)) / fps }

    /// The largest document written: 4 MiB. A cycle whose frames differ a lot (a detailed Lottie
    /// animation drawn as vectors in every frame) would pass it, and is refused instead.
    public static let maximumBytes = 4 << 20

    /// The SVG document: the frames, and when ``reduced`` is given, those too, shown instead
    /// to a viewer who asks for reduced motion (`@media (prefers-reduced-motion: reduce)`).
    ///
    /// - Throws: ``SVGSizeError`` as soon as the document would pass ``maximumBytes``.
    public func document() throws(SVGSizeError) -> String {
        let height = max(frames.first?.layout.viewportHeight ?? 1, 1)
        let n = SVGDocument.number
        var images = SVGImages(inline: false)
        var style = "  <style>\n"
        style += "    .frame { visibility: hidden; animation-duration: \(n(duration))s; "
        style += "animation-timing-function: step-end; animation-iteration-count: infinite; }\n"
        var body = try groups(frames, id: "frame", prefix: "f", style: &style, images: &images)
        if let reduced {
            // Both cycles run on the same clock; the viewer's preference shows one of them.
            style += "    .motion-reduced { display: none; }\n"
            style += "    @media (prefers-reduced-motion: reduce) { .motion-full { display: none; } "
            style += ".motion-reduced { display: inline; } }\n"
            body = "<g class=\"motion-full\">\n" + body + "</g>\n<g class=\"motion-reduced\">\n"
            body += try groups(reduced, id: "reduced-frame", prefix: "r", style: &style, images: &images) + "</g>\n"
        }
        style += "  </style>\n"
        var document = SVGDocument.open(width: width, height: height, title: "RefreshKit animation")
        document += style
        if !images.definitions.isEmpty { document += "  <defs>\n" + images.definitions + "  </defs>\n" }
        return document + body + "</svg>\n"
    }

    /// One cycle's groups (`id0`, `id1`, …, their elements' ids starting `prefix0-`, …), their
    /// keyframes added to `style`.
    private func groups(
        _ frames: [PresentedFrame],
        id: String,
        prefix: String,
        style: inout String,
        images: inout SVGImages
    ) throws(SVGSizeError) -> String {
        // Runs of frames that look the same (only their time differs) become one group.
        var runs: [(frame: PresentedFrame, start: Int, length: Int)] = []
        for (index, frame) in frames.enumerated() {
            var still = frame
            still.time = 0
            if let last = runs.last, last.frame == still {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((still, index, 1))
            }
        }
        let total = Double(max(frames.count, 1))
        let n = SVGDocument.number
        // Where frame `index` starts, as a share of the cycle: one text for the end of a run and
        // the start of the next, so the browser reads the same number for both.
        func percent(_ index: Int) -> String { n(Double(index) / total * 100) }
        var body = ""
        // Every group runs on the one cycle from time 0 (no delays, which would be rounded apart
        // from the keyframes' shares), shown from its run's first frame until the next run's.
        for (index, run) in runs.enumerated() {
            let snapshot = SVGSnapshot(run.frame, width: width)
            let name = "\(id)\(index)"
            body += "<g id=\"\(name)\" class=\"frame\" style=\"animation-name:show-\(name)\">\n"
            body += snapshot.content(prefix: "\(prefix)\(index)-", images: &images)
            body += "</g>\n"
            let start = percent(run.start)
            let end = percent(run.start + run.length)
            style += "    @keyframes show-\(name) { "
            if start != "0" { style += "0% { visibility: hidden; } " }
            style += "\(start)% { visibility: visible; } \(end)% { visibility: hidden; } "
            if end != "100" { style += "100% { visibility: hidden; } " }
            style += "}\n"
            let bytes = body.utf8.count + style.utf8.count + images.definitions.utf8.count
            guard bytes <= Self.maximumBytes else {
                throw SVGSizeError(frames: frames.count, drawn: run.start + run.length, bytes: bytes)
            }
        }
        return body
    }
}

/// An animated SVG that would pass ``SVGAnimation/maximumBytes``: its frames differ too much
/// (a detailed animation drawn as vectors in each) to share as one file.
public struct SVGSizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The frames of the cycle.
    public var frames: Int
    /// How many of them were written when the limit was passed.
    public var drawn: Int
    /// The document's size then, in bytes.
    public var bytes: Int

    /// What happened, and what to do.
    public var description: String {
        "the animated SVG would be over \(SVGAnimation.maximumBytes >> 20) MiB (\(bytes / 1024) KiB after \(drawn) "
            + "of its \(frames) frames): its indicator draws too much in each frame; simplify the animation, or "
            + "write a still (without --animate)"
    }
}
