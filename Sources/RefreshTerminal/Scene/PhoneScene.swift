import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshStyle
import RefreshSupport

/// A phone-sized scroll view drawn in the terminal from a `PresentedFrame`: a frame, the header
/// above the content, list rows, and the footer below, at the frame's content offset.
///
/// One terminal row is 12 points (two square pixels of 6 points each), so the classic 60-point
/// loading inset is five rows and the 30×55-point arrow is five columns by four and a half rows.
/// Indicators (images and shapes) are drawn in finer pixels where the terminal has the block
/// characters for them (``BlockGlyphs``), so their shape survives at that size.
public struct PhoneScene: Sendable {
    /// Points per pixel; a terminal row holds two pixels.
    public static let pointsPerPixel = 6.0
    /// Height of one list row in points.
    public static var listRowHeight: Double { PresentedFrame.listRowHeight }

    /// Columns of the whole picture, frame included.
    public var columns: Int
    /// Rows of the whole picture, frame included.
    public var rows: Int
    /// The moment drawn.
    public var frame: PresentedFrame
    /// The block characters indicators are drawn with.
    public var blocks: BlockGlyphs
    /// The order right-to-left labels are written in.
    public var textOrder: TextOrder

    /// Creates a scene.
    public init(
        columns: Int,
        rows: Int,
        frame: PresentedFrame,
        blocks: BlockGlyphs = .quadrants,
        textOrder: TextOrder = .visual
    ) {
        self.columns = columns
        self.rows = rows
        self.frame = frame
        self.blocks = blocks
        self.textOrder = textOrder
    }

    var offset: Double { frame.offset }
    var contentHeight: Double { frame.layout.contentHeight }
    var palette: ListPalette { frame.palette }

    /// The inner (screen) size in cells.
    var screenColumns: Int { max(columns - 2, 1) }
    var screenRows: Int { max(rows - 2, 1) }

    /// The picture.
    public func render() -> Canvas {
        // Faded edges and labels are blended into colours here (PhoneScene+Motion.swift).
        let header = frame.header.composited(over: palette.list)
        let footer = frame.footer.composited(over: palette.list)
        let pixelHeight = screenRows * 2
        var pixels = PixelBuffer(width: screenColumns, height: pixelHeight, fill: palette.list)
        let step = Self.pointsPerPixel
        // Backgrounds and separators, pixel row by pixel row.
        for y in 0..<pixelHeight {
            let top = offset + Double(y) * step
            let centre = top + step / 2
            let colour: RGBAColor
            // A floating edge has no band: the list shows where the content ends.
            if centre < 0 {
                colour = header.floatingOffset == nil ? header.background : palette.list
            } else if centre >= contentHeight {
                colour = footer.floatingOffset == nil ? footer.background : palette.list
            } else {
                let inRow = centre.truncatingRemainder(dividingBy: Self.listRowHeight)
                colour = inRow >= Self.listRowHeight - step ? palette.separator : palette.list
            }
            pixels.fill(row: y, with: colour)
        }
        var screen = pixels.cells()
        drawIndicator(of: header, anchor: anchor(of: header), background: pixels, into: &screen)
        drawIndicator(of: footer, anchor: anchor(of: footer), background: pixels, into: &screen)
        drawLabels(of: header, anchor: anchor(of: header), into: &screen)
        drawLabels(of: footer, anchor: anchor(of: footer), into: &screen)
        for (index, text) in frame.listRows.enumerated() {
            let y = Double(index) * Self.listRowHeight + 12
            guard y < contentHeight, let row = screenRow(containing: y) else { continue }
            screen.write(text, column: 2, row: row, foreground: palette.listText, within: 1..<max(screenColumns - 1, 1))
        }
        return framed(screen)
    }

    /// Where an edge's parts are measured from (its layout's points), in content points: the top
    /// of the content for the header, its bottom for the footer; for a floating edge, its
    /// ``PresentedEdge/floatingOffset`` into the screen from the screen's top or bottom.
    func anchor(of edge: PresentedEdge) -> Double {
        guard let floating = edge.floatingOffset else { return edge.edge == .header ? 0 : contentHeight }
        let screenHeight = Double(screenRows) * Self.pointsPerPixel * 2
        return offset + (edge.edge == .header ? floating : screenHeight - floating)
    }

    /// The screen row that shows content at `y`, if any.
    func screenRow(containing y: Double) -> Int? {
        let row = Int(clamping: (y - offset) / (Self.pointsPerPixel * 2), rounding: .down)
        return (0..<screenRows).contains(row) ? row : nil
    }

    /// The columns the indicator takes: on the leading side, or centred for a floating edge
    /// (as ``EdgeArrangement`` places it).
    func indicatorColumns(of edge: PresentedEdge) -> Range<Int> {
        let frame = edge.layout.indicator
        let start = Int(clamping: frame.x / Self.pointsPerPixel, rounding: .toNearestOrAwayFromZero)
        let width = max(Int(clamping: frame.width / Self.pointsPerPixel, rounding: .toNearestOrAwayFromZero), 0)
        if edge.floatingOffset != nil {
            let centred = max(screenColumns - width, 0) / 2
            return centred..<(centred + width)
        }
        return edge.rightToLeft ? (screenColumns - start - width)..<(screenColumns - start) : start..<(start + width)
    }

    /// The arrangements made lately: a preview draws the same texts frame after frame, and
    /// cutting a status line to the frame's columns is most of a frame's work (refreshbench
    /// `preview-frame`). Cells are the terminal's own measure, so what decides an arrangement is
    /// all in its ``EdgeArrangement/Inputs``.
    static let arrangements = BoundedCache<EdgeArrangement.Inputs, EdgeArrangement>(capacity: 64)

    /// The labels where ``EdgeArrangement`` puts them, measured in cells (a terminal cannot
    /// shrink text, so a label too wide for its row is broken onto two where the skin allows and
    /// cut with an ellipsis only after that), in ``textOrder`` (visual: a terminal does not
    /// reorder), each line in the text row that holds its upper part (a terminal row is 12
    /// points) and below the line before it; and a glyph indicator. A disabled edge gets none.
    private func drawLabels(of edge: PresentedEdge, anchor: Double, into screen: inout Canvas) {
        // A disabled edge is its band alone: its texts are not drawn.
        guard edge.isEnabled else { return }
        let indicator = indicatorColumns(of: edge)
        let arranged = Self.arrangements.value(for: EdgeArrangement.Inputs(edge, width: Double(screenColumns))) {
            EdgeArrangement(
                edge,
                width: Double(screenColumns),
                measurer: CellTextMeasurer(),
                unit: 1 / Self.pointsPerPixel,
                minimumScale: 1
            )
        }
        // Labels moved by an animation: whole rows and columns.
        let moved = Self.columns(forPoints: edge.textOffsetX)
        let step = Self.pointsPerPixel * 2
        // The row of the line drawn last, unclamped: the next goes below it.
        var lastRow = Int.min
        func draw(_ lines: [EdgeArrangement.TextPlacement], whole: String?, rowOffset: Double, bold: Bool) {
            for placed in lines {
                let y = anchor + placed.box.y + rowOffset + edge.textOffsetY - offset
                let row = max(Int(clamping: y / step, rounding: .down), lastRow == Int.min ? Int.min : lastRow + 1)
                lastRow = row
                guard (0..<screenRows).contains(row) else { continue }
                // A line as given is drawn from the frame's own text (in visual order already).
                let text: String
                if let whole, lines.count == 1, !placed.isTruncated {
                    text = textOrder == .visual ? whole : placed.text
                } else if edge.rightToLeft, textOrder == .visual {
                    text = (try? BidiText.visualOrder(placed.text, rightToLeft: true)) ?? placed.text
                } else {
                    text = placed.text
                }
                screen.writeCentered(
                    text,
                    row: row,
                    in: shifted(columns(of: placed), by: moved),
                    foreground: edge.textColor,
                    bold: bold
                )
            }
        }
        draw(arranged.status, whole: edge.statusInVisualOrder, rowOffset: 6, bold: true)
        draw(arranged.detail, whole: edge.detailInVisualOrder, rowOffset: 12, bold: false)
        let glyph: (text: String, color: RGBAColor)? =
            switch (edge.indicator.symbol, edge.indicator.content) {
            case (.result(let result), _): (Self.resultGlyph(result), edge.textColor)
            case (_, .glyph(let text, let color)): (text, color)
            default: nil
            }
        // A character cannot shrink: a picture scaled under half its size (Material's disc as it
        // scales out) has left its cell.
        if let glyph, edge.indicator.opacity > 0, edge.indicator.transform.scale >= 0.5,
            let row = screenRow(
                containing: anchor + edge.layout.indicator.y + edge.layout.indicator.height / 2
                    + edge.indicator.transform.offsetY
            )
        {
            let column =
                indicator.lowerBound + indicator.count / 2 + Self.columns(forPoints: edge.indicator.transform.offsetX)
            let ground = screen[column + 1, row].background ?? palette.list
            screen.write(
                glyph.text,
                column: column,
                row: row,
                foreground: Self.legible(glyph.color, against: ground),
                bold: true
            )
        }
    }

    /// The columns a placed text takes: its width in cells from the column nearest its left end.
    func columns(of placed: EdgeArrangement.TextPlacement) -> Range<Int> {
        let width = Int(clamping: placed.width, rounding: .up)
        let start = min(max(Int(clamping: placed.textMinX, rounding: .down), 0), screenColumns)
        return start..<min(start + max(width, 0), screenColumns)
    }

    private func framed(_ screen: Canvas) -> Canvas {
        let edge = palette.frame
        let inner = screenColumns
        var cells: [Cell] = []
        cells.reserveCapacity((inner + 2) * (screenRows + 2))
        let horizontal = Cell("─", foreground: edge)
        let vertical = Cell("│", foreground: edge)
        cells.append(Cell("╭", foreground: edge))
        cells.append(contentsOf: repeatElement(horizontal, count: inner))
        cells.append(Cell("╮", foreground: edge))
        for row in 0..<screenRows {
            cells.append(vertical)
            if row < screen.height && screen.width == inner {
                cells.append(contentsOf: screen.cells[row * inner..<(row + 1) * inner])
            } else {
                for column in 0..<inner { cells.append(screen[column, row]) }
            }
            cells.append(vertical)
        }
        cells.append(Cell("╰", foreground: edge))
        cells.append(contentsOf: repeatElement(horizontal, count: inner))
        cells.append(Cell("╯", foreground: edge))
        return Canvas(width: inner + 2, height: screenRows + 2, cells: cells)
    }
}
