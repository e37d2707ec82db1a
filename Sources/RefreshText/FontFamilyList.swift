import RefreshSupport

/// A CSS `font-family` list, such as `"Noto Sans", sans-serif`: the names in order, and the list as
/// a host writes it.
struct FontFamilyList: Sendable, Hashable {
    /// The family names without quotes, in order.
    let names: [String]

    /// The generic families of CSS; fontconfig knows them as aliases, so they need no installed
    /// font of that name.
    static let genericNames: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "emoji", "math",
    ]

    /// Reads a list of family names separated by commas, each bare or in single or double quotes.
    init(parsing list: String) throws(FontError) {
        let quoted = "the font family list '\(ControlCharacters.escaped(list))'"
        var names: [String] = []
        for entry in list.split(separator: ",", omittingEmptySubsequences: false) {
            var name = Substring(String(entry).trimmingASCIIWhitespace())
            if let quote = name.first, quote == "\"" || quote == "'" {
                guard name.count >= 2, name.last == quote else {
                    throw FontError(message: "\(quoted) has an unclosed quote")
                }
                name = name.dropFirst().dropLast()
            }
            guard !name.isEmpty else {
                throw FontError(message: "\(quoted) has an empty name; separate names by commas")
            }
            guard !name.contains(where: { "\"'\\;{}<>".contains($0) }), !ControlCharacters.contains(in: name) else {
                throw FontError(
                    message: "\(quoted) has a name with a quote, backslash, control character or one of ;{}<>"
                )
            }
            names.append(String(name))
        }
        self.names = names
    }

    /// Whether a name is one of CSS's generic families.
    static func isGeneric(_ name: String) -> Bool { genericNames.contains(name.lowercased()) }

    /// The list as CSS: generic families bare, other names bare when every word is an identifier,
    /// else in single quotes (which need no escaping in an XML attribute).
    var css: String {
        names.map { name in
            if Self.isGeneric(name) { return name.lowercased() }
            let words = name.split(separator: " ", omittingEmptySubsequences: false)
            return words.allSatisfy(Self.isIdentifier) ? name : "'\(name)'"
        }
        .joined(separator: ", ")
    }

    /// Whether a word is a CSS identifier that needs no quotes: letters, digits, `-` and `_`, not
    /// starting with a digit or `--`, nor with `-` and a digit.
    private static func isIdentifier(_ word: Substring) -> Bool {
        guard let first = word.first else { return false }
        let allowed = word.unicodeScalars.allSatisfy { scalar in
            scalar.value >= 0x80 || scalar == "-" || scalar == "_" || ("a"..."z").contains(scalar)
                || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        if !allowed || first.isNumber { return false }
        if first == "-" {
            let second = word.dropFirst().first
            return second != nil && second != "-" && second?.isNumber == false
        }
        return true
    }
}
