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
          text                  Print one catalog entry in a language.
          last-updated          Print "Last updated: …" for a date in a language.

          See 'refreshpreview <subcommand> --help' for the options of each.
        """

    static func main(_ arguments: [String]) -> Int32 {
        var rest = arguments
        let subcommand = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if subcommand != nil { rest.removeFirst() }
        let help: String
        do {
            switch subcommand {
            case nil:
                help = overview
                if rest.contains("--help") || rest.contains("-h") {
                    return printHelp(PreviewCommand.help + "\n\n" + overview)
                }
                var list = ArgumentList(rest)
                return try PreviewCommand.run(&list)
            case "replay":
                help = ReplayCommand.help
                if rest.contains("--help") { return printHelp(help) }
                var list = ArgumentList(rest)
                return try ReplayCommand.run(&list)
            case "skins":
                help = SkinsCommand.help
                if rest.contains("--help") { return printHelp(help) }
                var list = ArgumentList(rest)
                return try SkinsCommand.run(&list)
            case "lint":
                help = LintCommand.help
                if rest.contains("--help") { return printHelp(help) }
                var list = ArgumentList(rest)
                return try LintCommand.run(&list)
            case "text":
                help = TextCommand.help
                if rest.contains("--help") { return printHelp(help) }
                var list = ArgumentList(rest)
                return try TextCommand.run(&list)
            case "last-updated":
                help = LastUpdatedCommand.help
                if rest.contains("--help") { return printHelp(help) }
                var list = ArgumentList(rest)
                return try LastUpdatedCommand.run(&list)
            case "help":
                return printHelp(overview)
            case let name?:
                let hint =
                    Spelling.nearest(to: name, among: ["replay", "skins", "lint", "text", "last-updated", "help"]).map {
                        " (did you mean '\($0)'?)"
                    } ?? ""
                throw UsageError("unknown subcommand '\(name)'\(hint)")
            }
        } catch let error as UsageError {
            Output.errorLine("error: \(error.message)")
            let command = subcommand.map { "refreshpreview \($0)" } ?? "refreshpreview"
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

    static func printHelp(_ text: String) -> Int32 {
        Output.line(text)
        return ExitStatus.success
    }
}
