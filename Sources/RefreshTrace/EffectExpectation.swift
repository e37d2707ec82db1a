import RefreshSupport

/// Checks the effect lines of a replay against the effects a conformance file expects, one by
/// one as they come, and reports the first difference.
///
/// The expected file is JSON Lines in the replay's own output format; blank lines and lines
/// starting with `#` are comments. Lines end with LF or CRLF (`LineSplitter`), and may be at
/// most ``Replayer/maximumLineLength-type.property`` bytes long. Lines are compared as JSON values, so the
/// order of an object's keys and the spelling of a number (`60`, `60.0`) do not matter.
///
/// Memory stays within a small multiple of the file's size: each expected line is checked when
/// the file is read, but parsed again only when its effect comes, so no parsed value (which can
/// take 30 times the bytes of its text) is kept.
public struct EffectExpectation: Sendable {
    /// One expected effect and the line of the expected file it is on.
    private struct Expected {
        var line: Int
        var text: String
        var value: JSONValue
    }

    /// The expected file's lines that have not been compared yet.
    private struct Lines: Sendable {
        private var splitter: LineSplitter
        private var lineNumber = 0

        init(_ bytes: [UInt8]) {
            splitter = LineSplitter(maximumLength: Replayer.maximumLineLength)
            splitter.append(bytes)
        }

        /// The next expected effect, skipping comments and blank lines; `nil` at the end.
        mutating func next() throws(ReplayError) -> Expected? {
            // Once the last line is taken, `finish()` has emptied the splitter: both give `nil`.
            while let line = splitter.next() ?? splitter.finish() {
                lineNumber += 1
                guard case .text(let bytes) = line else {
                    throw ReplayError(
                        line: lineNumber,
                        message: "the line is longer than \(Replayer.maximumLineLength) bytes"
                    )
                }
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw ReplayError(line: lineNumber, message: "the line is not valid UTF-8 text")
                }
                guard let first = text.first(where: { !$0.isWhitespace }), first != "#" else { continue }
                let value: JSONValue
                do {
                    value = try JSONValue.parse(text)
                } catch {
                    throw ReplayError(line: lineNumber, message: "not valid JSON at \(error)")
                }
                guard case .object = value else {
                    throw ReplayError(
                        line: lineNumber,
                        message:
                            "expected an effect object such as {\"input\":1,\"edge\":\"header\",\"refresh\":true}, found \(value.typeDescription)"
                    )
                }
                return Expected(line: lineNumber, text: text, value: value)
            }
            return nil
        }
    }

    private var remaining: Lines
    private var next = 0
    /// How many effects the file expects.
    public let expectedCount: Int
    /// The first difference found; later effects are not compared.
    public private(set) var mismatch: EffectMismatch?

    /// Reads the expected effects.
    ///
    /// - Throws: ``ReplayError`` naming the first line of `text` that is not a JSON object, or
    ///   that is longer than ``Replayer/maximumLineLength-type.property`` bytes.
    public init(expected text: some StringProtocol) throws(ReplayError) {
        let bytes = Array(text.utf8)
        var lines = Lines(bytes)
        var count = 0
        while try lines.next() != nil { count += 1 }
        expectedCount = count
        remaining = Lines(bytes)
    }

    /// The next expected effect (every line was checked when the file was read).
    private mutating func nextExpected() -> Expected? {
        (try? remaining.next()) ?? nil
    }

    /// How many effects have been checked so far.
    public var checkedCount: Int { next }

    /// Compares the next effect line of the replay; returns `false` once a difference is found.
    @discardableResult
    public mutating func check(_ effect: String) -> Bool {
        guard mismatch == nil else { return false }
        next += 1
        guard let wanted = nextExpected() else {
            mismatch = EffectMismatch(index: next, expectedLine: nil, expected: nil, actual: effect)
            return false
        }
        let actual = try? JSONValue.parse(effect)
        if actual?.canonical != wanted.value.canonical {
            mismatch = EffectMismatch(index: next, expectedLine: wanted.line, expected: wanted.text, actual: effect)
            return false
        }
        return true
    }

    /// Ends the replay: an expected effect that never came is a difference too.
    @discardableResult
    public mutating func finish() -> EffectMismatch? {
        if mismatch == nil, let wanted = nextExpected() {
            mismatch = EffectMismatch(index: next + 1, expectedLine: wanted.line, expected: wanted.text, actual: nil)
        }
        return mismatch
    }
}

/// The first effect where a replay and its expected effects differ.
public struct EffectMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based position of the effect in the replay's output.
    public var index: Int
    /// The line of the expected file, or `nil` when the replay gave more effects than expected.
    public var expectedLine: Int?
    /// The expected effect as written, or `nil` when there was none.
    public var expected: String?
    /// The effect the replay gave, or `nil` when the replay ended first.
    public var actual: String?

    /// Creates a mismatch.
    public init(index: Int, expectedLine: Int?, expected: String?, actual: String?) {
        self.index = index
        self.expectedLine = expectedLine
        self.expected = expected
        self.actual = actual
    }

    /// What differs, with both lines, on separate lines after the first (control characters
    /// in them escaped: they come from files).
    public var description: String {
        let limit = ControlCharacters.messageLimit
        let expected = self.expected.map { ControlCharacters.escaped($0, limit: limit) }
        let actual = self.actual.map { ControlCharacters.escaped($0, limit: limit) }
        switch (expectedLine, expected, actual) {
        case (let line?, let expected?, let actual?):
            return
                "effect \(index) differs from line \(line) of the expected effects\n  expected: \(expected)\n  actual:   \(actual)"
        case (let line?, let expected?, nil):
            return
                "effect \(index) is missing: the replay ended before line \(line) of the expected effects\n  expected: \(expected)"
        default:
            return "effect \(index) was not expected: the expected effects end before it\n  actual:   \(actual ?? "")"
        }
    }
}

extension JSONValue {
    /// The value with every object's keys sorted, so that key order does not matter when comparing.
    var canonical: JSONValue {
        switch self {
        case .array(let values): return .array(values.map(\.canonical))
        case .object(let members):
            return .object(members.map { ($0.key, $0.value.canonical) }.sorted { $0.key < $1.key })
        default: return self
        }
    }
}
