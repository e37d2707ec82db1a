import RefreshSupport

/// A path written as one word of a shell command line, so that a command the program suggests
/// can be pasted as it is: the shell reads the word back as exactly the path, and nothing in it
/// (`$(…)`, a space, a quote, `;`) runs or splits.
enum ShellWord {
    /// Characters that mean nothing to a shell in a word that is not the command's first.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", "@", "%", "+", ",", ":", "=": true
        default: false
        }
    }

    /// `text` as it is when every character is plain (and it does not start with `-` or `=`); else in single quotes (`'my skins'`, a quote inside as `'\''`); and when it holds a
    /// control character or a bidi override (see ``ControlCharacters``), in `$'…'` with those
    /// written as escapes, so that the line printed drives no terminal (bash, zsh and ksh read
    /// `$'…'`; POSIX sh from 2024).
    static func quoted(_ text: String) -> String {
        if !text.isEmpty, text.unicodeScalars.allSatisfy(isPlain), let first = text.first, first != "-", first != "=" {
            return text
        }
        guard ControlCharacters.contains(in: text) else {
            return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
        }
        var word = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": word += #"\\"#
            case "'": word += #"\'"#
            case _ where ControlCharacters.isUnsafe(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                word +=
                    scalar.value < 0x80
                    ? #"\x"# + String(repeating: "0", count: 2 - hex.count) + hex
                    : #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
            default: word.unicodeScalars.append(scalar)
            }
        }
        return word + "'"
    }
}
