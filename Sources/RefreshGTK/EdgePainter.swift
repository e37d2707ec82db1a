import CGtk4
import RefreshImage
import RefreshKit
import RefreshText

#if canImport(Glibc)
    import Glibc
#endif

/// Draws one edge of a `RefreshDisplay` with cairo and Pango, as the SVG host draws it: the
/// background band, the labels placed by `EdgeArrangement` (measured with the fonts the SVG host
/// measures with, drawn by Pango in the same family), and the indicator (the image turned, the
/// shapes, the spinner, a glyph), with the edge's, labels' and indicator's opacity and motion.
@MainActor
final class EdgePainter {
    /// Measures the texts for the arrangement.
    let measurer: any TextMeasurer
    /// The family list Pango draws in, as Pango spells it (no quotes).
    let family: String?
    /// Images as cairo surfaces, made once (the arrow, a Lottie animation's frames).
    private var surfaces: [RGBAImage: OpaquePointer] = [:]
    /// How many surfaces are kept before they are all dropped (a long Lottie animation).
    private static let surfaceLimit = 96

    init() {
        measurer = Self.standardMeasurer
        family = measurer.fontFamily.map { $0.replacingOccurrences(of: "\"", with: "") }
    }

    /// HarfBuzz-shaped Noto fonts (`ShapedTextMeasurer`), or 0.6 em a character without fonts.
    static var standardMeasurer: any TextMeasurer {
        switch shaped {
        case .success(let measurer): measurer
        case .failure: UniformMeasurer()
        }
    }

    private static let shaped = Result { () throws(FontError) in try ShapedTextMeasurer() }

    /// Paints `look` across `width`, its parts at their layout's points from `anchor` (the content's
    /// top for the header, its bottom for the footer), over `band` (top and height: the background;
    /// none for a floating edge).
    func paint(
        _ look: PresentedEdge,
        cairo cr: OpaquePointer,
        width: Double,
        anchor: Double,
        band: (top: Double, height: Double)?
    ) {
        let faded = look.opacity < 1
        if faded { cairo_push_group(cr) }
        if let band {
            setColor(cr, look.background)
            cairo_rectangle(cr, 0, band.top, width, band.height)
            cairo_fill(cr)
        }
        if look.isEnabled {
            let arranged = EdgeArrangement(look, width: width, measurer: measurer)
            for line in arranged.lines { label(line, of: look, cairo: cr, anchor: anchor) }
            if let box = arranged.indicator { indicator(look, box: box, cairo: cr, anchor: anchor) }
        }
        if faded {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, max(look.opacity, 0))
        }
    }

    /// A placed line, centred in its box, its baseline 3/4 of the line down, with its shadow.
    private func label(
        _ placed: EdgeArrangement.TextPlacement,
        of look: PresentedEdge,
        cairo cr: OpaquePointer,
        anchor: Double
    ) {
        let faded = look.textOpacity < 1
        if faded { cairo_push_group(cr) }
        let centre = placed.box.x + placed.box.width / 2 + look.textOffsetX
        let baseline = anchor + placed.box.y + placed.box.height * 0.75 + look.textOffsetY
        if let shadow = look.textShadow {
            text(
                placed.text,
                font: placed.font,
                color: shadow.color,
                rightToLeft: look.rightToLeft,
                cairo: cr,
                centreX: centre + shadow.dx,
                baseline: baseline + shadow.dy
            )
        }
        text(
            placed.text,
            font: placed.font,
            color: look.textColor,
            rightToLeft: look.rightToLeft,
            cairo: cr,
            centreX: centre,
            baseline: baseline
        )
        if faded {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, max(look.textOpacity, 0))
        }
    }

    /// One line of text by Pango, centred on `centreX` with its baseline at `baseline`.
    func text(
        _ text: String,
        font: FontSpec,
        color: RGBAColor,
        rightToLeft: Bool,
        cairo cr: OpaquePointer,
        centreX: Double,
        baseline: Double
    ) {
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        if let family { pango_font_description_set_family(description, family) }
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if rightToLeft {
            pango_context_set_base_dir(pango_layout_get_context(layout), PANGO_DIRECTION_RTL)
            pango_layout_context_changed(layout)
        }
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let ascent = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        setColor(cr, color)
        cairo_move_to(cr, centreX - Double(logical.width) / 2 - Double(logical.x), baseline - ascent)
        pango_cairo_show_layout(cr, layout)
    }

    /// The indicator in its box, moved by its transform about the box's centre.
    private func indicator(_ look: PresentedEdge, box: EdgeLayout.Rect, cairo cr: OpaquePointer, anchor: Double) {
        let shown = look.indicator
        guard shown.opacity > 0 else { return }
        let x = box.x
        let y = anchor + box.y
        let centreX = x + box.width / 2
        let centreY = y + box.height / 2
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let motion = shown.transform
        if !motion.isIdentity {
            cairo_translate(cr, centreX + motion.offsetX, centreY + motion.offsetY)
            cairo_rotate(cr, motion.rotation)
            let scale = motion.scale.isFinite ? max(motion.scale, 0.0001) : 1
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, -centreX, -centreY)
        }
        let faded = shown.opacity < 1
        if faded { cairo_push_group(cr) }
        switch shown.content {
        case .image(let image, let angle):
            if let surface = surface(for: image) {
                cairo_save(cr)
                cairo_translate(cr, centreX, centreY)
                cairo_rotate(cr, angle)
                cairo_scale(cr, box.width / Double(image.width), box.height / Double(image.height))
                cairo_set_source_surface(cr, surface, -Double(image.width) / 2, -Double(image.height) / 2)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        case .shapes(let shapes):
            cairo_save(cr)
            cairo_translate(cr, x, y)
            for shape in shapes { self.shape(shape, cairo: cr) }
            cairo_restore(cr)
        case .activity(let phase, let color, let built):
            spinner(
                cairo: cr,
                centreX: centreX,
                centreY: centreY,
                phase: phase,
                color: color,
                built: built
            )
        case .glyph(let glyph, let color):
            text(
                glyph,
                font: FontSpec(size: 20),
                color: color,
                rightToLeft: false,
                cairo: cr,
                centreX: centreX,
                baseline: centreY + 7
            )
        case .none:
            break
        }
        if faded {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, shown.opacity)
        }
    }

    /// One vector primitive, in the indicator box's points.
    private func shape(_ shape: IndicatorShape, cairo cr: OpaquePointer) {
        setColor(cr, shape.color)
        switch shape {
        case .polygon(let corners, _):
            guard let first = corners.first else { return }
            cairo_move_to(cr, first.x, first.y)
            for corner in corners.dropFirst() { cairo_line_to(cr, corner.x, corner.y) }
            cairo_close_path(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
        case .line(let from, let to, let width, _):
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            cairo_stroke(cr)
        case .circle(let centre, let radius, _):
            cairo_new_sub_path(cr)
            cairo_arc(cr, centre.x, centre.y, max(radius, 0), 0, 2 * .pi)
            cairo_fill(cr)
        case .arc(let centre, let radius, let start, let end, let width, _):
            // Clockwise from twelve o'clock; cairo measures clockwise from three o'clock.
            cairo_new_sub_path(cr)
            if end >= start {
                cairo_arc(cr, centre.x, centre.y, max(radius, 0), start - .pi / 2, end - .pi / 2)
            } else {
                cairo_arc_negative(cr, centre.x, centre.y, max(radius, 0), start - .pi / 2, end - .pi / 2)
            }
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_stroke(cr)
        }
    }

    /// Twelve spokes, the brightest turned to the activity step; or, `built` by a pull, the first
    /// spokes from twelve o'clock, all bright (the SVG host's spinner).
    private func spinner(
        cairo cr: OpaquePointer,
        centreX: Double,
        centreY: Double,
        phase: Int,
        color: RGBAColor,
        built: Double?
    ) {
        let lead = ((phase % 12) + 12) % 12
        cairo_set_line_width(cr, 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for spoke in 0..<(built.map(ActivityPhase.spokes(built:)) ?? 12) {
            let angle = Double(spoke) * .pi / 6
            let age = ((lead - spoke) % 12 + 12) % 12
            let opacity = built == nil ? 1 - 0.75 * Double(age) / 11 : 1
            var faded = color
            faded.alpha = UInt8(clamping: Int((Double(color.alpha) * opacity).rounded()))
            setColor(cr, faded)
            cairo_move_to(cr, centreX + 5 * sin(angle), centreY - 5 * cos(angle))
            cairo_line_to(cr, centreX + 9 * sin(angle), centreY - 9 * cos(angle))
            cairo_stroke(cr)
        }
    }

    private func setColor(_ cr: OpaquePointer, _ color: RGBAColor) {
        cairo_set_source_rgba(
            cr,
            Double(color.red) / 255,
            Double(color.green) / 255,
            Double(color.blue) / 255,
            Double(color.alpha) / 255
        )
    }

    /// The image as a premultiplied ARGB32 cairo surface, made once.
    private func surface(for image: RGBAImage) -> OpaquePointer? {
        if let surface = surfaces[image] { return surface }
        guard image.width > 0, image.height > 0,
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32,
                Int32(clamping: image.width),
                Int32(clamping: image.height)
            )
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = image.pixels
        for row in 0..<image.height {
            for column in 0..<image.width {
                let source = (row * image.width + column) * 4
                guard source + 3 < pixels.count else { continue }
                let alpha = UInt32(pixels[source + 3])
                let target = row * stride + column * 4
                // Little-endian ARGB32: blue, green, red, alpha in memory.
                data[target] = UInt8((UInt32(pixels[source + 2]) * alpha + 127) / 255)
                data[target + 1] = UInt8((UInt32(pixels[source + 1]) * alpha + 127) / 255)
                data[target + 2] = UInt8((UInt32(pixels[source]) * alpha + 127) / 255)
                data[target + 3] = UInt8(alpha)
            }
        }
        cairo_surface_mark_dirty(surface)
        if surfaces.count >= Self.surfaceLimit {
            for kept in surfaces.values { cairo_surface_destroy(kept) }
            surfaces.removeAll()
        }
        surfaces[image] = surface
        return surface
    }
}

/// The stand-in measurer of a machine without fonts: 0.6 em a character.
struct UniformMeasurer: TextMeasurer {
    var fontFamily: String? { nil }
    func width(of text: String, font: FontSpec) -> Double { Double(text.count) * font.size * 0.6 }
}
