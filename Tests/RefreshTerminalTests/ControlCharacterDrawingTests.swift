import RefreshSupport
import RefreshTerminal
import Testing

@Suite("Control characters are never drawn")
struct ControlCharacterDrawingTests {
    @Test("Canvas text drops controls and bidi overrides, keeping the rest in place")
    func canvas() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.write("a\u{1B}[2J\u{07}b\t\u{9B}c\u{202E}d\n", column: 0, row: 0, foreground: nil)
        #expect(canvas.plainLines == ["a[2Jbcd"])
        #expect(!canvas.cells.contains { ControlCharacters.contains(in: String($0.character)) })
        var centred = Canvas(width: 7, height: 1)
        centred.writeCentered("\u{1B}\u{1B}\u{1B}\u{1B}ab", row: 0, in: 0..<7, foreground: nil)
        #expect(centred.plainLines == ["  ab"])
        let written = TerminalWriter(depth: .none).render(canvas)
        #expect(!written.contains("\u{1B}[2J"))
    }
}
