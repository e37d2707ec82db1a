import RefreshCore
import RefreshStyle
import RefreshSupport

/// A grid of terminal cells to draw into, then write out with ``TerminalWriter``.
public struct Canvas: Sendable, Hashable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// Creates a canvas filled with `fill`.
    public init(width: Int, height: Int, fill: Cell = Cell()) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// A canvas of the given cells, row by row (`cells.count == width * height`).
    init(width: Int, height: Int, cells: [Cell]) {
        precondition(width >= 0 && height >= 0 && cells.count == width * height)
        self.width = width
        self.height = height
        self.cells = cells
    }

    /// The cell at a column and row; out of range reads give a blank cell.
    public subscript(column: Int, row: Int) -> Cell {
        get {
            guard column >= 0, column < width, row >= 0, row < height else { return Cell() }
            return cells[row * width + column]
        }
        set {
            guard column >= 0, column < width, row >= 0, row < height else { return }
            cells[row * width + column] = newValue
        }
    }

    /// Fills a rectangle's background (and clears its characters).
    public mutating func fill(columns: Range<Int>, rows: Range<Int>, background: RGBAColor?) {
        for row in rows.clamped(to: 0..<height) {
            for column in columns.clamped(to: 0..<width) {
                self[column, row] = Cell(background: background)
            }
        }
    }

    /// Writes `text` from a column of a row, keeping each cell's background, one cell for each of
    /// its `terminalCharacters` (wide ones, CJK, take two columns). Text past the edge is cut.
    /// Control characters (text may come from a skin or a catalog) are dropped: a cell never
    /// holds one, so none reaches the terminal.
    public mutating func write(
        _ text: String,
        column: Int,
        row: Int,
        foreground: RGBAColor?,
        bold: Bool = false,
        within columns: Range<Int>? = nil
    ) {
        let limit = (columns ?? 0..<width).clamped(to: 0..<width)
        var x = column
        for (character, columnsNeeded) in ControlCharacters.removed(from: text).terminalCharacters {
            if x < limit.lowerBound {
                x += columnsNeeded
                continue
            }
            guard x + columnsNeeded <= limit.upperBound else { break }
            let background = self[x, row].background
            self[x, row] = Cell(
                glyph: InlineCharacter(utf8: character.utf8),
                foreground: foreground,
                background: background,
                bold: bold
            )
            if columnsNeeded == 2 {
                self[x + 1, row] = Cell(
                    " ",
                    foreground: foreground,
                    background: self[x + 1, row].background,
                    isContinuation: true
                )
            }
            x += columnsNeeded
        }
    }

    /// Writes `text` centred in a range of columns of a row.
    public mutating func writeCentered(
        _ text: String,
        row: Int,
        in columns: Range<Int>,
        foreground: RGBAColor?,
        bold: Bool = false
    ) {
        let text = ControlCharacters.removed(from: text)
        let start = columns.lowerBound + max((columns.count - text.terminalWidth) / 2, 0)
        write(text, column: start, row: row, foreground: foreground, bold: bold, within: columns)
    }

    /// The characters of every row as shown without colour, trailing spaces trimmed.
    public var plainLines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width where !self[column, row].isContinuation {
                line.append(self[column, row].plain ?? self[column, row].character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
