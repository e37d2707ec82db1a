import RefreshCommandLine
import Testing

/// The one parser of `refreshpreview` and `refreshkit-skins`: options from their declarations,
/// the same rule for repeated options, the same usage errors.
@Suite struct ArgumentListTests {
    static let single = OptionDeclaration.value("--root", "DIR", help: "A folder.")
    static let repeated = OptionDeclaration.value("--tree", "DIR", repeatable: true, help: "Folders.")
    static let needed = OptionDeclaration.value("--output", "FILE", required: true, help: "A file.")
    static let choice = OptionDeclaration.value("--access", "LEVEL", choices: ["public", "internal"], help: "Who.")
    static let flag = OptionDeclaration.flag("--builtins", help: "Also these.")

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        /// The usage error, or `nil` when the arguments parse.
        var error: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Parses `--root`, `--tree`, `--output`, `--access`, `--builtins` and up to 2 positionals.
    static func parse(_ arguments: [String]) throws(UsageError) -> [String] {
        var list = ArgumentList(arguments)
        var result = [try list.value(single) ?? "-"]
        result += try list.values(repeated)
        result.append(try list.required(needed))
        result.append(try list.choice(choice) ?? "-")
        result.append(list.flag(flag) ? "flag" : "-")
        return result + (try list.positionals(max: 2))
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

    @Test("Values in order, positionals after --")
    func values() throws {
        let parsed = try Self.parse([
            "--tree", "t1", "--output=o", "--tree", "t2", "--access", "internal", "--", "--root",
        ])
        #expect(parsed == ["-", "t1", "t2", "o", "internal", "-", "--root"])
    }

    @Test("Help lists every declared option once, then --help, descriptions aligned")
    func helpSection() {
        let options = [Self.single, Self.repeated, Self.needed, Self.choice, Self.flag]
        let help = OptionDeclaration.helpSection(options)
        let lines = help.split(separator: "\n").map(String.init)
        #expect(lines.first == "OPTIONS:")
        #expect(
            lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) }
                == ["--root", "--tree", "--output", "--access", "--builtins", "--help"]
        )
        let column = OptionDeclaration.descriptionColumn
        #expect(
            lines.dropFirst().allSatisfy { $0.dropFirst(column - 1).first == " " && $0.dropFirst(column).first != " " }
        )
        #expect(
            OptionDeclaration.synopsis(options)
                == "[--root DIR] [--tree DIR]... --output FILE [--access LEVEL] [--builtins]"
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
        arguments: [
            PreviewOptions.options, ReplayOptions.options, SkinsOptions.options, LintOptions.options,
            TextOptions.options, LastUpdatedOptions.options,
        ]
    )
    func declarations(_ options: [OptionDeclaration]) {
        #expect(Set(options.map(\.name)).count == options.count)
    }
}
