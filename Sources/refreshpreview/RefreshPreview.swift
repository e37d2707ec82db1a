import Foundation
import RefreshCore

/// The `refreshpreview` program: subcommands and their dispatch.
enum RefreshPreview {
    static let overview = """
        OVERVIEW: Show a RefreshKit skin at work in the terminal, and the tools around it.

        USAGE: refreshpreview [--skin NAME] [options]
               refreshpreview <subcommand> [options]

        SUBCOMMANDS:
          replay                Run a recorded gesture trace through the engine (JSON Lines).
          skins                 List the skins that can be used, with where each came from.
          lint                  Check skin descriptors; errors as path:line:col.

          See 'refreshpreview <subcommand> --help' for the options of each.
        """

    static func main(_ arguments: [String]) -> Int32 {
        var rest = arguments
        let subcommand = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if subcommand != nil { rest.removeFirst() }
        do {
            switch subcommand {
            case nil:
                if wantsHelp(rest) { return printHelp(overview) }
                var list = ArgumentList(rest)
                let skin = try list.value("--skin")
                _ = try list.positionals(max: 0)
                if let skin { _ = try SkinLookup().skin(named: skin) }
                throw UsageError("the animated preview is not built yet; try 'refreshpreview replay --help'")
            case "replay":
                if wantsHelp(rest) { return printHelp(ReplayCommand.help) }
                var list = ArgumentList(rest)
                return try ReplayCommand.run(&list)
            case "skins":
                if wantsHelp(rest) { return printHelp(SkinsCommand.help) }
                var list = ArgumentList(rest)
                return try SkinsCommand.run(&list)
            case "lint":
                if wantsHelp(rest) { return printHelp(LintCommand.help) }
                var list = ArgumentList(rest)
                return try LintCommand.run(&list)
            case "help":
                // `help` alone, or `help SUBCOMMAND` for that subcommand's help.
                if wantsHelp(rest) { return printHelp(overview) }
                var list = ArgumentList(rest)
                let topics = try list.positionals(max: 1)
                guard let topic = topics.first else { return printHelp(overview) }
                guard let text = helps[topic] else {
                    throw UsageError("no help for '\(topic)'; the subcommands are replay, skins, lint\(hint(topic))")
                }
                return printHelp(text)
            case let name?:
                throw UsageError("unknown subcommand '\(name)'\(hint(name))")
            }
        } catch let error as UsageError {
            Output.errorLine("error: \(error.message)")
            let command = subcommand.flatMap { helps[$0] != nil ? "refreshpreview \($0)" : nil } ?? "refreshpreview"
            Output.errorLine("See '\(command) --help'.")
            return ExitStatus.usage
        } catch let error as RuntimeFailure {
            Output.errorLine("error: \(error.message)")
            return ExitStatus.failure
        } catch {
            Output.errorLine("error: \(error)")
            return ExitStatus.failure
        }
    }

    /// Each subcommand's help, for `help SUBCOMMAND`.
    static let helps = ["replay": ReplayCommand.help, "skins": SkinsCommand.help, "lint": LintCommand.help]

    /// Whether the options ask for help (`--help` or `-h`, before any `--`).
    static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// " (did you mean 'x'?)" for a misspelt subcommand.
    static func hint(_ name: String) -> String {
        Spelling.nearest(to: name, among: ["replay", "skins", "lint", "help"]).map { " (did you mean '\($0)'?)" } ?? ""
    }

    static func printHelp(_ text: String) -> Int32 {
        Output.line(text)
        return ExitStatus.success
    }
}
