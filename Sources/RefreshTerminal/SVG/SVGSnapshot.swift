import Foundation
import RefreshCore
import RefreshSupport

/// A vector snapshot of one moment of a refresh control at phone size, as an SVG document that
/// opens in a web browser: the background, both labels with their shadow, the arrow image turned
/// as in that state, the spinner, and list rows under the header.
public struct SVGSnapshot: Sendable {
    /// The phone's width in points.
    public var width: Double = 320
    /// The phone's height in points.
    public var height: Double = 480
    /// The content offset (negative when the header shows).
    public var offset: Double
    /// The height of the list content.
    public var contentHeight: Double
    /// The header to draw.
    public var header: Edge
    /// The texts of the list rows.
    public var listRows: [String]
    /// Colours of the list.
    public var palette: PhoneScene.Palette

    /// What to draw of one edge.
    public struct Edge: Sendable {
        /// Background colour.
        public var background: RGBAColor
        /// Label colour.
        public var textColor: RGBAColor
        /// Label shadow colour and offset, if any.
        public var shadow: (color: RGBAColor, dx: Double, dy: Double)?
        /// The status line and its font.
        public var status: String
        /// The status font size and weight.
        public var statusFont: RefreshFrame.FontSpec
        /// The detail line, if any.
        public var detail: String?
        /// The detail font size and weight.
        public var detailFont: RefreshFrame.FontSpec
        /// The arrow image as PNG bytes and its angle in radians, if an arrow shows.
        public var arrow: (png: [UInt8], angle: Double)?
        /// The spinner colour, if a spinner shows.
        public var spinner: RGBAColor?
        /// Right-to-left layout: the indicator on the right, text direction rtl.
        public var rightToLeft: Bool

        /// Creates an edge.
        public init(
            background: RGBAColor,
            textColor: RGBAColor,
            shadow: (color: RGBAColor, dx: Double, dy: Double)?,
            status: String,
            statusFont: RefreshFrame.FontSpec,
            detail: String?,
            detailFont: RefreshFrame.FontSpec,
            arrow: (png: [UInt8], angle: Double)?,
            spinner: RGBAColor?,
            rightToLeft: Bool
        ) {
            self.background = background
            self.textColor = textColor
            self.shadow = shadow
            self.status = status
            self.statusFont = statusFont
            self.detail = detail
            self.detailFont = detailFont
            self.arrow = arrow
            self.spinner = spinner
            self.rightToLeft = rightToLeft
        }
    }

    /// Creates a snapshot.
    public init(offset: Double, contentHeight: Double, header: Edge, listRows: [String], palette: PhoneScene.Palette) {
        self.offset = offset
        self.contentHeight = contentHeight
        self.header = header
        self.listRows = listRows
        self.palette = palette
    }

    /// The SVG document.
    public func document() -> String {
        let top = -offset  // where content y = 0 sits in the picture
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
              <title>RefreshKit snapshot</title>
              <rect id="list" x="0" y="0" width="\(n(width))" height="\(n(height))" fill="\(hex(palette.list))"/>

            """
        // The header fills everything above the content.
        if top > 0 {
            svg += "  <g id=\"header\">\n"
            svg +=
                "    <rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(top))\" fill=\"\(hex(header.background))\"/>\n"
            svg += label(header.status, font: header.statusFont, y: top - 48 + 15, id: "status")
            if let detail = header.detail {
                svg += label(detail, font: header.detailFont, y: top - 30 + 14, id: "detail")
            }
            let indicatorX = header.rightToLeft ? width - 25 - 30 : 25
            if let arrow = header.arrow {
                let centreX = indicatorX + 15
                let centreY = top - 65 + 27.5
                svg += "    <image id=\"arrow\" x=\"\(n(indicatorX))\" y=\"\(n(top - 65))\" width=\"30\" height=\"55\" "
                svg += "transform=\"rotate(\(n(arrow.angle * 180 / .pi)) \(n(centreX)) \(n(centreY)))\" "
                svg += "href=\"data:image/png;base64,\(Data(arrow.png).base64EncodedString())\"/>\n"
            }
            if let spinner = header.spinner {
                svg += spinnerGroup(centreX: indicatorX + 15, centreY: top - 38, color: spinner)
            }
            svg += "  </g>\n"
        }
        svg += "  <g id=\"rows\" fill=\"\(hex(palette.listText))\" font-size=\"15\">\n"
        for (index, text) in listRows.enumerated() {
            let rowTop = top + Double(index) * 44
            guard rowTop < height, Double(index) * 44 < contentHeight else { break }
            svg += "    <text x=\"16\" y=\"\(n(rowTop + 27))\">\(escape(text))</text>\n"
            svg +=
                "    <rect x=\"16\" y=\"\(n(rowTop + 43.5))\" width=\"\(n(width - 16))\" height=\"0.5\" fill=\"\(hex(palette.separator))\"/>\n"
        }
        svg += "  </g>\n</svg>\n"
        return svg
    }

    private func label(_ text: String, font: RefreshFrame.FontSpec, y: Double, id: String) -> String {
        var result = ""
        let weight = font.bold ? " font-weight=\"bold\"" : ""
        let direction = header.rightToLeft ? " direction=\"rtl\"" : ""
        let common = "x=\"\(n(width / 2))\" text-anchor=\"middle\" font-size=\"\(n(font.size))\"\(weight)\(direction)"
        if let shadow = header.shadow {
            result += "    <text id=\"\(id)-shadow\" \(common) y=\"\(n(y + shadow.dy))\" dx=\"\(n(shadow.dx))\" "
            result += "fill=\"\(hex(shadow.color))\"\(opacity(shadow.color))>\(escape(text))</text>\n"
        }
        result +=
            "    <text id=\"\(id)\" \(common) y=\"\(n(y))\" fill=\"\(hex(header.textColor))\"\(opacity(header.textColor))>"
        result += "\(escape(text))</text>\n"
        return result
    }

    private func spinnerGroup(centreX: Double, centreY: Double, color: RGBAColor) -> String {
        var group = "    <g id=\"spinner\" stroke=\"\(hex(color))\" stroke-width=\"2\" stroke-linecap=\"round\">\n"
        for spoke in 0..<12 {
            let angle = Double(spoke) * 30
            let opacity = 0.25 + 0.75 * Double(spoke) / 11
            group +=
                "      <line x1=\"\(n(centreX))\" y1=\"\(n(centreY - 5))\" x2=\"\(n(centreX))\" y2=\"\(n(centreY - 9))\" "
            group += "opacity=\"\(n(opacity))\" transform=\"rotate(\(n(angle)) \(n(centreX)) \(n(centreY)))\"/>\n"
        }
        return group + "    </g>\n"
    }

    private func n(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return NumberText.shortest(rounded)
    }

    private func hex(_ color: RGBAColor) -> String {
        var opaque = color
        opaque.alpha = 255
        return opaque.hexString
    }

    private func opacity(_ color: RGBAColor) -> String {
        color.alpha == 255 ? "" : " fill-opacity=\"\(n(Double(color.alpha) / 255))\""
    }

    /// Text as XML character data or an attribute value. Control characters (text may come from
    /// a skin or a catalog) are dropped: XML 1.0 cannot hold most of them at all.
    private func escape(_ text: String) -> String {
        var result = ""
        for character in ControlCharacters.removed(from: text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
