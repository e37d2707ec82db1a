import RefreshSupport
import RefreshXML
import Testing

@Suite("Diagnostics as lines of text")
struct DiagnosticRenderingTests {
    @Test("A path or message holding controls stays one line, escaped, and cannot forge another diagnostic")
    func escaped() {
        let diagnostic = XMLDiagnostic(
            file: "skins/a\nb\u{1B}.xml",
            line: 3,
            column: 7,
            message: "unknown style 'x\nother.xml:1:1: error: forged\u{9B}2J'"
        )
        #expect(
            diagnostic.description
                == #"skins/a\nb\u{1B}.xml:3:7: error: unknown style 'x\nother.xml:1:1: error: forged\u{9B}2J'"#
        )
        #expect(!ControlCharacters.contains(in: diagnostic.description))
    }

    @Test("A long message is cut")
    func cut() {
        let diagnostic = XMLDiagnostic(
            file: "a.xml",
            line: 1,
            column: 1,
            message: String(repeating: "m", count: 100_000)
        )
        #expect(diagnostic.description.count < ControlCharacters.messageLimit + 100)
        #expect(diagnostic.description.hasSuffix("… (\(100_000 - ControlCharacters.messageLimit) more)"))
    }

    @Test("At most 50 diagnostics per file, then one line that counts the rest; files keep their order")
    func capped() {
        let many = (1...500).map { XMLDiagnostic(file: "many.xml", line: $0, column: 1, message: "bad \($0)") }
        let warnings = (1...3).map {
            XMLDiagnostic(file: "many.xml", line: 600 + $0, column: 1, severity: .warning, message: "odd")
        }
        let other = XMLDiagnostic(file: "other.xml", line: 1, column: 1, message: "bad")
        let lines = XMLDiagnostic.lines([other] + many + warnings)
        #expect(lines.count == 1 + 50 + 1)
        #expect(lines[0] == "other.xml:1:1: error: bad")
        #expect(lines[1] == "many.xml:1:1: error: bad 1")
        #expect(lines[50] == "many.xml:50:1: error: bad 50")
        #expect(
            lines[51]
                == "many.xml: note: and 450 more errors and 3 more warnings (only the first 50 of a file are shown)"
        )
        #expect(XMLDiagnostic.lines(Array(many.prefix(50))).count == 50)
    }
}
