import Foundation
import RefreshTestSupport
import Testing

/// Issue #25, "Options depend on their order": the program parses its options in one pass, left
/// to right, where a declared option name is never taken as a value and every number option
/// reads numbers by the same rule.
@Suite struct OptionOrderProgramTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        /// The first line on standard error.
        var error: String
        /// The line that points at help.
        var see = "See 'refreshpreview --help'."
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "An option followed by another option's name needs a value, in either order",
        arguments: [
            Case(arguments: ["--skin", "--footer"], error: "error: --skin needs a value"),
            Case(arguments: ["--footer", "--skin"], error: "error: --skin needs a value"),
            Case(arguments: ["--locale", "--state", "idle"], error: "error: --locale needs a value"),
            Case(
                arguments: ["gallery", "--skin", "--skin-file", "x.xml", "out"],
                error: "error: --skin needs a value",
                see: "See 'refreshpreview gallery --help'."
            ),
        ]
    )
    func optionNameIsNotAValue(_ test: Case) throws {
        try expectUsageError(test)
    }

    @Test(
        "--svg followed by an option's name, or by a word starting with --, writes no file of that name",
        arguments: [
            Case(arguments: ["--svg", "--no-store"], error: "error: --svg needs a value"),
            Case(
                arguments: ["--svg", "--weird"],
                error: "error: --svg needs a value; to give '--weird', write --svg=--weird"
            ),
        ]
    )
    func svgWritesNoStrayFile(_ test: Case) throws {
        // The program runs in the repository's folder: the old parser wrote the file there.
        let stray = Program.root + "/" + test.arguments[1]
        let existed = FileManager.default.fileExists(atPath: stray)
        defer { if !existed { try? FileManager.default.removeItem(atPath: stray) } }
        try expectUsageError(test)
        #expect(FileManager.default.fileExists(atPath: stray) == existed)
    }

    @Test(
        "Every number option reads numbers by one rule: decimal only",
        arguments: [
            Case(
                arguments: ["--last-updated", "0x10", "--state", "idle"],
                error: "error: --last-updated takes a number of seconds (0 or more) or 'never', not '0x10'"
            ),
            Case(
                arguments: ["--last-updated", "1e3", "--state", "idle"],
                error: "error: --last-updated takes a number of seconds (0 or more) or 'never', not '1e3'"
            ),
            Case(
                arguments: ["--last-updated", "inf", "--state", "idle"],
                error: "error: --last-updated takes a number of seconds (0 or more) or 'never', not 'inf'"
            ),
            Case(
                arguments: ["--width", "0x10", "--state", "idle"],
                error: "error: --width takes a whole number from 24 to 400, not '0x10'"
            ),
            Case(
                arguments: ["--fps", "0x10", "--state", "idle"],
                error: "error: --fps takes a number from 1 to 120, not '0x10'"
            ),
            Case(
                arguments: ["--state", "idle", "--progress", "0x1"],
                error:
                    "error: --progress takes a number from 0 (to 3, or to the skin's maximumProgress when larger), not '0x1'"
            ),
            Case(
                arguments: ["last-updated", "--ago", "0x10"],
                error: "error: --ago takes a number of seconds, not '0x10'",
                see: "See 'refreshpreview last-updated --help'."
            ),
            Case(
                arguments: ["last-updated", "--ago", "3e2"],
                error: "error: --ago takes a number of seconds, not '3e2'",
                see: "See 'refreshpreview last-updated --help'."
            ),
        ]
    )
    func numbers(_ test: Case) throws {
        try expectUsageError(test)
    }

    @Test("Decimal numbers, negative ones included, are values; help says how numbers are written")
    func decimalNumbers() throws {
        let ago = try Program.run(["last-updated", "--locale", "en", "--ago", "-3600", "--now", "2026-11-29T14:03:00Z"])
        #expect(ago.status == 0, "\(ago)")
        #expect(ago.stdout == "Last updated: now\n", "\(ago)")
        let help = try Program.run(["--help"])
        #expect(
            help.stdout.contains(
                "  Numbers are written in decimal (30, 12.5, -3): no hexadecimal, exponent, leading +,\n  inf or nan.\n"
            ),
            "\(help)"
        )
    }

    @Test("A value that starts with -- is given with =, or as an argument after --")
    func escapes() throws {
        let folder = try TemporaryFolder()
        let run = try Program.run(["new", "--dir=\(folder.path)", "--", "--weird"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix("error: ") == true, "\(run)")
        #expect(run.stderrLines.first?.contains("--weird") == true, "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let dated = try Program.run(["last-updated", "--locale=en", "--ago=-7200", "--now=2026-11-29T14:03:00Z"])
        #expect(dated.stdout == "Last updated: now\n", "\(dated)")
    }

    @Test("A choice option's help shows its cases, and its error lists them")
    func choices() throws {
        let help = try Program.run(["--help"])
        #expect(
            help.stdout.contains(
                "  --appearance light|dark\n" + String(repeating: " ", count: 24)
                    + "Light or dark colours (default: light).\n"
            ),
            "\(help)"
        )
        #expect(help.stdout.contains("  --color auto|always|never\n"), "\(help)")
        try expectUsageError(
            Case(
                arguments: ["--appearance", "dim"],
                error: "error: --appearance must be one of light, dark, not 'dim'"
            )
        )
    }

    @Test("The usage line in help comes from the declarations")
    func usageInHelp() throws {
        let run = try Program.run(["gallery", "--help"])
        #expect(
            run.stdout.contains(
                """

                USAGE: refreshpreview gallery [--skin NAME]... [--skin-file PATH]... [--locale LOCALE]...
                                              [--appearance light|dark] DIR

                """
            ),
            "\(run)"
        )
    }

    func expectUsageError(_ test: Case) throws {
        let run = try Program.run(test.arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines == [test.error, test.see], "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }
}
