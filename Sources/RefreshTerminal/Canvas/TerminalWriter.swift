import RefreshCore

/// Turns canvases into text for a terminal: escape codes at a colour depth, or plain characters.
public struct TerminalWriter: Sendable {
    /// The colour depth written.
    public var depth: ColorDepth

    /// Creates a writer for a colour depth.
    public init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The whole canvas, one line per row, each ending in a newline. Colours are reset at the end
    /// of each line.
    public func render(_ canvas: Canvas) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(canvas.height * (canvas.width * (depth == .none ? 3 : 4) + 64))
        for row in 0..<canvas.height {
            appendRow(canvas, row: row, to: &output)
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Where a redrawn canvas sits on the terminal.
    public enum Placement: Sendable, Hashable {
        /// Its top row is this 1-based terminal row (the alternate screen).
        case row(Int)
        /// Its top-left corner is the cursor position saved with `ESC 7` (drawing in place in the
        /// normal screen, below what was printed before).
        case savedCursor
    }

    /// Escape codes that turn the terminal showing `previous` into showing `canvas`, redrawing only
    /// the rows that changed. With no previous canvas, every row is drawn.
    public func update(from previous: Canvas?, to canvas: Canvas, placement: Placement = .row(1)) -> String {
        var output = ""
        for row in 0..<canvas.height {
            if let previous, previous.width == canvas.width, previous.height == canvas.height,
                (0..<canvas.width).allSatisfy({ previous[$0, row] == canvas[$0, row] })
            {
                continue
            }
            switch placement {
            case .row(let origin): output += "\u{1B}[\(origin + row);1H"
            case .savedCursor: output += "\u{1B}8" + (row > 0 ? "\u{1B}[\(row)B" : "") + "\r"
            }
            output += renderRow(canvas, row: row) + "\u{1B}[K"
        }
        return output
    }

    private func renderRow(_ canvas: Canvas, row: Int) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(canvas.width * (depth == .none ? 3 : 4) + 64)
        appendRow(canvas, row: row, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// A colour as one number for quick comparison: 0 for `nil`, else a flag bit and the channels.
    private static func key(_ color: RGBAColor?) -> UInt64 {
        guard let color else { return 0 }
        return 1 << 32 | UInt64(color.red) << 24 | UInt64(color.green) << 16 | UInt64(color.blue) << 8
            | UInt64(color.alpha)
    }

    /// Appends one row as UTF-8: an SGR sequence wherever the colours or weight change from the
    /// cell before, and each cell's character.
    private func appendRow(_ canvas: Canvas, row: Int, to output: inout [UInt8]) {
        let start = output.count
        let colored = depth != .none
        // (foreground, background, bold) of the text written so far; all zero is the terminal's own.
        var currentForeground: UInt64 = 0
        var currentBackground: UInt64 = 0
        var currentBold = false
        let width = canvas.width
        for cell in canvas.cells[row * width..<(row + 1) * width] {
            if cell.isContinuation { continue }
            if colored {
                let foreground = Self.key(cell.foreground)
                let background = Self.key(cell.background)
                if foreground != currentForeground || background != currentBackground || cell.bold != currentBold {
                    Self.append("\u{1B}[0", to: &output)
                    if cell.bold { Self.append(";1", to: &output) }
                    if let color = cell.foreground { appendParameters(color, background: false, to: &output) }
                    if let color = cell.background { appendParameters(color, background: true, to: &output) }
                    output.append(UInt8(ascii: "m"))
                    currentForeground = foreground
                    currentBackground = background
                    currentBold = cell.bold
                }
            }
            let glyph = colored || cell.plainGlyph.isEmpty ? cell.glyph : cell.plainGlyph
            glyph.append(to: &output)
        }
        if colored && (currentForeground != 0 || currentBackground != 0 || currentBold) {
            Self.append("\u{1B}[0m", to: &output)
        }
        if !colored {
            while output.count > start, output.last == UInt8(ascii: " ") { output.removeLast() }
        }
    }

    /// `;` and the SGR parameters for a colour at this depth.
    private func appendParameters(_ color: RGBAColor, background: Bool, to output: inout [UInt8]) {
        output.append(UInt8(ascii: ";"))
        guard depth == .trueColor else {
            if let parameters = depth.parameters(color, background: background) {
                output.append(contentsOf: parameters.utf8)
            }
            return
        }
        Self.append(background ? "48;2;" : "38;2;", to: &output)
        appendDecimal(color.red, to: &output)
        output.append(UInt8(ascii: ";"))
        appendDecimal(color.green, to: &output)
        output.append(UInt8(ascii: ";"))
        appendDecimal(color.blue, to: &output)
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private func appendDecimal(_ value: UInt8, to output: inout [UInt8]) {
        if value >= 100 { output.append(UInt8(ascii: "0") + value / 100) }
        if value >= 10 { output.append(UInt8(ascii: "0") + value / 10 % 10) }
        output.append(UInt8(ascii: "0") + value % 10)
    }
}
