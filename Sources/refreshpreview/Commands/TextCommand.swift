import Foundation
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
                                LC_ALL, LC_MESSAGES, LANG).
          --help                Show this help.

        KEYS:
        \(CatalogKey.required.map { "  " + $0.rawValue }.joined(separator: "\n"))

        EXAMPLES:
          refreshpreview text --locale ru header.finished count=3     # 3 новых элемента
          refreshpreview text --locale ar a11y.refreshed count=11
        """

    static func run(_ arguments: inout ArgumentList) throws -> Int32 {
        let locale = try arguments.value("--locale")
        let positionals = try arguments.positionals(max: Int.max)
        guard let keyText = positionals.first else {
            throw UsageError("name a catalog key, such as header.pull (see 'refreshpreview text --help')")
        }
        let keys = CatalogKey.required.map(\.rawValue)
        guard keys.contains(keyText) else {
            let hint = Spelling.nearestKey(keyText, in: keys)
            throw UsageError("unknown key '\(keyText)'\(hint); the keys are \(keys.joined(separator: ", "))")
        }
        var values: [String: MessageArgument] = [:]
        for pair in positionals.dropFirst() {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("arguments are NAME=VALUE, such as count=3, not '\(pair)'")
            }
            values[String(pair[..<equals])] = MessageArgument(parsing: String(pair[pair.index(after: equals)...]))
        }
        let strings = try localizedStrings(locale, environment: ProcessInfo.processInfo.environment)
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
        do throws(LocalizationError) {
            Output.line(try strings.text(CatalogKey(rawValue: keyText), values).text)
        } catch {
            throw UsageError(error.description)
        }
        return ExitStatus.success
    }
}

extension Spelling {
    /// " (did you mean 'x'?)" for a near miss, else "".
    static func nearestKey(_ name: String, in candidates: [String]) -> String {
        nearest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
