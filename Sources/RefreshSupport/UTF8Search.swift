extension String {
    /// Whether `word` occurs in the text, compared as UTF-8 bytes.
    ///
    /// For ASCII words in environment values (`TERM`, `LANG`, `TERM_PROGRAM`), where a byte match
    /// is a match of characters. The standard library's `contains(_:)` with a string argument
    /// compares `Character`s through unspecialized generic code: about 34,000 instructions a
    /// call in a program's first milliseconds, where the terminal checks make eleven of them.
    package func containsUTF8(_ word: String) -> Bool {
        let text = Array(utf8)
        let needle = Array(word.utf8)
        guard needle.count <= text.count else { return false }
        guard let first = needle.first else { return true }
        for start in 0...(text.count - needle.count) where text[start] == first {
            if text[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
