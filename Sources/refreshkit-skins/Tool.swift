import RefreshCommandLine
import RefreshSkins
import RefreshSupport

/// The flag names of the plugin contract (`@Flag` is the property wrapper).
typealias FlagName = SkinsPluginContract.Flag

/// A subcommand: what it does, its options (each declared once, under the flag names of the
/// plugin contract, for parsing, help and the usage line) and its positional FILEs, and its work.
protocol SkinsCommand: ParsableOptions {
    static var subcommand: SkinsPluginContract.Subcommand { get }
    /// What it does, for the overview and its help.
    static var summary: String { get }
    /// Does the work; the exit status.
    func run() throws -> Int32
}

extension SkinsCommand {
    static var name: String { subcommand.rawValue }

    /// The usage line, after `lead`.
    static func usage(lead: String) -> String {
        OptionDeclaration.usage("refreshkit-skins \(name)", options, arguments: "[FILE]...", lead: lead)
    }

    static var help: String {
        """
        OVERVIEW: \(summary)

        \(usage(lead: "USAGE: "))

        \(OptionDeclaration.helpSection(options))
        """
    }

    /// Parses `arguments` against this command's options and runs it.
    static func run(_ arguments: [String]) throws -> Int32 {
        try parse(ArgumentList(arguments, options: options)).run()
    }
}

/// The subcommands and their dispatch. Parsing, usage errors, output and exit statuses are
/// RefreshCommandLine's, as in `refreshpreview`.
enum Tool {
    /// The help of the options several subcommands take.
    enum Help {
        static let resources =
            "RefreshKit's Resources/ folder: the built-in skins that skins may\nextend, their arrows, the schema."
        static let localizations =
            "RefreshKit's Localizations/ folder: the catalogs (a catalog's keys\nmust be those of en.strings)."
        static let output = "The Swift file to write, even when there are errors."
    }

    static var commands: [any SkinsCommand.Type] { [Generate.self, CheckBuiltIns.self, Lint.self] }

    static var overview: String {
        """
        OVERVIEW: Validate RefreshKit skins, their images and catalogs; embed them as Swift.
        Run by the RefreshKit skins plugins; every problem is printed to standard error as
        'path:line:col: error: message'.

        RefreshKit's Resources/ and Localizations/ (--resources, --localizations) are read from disk:
        the built-in skins that skins may extend, the schema, and the catalog keys.

        USAGE:
        \(commands.map { $0.usage(lead: "  ") }.joined(separator: "\n"))

        SUBCOMMANDS:
        \(commands.map { OptionDeclaration.entry($0.name, $0.summary) }.joined(separator: "\n"))

          See 'refreshkit-skins help <subcommand>' or 'refreshkit-skins <subcommand> --help'.

        Exits 0 when there is no error, 1 when there is one, 64 for a usage error.
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        ExitStatus.of(program: "refreshkit-skins") {
            guard let name = arguments.first else { throw UsageError("name a subcommand: \(names)") }
            let rest = Array(arguments.dropFirst())
            if ["--help", "-h"].contains(name) { return try Output.help(overview) }
            if name == "help" {
                guard let topic = rest.first else { return try Output.help(overview) }
                return try Output.help(try command(named: topic).help)
            }
            let command = try command(named: name)
            if ArgumentList.wantsHelp(rest) { return try Output.help(command.help) }
            do {
                return try command.run(rest)
            } catch let error as UsageError {
                throw UsageError(error.message, command: name)
            }
        }
    }

    static var names: String { commands.map { $0.name }.joined(separator: ", ") }

    static func command(named name: String) throws(UsageError) -> any SkinsCommand.Type {
        guard let command = commands.first(where: { $0.name == name }) else {
            let hint = NameSuggestion.hint(for: name, among: commands.map { $0.name } + ["help"])
            throw UsageError(
                "unknown subcommand '\(ControlCharacters.escaped(name))'\(hint); the subcommands are \(names)"
            )
        }
        return command
    }
}

extension Output {
    /// Every diagnostic on standard error, as `path:line:col: severity: message`.
    static func diagnostics(_ diagnostics: [SkinDiagnostic]) {
        for line in SkinDiagnostic.lines(diagnostics) {
            errorLine(line)
        }
    }
}
