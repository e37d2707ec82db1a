import RefreshCommandLine
import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshSupport

/// `refreshpreview text`: one catalog entry, formatted.
enum TextCommand {
    static let help = """
        OVERVIEW: Print one catalog entry in a language, formatted with ICU MessageFormat.

        \(Invocation.Subcommand.text.usage)

        ARGUMENTS:
          KEY                   A catalog key, such as header.pull or header.finished.
          NAME=VALUE            A message argument, each given once: count=3 (a whole
                                number from 0 to 2147483647; it picks the plural form),
                                date="5 minutes ago" (text).

        \(OptionDeclaration.helpSection(TextOptions.options))

        KEYS:
        \(MessageKey.allCases.map { "  " + $0.rawValue }.joined(separator: "\n"))

        EXAMPLES:
          refreshpreview text --locale ru header.finished count=3     # 3 новые записи
          refreshpreview text --locale ar a11y.refreshed count=11
        """

    static func run(_ options: TextOptions) throws -> Int32 {
        let key = options.key
        let values = options.values
        let strings = try localizedStrings(options.locale, environment: ProcessInfo.processInfo.environment)
        for argument in key.arguments where values[argument.name] == nil {
            throw UsageError("'\(key)' needs the argument \(argument.name), as in \(key) \(argument.name)=3")
        }
        for name in values.keys where !key.arguments.contains(where: { $0.name == name }) {
            let names = key.arguments.map(\.name)
            throw UsageError(
                "'\(key)' takes \(names.isEmpty ? "no arguments" : "the arguments \(names.joined(separator: ", "))"), not '\(ControlCharacters.escaped(name))'"
            )
        }
        let text: String
        do throws(LocalizationError) {
            text = try strings.text(key, values).text
        } catch {
            throw UsageError(error.description)
        }
        try Output.line(text)
        return ExitStatus.success
    }
}
