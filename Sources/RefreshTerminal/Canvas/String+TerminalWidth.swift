internal import CICUShim

extension Unicode.Scalar {
    /// The columns the scalar takes on a terminal on its own, as the C library's `wcwidth` and
    /// terminals (xterm, tmux, VTE) count them: none for combining marks (`Mn`, `Me`, which
    /// include the vowel signs above and below in Hindi, Thai or Tamil), format characters
    /// (`Cf`, the zero-width joiner among them; not the soft hyphen) and the Hangul vowels and
    /// final consonants that join the syllable before them; two for East Asian Wide and
    /// Fullwidth characters (CJK, Hangul syllables, emoji shown as emoji); one for the rest,
    /// spacing vowel signs (`Mc`, such as Hindi `ि` and `ा`) included.
    var terminalWidth: Int {
        let value = value
        // No mark or wide character comes before U+0300; control characters take no column.
        if value < 0x300 { return value < 0x20 || (0x7F...0x9F).contains(value) ? 0 : 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        return rk_icu_is_east_asian_wide(value) != 0 ? 2 : 1
    }
}

extension StringProtocol {
    /// The text as a terminal puts it in cells: each scalar that takes columns (see
    /// `Unicode.Scalar.terminalWidth`) starts a cell, with the scalars of no width after
    /// it (combining marks join the character before them); a scalar after a zero-width joiner
    /// joins the emoji before it, as tmux draws a joined emoji in one place, and the two regional
    /// indicators of a flag share a cell. Each comes with the columns it takes, 1 or 2. Scalars of no width at the very start have no cell and are left
    /// out.
    ///
    /// So a Hindi conjunct of one grapheme cluster such as `क्षि` takes three cells (`क्`, `ष`,
    /// `ि`), as it does on the terminal, and a Thai `ที่` one.
    public var terminalCharacters: [(text: Substring, columns: Int)] {
        let scalars = Substring(self).unicodeScalars
        var cells: [(text: Substring, columns: Int)] = []
        forEachTerminalCell { range, columns in cells.append((Substring(scalars[range]), columns)) }
        return cells
    }

    /// How many terminal columns the text takes (the sum of its ``terminalCharacters``, counted
    /// without making them).
    public var terminalWidth: Int {
        var width = 0
        forEachTerminalCell { _, columns in width += columns }
        return width
    }

    /// Calls `body` with the scalars of each cell of ``terminalCharacters``, in order, and the
    /// columns the cell takes: the one rule of what shares a cell.
    private func forEachTerminalCell(
        _ body: (Range<Substring.UnicodeScalarView.Index>, Int) -> Void
    ) {
        let scalars = Substring(self).unicodeScalars
        var start = scalars.startIndex
        var columns = 0
        var afterJoiner = false
        // A regional indicator waiting for the second of its flag.
        var halfFlag = false
        for index in scalars.indices {
            let scalar = scalars[index]
            let width = afterJoiner ? 0 : scalar.terminalWidth
            afterJoiner = scalar == "\u{200D}"
            guard width > 0 else { continue }
            let regional = (0x1F1E6...0x1F1FF).contains(scalar.value)
            if regional && halfFlag {
                // The second half of a flag: one cell with the first, as wide as both.
                columns += width
                halfFlag = false
                continue
            }
            halfFlag = regional
            if columns > 0 { body(start..<index, columns) }
            start = index
            columns = width
        }
        if columns > 0 { body(start..<scalars.endIndex, columns) }
    }
}

extension Character {
    /// How many terminal columns the character takes: the sum over its scalars (see
    /// `terminalCharacters`), so a Hindi cluster of two consonants takes two.
    public var terminalWidth: Int { String(self).terminalWidth }
}
