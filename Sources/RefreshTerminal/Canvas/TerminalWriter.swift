import RefreshCore
import RefreshStyle

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
        Self.withRowBytes(width: canvas.width) { bytes in
            for row in 0..<canvas.height {
                bytes.removeAll()
                appendRow(canvas, row: row, to: &bytes)
                bytes.append(0x0A)
                bytes.withWritten { output.append(contentsOf: $0) }
            }
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
        Self.withRowBytes(width: canvas.width) { bytes in
            appendRow(canvas, row: row, to: &bytes)
            return bytes.withWritten { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The most bytes a cell is written as: an SGR sequence with bold and both colours in true
    /// colour (`ESC[0;1;38;2;255;255;255;48;2;255;255;255m`, 40 bytes; the other depths' are
    /// shorter) and its character.
    static let cellByteLimit = 40 + InlineCharacter.capacity

    /// Calls `body` with room for one row of `width` cells, its closing reset (`ESC[0m`) and a
    /// newline.
    private static func withRowBytes<Result>(width: Int, _ body: (inout RowBytes) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(width, 0) * cellByteLimit + 8) { buffer in
            var bytes = RowBytes(buffer)
            return body(&bytes)
        }
    }

    /// A colour as one number for quick comparison: 0 for `nil`, else a flag bit and the channels.
    private static func key(_ color: RGBAColor?) -> UInt64 {
        guard let color else { return 0 }
        return 1 << 32 | UInt64(color.red) << 24 | UInt64(color.green) << 16 | UInt64(color.blue) << 8
            | UInt64(color.alpha)
    }

    /// Appends one row as UTF-8: an SGR sequence wherever the colours or weight change from the
    /// cell before, and each cell's character.
    private func appendRow(_ canvas: Canvas, row: Int, to output: inout RowBytes) {
        let start = output.count
        let colored = depth != .none
        // (foreground, background, bold) of the text written so far; all zero is the terminal's own.
        var currentForeground: UInt64 = 0
        var currentBackground: UInt64 = 0
        var currentBold = false
        let width = canvas.width
        canvas.cells.withUnsafeBufferPointer { cells in
            for cell in cells[row * width..<(row + 1) * width] {
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
        }
        if colored && (currentForeground != 0 || currentBackground != 0 || currentBold) {
            Self.append("\u{1B}[0m", to: &output)
        }
        if !colored { output.removeTrailingSpaces(after: start) }
    }

    /// `;` and the SGR parameters for a colour at this depth: its palette entry (one of the 16
    /// colours, normal or bright; or of the 256), or its red, green and blue.
    private func appendParameters(_ color: RGBAColor, background: Bool, to output: inout RowBytes) {
        output.append(UInt8(ascii: ";"))
        switch (depth, depth.paletteIndex(of: color)) {
        case (.ansi16, let index?):
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            appendDecimal(UInt8(clamping: base + index % 8), to: &output)
        case (.ansi256, let index?):
            Self.append(background ? "48;5;" : "38;5;", to: &output)
            appendDecimal(UInt8(clamping: index), to: &output)
        case (.trueColor, _):
            Self.append(background ? "48;2;" : "38;2;", to: &output)
            appendDecimal(color.red, to: &output)
            output.append(UInt8(ascii: ";"))
            appendDecimal(color.green, to: &output)
            output.append(UInt8(ascii: ";"))
            appendDecimal(color.blue, to: &output)
        default: break
        }
    }

    private static func append(_ text: StaticString, to output: inout RowBytes) {
        text.withUTF8Buffer { for byte in $0 { output.append(byte) } }
    }

    private func appendDecimal(_ value: UInt8, to output: inout RowBytes) {
        if value >= 100 { output.append(UInt8(ascii: "0") + value / 100) }
        if value >= 10 { output.append(UInt8(ascii: "0") + value / 10 % 10) }
        output.append(UInt8(ascii: "0") + value % 10)
    }
}

/// The bytes of a row being written, in room set aside for them: appending checks the room
/// (``TerminalWriter/cellByteLimit`` a cell) but nothing else.
struct RowBytes {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "a terminal row took more bytes than its cells can")
        buffer[count] = byte
        count += 1
    }

    /// Forgets the bytes written.
    mutating func removeAll() {
        count = 0
    }

    /// Forgets the spaces at the end of the bytes written after the first `start`.
    mutating func removeTrailingSpaces(after start: Int) {
        while count > start, buffer[count - 1] == UInt8(ascii: " ") { count -= 1 }
    }

    /// Calls `body` with the bytes written.
    func withWritten<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
}
