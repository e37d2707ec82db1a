import RefreshTerminal
import Testing

/// Text broken into rows for a terminal: at spaces, by columns (wide characters take two), and
/// never wider than asked.
@Suite struct TerminalRowsTests {
    @Test func rowsBreakAtSpacesAndDropThem() {
        #expect("the last good version plays on".terminalRows(columns: 12) == ["the last", "good version", "plays on"])
        #expect("a  b".terminalRows(columns: 10) == ["a  b"])
        #expect("".terminalRows(columns: 5) == [""])
        #expect("abc def".terminalRows(columns: 3) == ["abc", "def"])
    }

    @Test func aWordWiderThanARowIsCutInside() {
        let rows = "sunset/sunset.xml:12:3: error".terminalRows(columns: 8)
        #expect(rows == ["sunset/s", "unset.xm", "l:12:3:", "error"])
    }

    @Test func wideCharactersTakeTwoColumns() {
        // 夕暮れの空 is ten columns wide.
        #expect("夕暮れの空/a.xml x".terminalRows(columns: 8) == ["夕暮れの", "空/a.xml", "x"])
        #expect("夕暮れ".terminalRows(columns: 5) == ["夕暮", "れ"])
        #expect("ab夕".terminalRows(columns: 3) == ["ab", "夕"])
    }

    @Test(arguments: [1, 2, 3, 7, 20, 41])
    func noRowIsWiderThanAsked(columns: Int) {
        let text =
            "watching 夕暮れの空/yuugure/yuugure.xml:46:13: error: an element <fnts> is not known here; "
            + "did you mean <fonts>? 🌅 e\u{301}"
        let rows = text.terminalRows(columns: columns)
        for row in rows {
            // A single wide character in a one-column row is the one overflow that cannot be avoided.
            #expect(row.terminalWidth <= max(columns, 2), "\(row)")
        }
        // Only the spaces at the breaks are dropped.
        #expect(rows.joined().filter { $0 != " " } == text.filter { $0 != " " })
    }

    @Test func aPrefixIsCutByColumns() {
        #expect("夕暮れ".prefix(terminalColumns: 5) == "夕暮")
        #expect("abc".prefix(terminalColumns: 5) == "abc")
        #expect("abc".prefix(terminalColumns: 0) == "")
        #expect("e\u{301}x".prefix(terminalColumns: 1) == "e\u{301}")
    }
}
