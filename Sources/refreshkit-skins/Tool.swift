import RefreshCommandLine
import RefreshSkins
import RefreshSupport

/// The subcommands: their options, declared once (for parsing, help and the usage line) under
/// the flag names of the plugin contract, and their dispatch. Parsing, usage errors, output and
/// exit statuses are RefreshCommandLine's, as in `refreshpreview`.
enum Tool {
    typealias Flag = SkinsPluginContract.Flag

    /// The options of the subcommands.
    enum Option {
        static let resources = OptionDeclaration.value(
            Flag.resources,
            "DIR",
            required: true,
            help: "RefreshKit's Resources/ folder: the built-in skins that skins may\nextend, their arrows, the schema."
        )
        static let localizations = OptionDeclaration.value(
            Flag.localizations,
            "DIR",
            required: true,
            help: "RefreshKit's Localizations/ folder: the catalogs (a catalog's keys\nmust be those of en.strings)."
        )
        static let output = OptionDeclaration.value(
            Flag.output,
            "FILE",
            required: true,
            help: "The Swift file to write, even when there are errors."
        )
        static let module = OptionDeclaration.value(
            Flag.module,
            "NAME",
            required: true,
            help: "The module the generated code belongs to."
        )
        static let access = OptionDeclaration.choice(
            Flag.access,
            SkinsPluginContract.Access.self,
            help: "public (library targets, the default) or internal (executables)."
        )
        static let generateRoot = OptionDeclaration.value(
            Flag.root,
            "DIR",
            required: true,
            help: "The target's Skins folder, which holds the FILEs."
        )
        static let lintRoot = OptionDeclaration.value(
            Flag.root,
            "DIR",
            help: "The folder that holds the FILEs and their images (default: each\nfile's own folder)."
        )
        static let tree = OptionDeclaration.value(
            Flag.tree,
            "DIR",
            repeatable: true,
            help: "A skins folder to check as a whole, like a target's Skins (its\n"
                + "kinds.txt lists the indicator kinds the package registers)."
        )
        static let builtIns = OptionDeclaration.flag(
            Flag.builtIns,
            help: "Check RefreshKit's own Resources/ and Localizations/ too."
        )
    }

    /// A subcommand: what it does, its options and positional arguments, and its work.
    struct Command: Sendable {
        var subcommand: SkinsPluginContract.Subcommand
        var summary: String
        var options: [OptionDeclaration]
        var run: @Sendable (inout ArgumentList) throws -> Int32

        var name: String { subcommand.rawValue }

        /// The usage line, after `lead`.
        func usage(lead: String) -> String {
            OptionDeclaration.usage("refreshkit-skins \(name)", options, arguments: "[FILE]...", lead: lead)
        }

        var help: String {
            """
            OVERVIEW: \(summary)

            \(usage(lead: "USAGE: "))

            \(OptionDeclaration.helpSection(options))
            """
        }
    }

    static let commands = [
        Command(
            subcommand: .generate,
            summary: "Check a target's Skins folder (the FILEs, inside --root) and write the\n"
                + "Swift that embeds them; the output is written even when there are errors.",
            options: [
                Option.module, Option.access, Option.generateRoot, Option.resources, Option.localizations,
                Option.output,
            ],
            run: Generate.run
        ),
        Command(
            subcommand: .checkBuiltIns,
            summary: "Check RefreshKit's own Resources/ and Localizations/ (the FILEs);\nwrites a stamp file.",
            options: [Option.resources, Option.localizations, Option.output],
            run: CheckBuiltIns.run
        ),
        Command(
            subcommand: .lint,
            summary:
                "Check skin folders (--tree), RefreshKit's own data (--builtins) and\ndescriptor files (the FILEs).",
            options: [
                Option.resources, Option.localizations, Option.builtIns, Option.tree, Option.lintRoot,
                LintFormat.option,
            ],
            run: Lint.run
        ),
    ]

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
            if ["--help", "-h"].contains(name) { return try printHelp(overview) }
            if name == "help" {
                guard let topic = rest.first else { return try printHelp(overview) }
                return try printHelp(try command(named: topic).help)
            }
            let command = try command(named: name)
            if ArgumentList.wantsHelp(rest) { return try printHelp(command.help) }
            do {
                var list = try ArgumentList(rest, options: command.options)
                return try command.run(&list)
            } catch let error as UsageError {
                throw UsageError(error.message, command: name)
            }
        }
    }

    static var names: String { commands.map(\.name).joined(separator: ", ") }

    static func command(named name: String) throws(UsageError) -> Command {
        guard let command = commands.first(where: { $0.name == name }) else {
            let hint = NameSuggestion.hint(for: name, among: commands.map(\.name) + ["help"])
            throw UsageError(
                "unknown subcommand '\(ControlCharacters.escaped(name))'\(hint); the subcommands are \(names)"
            )
        }
        return command
    }

    static func printHelp(_ text: String) throws(RuntimeFailure) -> Int32 {
        try Output.line(text)
        return ExitStatus.success
    }
}

/// The access levels, as `--access` lists them.
extension SkinsPluginContract.Access: CaseIterable {
    static var allCases: [Self] { [.public, .internal] }
}

extension Output {
    /// Every diagnostic on standard error, as `path:line:col: severity: message`.
    static func diagnostics(_ diagnostics: [SkinDiagnostic]) {
        for line in SkinDiagnostic.lines(diagnostics) {
            errorLine(line)
        }
    }
}
