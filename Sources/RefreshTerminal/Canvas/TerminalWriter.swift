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
        var output = ""
        for row in 0..<canvas.height {
            output += renderRow(canvas, row: row)
            output += "\n"
        }
        return output
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
        var line = ""
        var current: (RGBAColor?, RGBAColor?, Bool) = (nil, nil, false)
        for column in 0..<canvas.width {
            let cell = canvas[column, row]
            if cell.isContinuation { continue }
            if depth != .none {
                let wanted = (cell.foreground, cell.background, cell.bold)
                if wanted != current {
                    var parameters = ["0"]
                    if cell.bold { parameters.append("1") }
                    if let foreground = cell.foreground, let code = depth.parameters(foreground, background: false) {
                        parameters.append(code)
                    }
                    if let background = cell.background, let code = depth.parameters(background, background: true) {
                        parameters.append(code)
                    }
                    line += "\u{1B}[" + parameters.joined(separator: ";") + "m"
                    current = wanted
                }
            }
            line.append(depth == .none ? cell.plain ?? cell.character : cell.character)
        }
        if depth != .none && current != (nil, nil, false) { line += "\u{1B}[0m" }
        if depth == .none {
            while line.last == " " { line.removeLast() }
        }
        return line
    }
}
