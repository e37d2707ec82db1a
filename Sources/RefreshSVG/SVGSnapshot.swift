import RefreshCore
import RefreshFoundation
import RefreshPresentation
import RefreshStyle
import RefreshSupport
import RefreshText

/// A vector picture of one `PresentedFrame` at phone width, as an SVG document that opens in a
/// web browser: the list, the header above the content and the footer below it, each with its
/// background, labels (with their shadow and direction), and indicator (the image turned as in
/// that state, or a spinner), all as the frame resolved them.
public struct SVGSnapshot: Sendable {
    /// The frame drawn.
    public var frame: PresentedFrame
    /// The picture's width in points.
    public var width: Double
    /// Measures the texts for the layout (`EdgeArrangement`); the SVG names its font family, so
    /// a browser draws them as wide as measured.
    public var measurer: any TextMeasurer

    /// Creates a snapshot of `frame`, `width` points wide and as tall as the frame's viewport,
    /// with texts measured by `measurer` (by default ``standardMeasurer``).
    public init(_ frame: PresentedFrame, width: Double = EdgeLayout.phoneWidth, measurer: (any TextMeasurer)? = nil) {
        self.frame = frame
        self.width = width
        self.measurer = measurer ?? Self.standardMeasurer
    }

    /// The measurer snapshots use unless given one: HarfBuzz-shaped Noto fonts
    /// (`ShapedTextMeasurer`), made once.
    ///
    /// Where fontconfig finds no font at all (the fonts `scripts/install-dependencies` installs
    /// are missing), it is a stand-in that takes every character as 0.6 em wide, so a picture is
    /// still drawn; its layout is then only as good as that guess.
    public static var standardMeasurer: any TextMeasurer {
        switch shaped {
        case .success(let measurer): measurer
        case .failure: UniformAdvanceMeasurer()
        }
    }

    private static let shaped = Result { () throws(FontError) in try ShapedTextMeasurer() }

    /// The picture's height in points: the frame's viewport.
    public var height: Double { max(frame.layout.viewportHeight, 1) }

    /// The SVG document.
    public func document() -> String {
        var images = SVGImages(inline: true)
        return SVGDocument.open(width: width, height: height, title: "RefreshKit snapshot")
            + content(prefix: "", images: &images) + "</svg>\n"
    }

    /// The frame's elements (list, rows, edges), their ids prefixed with `prefix`; images inline
    /// or, for documents of many frames, drawn once in `<defs>` and used by reference.
    func content(prefix: String, images: inout SVGImages) -> String {
        // Where content y = 0 sits in the picture.
        let top = -frame.offset
        let palette = frame.palette
        var svg = "  <rect id=\"\(prefix)list\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" "
        svg += "fill=\"\(hex(palette.list))\"/>\n"
        let rowHeight = PresentedFrame.listRowHeight
        svg += "  <g id=\"\(prefix)rows\" fill=\"\(hex(palette.listText))\" font-size=\"13\">\n"
        for (index, text) in frame.listRows.enumerated() {
            let rowTop = top + Double(index) * rowHeight
            guard Double(index) * rowHeight < frame.layout.contentHeight else { break }
            guard rowTop + rowHeight > 0 else { continue }
            guard rowTop < height else { break }
            svg += "    <text x=\"16\" y=\"\(n(rowTop + 22))\">\(escape(text))</text>\n"
            svg +=
                "    <rect x=\"16\" y=\"\(n(rowTop + rowHeight - 0.5))\" width=\"\(n(width - 16))\" height=\"0.5\" fill=\"\(hex(palette.separator))\"/>\n"
        }
        svg += "  </g>\n"
        // The header fills everything above the content, the footer everything below it; a
        // floating edge has no band and floats over the content, its floatingOffset into view.
        if let floating = frame.header.floatingOffset {
            if floating > 0 { svg += edge(frame.header, anchor: floating, area: nil, prefix: prefix, images: &images) }
        } else if top > 0 {
            svg += edge(frame.header, anchor: top, area: (0, top), prefix: prefix, images: &images)
        }
        let bottom = top + frame.layout.contentHeight
        if let floating = frame.footer.floatingOffset {
            if floating > 0 {
                svg += edge(frame.footer, anchor: height - floating, area: nil, prefix: prefix, images: &images)
            }
        } else if bottom < height {
            svg += edge(frame.footer, anchor: bottom, area: (bottom, height - bottom), prefix: prefix, images: &images)
        }
        return svg
    }

    /// One edge's group: its background over `area` (top, height; none for a floating edge),
    /// and its parts at its layout's points from `anchor` (none for a disabled edge).
    private func edge(
        _ edge: PresentedEdge,
        anchor: Double,
        area: (top: Double, height: Double)?,
        prefix: String,
        images: inout SVGImages
    ) -> String {
        let id = prefix + (edge.edge == .header ? "header" : "footer")
        let faded = edge.opacity < 1 ? " opacity=\"\(n(max(edge.opacity, 0)))\"" : ""
        var svg = "  <g id=\"\(id)\"\(faded)>\n"
        if let area {
            svg +=
                "    <rect x=\"0\" y=\"\(n(area.top))\" width=\"\(n(width))\" height=\"\(n(area.height))\" fill=\"\(hex(edge.background))\"\(opacity(edge.background))/>\n"
        }
        // A disabled edge is its band alone: no labels, no indicator.
        guard edge.isEnabled else { return svg + "  </g>\n" }
        let arranged = EdgeArrangement(edge, width: width, measurer: measurer)
        // A wrapped text's second line is `…-status-2`.
        for (role, lines) in [("status", arranged.status), ("detail", arranged.detail)] {
            for (number, line) in lines.enumerated() {
                svg += label(
                    line,
                    of: edge,
                    anchor: anchor,
                    id: "\(id)-\(role)" + (number == 0 ? "" : "-\(number + 1)")
                )
            }
        }
        // An edge with no indicator has no box for it (and nothing to draw there).
        guard let box = arranged.indicator else { return svg + "  </g>\n" }
        let x = box.x  // mirrored for right to left by the arrangement
        let y = anchor + box.y
        let alpha = edge.indicator.opacity < 1 ? " opacity=\"\(n(max(edge.indicator.opacity, 0)))\"" : ""
        let moved = transform(edge.indicator.transform, centreX: x + box.width / 2, centreY: y + box.height / 2)
        if let moved { svg += "    <g id=\"\(id)-motion\" transform=\"\(moved)\">\n" }
        // A Lottie frame is drawn from rlottie's shapes, in a viewport of the image's pixels
        // fitted to the box (which clips what lies outside the animation's canvas, as the
        // image does); any other image from its pixels.
        let vector = edge.indicator.lottie.flatMap { frame in
            frame.svg(gradientPrefix: "\(id)-lottie-gradient-").map { (frame, $0) }
        }
        switch edge.indicator.content {
        case .image(let image, let angle):
            if let (frame, markup) = vector {
                svg += "    <svg id=\"\(id)-lottie\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(box.width))\" "
                svg += "height=\"\(n(box.height))\" viewBox=\"0 0 \(frame.width) \(frame.height)\" "
                svg += "preserveAspectRatio=\"none\"\(alpha)>" + markup + "</svg>\n"
            } else {
                let rotation = "rotate(\(n(angle * 180 / .pi)) \(n(x + box.width / 2)) \(n(y + box.height / 2)))"
                svg += images.element(
                    image,
                    id: edge.indicator.lottie == nil ? "\(id)-arrow" : "\(id)-lottie",
                    x: x,
                    y: y,
                    width: box.width,
                    height: box.height,
                    attributes: "\(alpha) transform=\"\(rotation)\""
                )
            }
        case .shapes(let shapes):
            svg += "    <g id=\"\(id)-shapes\" transform=\"translate(\(n(x)) \(n(y)))\"\(alpha)>\n"
            for shape in shapes { svg += "      " + SVGDocument.element(shape) + "\n" }
            svg += "    </g>\n"
        case .activity(let phase, let color, let built):
            svg += spinner(
                id: "\(id)-spinner",
                centreX: x + box.width / 2,
                centreY: y + box.height / 2,
                phase: phase,
                color: color,
                built: built,
                alpha: alpha
            )
        case .glyph(let text, let color):
            svg += "    <text id=\"\(id)-glyph\" x=\"\(n(x + box.width / 2))\" y=\"\(n(y + box.height / 2))\" "
            svg += "text-anchor=\"middle\" dominant-baseline=\"central\" font-size=\"20\" "
            svg += "fill=\"\(hex(color))\"\(opacity(color))\(alpha)>\(escape(text))</text>\n"
        case .none:
            break
        }
        if moved != nil { svg += "    </g>\n" }
        return svg + "  </g>\n"
    }

    /// A placed line of text: centred in its box, its baseline 3/4 of the line down (15 points
    /// into the classic 20-point line), in the measured family and the placed (shrunk) size.
    private func label(_ placed: EdgeArrangement.TextPlacement, of edge: PresentedEdge, anchor: Double, id: String)
        -> String
    {
        var result = ""
        let moved = edge.textOffsetX != 0 || edge.textOffsetY != 0
        let faded = edge.textOpacity < 1
        if moved || faded {
            result += "    <g id=\"\(id)-motion\""
            if faded { result += " opacity=\"\(n(max(edge.textOpacity, 0)))\"" }
            if moved { result += " transform=\"translate(\(n(edge.textOffsetX)) \(n(edge.textOffsetY)))\"" }
            result += ">\n"
        }
        let font = placed.font
        let y = anchor + placed.box.y + placed.box.height * 0.75
        let weight = font.bold ? " font-weight=\"bold\"" : ""
        let direction = edge.rightToLeft ? " direction=\"rtl\"" : ""
        let family = measurer.fontFamily.map { " font-family=\"\(escape($0))\"" } ?? ""
        let centre = placed.box.x + placed.box.width / 2
        let common =
            "x=\"\(n(centre))\" text-anchor=\"middle\"\(family) font-size=\"\(n(font.size))\"\(weight)\(direction) "
            // Spaces are drawn as measured: none collapsed.
            + "style=\"white-space:pre\""
        if let shadow = edge.textShadow {
            result += "    <text id=\"\(id)-shadow\" \(common) y=\"\(n(y + shadow.dy))\" dx=\"\(n(shadow.dx))\" "
            result += "fill=\"\(hex(shadow.color))\"\(opacity(shadow.color))>\(escape(placed.text))</text>\n"
        }
        result +=
            "    <text id=\"\(id)\" \(common) y=\"\(n(y))\" fill=\"\(hex(edge.textColor))\"\(opacity(edge.textColor))>"
        result += "\(escape(placed.text))</text>\n"
        if moved || faded { result += "    </g>\n" }
        return result
    }

    /// Twelve spokes, the brightest one turned to the activity step; or, `built` by a pull, the
    /// first spokes from twelve o'clock, all bright.
    private func spinner(
        id: String,
        centreX: Double,
        centreY: Double,
        phase: Int,
        color: RGBAColor,
        built: Double?,
        alpha: String
    ) -> String {
        var group =
            "    <g id=\"\(id)\" stroke=\"\(hex(color))\" stroke-width=\"2\" stroke-linecap=\"round\"\(alpha)>\n"
        let lead = ((phase % 12) + 12) % 12
        for spoke in 0..<(built.map(ActivityPhase.spokes(built:)) ?? 12) {
            let angle = Double(spoke) * 30
            let age = ((lead - spoke) % 12 + 12) % 12
            let opacity = built == nil ? 1 - 0.75 * Double(age) / 11 : 1
            group +=
                "      <line x1=\"\(n(centreX))\" y1=\"\(n(centreY - 5))\" x2=\"\(n(centreX))\" y2=\"\(n(centreY - 9))\" "
            group += "opacity=\"\(n(opacity))\" transform=\"rotate(\(n(angle)) \(n(centreX)) \(n(centreY)))\"/>\n"
        }
        return group + "    </g>\n"
    }

    /// An indicator's motion as an SVG transform about its box's centre, or `nil` for none.
    func transform(_ transform: IndicatorTransform, centreX: Double, centreY: Double) -> String? {
        guard !transform.isIdentity else { return nil }
        return "translate(\(n(centreX + transform.offsetX)) \(n(centreY + transform.offsetY))) "
            + "rotate(\(n(transform.rotation * 180 / .pi))) scale(\(n(max(transform.scale, 0)))) "
            + "translate(\(n(-centreX)) \(n(-centreY)))"
    }

    func n(_ value: Double) -> String { SVGDocument.number(value) }

    func hex(_ color: RGBAColor) -> String { SVGDocument.hex(color) }

    private func opacity(_ color: RGBAColor) -> String { SVGDocument.fillOpacity(color) }

    func escape(_ text: String) -> String { SVGDocument.escape(text) }
}

/// The stand-in measurer of a machine without fonts: 0.6 em a character.
struct UniformAdvanceMeasurer: TextMeasurer {
    var fontFamily: String? { nil }
    func width(of text: String, font: FontSpec) -> Double { Double(text.count) * font.size * 0.6 }
}
