import RefreshCommandLine
import RefreshSkins
import RefreshSupport
import RefreshTerminal

/// `refreshpreview skins`: the skins the registry sees, with where each came from.
enum SkinsCommand {
    static let help = """
        OVERVIEW: List the skins that refreshpreview can use, with where each came from.

        Skins are looked up in this order; a later one replaces an earlier one with the same id:
          1. the built-in skins;
          2. each folder of REFRESHKIT_SKIN_PATH (separated by ':');
          3. $XDG_CONFIG_HOME/refreshkit/skins (or ~/.config/refreshkit/skins);
          4. files given with --skin-file.

        \(Invocation.Subcommand.skins.usage)

        \(OptionDeclaration.helpSection(SkinsOptions.options))
        """

    static func run(_ options: SkinsOptions) throws -> Int32 {
        let lookup = SkinLookup(skinFiles: options.skinFiles)
        let rows = lookup.registry.skins.map { skin in
            [skin.id, skin.name, skin.header.style.rawValue, skin.footer.style.rawValue, skin.source.description]
        }
        try Output.out(table(header: ["ID", "NAME", "HEADER", "FOOTER", "SOURCE"], rows: rows))
        return lookup.registry.errors.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}

/// Columns aligned with two spaces between them, in terminal columns (a name in Japanese takes
/// two a character). Cells come from skins and file names: a control character in one is
/// escaped and a long one cut, so a cell is always one line of plain text.
func table(header: [String], rows: [[String]]) -> String {
    let all = [header] + rows.map { $0.map { ControlCharacters.escaped($0) } }
    let widths = header.indices.map { column in all.map { $0[column].terminalWidth }.max() ?? 0 }
    return all.map { row in
        row.enumerated().map { column, text in
            column == row.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.terminalWidth)
        }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
}
