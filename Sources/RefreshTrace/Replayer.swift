import RefreshCore
import RefreshSupport

/// Runs a trace through a `RefreshEngine` line by line and writes each effect as a JSON line.
///
/// Effects look like `{"input":3,"edge":"header","state":"pulling"}`; exactly one of `state`,
/// `refresh`, `inset` (with `duration`), `offset`, `announce` (with `count` when the message
/// takes one), `haptic` or `pullEnded` follows `input` (the 1-based line of the event that caused it) and
/// `edge`. Lines starting with `#` are comments.
///
/// A trace may come from a stranger and never end: ``feed(bytes:effect:)`` reads it in chunks in
/// bounded memory, and a line longer than ``maximumLineLength-type.property`` is an error as soon as its first
/// bytes past the cap arrive.
public struct Replayer: Sendable {
    /// The longest trace line accepted, in bytes: 64 KiB, where an event takes under 200.
    public static let maximumLineLength = 65536

    /// The engine the trace drives.
    public private(set) var engine: RefreshEngine
    private var lineNumber = 0
    private var time: Double = 0
    private var splitter: LineSplitter

    /// Creates a replayer over an engine configured by the caller (for example by a skin).
    ///
    /// - Parameters:
    ///   - engine: The engine the trace drives, with its metrics and footer mode.
    ///   - maximumLineLength: The longest line accepted, in bytes (at least 1).
    public init(engine: RefreshEngine = RefreshEngine(), maximumLineLength: Int = Replayer.maximumLineLength) {
        self.engine = engine
        self.splitter = LineSplitter(maximumLength: maximumLineLength)
    }

    /// The longest line this replayer accepts, in bytes.
    public var maximumLineLength: Int { splitter.maximumLength }

    /// Reads the next chunk of a trace (any cut: lines may span chunks) and passes the effect
    /// lines of every line it completes to `effect` as they happen.
    ///
    /// - Throws: ``ReplayError`` for the first bad line; the replay should stop there.
    public mutating func feed(bytes chunk: some Collection<UInt8>, effect: (String) -> Void) throws(ReplayError) {
        splitter.append(chunk)
        while let line = splitter.next() {
            for line in try replay(line) { effect(line) }
        }
    }

    /// Ends a trace read with ``feed(bytes:effect:)``: replays its last line if no newline ended it.
    ///
    /// - Throws: ``ReplayError`` when that line is bad.
    public mutating func finish(effect: (String) -> Void) throws(ReplayError) {
        guard let line = splitter.finish() else { return }
        for line in try replay(line) { effect(line) }
    }

    private mutating func replay(_ line: LineSplitter.Line) throws(ReplayError) -> [String] {
        switch line {
        case .text(let bytes): try feed(utf8: bytes)
        case .tooLong: throw tooLong()
        }
    }

    private mutating func tooLong() -> ReplayError {
        lineNumber += 1
        return ReplayError(line: lineNumber, message: "the line is longer than \(maximumLineLength) bytes")
    }

    /// Reads the next line of the trace and returns the effect lines it causes. Blank lines and
    /// comment lines (whose first non-blank character is `#`) count as lines and cause nothing.
    ///
    /// - Throws: ``ReplayError`` naming the line; the replay should stop there.
    public mutating func feed(_ line: some StringProtocol) throws(ReplayError) -> [String] {
        guard line.utf8.count <= maximumLineLength else { throw tooLong() }
        lineNumber += 1
        guard let first = line.first(where: { !$0.isWhitespace }), first != "#" else { return [] }
        let event: TraceEvent
        do {
            event = try TraceEvent.parse(line)
        } catch {
            throw ReplayError(line: lineNumber, message: error.message)
        }
        if let eventTime = event.time {
            guard eventTime >= time else {
                throw ReplayError(
                    line: lineNumber,
                    message:
                        "\"time\" \(NumberText.shortest(eventTime)) is earlier than the previous event's \(NumberText.shortest(time)); times never decrease"
                )
            }
            time = eventTime
        }
        var lines: [String] = []
        let input = lineNumber
        engine.handle(event.input, at: time) { lines.append(Self.encode($0, input: input)) }
        return lines
    }

    /// Reads the next line of the trace from its bytes, which must be UTF-8; see ``feed(_:)``.
    public mutating func feed(utf8 bytes: some Collection<UInt8>) throws(ReplayError) -> [String] {
        guard bytes.count <= maximumLineLength else { throw tooLong() }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            lineNumber += 1
            throw ReplayError(line: lineNumber, message: "the line is not valid UTF-8 text")
        }
        return try feed(line)
    }

    /// One effect as a JSON line.
    public static func encode(_ effect: RefreshEffect, input: Int) -> String {
        let head = "{\"input\":\(input),\"edge\":\"\(effect.edge.rawValue)\","
        switch effect {
        case .state(_, let state): return head + "\"state\":\"\(state.rawValue)\"}"
        case .refresh: return head + "\"refresh\":true}"
        case .inset(_, let points, let duration):
            return head + "\"inset\":\(NumberText.shortest(points)),\"duration\":\(NumberText.shortest(duration))}"
        case .offset(_, let offset): return head + "\"offset\":\(NumberText.shortest(offset))}"
        case .announce(_, let announcement):
            guard let count = announcement.count else { return head + "\"announce\":\"\(announcement.key)\"}" }
            return head + "\"announce\":\"\(announcement.key)\",\"count\":\(count)}"
        case .haptic(_, let haptic): return head + "\"haptic\":\"\(haptic.rawValue)\"}"
        case .pullEnded(_, let end): return head + "\"pullEnded\":\"\(end.rawValue)\"}"
        }
    }
}

/// A trace line that stopped a replay.
public struct ReplayError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong with it.
    public var message: String

    /// Creates an error for a line.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line N: message", with any control character in the message escaped (it may quote the
    /// trace, which must not drive the terminal that shows the error).
    public var description: String {
        "line \(line): \(ControlCharacters.escaped(message, limit: ControlCharacters.messageLimit))"
    }
}
