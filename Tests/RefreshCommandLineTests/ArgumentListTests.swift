import RefreshCommandLine
import Testing

/// The one parser of `refreshpreview` and `refreshkit-skins`: options from their declarations,
/// the same rule for repeated options, the same usage errors.
@Suite struct ArgumentListTests {
    /// `--root`, `--tree` (repeatable), `--output` (required), `--access` (a choice), `--builtins`
    /// (a flag) and up to 2 positionals.
    struct Declared: ParsableOptions {
        @Option("--root", "DIR", help: "A folder.") var root: String?
        @Option("--tree", "DIR", help: "Folders.") var trees: [String]
        @Option("--output", "FILE", help: "A file.") var output: String
        @Option("--access", help: "Who.") var access: Access?
        @Flag("--builtins", help: "Also these.") var builtIns: Bool
        var positionals: [String] = []

        mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
            positionals = try arguments.positionals(max: 2)
        }
    }

    static let all = Declared.options
    /// The options of the preview and of each subcommand of refreshpreview.
    static let commandOptions: [[OptionDeclaration]] =
        [PreviewOptions.options] + Invocation.Subcommand.allCases.map(\.options)

    enum Access: String, CaseIterable {
        case `public`
        case `internal`
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        /// The usage error, or `nil` when the arguments parse.
        var error: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// The values of ``Declared``'s options, in order (`-` for one not given), then the positionals.
    static func parse(_ arguments: [String]) throws(UsageError) -> [String] {
        let options = try Declared.parse(ArgumentList(arguments, options: all))
        let named = [options.root ?? "-"] + options.trees + [options.output, options.access?.rawValue ?? "-"]
        return named + [options.builtIns ? "flag" : "-"] + options.positionals
    }

    @Test(
        "One rule for repeated options: a value option given twice is an error unless declared repeatable",
        arguments: [
            Case(
                arguments: ["--output", "a", "--root", "x", "--root", "y"],
                error: "--root is given more than once; give it once"
            ),
            Case(
                arguments: ["--output", "a", "--root=x", "--root", "y"],
                error: "--root is given more than once; give it once"
            ),
            Case(
                arguments: ["--output", "a", "--output", "a"],
                error: "--output is given more than once; give it once"
            ),
            Case(arguments: ["--output", "a", "--tree", "x", "--tree=y"], error: nil),
            Case(arguments: ["--output", "a", "--builtins", "--builtins"], error: nil),
        ]
    )
    func repeatedOptions(_ testCase: Case) {
        Self.check(testCase)
    }

    @Test(
        "Usage errors say what to do",
        arguments: [
            Case(arguments: [], error: "--output is required"),
            Case(arguments: ["--output"], error: "--output needs a value"),
            Case(arguments: ["--output="], error: "--output needs a value (--output=VALUE)"),
            Case(
                arguments: ["--output", "a", "--acess", "public"],
                error: "unknown option '--acess' (did you mean '--access'?)"
            ),
            Case(
                arguments: ["--output", "a", "--access", "privat"],
                error: "--access must be one of public, internal, not 'privat'"
            ),
            Case(
                arguments: ["--output", "a", "--access", "publicly"],
                error: "--access must be one of public, internal, not 'publicly' (did you mean 'public'?)"
            ),
            Case(arguments: ["--output", "a", "x", "y", "z"], error: "unexpected argument 'z'"),
            Case(arguments: ["--output", "a", "--", "--root", "x"], error: nil),
            Case(arguments: ["--builtins=yes", "--output", "a"], error: "--builtins takes no value"),
            Case(arguments: ["-x", "--output", "a"], error: "unknown option '-x'"),
            Case(arguments: ["--output", "a", "-inf"], error: "unknown option '-inf'"),
            Case(arguments: ["--output", "a", "-3", "-"], error: nil),
        ]
    )
    func usageErrors(_ testCase: Case) {
        Self.check(testCase)
    }

    static func check(_ testCase: Case) {
        if let message = testCase.error {
            #expect(throws: UsageError(message)) { _ = try parse(testCase.arguments) }
        } else {
            #expect(throws: Never.self) { _ = try parse(testCase.arguments) }
        }
    }

    @Test(
        "A declared option name, or a word starting with --, is never taken as a value, whatever the order",
        arguments: [
            Case(arguments: ["--output", "--root", "x"], error: "--output needs a value"),
            Case(arguments: ["--root", "--output", "x"], error: "--root needs a value"),
            Case(arguments: ["--output", "a", "--root", "--builtins"], error: "--root needs a value"),
            Case(arguments: ["--output", "a", "--root", "--access=public"], error: "--root needs a value"),
            Case(arguments: ["--output", "a", "--root", "-h"], error: "--root needs a value"),
            Case(arguments: ["--output", "a", "--root", "--"], error: "--root needs a value"),
            Case(
                arguments: ["--output", "--weird"],
                error: "--output needs a value; to give '--weird', write --output=--weird"
            ),
            Case(arguments: ["--output=--weird"], error: nil),
            Case(arguments: ["--output", "a", "--root", "-3"], error: nil),
            Case(arguments: ["--output", "a", "--root", "-"], error: nil),
        ]
    )
    func optionNamesAreNotValues(_ testCase: Case) {
        Self.check(testCase)
    }

    @Test("The = form gives a value that starts with --, and -- ends the options")
    func escapes() throws {
        #expect(try Self.parse(["--output=--weird", "--root=--builtins"]) == ["--builtins", "--weird", "-", "-"])
        #expect(
            try Self.parse(["--output", "o", "--", "--builtins", "-x"]) == ["-", "o", "-", "-", "--builtins", "-x"]
        )
    }

    @Test(
        "One rule for numbers: decimal digits, an optional - and (unless whole) a fraction",
        arguments: [
            ("30", 30.0, 30.0), ("-3", -3, -3), ("12.5", 12.5, nil), ("010", 10, 10), ("0x10", nil, nil),
            ("1e1", nil, nil), ("+5", nil, nil), (" 5", nil, nil), ("5.", nil, nil), (".5", nil, nil),
            ("inf", nil, nil), ("nan", nil, nil), ("-", nil, nil), ("", nil, nil), ("1_000", nil, nil),
            (String(repeating: "9", count: 400), nil, nil),
        ] as [(String, Double?, Double?)]
    )
    func decimal(text: String, number: Double?, whole: Double?) {
        #expect(ArgumentList.decimal(text, fraction: true) == number)
        #expect(ArgumentList.decimal(text, fraction: false) == whole)
    }

    @Test("Values in order, positionals after --")
    func values() throws {
        let parsed = try Self.parse([
            "--tree", "t1", "--output=o", "--tree", "t2", "--access", "internal", "--", "--root",
        ])
        #expect(parsed == ["-", "t1", "t2", "o", "internal", "-", "--root"])
    }

    @Test("Help lists every declared option once, then --help, descriptions aligned")
    func helpSection() {
        let options = Self.all
        #expect(
            OptionDeclaration.helpSection(options) == """
                OPTIONS:
                  --root DIR            A folder.
                  --tree DIR            Folders.
                  --output FILE         A file.
                  --access public|internal
                                        Who.
                  --builtins            Also these.
                  --help                Show this help.
                """
        )
        let number = OptionDeclaration.number("--fps", "N", help: "Frames.")
        #expect(
            OptionDeclaration.helpSection([number]) == """
                OPTIONS:
                  --fps N               Frames.
                  --help                Show this help.

                  Numbers are written in decimal (30, 12.5, -3): no hexadecimal, exponent, leading +,
                  inf or nan.
                """
        )
        #expect(
            OptionDeclaration.synopsis(options)
                == "[--root DIR] [--tree DIR]... --output FILE [--access public|internal] [--builtins]"
        )
        #expect(
            OptionDeclaration.entry("--a-rather-long-option VALUE", "Two\nlines.")
                == "  --a-rather-long-option VALUE\n" + String(repeating: " ", count: 24) + "Two\n"
                + String(repeating: " ", count: 24) + "lines."
        )
    }

    // What each command's help lists is checked against a written-out list by the program's tests
    // (ProgramTests.helpOptions), not against these declarations.
    @Test(
        "refreshpreview's commands declare each option once",
        arguments: commandOptions
    )
    func declarations(_ options: [OptionDeclaration]) {
        #expect(Set(options.map(\.name)).count == options.count)
    }
}
