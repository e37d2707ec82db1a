import Foundation
import RefreshCommandLine
import RefreshCore
import RefreshLocalization

/// `refreshpreview text`: one catalog entry, formatted.
enum TextCommand {
    static let help = """
        OVERVIEW: Print one catalog entry in a language, formatted with ICU MessageFormat.

        USAGE: refreshpreview text [--locale L] KEY [NAME=VALUE ...]

        ARGUMENTS:
          KEY                   A catalog key, such as header.pull or header.finished.
          NAME=VALUE            A message argument: count=3 (numbers pick the plural form),
                                date="5 minutes ago" (text).

        OPTIONS:
          --locale L            A BCP 47 tag, a POSIX id or an Accept-Language list (default:
                                LANGUAGE (de:en), then LC_ALL, LC_MESSAGES, LANG; LANGUAGE is
                                ignored when that is C or POSIX).
          --help                Show this help.

        KEYS:
        \(CatalogKey.required.map { "  " + $0.rawValue }.joined(separator: "\n"))

        EXAMPLES:
          refreshpreview text --locale ru header.finished count=3     # 3 новых элемента
          refreshpreview text --locale ar a11y.refreshed count=11
        """

    static func run(_ options: TextOptions) throws -> Int32 {
        let keyText = options.key
        let values = options.values
        let strings = try localizedStrings(options.locale, environment: ProcessInfo.processInfo.environment)
        let expected =
            (try? MessageFormatter.arguments(of: strings.catalogs.catalog(for: strings.locale)?.entries[keyText] ?? ""))
            ?? []
        for info in expected where values[info.name] == nil {
            throw UsageError("'\(keyText)' needs the argument \(info.name), as in \(keyText) \(info.name)=3")
        }
        for name in values.keys where !expected.contains(where: { $0.name == name }) {
            let names = expected.map(\.name)
            throw UsageError(
                "'\(keyText)' takes \(names.isEmpty ? "no arguments" : "the arguments \(names.joined(separator: ", "))"), not '\(name)'"
            )
        }
        let text: String
        do throws(LocalizationError) {
            text = try strings.text(CatalogKey(rawValue: keyText), values).text
        } catch {
            throw UsageError(error.description)
        }
        try Output.line(text)
        return ExitStatus.success
    }
}
