extension String {
    /// The text broken into rows of at most `columns` terminal columns (``terminalWidth``): at
    /// spaces where it can, inside a word only when the word alone is wider than a row. The
    /// spaces where a row breaks are dropped. Empty text is one empty row.
    ///
    /// For text written straight to a terminal (status lines under a picture), where a row
    /// wider than the window would wrap by itself and push what is below out of place.
    public func terminalRows(columns: Int) -> [String] {
        let columns = max(columns, 1)
        var rows: [String] = []
        var row: [Character] = []
        var width = 0
        // Where the row may break: just after its last space.
        var breakAfterSpace: Int?
        for character in self {
            let needed = character.terminalWidth
            while width + needed > columns && !row.isEmpty {
                if character == " " {
                    breakAfterSpace = row.count
                }
                if let index = breakAfterSpace, index > 0 {
                    rows.append(String(row[..<index]).droppingTrailingSpaces)
                    row.removeFirst(index)
                    width = row.reduce(0) { $0 + $1.terminalWidth }
                } else {
                    rows.append(String(row))
                    row.removeAll()
                    width = 0
                }
                breakAfterSpace = nil
            }
            if character == " " && row.isEmpty && !rows.isEmpty { continue }
            row.append(character)
            width += needed
            if character == " " { breakAfterSpace = row.count }
        }
        if !row.isEmpty || rows.isEmpty { rows.append(String(row)) }
        return rows
    }

    /// The longest start of the text that is at most `columns` terminal columns wide.
    public func prefix(terminalColumns columns: Int) -> String {
        var width = 0
        var end = startIndex
        for index in indices {
            width += self[index].terminalWidth
            guard width <= columns else { break }
            end = self.index(after: index)
        }
        return String(self[..<end])
    }

    private var droppingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
