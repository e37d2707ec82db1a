/// Text written into XML or HTML that this package generates (SVG pictures, scaffolded skins, the
/// generated schema): the one escaping of `&`, `<`, `>` and `"`, which is enough for element
/// content and for attribute values in double quotes.
package enum XMLEscaping {
    /// `text` with `&`, `<`, `>` and `"` written as entities.
    package static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
