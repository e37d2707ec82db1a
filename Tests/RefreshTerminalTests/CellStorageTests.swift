import RefreshCore
import RefreshStyle
import RefreshSupport
import RefreshTerminal
import Testing

@Suite("Cells keep their characters as inline UTF-8")
struct CellStorageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        /// The character a cell keeps of `text`'s first.
        var kept: String
        /// Columns the first character takes.
        var columns: Int
        var testDescription: String { text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
    }

    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    static let accents = String(repeating: "\u{301}", count: 40)
    static let arrows = String(repeating: "\u{20D7}", count: 5)

    @Test(
        "Canvas and writer keep a character whole, or its leading whole scalars within 15 bytes",
        arguments: [
            Case(text: "a", kept: "a", columns: 1),
            Case(text: "\u{6F22}", kept: "\u{6F22}", columns: 2),
            // A flag: two regional indicators, 8 bytes, one column each as the C library and
            // tmux count them.
            Case(text: "\u{1F1EF}\u{1F1F5}", kept: "\u{1F1EF}\u{1F1F5}", columns: 2),
            // 25 bytes: the first two people (11 bytes), not the joiner after them, which would
            // join the next character on a terminal.
            Case(text: family, kept: "\u{1F468}\u{200D}\u{1F469}", columns: 2),
            // 81 bytes: "e" and 7 accents of 2 bytes fill all 15.
            Case(text: "e" + accents, kept: "e" + String(repeating: "\u{301}", count: 7), columns: 1),
            // 16 bytes: the fifth 3-byte mark would end at byte 16, so it goes whole (13 kept).
            Case(text: "a" + arrows, kept: "a" + String(repeating: "\u{20D7}", count: 4), columns: 1),
        ]
    )
    func kept(_ sample: Case) throws {
        let first = try #require(sample.text.first)
        #expect(sample.kept.count == 1)
        #expect(sample.kept.utf8.count <= 15)
        #expect(first.terminalWidth == sample.columns)
        var canvas = Canvas(width: 2 + sample.columns, height: 1)
        canvas.write("<" + sample.text + ">", column: 0, row: 0, foreground: RGBAColor(red: 1, green: 2, blue: 3))
        #expect(canvas[1, 0].character == Character(sample.kept))
        #expect(canvas[1, 0].plain == nil)
        #expect(canvas[2, 0].isContinuation == (sample.columns == 2))
        let closing = 1 + sample.columns
        #expect(canvas[closing, 0].character == ">")
        // The writer sends the kept bytes exactly, in colour and without.
        #expect(TerminalWriter(depth: .none).render(canvas).utf8.elementsEqual(("<" + sample.kept + ">\n").utf8))
        #expect(
            TerminalWriter(depth: .trueColor).render(canvas).utf8.elementsEqual(
                ("\u{1B}[0;38;2;1;2;3m<" + sample.kept + ">\u{1B}[0m\n").utf8
            )
        )
        #expect(canvas.plainLines == ["<" + sample.kept + ">"])
    }

    @Test("Control characters around long characters are still dropped")
    func controls() {
        var canvas = Canvas(width: 12, height: 1)
        canvas.write(
            "\u{1B}[1m" + Self.family + "\u{07}e" + Self.accents + "\u{9B}\u{202E}z",
            column: 0,
            row: 0,
            foreground: nil
        )
        let kept = "[1m\u{1F468}\u{200D}\u{1F469}e" + String(repeating: "\u{301}", count: 7) + "z"
        #expect(canvas.plainLines == [kept])
        #expect(TerminalWriter(depth: .none).render(canvas).utf8.elementsEqual((kept + "\n").utf8))
        #expect(!canvas.cells.contains { ControlCharacters.contains(in: String($0.character)) })
    }

    @Test("Cells are equal and hash alike when their characters, colours and flags are")
    func equality() {
        var changed = Cell(Character("e" + Self.accents), bold: true)
        changed.character = "x"
        #expect(changed == Cell("x", bold: true))
        #expect(Set([changed, Cell("x", bold: true)]).count == 1)
        var plain = Cell("x", plain: "\u{2588}")
        #expect(plain.plain == "\u{2588}")
        #expect(plain != Cell("x"))
        plain.plain = nil
        #expect(plain == Cell("x"))
        #expect(Cell(" ", plain: " ") != Cell(" "))
        #expect(Cell("a") != Cell("b"))
        #expect(Cell("a", foreground: RGBAColor(red: 0, green: 0, blue: 0)) != Cell("a"))
        // Different bytes are different cells, even when canonically equivalent.
        #expect(Cell("\u{E9}") != Cell("e\u{301}"))
        #expect(Cell("\u{E9}").character == "\u{E9}")
    }

    @Test("A row of the longest cells (bold, both colours, 15-byte characters, each differing) is written whole")
    func longestCells() {
        let long = Character("e" + Self.accents)
        let kept = "e" + String(repeating: "\u{301}", count: 7)
        let width = 50
        var canvas = Canvas(width: width, height: 1)
        for column in 0..<width {
            let channel = UInt8(255 - column % 2)
            canvas[column, 0] = Cell(
                long,
                foreground: RGBAColor(red: 255, green: 255, blue: channel),
                background: RGBAColor(red: 255, green: 255, blue: UInt8(254 + column % 2)),
                bold: true
            )
        }
        let expected = (0..<width).map { column in
            let channel = 255 - column % 2
            return "\u{1B}[0;1;38;2;255;255;\(channel);48;2;255;255;\(254 + column % 2)m" + kept
        }
        #expect(
            TerminalWriter(depth: .trueColor).render(canvas).utf8.elementsEqual(
                (expected.joined() + "\u{1B}[0m\n").utf8
            )
        )
        for depth in [ColorDepth.ansi256, .ansi16, .none] {
            let written = TerminalWriter(depth: depth).render(canvas)
            #expect(written.components(separatedBy: kept).count == width + 1)
        }
    }

    @Test("A cell made without a character is a space")
    func blank() {
        #expect(Cell().character == " ")
        #expect(Cell().plain == nil)
        #expect(TerminalWriter(depth: .none).render(Canvas(width: 3, height: 1, fill: Cell(plain: "#"))) == "###\n")
    }
}
