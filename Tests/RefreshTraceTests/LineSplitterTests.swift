import RefreshSupport
import Testing

/// The package's one line reader, on its own.
@Suite("LineSplitter")
struct LineSplitterTests {
    private static func texts(_ text: String, maximumLength: Int = 100) -> [String?] {
        LineSplitter.lines(of: Array(text.utf8), maximumLength: maximumLength).map { line in
            if case .text(let bytes) = line { String(decoding: bytes, as: UTF8.self) } else { nil }
        }
    }

    @Test(
        "LF, CRLF and a missing last newline read the same",
        arguments: [
            ("a\nb\n", ["a", "b"]), ("a\r\nb\r\n", ["a", "b"]), ("a\nb", ["a", "b"]), ("a\r\nb", ["a", "b"]),
            // A CRLF stream cut between its CR and LF: the CR is the newline's, never text.
            ("a\r\nb\r", ["a", "b"]), ("a\r\n\r", ["a", ""]), ("\r", [""]),
            ("", []), ("\n", [""]), ("\r\n\r\n", ["", ""]),
            // A CR inside a line is text.
            ("a\rb\n", ["a\rb"]), ("a\rb", ["a\rb"]),
        ] as [(String, [String])]
    )
    func lineEndings(text: String, lines: [String]) {
        #expect(Self.texts(text) == lines.map(Optional.some))
    }

    @Test("The cap counts a line without its newline, at the end of the stream too")
    func capAtTheEnd() {
        #expect(Self.texts("abc\r\nabc\r", maximumLength: 3) == ["abc", "abc"])
        #expect(Self.texts("abc\r\nabcd", maximumLength: 3) == ["abc", nil])
    }
}
