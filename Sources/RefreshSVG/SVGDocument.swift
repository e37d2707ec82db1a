import RefreshCore
import RefreshFoundation
import RefreshImage
import RefreshPresentation
import RefreshStyle
import RefreshSupport

/// What the SVG documents share: the opening tag, numbers, colours, escaping and indicator shapes.
enum SVGDocument {
    /// The XML declaration and the `<svg>` start tag with its title.
    static func open(width: Double, height: Double, title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
        viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif">
          <title>\(escape(title))</title>

        """
    }

    /// A number with at most two decimals, as short as it can be written (0 for NaN and infinities).
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return NumberText.shortest(rounded.isFinite ? rounded : 0)
    }

    /// `#rrggbb`.
    static func hex(_ color: RGBAColor) -> String {
        var opaque = color
        opaque.alpha = 255
        return opaque.hexString
    }

    /// ` fill-opacity="…"` for a colour that is not opaque, else nothing.
    static func fillOpacity(_ color: RGBAColor, attribute: String = "fill-opacity") -> String {
        color.alpha == 255 ? "" : " \(attribute)=\"\(number(Double(color.alpha) / 255))\""
    }

    /// Text as XML character data or an attribute value. Control characters (text may come from
    /// a skin or a catalog) are dropped: XML 1.0 cannot hold most of them at all.
    static func escape(_ text: String) -> String {
        XMLEscaping.escaped(ControlCharacters.removed(from: text))
    }

    /// One indicator shape as an SVG element, in the indicator's box.
    static func element(_ shape: IndicatorShape) -> String {
        let color = shape.color
        switch shape {
        case .polygon(let corners, _):
            let points = corners.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            return "<polygon points=\"\(points)\" fill=\"\(hex(color))\"\(fillOpacity(color)) fill-rule=\"evenodd\"/>"
        case .line(let from, let to, let width, _):
            return "<line x1=\"\(number(from.x))\" y1=\"\(number(from.y))\" x2=\"\(number(to.x))\" "
                + "y2=\"\(number(to.y))\" stroke=\"\(hex(color))\"\(fillOpacity(color, attribute: "stroke-opacity")) "
                + "stroke-width=\"\(number(width))\" stroke-linecap=\"round\"/>"
        case .circle(let centre, let radius, _):
            return "<circle cx=\"\(number(centre.x))\" cy=\"\(number(centre.y))\" r=\"\(number(max(radius, 0)))\" "
                + "fill=\"\(hex(color))\"\(fillOpacity(color))/>"
        case .arc(let centre, let radius, let start, let end, let width, _):
            let stroke =
                "fill=\"none\" stroke=\"\(hex(color))\"\(fillOpacity(color, attribute: "stroke-opacity")) "
                + "stroke-width=\"\(number(width))\""
            guard abs(end - start) < 2 * .pi else {
                return
                    "<circle cx=\"\(number(centre.x))\" cy=\"\(number(centre.y))\" r=\"\(number(max(radius, 0)))\" \(stroke)/>"
            }
            // Angles run clockwise from twelve o'clock.
            func point(_ angle: Double) -> String {
                "\(number(centre.x + radius * sin(angle))) \(number(centre.y - radius * cos(angle)))"
            }
            let large = abs(end - start) > .pi ? 1 : 0
            let sweep = end >= start ? 1 : 0
            return
                "<path d=\"M \(point(start)) A \(number(radius)) \(number(radius)) 0 \(large) \(sweep) \(point(end))\" "
                + "\(stroke) stroke-linecap=\"round\"/>"
        }
    }
}

/// Images drawn into a document: inline (`<image href="data:…">`), or, for a document of many
/// frames, each distinct image once in `<defs>` and `<use>`d by every frame that shows it.
struct SVGImages {
    /// Whether images go inline.
    let inline: Bool
    private var ids: [RGBAImage: String] = [:]
    /// The `<defs>` children for the images used by reference.
    private(set) var definitions = ""

    init(inline: Bool) {
        self.inline = inline
    }

    /// The element that draws `image` in a box, with more attributes (opacity, transform).
    mutating func element(
        _ image: RGBAImage,
        id: String,
        x: Double,
        y: Double,
        width: Double,
        height: Double,
        attributes: String
    ) -> String {
        let n = SVGDocument.number
        if inline {
            guard let href = Self.dataURL(image) else { return "" }
            return "    <image id=\"\(id)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\""
                + "\(attributes) href=\"\(href)\"/>\n"
        }
        let key: String
        if let known = ids[image] {
            key = known
        } else {
            guard let href = Self.dataURL(image) else { return "" }
            key = "image\(ids.count)"
            ids[image] = key
            definitions += "    <image id=\"\(key)\" width=\"\(n(width))\" height=\"\(n(height))\" href=\"\(href)\"/>\n"
        }
        return "    <use id=\"\(id)\" href=\"#\(key)\" x=\"\(n(x))\" y=\"\(n(y))\"\(attributes)/>\n"
    }

    /// The image as a PNG data URL.
    static func dataURL(_ image: RGBAImage) -> String? {
        guard
            case .success(let png) = PNGImageEncoder.encode(
                width: image.width,
                height: image.height,
                pixels: image.pixels
            )
        else { return nil }
        return "data:image/png;base64,\(Data(png).base64EncodedString())"
    }
}
