import RefreshPresentation

/// Draws presented frames in the terminal: the phone scene at a size in cells, or a note asking
/// for a bigger window when the scene does not fit.
public struct TerminalRenderer: Sendable, Hashable {
    /// Columns of the picture, frame included.
    public var columns: Int
    /// Rows of the picture, frame included.
    public var rows: Int
    /// The block characters indicators are drawn with (see ``BlockGlyphs/detect(environment:)``).
    public var blocks: BlockGlyphs
    /// The order right-to-left labels are written in: ``TextOrder/visual`` for a terminal,
    /// ``TextOrder/logical`` for a file or pipe.
    public var textOrder: TextOrder

    /// Creates a renderer.
    public init(columns: Int, rows: Int, blocks: BlockGlyphs = .quadrants, textOrder: TextOrder = .visual) {
        self.columns = columns
        self.rows = rows
        self.blocks = blocks
        self.textOrder = textOrder
    }

    /// The visible height of the scroll view in points at this size.
    public var viewportHeight: Double { Self.viewportHeight(rows: rows) }

    /// The smallest picture the phone scene is drawn in; a smaller one shows ``tooSmall(columns:rows:)``.
    public static let minimumColumns = 24
    /// The fewest rows the phone scene is drawn in.
    public static let minimumRows = 10

    /// Whether the phone scene fits in the picture's size.
    public var fits: Bool { columns >= Self.minimumColumns && rows >= Self.minimumRows }

    /// A picture of `columns` by `rows` (at least one of each) that asks for a bigger window,
    /// word-wrapped and cut to what fits: "Make the window bigger: needs 24x10".
    public static func tooSmall(columns: Int, rows: Int) -> Canvas {
        let width = max(columns, 1)
        let height = max(rows, 1)
        var canvas = Canvas(width: width, height: height)
        let text = "Make the window bigger: needs \(minimumColumns)x\(minimumRows)"
        for (row, text) in text.terminalRows(columns: width).prefix(height).enumerated() {
            canvas.write(text, column: 0, row: row, foreground: nil, bold: true)
        }
        return canvas
    }

    /// The scroll view's visible height in points for a picture of `rows` rows: the screen inside
    /// the frame, two 6-point pixels a row.
    public static func viewportHeight(rows: Int) -> Double {
        Double(max(rows - 2, 1)) * PhoneScene.pointsPerPixel * 2
    }

    /// The picture of a frame: `columns` by `rows`, or, when the scene does not fit (see
    /// ``fits``), ``tooSmall(columns:rows:)``.
    public func render(_ frame: PresentedFrame) -> Canvas {
        guard fits else { return Self.tooSmall(columns: columns, rows: rows) }
        return PhoneScene(columns: columns, rows: rows, frame: frame, blocks: blocks, textOrder: textOrder).render()
    }
}
