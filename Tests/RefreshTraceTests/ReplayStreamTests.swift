import RefreshCore
import RefreshSupport
import RefreshTestSupport
import RefreshTrace
import Testing

/// Traces read as a stream of chunks (as `refreshpreview replay` reads a file or a pipe): lines
/// that span chunks, the line cap, and hostile lines that must fail fast and say so plainly.
@Suite("Replaying a trace as a stream")
struct ReplayStreamTests {
    /// Replays `bytes` cut into chunks of `size` bytes; the effects and the error, if any.
    static func replay(
        _ bytes: [UInt8],
        chunk size: Int,
        maximumLineLength: Int = Replayer.maximumLineLength
    ) -> (effects: [String], error: ReplayError?) {
        replayInChunks(bytes, chunk: size, maximumLineLength: maximumLineLength)
    }

    static let pull = Array(
        """
        {"event":"scroll","offset":-70,"dragging":true}\r
        {"event":"release","offset":-70}

        {"event":"finish","time":1}
        """.utf8
    )
    static let pullEffects = [
        #"{"input":1,"edge":"header","state":"pulling"}"#,
        #"{"input":2,"edge":"header","refresh":true}"#,
        #"{"input":2,"edge":"header","state":"loading"}"#,
        #"{"input":2,"edge":"header","inset":60,"duration":0.2}"#,
        #"{"input":2,"edge":"header","announce":"a11y.refreshing"}"#,
        #"{"input":2,"edge":"header","pullEnded":"refresh"}"#,
        #"{"input":4,"edge":"header","inset":0,"duration":0.3}"#,
        #"{"input":4,"edge":"header","state":"idle"}"#,
        #"{"input":4,"edge":"header","announce":"a11y.updated"}"#,
    ]

    @Test(
        "Any cut of the stream into chunks gives the same effects, a last line without newline included",
        arguments: [1, 2, 3, 7, 64, 1 << 16]
    )
    func chunking(size: Int) {
        let result = Self.replay(Self.pull, chunk: size)
        #expect(result.error == nil)
        #expect(result.effects == Self.pullEffects)
    }

    @Test("Many short lines stream through with a small cap", arguments: [1, 5, 4096])
    func manyShortLines(size: Int) {
        let line = Array(#"{"event":"tick"}"#.utf8) + [UInt8(ascii: "\n")]
        let trace = Array([[UInt8]](repeating: line, count: 20_000).joined())
        let result = Self.replay(trace, chunk: size, maximumLineLength: line.count)
        #expect(result.error == nil)
    }

    @Test("A line at the cap is read; one byte more is an error naming the line and the cap")
    func cap() {
        let ok = Array(#"{"event":"tick"}"#.utf8)
        #expect(Self.replay(ok, chunk: 3, maximumLineLength: ok.count).error == nil)
        #expect(Self.replay(ok + [13, 10], chunk: 3, maximumLineLength: ok.count).error == nil)
        let trace = ok + [10] + ok + [10] + Array(#"{"event": "tick"}"#.utf8) + [10] + ok
        for size in [1, 4, 100] {
            let result = Self.replay(trace, chunk: size, maximumLineLength: ok.count)
            #expect(result.error == ReplayError(line: 3, message: "the line is longer than \(ok.count) bytes"))
            #expect(result.error?.description == "line 3: the line is longer than \(ok.count) bytes")
        }
    }

    @Test("An endless line fails once the cap is passed, without waiting for its end")
    func endlessLine() throws {
        var replayer = Replayer()
        let zeros = [UInt8](repeating: 0, count: 4096)
        var fed = 0
        var failure: ReplayError?
        while failure == nil, fed < 10 * Replayer.maximumLineLength {
            do {
                try replayer.feed(bytes: zeros) { _ in }
                fed += zeros.count
            } catch {
                failure = error
            }
        }
        #expect(failure?.description == "line 1: the line is longer than 65536 bytes")
        #expect(fed <= Replayer.maximumLineLength + zeros.count)
    }

    @Test("A line given whole is held to the same cap")
    func wholeLineCap() {
        var replayer = Replayer(maximumLineLength: 10)
        #expect(throws: ReplayError(line: 1, message: "the line is longer than 10 bytes")) {
            _ = try replayer.feed(#"{"event":"tick"}"#)
        }
        #expect(throws: ReplayError(line: 2, message: "the line is longer than 10 bytes")) {
            _ = try replayer.feed(utf8: Array(#"{"event":"tick"}"#.utf8))
        }
    }

    @Test("Thousands of keys, a long array and a long string are read in one pass")
    func wideLines() throws {
        let keys = (0..<6000).map { "\"k\($0)\":1" }.joined(separator: ",")
        let line = "{\"event\":\"tick\"," + keys + "}"
        #expect(line.utf8.count < Replayer.maximumLineLength)
        #expect(throws: TraceError(#"unknown field "k0" in a tick event; it takes "event", "time""#)) {
            _ = try TraceEvent.parse(line)
        }
        // The duplicate is the very last key: it is still found.
        #expect(throws: TraceError(#"not valid JSON at column \#(line.utf8.count + 1): the key "k0" appears twice"#)) {
            _ = try TraceEvent.parse(line.dropLast() + ",\"k0\":2}")
        }
        let array = "[" + Array(repeating: "1", count: 30_000).joined(separator: ",") + "]"
        #expect(try JSONValue.parse(array) == .array(Array(repeating: .number(1), count: 30_000)))
        let string = "\"" + String(repeating: "\\u00e9", count: 10_000) + "\""
        #expect(try JSONValue.parse(string) == .string(String(repeating: "é", count: 10_000)))
        let name = String(repeating: "x", count: 60_000)
        #expect(throws: ReplayError.self) {
            var replayer = Replayer()
            _ = try replayer.feed("{\"event\":\"\(name)\"}")
        }
    }

    @Test(
        "Control characters from a trace are escaped in every message",
        arguments: [
            #"{"event":"tick","\u001b]0;PWNED\u0007\u001b[2J":1}"#,
            #"{"event":"\u001b[2J\n\u009b"}"#,
            #"{"event":"finish","result":"\r\u0085"}"#,
            #"{"event":"finish","edge":"\u202e"}"#,
            #"{"\u001b":1,"\u001b":2}"#,
        ]
    )
    func controlCharacters(line: String) throws {
        var replayer = Replayer()
        let error = try #require(throws: ReplayError.self) { _ = try replayer.feed(line) }
        #expect(!ControlCharacters.contains(in: error.description), "\(error.description)")
        #expect(error.description.contains("\\u{"), "the escaped form is shown")
    }

    @Test("A long value is cut in the message")
    func longValueCut() throws {
        var replayer = Replayer()
        let name = String(repeating: "y", count: 50_000)
        let error = try #require(throws: ReplayError.self) { _ = try replayer.feed("{\"event\":\"\(name)\"}") }
        #expect(error.description.count < 1000)
        #expect(error.description.contains("… (49800 more)"))
    }
}
