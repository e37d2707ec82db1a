import RefreshCore
import RefreshStyle
import RefreshTerminal
import Testing

@Suite("Colour depth and escape codes")
struct ColorDepthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var isTerminal: Bool
        var expected: ColorDepth
        var testDescription: String { "\(environment) tty=\(isTerminal)" }
    }

    @Test(
        "Detection follows the terminal, NO_COLOR, TERM and COLORTERM",
        arguments: [
            Case(
                environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                isTerminal: false,
                expected: .none
            ),
            Case(
                environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                isTerminal: true,
                expected: .trueColor
            ),
            Case(
                environment: ["TERM": "xterm-256color", "COLORTERM": "24bit"],
                isTerminal: true,
                expected: .trueColor
            ),
            Case(environment: ["TERM": "xterm-256color"], isTerminal: true, expected: .ansi256),
            Case(environment: ["TERM": "xterm"], isTerminal: true, expected: .ansi16),
            Case(environment: ["TERM": "dumb", "COLORTERM": "truecolor"], isTerminal: true, expected: .none),
            Case(environment: [:], isTerminal: true, expected: .none),
            Case(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true, expected: .none),
            Case(environment: ["TERM": "xterm-256color", "NO_COLOR": ""], isTerminal: true, expected: .ansi256),
        ]
    )
    func detection(_ sample: Case) {
        #expect(ColorDepth.detect(environment: sample.environment, isTerminal: sample.isTerminal) == sample.expected)
    }

    @Test("Each depth writes its own escape codes; plain writes none")
    func escapes() {
        var canvas = Canvas(width: 2, height: 1)
        canvas[0, 0] = Cell(
            "A",
            foreground: RGBAColor(red: 87, green: 108, blue: 137),
            background: RGBAColor(red: 226, green: 231, blue: 237)
        )
        canvas[1, 0] = Cell("B")
        #expect(
            TerminalWriter(depth: .trueColor).render(canvas)
                == "\u{1B}[0;38;2;87;108;137;48;2;226;231;237mA\u{1B}[0mB\n"
        )
        #expect(TerminalWriter(depth: .ansi256).render(canvas).hasPrefix("\u{1B}[0;38;5;"))
        #expect(TerminalWriter(depth: .ansi16).render(canvas).contains("\u{1B}[0;"))
        #expect(TerminalWriter(depth: .none).render(canvas) == "AB\n")
    }

    @Test("Redrawing writes only the rows that changed")
    func incrementalUpdate() {
        var before = Canvas(width: 3, height: 3)
        before.write("abc", column: 0, row: 1, foreground: nil)
        var after = before
        after.write("xyz", column: 0, row: 2, foreground: nil)
        let update = TerminalWriter(depth: .none).update(from: before, to: after, placement: .row(5))
        #expect(update == "\u{1B}[7;1Hxyz\u{1B}[K")
        #expect(TerminalWriter(depth: .none).update(from: after, to: after).isEmpty)
    }

    @Test("Wide characters take two columns and text is cut at the edge")
    func wideCharacters() {
        var canvas = Canvas(width: 7, height: 1)
        canvas.writeCentered("更新中", row: 0, in: 0..<7, foreground: nil)
        #expect(canvas.plainLines == ["更新中"])
        #expect("更新中".terminalWidth == 6)
        var narrow = Canvas(width: 4, height: 1)
        narrow.write("Loading", column: 0, row: 0, foreground: nil)
        #expect(narrow.plainLines == ["Load"])
    }
}
