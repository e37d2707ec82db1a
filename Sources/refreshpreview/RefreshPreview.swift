import Foundation
import RefreshCommandLine
import RefreshCore

/// The `refreshpreview` program: subcommands and their dispatch.
enum RefreshPreview {
    /// A subcommand: its name, one line for the overview, and its help. The options are parsed
    /// by `Invocation` (RefreshCommandLine), shared with the command-line fuzzer.
    struct Subcommand: Sendable {
        var name: String
        var summary: String
        var help: String
    }

    static let subcommands: [Subcommand] = [
        Subcommand(
            name: "replay",
            summary: "Run a recorded gesture trace through the engine (JSON Lines).",
            help: ReplayCommand.help
        ),
        Subcommand(
            name: "skins",
            summary: "List the skins that can be used, with where each came from.",
            help: SkinsCommand.help
        ),
        Subcommand(name: "lint", summary: "Check skin descriptors; errors as path:line:col.", help: LintCommand.help),
        Subcommand(
            name: "new",
            summary: "Create a skin folder to start from: a commented descriptor and arrows.",
            help: NewCommand.help
        ),
        Subcommand(name: "text", summary: "Print one catalog entry in a language.", help: TextCommand.help),
        Subcommand(
            name: "last-updated",
            summary: "Print \"Last updated: …\" for a date in a language.",
            help: LastUpdatedCommand.help
        ),
        Subcommand(
            name: "gallery",
            summary: "Write an HTML page of every skin in every state, as SVG pictures.",
            help: GalleryCommand.help
        ),
    ]

    static var overview: String {
        let list = subcommands.map { OptionDeclaration.entry($0.name, $0.summary) }
        return PreviewCommand.help + "\n\nSUBCOMMANDS:\n" + list.joined(separator: "\n")
            + "\n\n  See 'refreshpreview help <subcommand>' or 'refreshpreview <subcommand> --help'."
    }

    static func main(_ arguments: [String]) -> Int32 {
        ExitStatus.of(program: "refreshpreview") {
            var command: String?
            do {
                let invocation = try Invocation.parse(arguments)
                command = invocation.subcommand
                switch invocation {
                case .help(let topic):
                    return try printHelp(subcommands.first { $0.name == topic }?.help ?? overview)
                case .preview(let options): return try PreviewCommand.run(options)
                case .replay(let options): return try ReplayCommand.run(options)
                case .skins(let options): return try SkinsCommand.run(options)
                case .lint(let options): return try LintCommand.run(options)
                case .text(let options): return try TextCommand.run(options)
                case .lastUpdated(let options): return try LastUpdatedCommand.run(options)
                case .new(let options): return try NewCommand.run(options)
                case .gallery(let options): return try GalleryCommand.run(options)
                }
            } catch var error as UsageError {
                // A usage error found while running points at the running subcommand's help.
                error.command = error.command ?? command
                throw error
            }
        }
    }

    static func printHelp(_ text: String) throws(RuntimeFailure) -> Int32 {
        try Output.line(text)
        return ExitStatus.success
    }
}
