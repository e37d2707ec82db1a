import Foundation
import RefreshTestSupport
import Testing

/// End-to-end tests of the built `refreshkit-skins` (the skins plugins' tool): it parses, reports
/// usage errors, prints help and exits exactly as `refreshpreview` does (one command-line layer).
@Suite struct SkinsToolProgramTests {
    static let binary = URL(fileURLWithPath: Program.binary).deletingLastPathComponent()
        .appendingPathComponent("refreshkit-skins").path

    static let builtIns = ["--resources", "Resources", "--localizations", "Localizations"]

    @Test(
        "Usage errors: error, then where the help is, status 64",
        arguments: [
            ([], "error: name a subcommand: generate, check-builtins, lint", "refreshkit-skins"),
            (
                ["lnit"],
                "error: unknown subcommand 'lnit' (did you mean 'lint'?); the subcommands are generate, check-builtins, lint",
                "refreshkit-skins"
            ),
            (["lint", "--builtins"], "error: --resources is required", "refreshkit-skins lint"),
            (
                ["lint", "--builtins", "--resources", "a", "--resources", "b"],
                "error: --resources is given more than once; give it once", "refreshkit-skins lint"
            ),
            (
                builtIns + ["--tre", "x"],
                "error: unknown subcommand '--resources'; the subcommands are generate, check-builtins, lint",
                "refreshkit-skins"
            ),
            (
                ["lint"] + builtIns + ["--tre", "x"], "error: unknown option '--tre' (did you mean '--tree'?)",
                "refreshkit-skins lint"
            ),
            (
                ["lint"] + builtIns, "error: name a skins folder (--tree DIR) or a descriptor file to check",
                "refreshkit-skins lint"
            ),
            (
                ["generate", "--module", "M", "--access", "open"] + builtIns,
                "error: --access must be one of public, internal, not 'open'", "refreshkit-skins generate"
            ),
            (
                ["lint", "--root", "--format", "json"] + builtIns, "error: --root needs a value",
                "refreshkit-skins lint"
            ),
            (
                ["lint", "--format", "--root"] + builtIns, "error: --format needs a value",
                "refreshkit-skins lint"
            ),
        ]
    )
    func usageErrors(arguments: [String], message: String, command: String) throws {
        let run = try Program.run(arguments, binary: Self.binary)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines == [message, "See '\(command) --help'."], "\(run)")
    }

    @Test(
        "Help on standard output, status 0; a subcommand's lists every option it declares",
        arguments: [
            (["--help"], ["SUBCOMMANDS:", "  generate ", "  check-builtins ", "  lint "]),
            (["help", "lint"], ["--resources DIR", "--localizations DIR", "--builtins", "--tree DIR", "--root DIR"]),
            (
                ["generate", "-h"],
                ["--module NAME", "--access public|internal", "--root DIR", "--output FILE", "--resources DIR"]
            ),
            (["check-builtins", "--help"], ["--resources DIR", "--localizations DIR", "--output FILE", "--help"]),
        ]
    )
    func help(arguments: [String], contains: [String]) throws {
        let run = try Program.run(arguments, binary: Self.binary)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        for text in contains { #expect(run.stdout.contains(text), "\(text)\n\(run)") }
    }

    @Test("lint of RefreshKit's own data: the count on standard output, status 0")
    func lintBuiltIns() throws {
        let run = try Program.run(["lint", "--builtins"] + Self.builtIns, binary: Self.binary)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasSuffix(" checked: 0 errors, 0 warnings\n"), "\(run)")
    }

    @Test("A CRLF catalog's keys are located on their own lines")
    func catalogLineEndings() throws {
        let folder = try TemporaryFolder()
        let english = try Data(contentsOf: URL(fileURLWithPath: Program.root + "/Localizations/en.strings"))
        try english.write(to: URL(fileURLWithPath: folder.path + "/en.strings"))
        let german = "/* German */\r\n\"header.pull\" = \"Ziehen\";\r\n\"header.pul\" = \"Ziehen\";"
        try german.write(toFile: folder.path + "/de.strings", atomically: true, encoding: .utf8)
        let run = try Program.run(
            ["lint", "--builtins", "--resources", "Resources", "--localizations", folder.path],
            binary: Self.binary
        )
        #expect(run.status == 1, "\(run)")
        let located = run.stderrLines.filter { $0.contains("unknown key 'header.pul'") }
        #expect(located.count == 1 && located[0].hasPrefix(folder.path + "/de.strings:3:1: error: "), "\(run)")
    }

    @Test("Help to a full disk: the write error, status 1")
    func helpToFullDisk() throws {
        let run = try Program.run(["-c", "exec \"$0\" --help >/dev/full", Self.binary], binary: "/bin/sh")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines == ["error: cannot write to standard output: No space left on device"], "\(run)")
    }
}

/// The same rule for repeated options in `refreshpreview`.
@Suite struct RepeatedOptionTests {
    @Test(
        "An option given twice is an error unless it repeats",
        arguments: [
            (
                ["--skin", "blue", "--skin", "grey"], "error: --skin is given more than once; give it once",
                "refreshpreview"
            ),
            (
                ["last-updated", "--ago", "3", "--locale", "de", "--locale=fr"],
                "error: --locale is given more than once; give it once", "refreshpreview last-updated"
            ),
        ]
    )
    func givenTwice(arguments: [String], message: String, command: String) throws {
        let run = try Program.run(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines == [message, "See '\(command) --help'."], "\(run)")
    }
}
