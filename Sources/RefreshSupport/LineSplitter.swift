/// Cuts a stream of bytes into lines as it arrives, in bounded memory: the package's one line
/// reader. Lines end with LF or CRLF, and a last line without a newline is a line too
/// (``finish()``), so a file written on any system reads the same. Traces (the replayer),
/// `refreshpreview last-updated --batch`, expected-effects files, `kinds.txt` and catalogs (for
/// locating keys) all read their lines through it; ``lines(of:maximumLength:)`` reads a whole
/// buffer. Never split text with `split(separator: "\n")`: `"\r\n"` is one `Character`.
///
/// It keeps at most `maximumLength` bytes of the current line plus the last chunk appended, and
/// looks at each byte once: a line longer than the cap is reported as ``Line/tooLong`` as soon
/// as the cap is passed (without waiting for its end, which may never come), and its remaining
/// bytes are skipped up to the next newline.
package struct LineSplitter: Sendable {
    /// One line of the stream.
    package enum Line: Equatable, Sendable {
        /// A whole line, without its newline (nor a `\r` before it).
        case text(ArraySlice<UInt8>)
        /// A line that passed the cap; its bytes are not kept.
        case tooLong
    }

    /// The longest line kept, in bytes (its newline, and a `\r` before it, not counted).
    package let maximumLength: Int
    private var pending: [UInt8] = []
    /// Where the current line starts in `pending`.
    private var start = 0
    /// How far `pending` has been searched for a newline.
    private var scanned = 0
    /// Whether the bytes up to the next newline belong to a line already reported as too long.
    private var skipping = false

    /// A splitter that keeps lines of at most `maximumLength` bytes (at least 1; at most
    /// `Int.max / 2`, so that no count near the cap overflows).
    package init(maximumLength: Int) {
        self.maximumLength = min(max(1, maximumLength), Int.max / 2)
    }

    /// Every line of a whole buffer, in order, the last one whether or not a newline ends it.
    package static func lines(of bytes: some Collection<UInt8>, maximumLength: Int = Int.max) -> [Line] {
        var splitter = LineSplitter(maximumLength: maximumLength)
        splitter.append(bytes)
        var lines: [Line] = []
        while let line = splitter.next() { lines.append(line) }
        if let last = splitter.finish() { lines.append(last) }
        return lines
    }

    /// Adds bytes read from the stream; take the lines they complete with ``next()``.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        // Drop the lines already taken, but only when that halves the buffer, so that a stream
        // read a byte at a time costs no more than one read in large chunks.
        if start > 0, start >= pending.count - start {
            pending.removeFirst(start)
            scanned -= start
            start = 0
        }
        pending.append(contentsOf: bytes)
    }

    /// The next complete line, or `nil` when more bytes are needed.
    package mutating func next() -> Line? {
        while true {
            let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n"))
            guard let newline else {
                scanned = pending.count
                if skipping {
                    start = pending.count
                } else if pending.count - start > maximumLength + 1 {
                    skipping = true
                    start = pending.count
                    return .tooLong
                }
                return nil
            }
            let lineStart = start
            start = newline + 1
            scanned = start
            if skipping {
                skipping = false
                continue
            }
            if newline - lineStart > maximumLength + 1 { return .tooLong }
            var line = pending[lineStart..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            return line.count > maximumLength ? .tooLong : .text(line)
        }
    }

    /// The last line when the stream ends without a newline after it, if there is one.
    package mutating func finish() -> Line? {
        defer {
            pending = []
            start = 0
            scanned = 0
            skipping = false
        }
        guard !skipping, start < pending.count else { return nil }
        var line = pending[start...]
        // A CRLF stream cut between the two: the `\r` is the newline's, as in `next()`.
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line.count > maximumLength ? .tooLong : .text(line)
    }
}
