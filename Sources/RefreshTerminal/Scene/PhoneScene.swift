import RefreshCore
import RefreshSupport

/// A phone-sized scroll view drawn in the terminal: a frame, the header above the content, list
/// rows, and the footer below, at a given content offset.
///
/// One terminal row is 12 points (two square pixels of 6 points each), so the classic 60-point
/// loading inset is five rows and the 30×55-point arrow is five columns by four and a half rows.
public struct PhoneScene: Sendable {
    /// Points per pixel; a terminal row holds two pixels.
    public static let pointsPerPixel = 6.0
    /// Height of one list row in points.
    public static let listRowHeight = 36.0

    /// Columns of the whole picture, frame included.
    public var columns: Int
    /// Rows of the whole picture, frame included.
    public var rows: Int
    /// The content offset (negative when pulled down past the top).
    public var offset: Double
    /// The height of the list content in points.
    public var contentHeight: Double
    /// The header.
    public var header: EdgeContent
    /// The footer, if shown.
    public var footer: EdgeContent?
    /// The texts of the list rows.
    public var listRows: [String]
    /// Colours of the list and the frame.
    public var palette: Palette

    /// Colours of what is not the refresh control.
    public struct Palette: Sendable, Hashable {
        /// The list's background.
        public var list: RGBAColor
        /// The list's text.
        public var listText: RGBAColor
        /// Lines between list rows.
        public var separator: RGBAColor
        /// The phone's frame.
        public var frame: RGBAColor

        /// Creates a palette.
        public init(list: RGBAColor, listText: RGBAColor, separator: RGBAColor, frame: RGBAColor) {
            self.list = list
            self.listText = listText
            self.separator = separator
            self.frame = frame
        }

        /// White rows with dark text.
        public static let light = Palette(
            list: RGBAColor(red: 255, green: 255, blue: 255),
            listText: RGBAColor(red: 40, green: 40, blue: 45),
            separator: RGBAColor(red: 220, green: 222, blue: 226),
            frame: RGBAColor(red: 140, green: 144, blue: 150)
        )
        /// Near-black rows with light text.
        public static let dark = Palette(
            list: RGBAColor(red: 28, green: 28, blue: 30),
            listText: RGBAColor(red: 230, green: 230, blue: 235),
            separator: RGBAColor(red: 58, green: 58, blue: 62),
            frame: RGBAColor(red: 110, green: 112, blue: 118)
        )
    }

    /// Creates a scene.
    public init(
        columns: Int,
        rows: Int,
        offset: Double,
        contentHeight: Double,
        header: EdgeContent,
        footer: EdgeContent? = nil,
        listRows: [String],
        palette: Palette = .light
    ) {
        self.columns = columns
        self.rows = rows
        self.offset = offset
        self.contentHeight = contentHeight
        self.header = header
        self.footer = footer
        self.listRows = listRows
        self.palette = palette
    }

    /// The inner (screen) size in cells.
    var screenColumns: Int { max(columns - 2, 1) }
    var screenRows: Int { max(rows - 2, 1) }

    /// The picture.
    public func render() -> Canvas {
        let pixelHeight = screenRows * 2
        var pixels = PixelBuffer(width: screenColumns, height: pixelHeight, fill: palette.list)
        let step = Self.pointsPerPixel
        // Backgrounds and separators, pixel row by pixel row.
        for y in 0..<pixelHeight {
            let top = offset + Double(y) * step
            let centre = top + step / 2
            let colour: RGBAColor
            if centre < 0 {
                colour = header.background
            } else if centre >= contentHeight {
                colour = footer?.background ?? palette.list
            } else {
                let inRow = centre.truncatingRemainder(dividingBy: Self.listRowHeight)
                colour = inRow >= Self.listRowHeight - step ? palette.separator : palette.list
            }
            pixels.fill(row: y, with: colour)
        }
        // The header's arrow: 30×55 points, 25 points from the leading edge, its bottom 10 points
        // above the content.
        drawArrow(of: header, anchoredAt: -65, into: &pixels)
        if let footer { drawArrow(of: footer, anchoredAt: contentHeight + 5, into: &pixels) }

        var screen = pixels.cells()
        drawLabels(of: header, statusAt: -42, detailAt: -18, into: &screen)
        if let footer { drawLabels(of: footer, statusAt: contentHeight + 24, detailAt: nil, into: &screen) }
        for (index, text) in listRows.enumerated() {
            let y = Double(index) * Self.listRowHeight + 12
            guard y < contentHeight, let row = screenRow(containing: y) else { continue }
            screen.write(text, column: 2, row: row, foreground: palette.listText, within: 1..<max(screenColumns - 1, 1))
        }
        return framed(screen)
    }

    /// The screen row that shows content at `y`, if any.
    func screenRow(containing y: Double) -> Int? {
        let row = Int(clamping: (y - offset) / (Self.pointsPerPixel * 2), rounding: .down)
        return (0..<screenRows).contains(row) ? row : nil
    }

    /// The columns the arrow or spinner takes, on the leading side.
    func indicatorColumns(rightToLeft: Bool) -> Range<Int> {
        let start = Int((25 / Self.pointsPerPixel).rounded())
        let width = Int((30 / Self.pointsPerPixel).rounded())
        return rightToLeft ? (screenColumns - start - width)..<(screenColumns - start) : start..<(start + width)
    }

    private func drawArrow(of edge: EdgeContent, anchoredAt top: Double, into pixels: inout PixelBuffer) {
        guard case .arrow(let image, let angle) = edge.indicator else { return }
        let columns = indicatorColumns(rightToLeft: edge.rightToLeft)
        let y = Int(clamping: (top - offset) / Self.pointsPerPixel, rounding: .toNearestOrAwayFromZero)
        let height = Int((55 / Self.pointsPerPixel).rounded())
        pixels.draw(image, x: columns.lowerBound, y: y, width: columns.count, height: height, angle: angle)
    }

    private func drawLabels(
        of edge: EdgeContent,
        statusAt status: Double,
        detailAt detail: Double?,
        into screen: inout Canvas
    ) {
        let indicator = indicatorColumns(rightToLeft: edge.rightToLeft)
        if let row = screenRow(containing: status) {
            let area = textArea(for: edge.status, beside: indicator, rightToLeft: edge.rightToLeft)
            screen.writeCentered(edge.status, row: row, in: area, foreground: edge.textColor, bold: true)
        }
        if let detailText = edge.detail, let detail, let row = screenRow(containing: detail) {
            let area = textArea(for: detailText, beside: indicator, rightToLeft: edge.rightToLeft)
            screen.writeCentered(detailText, row: row, in: area, foreground: edge.textColor)
        }
        if case .spinner(let phase, let color) = edge.indicator, let row = screenRow(containing: status + 10) {
            let column = indicator.lowerBound + indicator.count / 2
            screen.write(String(Spinner.frame(phase)), column: column, row: row, foreground: color, bold: true)
        }
    }

    /// Where a label goes: centred on the screen, or beside the indicator when centring would
    /// cover it.
    func textArea(for text: String, beside indicator: Range<Int>, rightToLeft: Bool) -> Range<Int> {
        let start = (screenColumns - text.terminalWidth) / 2
        let fits = rightToLeft ? start + text.terminalWidth < indicator.lowerBound : start > indicator.upperBound
        if fits || indicator.isEmpty { return 0..<screenColumns }
        return rightToLeft
            ? 0..<max(indicator.lowerBound - 1, 0) : min(indicator.upperBound + 1, screenColumns)..<screenColumns
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
