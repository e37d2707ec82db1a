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

        /// Its line for the overview, its positional arguments as the usage line names them, and
        /// the type that declares its options.
        private var entry: (summary: String, arguments: String, options: any ParsableOptions.Type) {
            switch self {
            case .replay:
                ("Run a recorded gesture trace through the engine (JSON Lines).", "[FILE]", ReplayOptions.self)
            case .skins: ("List the skins that can be used, with where each came from.", "", SkinsOptions.self)
            case .lint: ("Check skin descriptors; errors as path:line:col.", "FILE...", LintOptions.self)
            case .new:
                ("Create a skin folder to start from: a commented descriptor and arrows.", "NAME", NewOptions.self)
            case .text: ("Print one catalog entry in a language.", "KEY [NAME=VALUE]...", TextOptions.self)
            case .lastUpdated: ("Print \"Last updated: …\" for a date in a language.", "", LastUpdatedOptions.self)
            case .gallery:
                ("Write an HTML page of every skin in every state, as SVG pictures.", "DIR", GalleryOptions.self)
            }
        }

        /// One line for the overview.
        package var summary: String { entry.summary }

        /// The options it declares, in the order help lists them.
        package var options: [OptionDeclaration] { entry.options.options }

        /// Its positional arguments as the usage line names them.
        package var arguments: String { entry.arguments }

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
