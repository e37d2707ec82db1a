import Foundation
import RefreshCore

/// The `refreshpreview` program: subcommands and their dispatch.
enum RefreshPreview {
    /// A subcommand: its name, one line for the overview, its help, and how to run it.
    struct Subcommand: Sendable {
        var name: String
        var summary: String
        var help: String
        var run: @Sendable (inout ArgumentList) throws -> Int32
    }

    static let subcommands: [Subcommand] = [
        Subcommand(
            name: "replay",
            summary: "Run a recorded gesture trace through the engine (JSON Lines).",
            help: ReplayCommand.help,
            run: ReplayCommand.run
        ),
        Subcommand(
            name: "skins",
            summary: "List the skins that can be used, with where each came from.",
            help: SkinsCommand.help,
            run: SkinsCommand.run
        ),
        Subcommand(
            name: "lint",
            summary: "Check skin descriptors; errors as path:line:col.",
            help: LintCommand.help,
            run: LintCommand.run
        ),
        Subcommand(
            name: "text",
            summary: "Print one catalog entry in a language.",
            help: TextCommand.help,
            run: TextCommand.run
        ),
        Subcommand(
            name: "last-updated",
            summary: "Print \"Last updated: …\" for a date in a language.",
            help: LastUpdatedCommand.help,
            run: LastUpdatedCommand.run
        ),
    ]

    static var overview: String {
        let list = subcommands.map { "  " + $0.name.padding(toLength: 22, withPad: " ", startingAt: 0) + $0.summary }
        return PreviewCommand.help + "\n\nSUBCOMMANDS:\n" + list.joined(separator: "\n")
            + "\n\n  See 'refreshpreview help <subcommand>' or 'refreshpreview <subcommand> --help'."
    }

    static func main(_ arguments: [String]) -> Int32 {
        var rest = arguments
        let name = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if name != nil { rest.removeFirst() }
        let subcommand = subcommands.first { $0.name == name }
        do {
            switch (name, subcommand) {
            case (nil, _):
                if wantsHelp(rest) { return printHelp(overview) }
                var list = ArgumentList(rest)
                return try PreviewCommand.run(&list)
            case (_, let subcommand?):
                if wantsHelp(rest) { return printHelp(subcommand.help) }
                var list = ArgumentList(rest)
                return try subcommand.run(&list)
            case ("help", nil):
                // `help` alone, or `help SUBCOMMAND` for that subcommand's help.
                if wantsHelp(rest) { return printHelp(overview) }
                var list = ArgumentList(rest)
                guard let topic = try list.positionals(max: 1).first else { return printHelp(overview) }
                guard let text = subcommands.first(where: { $0.name == topic })?.help else {
                    throw UsageError("no help for '\(topic)'; the subcommands are \(names)\(hint(topic))")
                }
                return printHelp(text)
            case (let name?, nil):
                throw UsageError("unknown subcommand '\(name)'\(hint(name)); the subcommands are \(names)")
            }
        } catch let error as UsageError {
            Output.errorLine("error: \(error.message)")
            Output.errorLine("See '\(subcommand.map { "refreshpreview \($0.name)" } ?? "refreshpreview") --help'.")
            return ExitStatus.usage
        } catch let error as RuntimeFailure {
            Output.errorLine("error: \(error.message)")
            return ExitStatus.failure
        } catch {
            Output.errorLine("error: \(error)")
            return ExitStatus.failure
        }
    }

    static var names: String { subcommands.map(\.name).joined(separator: ", ") }

    /// Whether the options ask for help (`--help` or `-h`, before any `--`).
    static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// " (did you mean 'x'?)" for a misspelt subcommand.
    static func hint(_ name: String) -> String {
        Spelling.nearest(to: name, among: subcommands.map(\.name) + ["help"]).map { " (did you mean '\($0)'?)" } ?? ""
    }

    static func printHelp(_ text: String) -> Int32 {
        Output.line(text)
        return ExitStatus.success
    }
}
