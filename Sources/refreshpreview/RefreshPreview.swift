import RefreshCommandLine
import RefreshCore
import RefreshFoundation

/// The `refreshpreview` program: subcommands and their dispatch.
enum RefreshPreview {
    /// The help of a subcommand (its name, summary, options and usage line are declared in
    /// `Invocation.Subcommand`, RefreshCommandLine, shared with the command-line fuzzer).
    static func help(_ subcommand: Invocation.Subcommand) -> String {
        switch subcommand {
        case .replay: ReplayCommand.help
        case .skins: SkinsCommand.help
        case .lint: LintCommand.help
        case .new: NewCommand.help
        case .text: TextCommand.help
        case .lastUpdated: LastUpdatedCommand.help
        case .gallery: GalleryCommand.help
        }
    }

    static var overview: String {
        let list = Invocation.Subcommand.allCases.map { OptionDeclaration.entry($0.name, $0.summary) }
        return PreviewCommand.help + "\n\nSUBCOMMANDS:\n" + list.joined(separator: "\n")
            + "\n\n  See 'refreshpreview help <subcommand>' or 'refreshpreview <subcommand> --help'."
    }

    static func main(_ arguments: [String]) -> Int32 {
        ExitStatus.of(program: "refreshpreview") {
            do {
                switch try Invocation.parse(arguments) {
                case .help(let topic):
                    return try Output.help(topic.map(help) ?? overview)
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
                // A usage error found while running points at the running subcommand's help (the
                // first argument, when it names one).
                error.command = error.command ?? arguments.first.flatMap(Invocation.Subcommand.init(rawValue:))?.name
                throw error
            }
        }
    }
}
