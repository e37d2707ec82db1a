import RefreshSupport

extension Invocation {
    /// The subcommands of `refreshpreview`, in the order the overview lists them: the one table
    /// that parsing, help, usage lines and "did you mean" suggestions read.
    package enum Subcommand: String, Sendable, CaseIterable {
        case replay
        case skins
        case lint
        case new
        case text
        case lastUpdated = "last-updated"
        case gallery

        /// The name typed on the command line.
        package var name: String { rawValue }

        /// One line for the overview.
        package var summary: String {
            switch self {
            case .replay: "Run a recorded gesture trace through the engine (JSON Lines)."
            case .skins: "List the skins that can be used, with where each came from."
            case .lint: "Check skin descriptors; errors as path:line:col."
            case .new: "Create a skin folder to start from: a commented descriptor and arrows."
            case .text: "Print one catalog entry in a language."
            case .lastUpdated: "Print \"Last updated: …\" for a date in a language."
            case .gallery: "Write an HTML page of every skin in every state, as SVG pictures."
            }
        }

        /// The options it declares, in the order help lists them.
        package var options: [OptionDeclaration] {
            switch self {
            case .replay: ReplayOptions.options
            case .skins: SkinsOptions.options
            case .lint: LintOptions.options
            case .new: NewOptions.options
            case .text: TextOptions.options
            case .lastUpdated: LastUpdatedOptions.options
            case .gallery: GalleryOptions.options
            }
        }

        /// Its positional arguments as the usage line names them.
        package var arguments: String {
            switch self {
            case .replay: "[FILE]"
            case .skins, .lastUpdated: ""
            case .lint: "FILE..."
            case .new: "NAME"
            case .text: "KEY [NAME=VALUE]..."
            case .gallery: "DIR"
            }
        }

        /// Its usage line, from its declarations.
        package var usage: String {
            OptionDeclaration.usage("\(Invocation.program) \(name)", options, arguments: arguments)
        }

        /// Its options, parsed from `list`.
        func parse(_ list: ArgumentList) throws(UsageError) -> Invocation {
            switch self {
            case .replay: .replay(try ReplayOptions.parse(list))
            case .skins: .skins(try SkinsOptions.parse(list))
            case .lint: .lint(try LintOptions.parse(list))
            case .new: .new(try NewOptions.parse(list))
            case .text: .text(try TextOptions.parse(list))
            case .lastUpdated: .lastUpdated(try LastUpdatedOptions.parse(list))
            case .gallery: .gallery(try GalleryOptions.parse(list))
            }
        }

        /// The names, as errors list them.
        static var names: String { allCases.map(\.name).joined(separator: ", ") }

        /// " (did you mean 'x'?)" for a misspelt subcommand.
        static func hint(_ name: String) -> String {
            NameSuggestion.hint(for: name, among: allCases.map(\.name) + ["help"])
        }
    }
}
