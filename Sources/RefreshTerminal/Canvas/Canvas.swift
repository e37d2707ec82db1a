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

    /// Writes `text` from a column of a row, keeping each cell's background; wide characters
    /// (CJK) take two columns. Text past the edge is cut. Control characters (text may come from
    /// a skin or a catalog) are dropped: a cell never holds one, so none reaches the terminal.
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
        for character in ControlCharacters.removed(from: text) {
            let columnsNeeded = character.terminalWidth
            guard columnsNeeded > 0 else { continue }
            if x < limit.lowerBound {
                x += columnsNeeded
                continue
            }
            guard x + columnsNeeded <= limit.upperBound else { break }
            let background = self[x, row].background
            self[x, row] = Cell(character, foreground: foreground, background: background, bold: bold)
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

extension Character {
    /// How many terminal columns the character takes: 2 for East Asian wide and emoji, 0 for
    /// combining marks, 1 otherwise.
    public var terminalWidth: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        let value = scalar.value
        // No combining mark comes before U+0300, and nothing is wide before U+1100.
        if value < 0x300 { return 1 }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
            return 0
        }
        if value < 0x1100 { return 1 }
        return Self.wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian wide and emoji ranges.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}

extension String {
    /// How many terminal columns the text takes.
    public var terminalWidth: Int {
        reduce(0) { $0 + $1.terminalWidth }
    }
}
