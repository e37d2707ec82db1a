import RefreshCore
import RefreshFoundation
import RefreshImage
import RefreshPresentation
import RefreshSkins
import RefreshStyle

extension PhoneScene {
    /// The least contrast an indicator's ink keeps against the cells around it (WCAG's for
    /// graphics): fainter ink is drawn darker or lighter until it has it.
    static let indicatorContrast = 3.0

    /// How far a drawn pixel must stand out from the scene beneath it to count as ink: a disc in
    /// the edge's own colour (Material's) is ground for what is drawn on it, not a blot.
    static let inkContrast = 1.5

    /// The character that stands for a finished load's outcome.
    static func resultGlyph(_ result: RefreshResult) -> String {
        result == .failure ? "✕" : "✓"
    }

    /// `color` darkened or lightened (toward black or white, whichever is farther) until it has
    /// ``indicatorContrast`` against `ground`, or as far as it goes.
    static func legible(_ color: RGBAColor, against ground: RGBAColor) -> RGBAColor {
        guard ContrastCheck.ratio(color, ground) < indicatorContrast else { return color }
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let target = ContrastCheck.ratio(black, ground) >= ContrastCheck.ratio(white, ground) ? black : white
        var adjusted = color
        for step in 1...10 {
            adjusted = target.composited(over: color, opacity: Double(step) / 10)
            if ContrastCheck.ratio(adjusted, ground) >= indicatorContrast { break }
        }
        return adjusted
    }

    /// The colour of an image's opaque body (the average of its pixels at least half opaque).
    static func bodyColor(of image: RGBAImage) -> RGBAColor? {
        var sum = (0, 0, 0, 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x, y)
                guard pixel.alpha >= 128 else { continue }
                sum = (sum.0 + Int(pixel.red), sum.1 + Int(pixel.green), sum.2 + Int(pixel.blue), sum.3 + 1)
            }
        }
        guard sum.3 > 0 else { return nil }
        return RGBAColor(
            red: UInt8(clamping: sum.0 / sum.3),
            green: UInt8(clamping: sum.1 / sum.3),
            blue: UInt8(clamping: sum.2 / sum.3)
        )
    }

    /// The arrow drawn for cells, in place of its picture (whose short, wide head comes out at
    /// five cells as a bar across the shaft, a cross): a head that narrows row by row to a point
    /// over whole rows (or columns) of cells, on a shaft a fifth as wide. It fills a box of
    /// `width` × `height` fine pixels at `origin` (`cell` of them across and down a cell), grown
    /// to the whole cells it touches, and points down turned by `angle` radians to the nearest
    /// quarter turn.
    static func arrowPixels(
        width: Int,
        height: Int,
        cell: (across: Int, down: Int),
        origin: (x: Int, y: Int),
        angle: Double
    ) -> [(x: Int, y: Int)] {
        guard width > 0, height > 0, angle.isFinite else { return [] }
        // Where the arrow points: (−sin, cos) of the turn from pointing down, y downward.
        let sideways = abs(sin(angle)) > abs(cos(angle))
        let reversed = sideways ? sin(angle) > 0 : cos(angle) < 0
        // Laid out pointing down the long way of the box, then turned: along the arrow and across.
        let across = sideways ? height : width
        let along = sideways ? width : height
        let step = max(sideways ? cell.across : cell.down, 1)
        let start = sideways ? origin.x : origin.y
        // The whole cells the box touches along the arrow, so that the head's rows are the
        // cells' own.
        let first = floorDivide(start, step) * step
        let length = max(-floorDivide(-(start + along), step) * step - first, 2 * step)
        // The shaft: as even as the box is wide, so that it sits in the middle.
        let shaft = max(across / 5 + (across / 5 + across) % 2, min(2, across))
        // The head's base leaves a pixel on each side, so that its corners read as a point.
        let base = max(across - 2 * (across > shaft + 2 ? 1 : 0), shaft)
        // Whole cells, at least two, and the shaft at least one.
        let headRows = min(max(2 * step, (base - shaft) / 2 / step * step + step), max(length - step, 1))
        var pixels: [(x: Int, y: Int)] = []
        for row in 0..<length {
            var wide = shaft
            if row < headRows {
                // From the tip (the shaft's width) to the base, in even steps.
                let grown = headRows > 1 ? shaft + (base - shaft) * row / (headRows - 1) : base
                wide = grown - (grown - across) % 2
            }
            // Row 0 is the tip: at the far end unless the arrow is reversed (up, or left).
            let position = first + (reversed ? row : length - 1 - row)
            let side = (across - wide) / 2
            for offset in side..<(side + wide) {
                pixels.append(sideways ? (position, origin.y + offset) : (origin.x + offset, position))
            }
        }
        return pixels
    }
}
