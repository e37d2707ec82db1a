/// Keeping data from strangers (traces, skins, catalogs, file names) from driving a terminal.
///
/// A C0 control (U+0000–U+001F), DEL (U+007F) or C1 control (U+0080–U+009F) copied raw to a
/// terminal can clear it, set its title, move the cursor or forge a line of output; the bidi
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) can make text read in another order
/// than it is stored. Text from data is therefore escaped when it is quoted in a message and
/// dropped when it is drawn.
package enum ControlCharacters {
    /// Whether a scalar is a C0 or C1 control, DEL, or a bidi override or isolate.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether the text holds any scalar that ``isUnsafe(_:)``.
    package static func contains(in text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isUnsafe)
    }

    /// The text with every unsafe scalar written as an escape (`\n`, `\t`, `\r`, `\u{1B}`), and
    /// cut after `limit` characters with a note of how many were left out, for quoting data in
    /// a message.
    package static func escaped(_ text: some StringProtocol, limit: Int = 200) -> String {
        var result = ""
        var count = 0
        var omitted = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                omitted += 1
                continue
            }
            count += 1
            guard isUnsafe(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u{" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "}"
            }
        }
        if omitted > 0 { result += "… (\(omitted) more)" }
        return result
    }

    /// The text with every unsafe scalar removed, for drawing data on a screen.
    package static func removed(from text: some StringProtocol) -> String {
        // Text from catalogs and skins almost never holds one: scan before copying.
        guard contains(in: text) else { return String(text) }
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isUnsafe($0) })
        return result
    }

    /// How many characters of a whole message ``escaped(_:limit:)`` keeps when a message is
    /// written out: enough for any sentence the package writes with a few quoted values (each
    /// cut at the default limit), short enough that one message cannot flood a terminal.
    package static let messageLimit = 2000

    /// The longest path of a file there can be (Linux's `PATH_MAX`, in bytes).
    package static let pathLimit = 4096

    /// A path where it locates a message (`path:line:col: error: …`), escaped: whole when it could
    /// name a file (at most ``pathLimit`` bytes), so that editors and build logs can open it;
    /// otherwise it names no file and is cut as any quoted value is.
    package static func escapedLocation(_ path: some StringProtocol) -> String {
        escaped(path, limit: path.utf8.count <= pathLimit ? pathLimit : 200)
    }
}
