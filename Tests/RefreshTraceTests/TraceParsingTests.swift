import RefreshCore
import RefreshSupport
import RefreshTrace
import Testing

@Suite("Trace lines and the JSON reader")
struct TraceParsingTests {
    @Test("Defaults: layout 2000/600/0/0, dragging false, edge header, result success")
    func defaults() throws {
        #expect(try TraceEvent.parse(#"{"event":"layout"}"#).input == .layout(ScrollLayout()))
        #expect(
            try TraceEvent.parse(#"{"event":"scroll","offset":-3.5}"#).input == .scroll(offset: -3.5, dragging: false)
        )
        #expect(
            try TraceEvent.parse(#"{"event":"finish"}"#).input
                == .finish(edge: .header, result: .success, newItems: nil)
        )
        let footer = try TraceEvent.parse(
            #" {"time": 2.5, "event": "finish", "edge": "footer", "result": "noMoreData", "newItems": 4} "#
        )
        #expect(footer == TraceEvent(.finish(edge: .footer, result: .noMoreData, newItems: 4), time: 2.5))
        #expect(try TraceEvent.parse(#"{"event":"begin","edge":"footer"}"#).input == .begin(edge: .footer))
    }

    @Test("The host's events: setEnabled, cancel, refreshing")
    func hostEvents() throws {
        #expect(
            try TraceEvent.parse(#"{"event":"setEnabled","edge":"footer","enabled":false}"#).input
                == .setEnabled(edge: .footer, enabled: false)
        )
        #expect(try TraceEvent.parse(#"{"event":"cancel"}"#).input == .cancel(edge: .header))
        #expect(
            try TraceEvent.parse(#"{"event":"refreshing","edge":"header","value":true}"#).input
                == .refreshing(edge: .header, isRefreshing: true)
        )
    }

    struct BadLine: Sendable, CustomTestStringConvertible {
        var line: String
        var message: String
        var testDescription: String { line }
    }

    @Test(
        "Malformed lines say what is wrong",
        arguments: [
            BadLine(line: "{", message: "not valid JSON at column 2: expected a key in double quotes"),
            BadLine(line: "[1]", message: "expected a JSON object such as {\"event\":\"tick\"}, found an array"),
            BadLine(line: #"{"offset":1}"#, message: "missing \"event\""),
            BadLine(line: #"{"event":"scrol","offset":1}"#, message: "(did you mean \"scroll\"?)"),
            BadLine(line: #"{"event":"scroll"}"#, message: "missing \"offset\""),
            BadLine(line: #"{"event":"scroll","offset":"-70"}"#, message: "\"offset\" must be a number, not a string"),
            BadLine(line: #"{"event":"scroll","offset":1,"draging":true}"#, message: "(did you mean \"dragging\"?)"),
            BadLine(line: #"{"event":"finish","result":"sucess"}"#, message: "(did you mean \"success\"?)"),
            BadLine(
                line: #"{"event":"finish","newItems":1.5}"#,
                message: "\"newItems\" must be a whole number from 0 to 2147483647, not 1.5"
            ),
            // Too large is said as a range, not as "not a whole number".
            BadLine(
                line: #"{"event":"finish","newItems":2147483648}"#,
                message: "\"newItems\" must be a whole number from 0 to 2147483647, not 2147483648"
            ),
            BadLine(
                line: #"{"event":"finish","newItems":1e300}"#,
                message: "\"newItems\" must be a whole number from 0 to 2147483647, not 1e+300"
            ),
            BadLine(line: #"{"event":"begin","edge":"side"}"#, message: "\"edge\" must be \"header\" or \"footer\""),
            BadLine(line: #"{"event":"tick","time":-1}"#, message: "\"time\" must be at least 0"),
            BadLine(line: #"{"event":"tick","event":"tick"}"#, message: "appears twice"),
            BadLine(line: #"{"event":"tick"} x"#, message: "unexpected text after the JSON value"),
            BadLine(line: #"{"event":"scroll","offset":1e999}"#, message: "too large"),
            BadLine(line: String(repeating: "[", count: 100), message: "nested deeper than 64 levels"),
            BadLine(line: #"{"event":"setEnabled","edge":"header"}"#, message: "missing \"enabled\""),
            BadLine(line: #"{"event":"refreshing","value":1}"#, message: "\"value\" must be true or false"),
            BadLine(
                line: #"{"event":"refreshing","value":true,"refreshing":true}"#,
                message: "unknown field \"refreshing\""
            ),
            BadLine(line: #"{"event":"cancle"}"#, message: "(did you mean \"cancel\"?)"),
        ]
    )
    func malformed(_ bad: BadLine) {
        #expect {
            try TraceEvent.parse(bad.line)
        } throws: { error in
            (error as? TraceError)?.message.contains(bad.message) == true
        }
    }

    @Test("The replay stops at a bad line, naming it, after the effects of the lines before")
    func replayStopsAtBadLine() throws {
        var replayer = Replayer()
        #expect(try replayer.feed(#"{"event":"release","offset":-70,"time":1}"#).count == 5)
        #expect(try replayer.feed("").isEmpty)
        #expect(
            throws: ReplayError(
                line: 3,
                message: "\"time\" 0.5 is earlier than the previous event's 1; times never decrease"
            )
        ) {
            try replayer.feed(#"{"event":"tick","time":0.5}"#)
        }
        #expect(throws: ReplayError(line: 4, message: "the line is not valid UTF-8 text")) {
            try replayer.feed(utf8: [0x7B, 0xFF, 0x7D])
        }
    }

    @Test("Effects are written as the contract says")
    func effectEncoding() {
        #expect(
            Replayer.encode(.state(.footer, .noMoreData), input: 7)
                == #"{"input":7,"edge":"footer","state":"noMoreData"}"#
        )
        #expect(Replayer.encode(.refresh(.header), input: 1) == #"{"input":1,"edge":"header","refresh":true}"#)
        #expect(
            Replayer.encode(.inset(.header, points: 60, duration: 0.2), input: 2)
                == #"{"input":2,"edge":"header","inset":60,"duration":0.2}"#
        )
        #expect(Replayer.encode(.offset(.header, -12.5), input: 3) == #"{"input":3,"edge":"header","offset":-12.5}"#)
    }

    @Test("JSON strings: escapes, surrogate pairs, and UTF-8")
    func jsonStrings() throws {
        #expect(try JSONValue.parse(#""a\"b\\\n\u00e9\ud83d\ude00""#) == .string("a\"b\\\né😀"))
        #expect(
            try JSONValue.parse(#"[1,-0.5,2e3,true,null,{}]"#)
                == .array([.number(1), .number(-0.5), .number(2000), .bool(true), .null, .object([])])
        )
        #expect(throws: JSONParseError.self) { try JSONValue.parse(#""\ud83d""#) }
        #expect(throws: JSONParseError.self) { try JSONValue.parse("01") }
    }

    /// The error of parsing `bytes`, or `nil` when they parse.
    func parseError(_ bytes: ArraySlice<UInt8>) -> JSONParseError? {
        do {
            _ = try JSONValue.parse(utf8: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("A key written twice is an error at its column, in a small object and in a big one")
    func repeatedKeys() {
        let small = parseError(Array(#"{"a":1,"b":2,"a":3}"#.utf8)[...])
        #expect(small?.column == 14)
        #expect(small?.message == #"the key "a" appears twice"#)
        let keys = (0..<20).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let big = "{" + keys + #","k3":0}"#
        let error = parseError(Array(big.utf8)[...])
        #expect(error?.column == big.utf8.count - 6)
        #expect(error?.message == #"the key "k3" appears twice"#)
        let distinct = try? JSONValue.parse("{" + keys + "}")
        guard case .object(let members) = distinct else {
            Issue.record("20 distinct keys did not parse")
            return
        }
        #expect(members.map(\.key) == (0..<20).map { "k\($0)" })
    }

    @Test("A slice of a line parses in place, its columns counted from the slice's start")
    func sliceColumns() throws {
        let error = parseError(Array(#"xx{"a":tru}"#.utf8)[2...])
        #expect(error?.column == 6)
        #expect(error?.message == "expected 'true'")
        #expect(try JSONValue.parse(utf8: Array(#"xx{"a":true}"#.utf8)[2...]) == .object([("a", .bool(true))]))
    }

    @Test("JSONText writes what JSONValue reads back: quotes, backslashes, controls, U+2028, U+2029")
    func jsonTextRoundTrip() throws {
        let texts = [
            "plain", "a\"b\\c", "tab\tline\nreturn\r", "\u{01}\u{1F}\u{7F}", "\u{2028}x\u{2029}", "é😀 آخر تحديث", "",
        ]
        for text in texts {
            #expect(try JSONValue.parse(JSONText.string(text)) == .string(text), "\(text.debugDescription)")
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            JSONText.append(text, to: &bytes)
            #expect(bytes == [UInt8(ascii: "x")] + Array(JSONText.string(text).utf8))
        }
        #expect(JSONText.string("a\"\u{01}\u{2028}\n") == #""a\"\u0001\u2028\n""#)
    }
}
