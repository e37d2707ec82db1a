import RefreshCore
import RefreshFoundation
import RefreshPresentation
import RefreshSkins
import RefreshStyle

extension PhoneScene {
    /// Draws an edge's image, shapes or spinner (``Spinner``) over the cells they cover, in
    /// pixels as fine as ``blocks``: a small buffer over those cells takes the scene's pixels
    /// under it, the indicator is drawn into it, and its cells replace the screen's. Discs
    /// smaller than a cell is high are dots too small for block pixels (they would merge with
    /// their neighbours): each is drawn as a dot character in the cell of its centre instead.
    func drawIndicator(of edge: PresentedEdge, anchor: Double, background: PixelBuffer, into screen: inout Canvas) {
        let indicator = edge.indicator
        // A disabled edge is its band alone.
        guard indicator.opacity > 0, edge.isEnabled else { return }
        // A finished load's picture is drawn as its outcome's character (``drawLabels``).
        if case .result = indicator.symbol { return }
        let box = edge.layout.indicator
        let size = IndicatorSize(width: box.width, height: box.height)
        var dots: [IndicatorShape] = []
        let shapes: [IndicatorShape]
        switch indicator.content {
        case .image: shapes = []
        case .shapes(let drawn):
            let moved = indicator.transform.apply(drawn, in: size)
            dots = moved.filter(Self.isDot)
            shapes = moved.filter { !Self.isDot($0) }
        case .activity(let phase, let color, let built):
            shapes = indicator.transform.apply(
                Spinner.shapes(phase: phase, color: color, built: built, in: size),
                in: size
            )
        case .glyph, .none: return
        }
        let across = blocks.columnsPerCell
        let down = blocks.rowsPerCell
        let columns = indicatorColumns(of: edge)
        // Points per fine pixel: a cell is 6 points wide and 12 high.
        let pointsDown = Self.pointsPerPixel * 2 / Double(down)
        let top = Int(clamping: (anchor + box.y - offset) / pointsDown, rounding: .toNearestOrAwayFromZero)
        let height = Int(clamping: box.height / pointsDown, rounding: .toNearestOrAwayFromZero)
        // An edge scrolled out of view (the footer while the header shows) draws nothing.
        let screenPixels = screenRows * down
        guard height > 0, !columns.isEmpty, top < screenPixels, top > Int.min + height, top + height > 0 else { return }
        let firstRow = max(Self.floorDivide(top, down), 0)
        let lastRow = min(Self.floorDivide(top + height - 1, down), screenRows - 1)
        let firstColumn = max(columns.lowerBound, 0)
        let lastColumn = min(columns.upperBound, screenColumns) - 1
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        var fine = PixelBuffer(
            width: (lastColumn - firstColumn + 1) * across,
            height: (lastRow - firstRow + 1) * down,
            fill: RGBAColor(red: 0, green: 0, blue: 0)
        )
        // The scene under the indicator: each fine pixel takes the half-block pixel it lies in.
        for y in 0..<fine.height {
            let row = firstRow + y / down
            let half = (y % down) * 2 / down
            for x in 0..<fine.width {
                fine[x, y] = background[firstColumn + x / across, row * 2 + half]
            }
        }
        let originX = (columns.lowerBound - firstColumn) * across
        let originY = top - firstRow * down
        let under = fine
        switch indicator.content {
        case .image(let image, let angle):
            // An animation's transform: the box sized about its centre and moved, the turn added.
            let motion = indicator.transform
            let scale = motion.scale.isFinite ? max(motion.scale, 0) : 1
            let pixelsAcross = Double(columns.count * across) / box.width
            if case .arrow(let pointing) = indicator.symbol, let color = Self.bodyColor(of: image) {
                // An arrow reads only as a design of its own at this size, turned to the nearest
                // quarter, moved and sized by the motion, in whole cells.
                let width = Int(clamping: Double(columns.count * across) * scale, rounding: .toNearestOrAwayFromZero)
                let tall = Int(clamping: Double(height) * scale, rounding: .toNearestOrAwayFromZero)
                let x =
                    originX + (columns.count * across - width) / 2
                    + Int(clamping: motion.offsetX * pixelsAcross, rounding: .toNearestOrAwayFromZero)
                let y =
                    originY + (height - tall) / 2
                    + Int(clamping: motion.offsetY / pointsDown, rounding: .toNearestOrAwayFromZero)
                let pixels = Self.arrowPixels(
                    width: width,
                    height: tall,
                    cell: (across, down),
                    origin: (x, y),
                    angle: pointing + motion.rotation
                )
                for pixel in pixels { fine.paint(color, x: pixel.x, y: pixel.y, opacity: indicator.opacity) }
                break
            }
            let drawn = indicator.opacity < 1 ? image.faded(indicator.opacity) : image
            let width = Double(columns.count * across)
            let x = Double(originX) + width * (1 - scale) / 2 + motion.offsetX * pixelsAcross
            let y = Double(originY) + Double(height) * (1 - scale) / 2 + motion.offsetY / pointsDown
            fine.draw(
                drawn,
                x: Int(clamping: x, rounding: .toNearestOrAwayFromZero),
                y: Int(clamping: y, rounding: .toNearestOrAwayFromZero),
                width: Int(clamping: width * scale, rounding: .toNearestOrAwayFromZero),
                height: Int(clamping: Double(height) * scale, rounding: .toNearestOrAwayFromZero),
                angle: angle + motion.rotation
            )
        case .shapes, .activity:
            fine.draw(
                shapes,
                origin: (Double(originX), Double(originY)),
                scale: (Double(columns.count * across) / box.width, Double(height) / box.height),
                opacity: indicator.opacity
            )
        case .glyph, .none:
            return
        }
        // What hardly stands out from the scene beneath (a disc in the edge's own colour) is
        // ground, not ink.
        fine.keepInk { x, y, color in ContrastCheck.ratio(color, under[x, y]) >= Self.inkContrast }
        let cells = fine.cells(blocks: blocks)
        for row in 0..<cells.height {
            for column in 0..<cells.width {
                screen[firstColumn + column, firstRow + row] = cells[column, row]
            }
        }
        for dot in dots {
            guard case .circle(let centre, let radius, let color) = dot else { continue }
            let row = Self.floorDivide(top + Int(clamping: centre.y / pointsDown, rounding: .down), down)
            let column = columns.lowerBound + Int(clamping: centre.x / Self.pointsPerPixel, rounding: .down)
            guard (0..<screenRows).contains(row), (0..<screenColumns).contains(column) else { continue }
            let under = screen[column, row].background ?? palette.list
            screen.write(
                String(Self.dotCharacter(diameter: 2 * radius)),
                column: column,
                row: row,
                foreground: Self.legible(color.composited(over: under, opacity: indicator.opacity), against: under)
            )
        }
    }

    /// Whether a shape is a disc smaller than a cell is high (12 points), drawn as a character.
    static func isDot(_ shape: IndicatorShape) -> Bool {
        guard case .circle(_, let radius, _) = shape else { return false }
        return 2 * radius < pointsPerPixel * 2
    }

    /// The character of a dot `diameter` points across: `●` from a cell's width (6 points), `•`
    /// from half of it, `·` below.
    static func dotCharacter(diameter: Double) -> Character {
        if diameter >= pointsPerPixel { return "●" }
        return diameter >= pointsPerPixel / 2 ? "•" : "·"
    }

    /// `value / divisor` rounded toward negative infinity.
    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
