import RefreshCore

/// The table of message keys in the format guide, made from `MessageKey` (the one list of keys
/// and their arguments) so that the guide cannot drift from it; a test compares the guide with it.
public enum MessageKeyTable {
    /// The markers around the generated table in `Docs/SkinFormat.md`.
    public static let begin = "<!-- message-keys: generated from MessageKey; do not edit -->"
    /// The end marker.
    public static let end = "<!-- message-keys: end -->"

    /// Where a message is shown.
    static func place(of key: MessageKey) -> String {
        switch key.edge {
        case .header?:
            key == .headerLastUpdated || key == .headerNeverUpdated ? "header, detail line" : "header, status line"
        case .footer?: "footer, status line"
        case nil: "announced to screen readers"
        }
    }

    /// How an argument is written and what it holds.
    static func describe(_ argument: MessageKey.Argument) -> String {
        switch argument.kind {
        case .count:
            "`\(argument.name)`: a whole number; write `{\(argument.name)}`, `{\(argument.name), number}` or "
                + "`{\(argument.name), plural, one {…} other {…}}`"
        case .date:
            "`\(argument.name)`: a date phrase in the user's language (\"5 minutes ago\"); write "
                + "`{\(argument.name)}` (or `{\(argument.name), select, …}`)"
        }
    }

    /// The table, with the English text of each key from `english` (key to pattern) when given.
    public static func markdown(english: [String: String] = [:]) -> String {
        var lines = [
            begin,
            "| key | shown | arguments | English |",
            "| --- | --- | --- | --- |",
        ]
        for key in MessageKey.allCases {
            let arguments = key.arguments.isEmpty ? "none" : key.arguments.map(describe).joined(separator: "; ")
            let text = english[key.rawValue].map { "`" + $0.replacing("|", with: "\\|") + "`" } ?? ""
            lines.append("| `\(key.rawValue)` | \(place(of: key)) | \(arguments) | \(text) |")
        }
        lines.append(end)
        return lines.joined(separator: "\n")
    }
}
