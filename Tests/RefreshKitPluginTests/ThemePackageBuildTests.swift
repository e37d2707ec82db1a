import Foundation
import RefreshTestSupport
import Testing

/// Builds a copy of Examples/ThemePackage with one deliberate mistake and checks that
/// `swift build` fails with the mistake's file, line, column and message, as a theme author
/// would see it.
///
/// The copy and its build folder live in `.build-example/` at the repository root (shared with
/// `scripts/check-example`) and are reused, so only the first run builds RefreshKit there (about
/// 1.5 minutes on two cores); later runs rebuild only the theme module. The cases run one after
/// another on the same copy. They run when `REFRESHKIT_PLUGIN_TESTS=1` (`.ci/run` sets it).
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["REFRESHKIT_PLUGIN_TESTS"] == "1",
        "slow (builds a package): set REFRESHKIT_PLUGIN_TESTS=1 to run"
    )
)
struct ThemePackageBuildTests {
    /// A mistake: a file of the copy to change, the text whose first occurrence to replace, and the
    /// diagnostic expected.
    struct Mistake: CustomTestStringConvertible, Sendable {
        let name: String
        let file: String
        let original: String
        let replacement: String
        let expected: String
        var testDescription: String { name }
    }

    static let mistakes = [
        Mistake(
            name: "misspelt element",
            file: "Sources/SunsetTheme/Skins/sunset/sunset.xml",
            original: "<background light=\"#FFF1E0\"",
            replacement: "<backgroud light=\"#FFF1E0\"",
            expected: "Sources/SunsetTheme/Skins/sunset/sunset.xml:7:7: error: unknown element <backgroud> in "
                + "<colors>; did you mean 'background'?"
        ),
        Mistake(
            name: "missing arrow image",
            file: "Sources/SunsetTheme/Skins/sunset/sunset.xml",
            original: "<arrow image=\"arrow.png\"/>",
            replacement: "<arrow image=\"arow.png\"/>",
            expected: "Sources/SunsetTheme/Skins/sunset/sunset.xml:12:12: error: unknown asset: there is no image "
                + "'arow.png' next to the skin; did you mean 'arrow.png'?"
        ),
        Mistake(
            name: "catalog pattern",
            file: "Sources/SunsetTheme/Skins/Catalogs/en.strings",
            original: "\"footer.noMore\" = \"You have reached the horizon\";",
            replacement: "\"footer.noMore\" = \"You have reached {the horizon\";",
            expected: "Sources/SunsetTheme/Skins/Catalogs/en.strings:2:1: error: "
                + "invalid message pattern for 'footer.noMore' (en)"
        ),
        Mistake(
            name: "typo of a built-in kind",
            file: "Sources/SunsetTheme/Skins/dusk.xml",
            original: "<header style=\"sunburst\">",
            replacement: "<header style=\"rnig\">",
            expected: "Sources/SunsetTheme/Skins/dusk.xml:5:11: error: unknown style 'rnig'; did you mean 'ring'?"
        ),
        Mistake(
            name: "bad kind name in kinds.txt",
            file: "Sources/SunsetTheme/Skins/kinds.txt",
            original: "\nsunburst",
            replacement: "\nsun burst",
            expected: "Sources/SunsetTheme/Skins/kinds.txt:3:1: error: 'sun burst' is not an indicator kind name"
        ),
    ]

    @Test(arguments: mistakes)
    func buildFailsAtTheMistake(_ mistake: Mistake) throws {
        let copy = try Workspace.freshCopy()
        let path = copy + "/" + mistake.file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // The first occurrence only (the header's, in the skin).
        let range = try #require(text.range(of: mistake.original), "the example changed; update the mistake")
        try text.replacingCharacters(in: range, with: mistake.replacement)
            .write(toFile: path, atomically: true, encoding: .utf8)

        let build = try Workspace.build(copy)
        #expect(build.status != 0, "the build should fail:\n\(build.output)")
        #expect(
            build.output.contains(copy + "/" + mistake.expected),
            "expected '\(mistake.expected)' in:\n\(build.output)"
        )
    }

    @Test func aKindTheBuildDoesNotKnowIsAWarningThatDoesNotFailIt() throws {
        let copy = try Workspace.freshCopy()
        try FileManager.default.removeItem(atPath: copy + "/Sources/SunsetTheme/Skins/kinds.txt")
        let build = try Workspace.build(copy)
        #expect(build.status == 0, "a warning does not fail the build:\n\(build.output)")
        #expect(
            build.output.contains(
                copy + "/Sources/SunsetTheme/Skins/dusk.xml:5:11: warning: style 'sunburst' names no indicator kind "
                    + "known here"
            ),
            "\(build.output)"
        )
        // The program's registry says so too (it is loaded without the declaration), and the
        // theme's presenter still draws the kind it registers.
        let run = try Workspace.run(Workspace.scratch + "/debug/theme-demo")
        #expect(run.status == 0)
        #expect(run.output.contains("SunsetTheme:dusk.xml:5:11: warning: style 'sunburst'"), "\(run.output)")
        #expect(run.output.contains("dusk header: sunburst kind drawn"), "\(run.output)")
    }

    @Test func theExampleBuildsCleanAndEmbedsItsSkins() throws {
        let copy = try Workspace.freshCopy()
        let build = try Workspace.build(copy)
        #expect(build.status == 0, "the example should build:\n\(build.output)")
        let run = try Workspace.run(Workspace.scratch + "/debug/theme-demo")
        #expect(run.status == 0)
        #expect(run.output.contains("theme skins: dusk, paper, sunset"), "\(run.output)")
        #expect(run.output.contains("sunset: Sunset, arrow, extends blue, 30x55 arrow arrow.png"), "\(run.output)")
        #expect(run.output.contains("footer.noMore (en): You have reached the horizon"), "\(run.output)")
        #expect(!build.output.contains("warning: style"), "\(build.output)")
        #expect(!run.output.contains("warning:"), "\(run.output)")
        #expect(
            run.output.contains(
                "dusk header: sunburst kind drawn, pull 0.5: 5 shapes, pull 1.0: 9 shapes, loading frames differ: yes"
            ),
            "\(run.output)"
        )
    }
}

/// The reusable copy of the example and its build folder.
enum Workspace {
    /// The repository's top-level folder.
    static let root = Repository.root

    /// Two levels below the root, so the example's `.package(path: "../..")` still names it.
    static let copy = root + "/.build-example/ThemePackage"
    /// The scratch path, kept between runs.
    static let scratch = root + "/.build-example/scratch"

    /// Replaces the copy's files with the example's (the scratch path is kept).
    static func freshCopy() throws -> String {
        let manager = FileManager.default
        try manager.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for name in ["Package.swift", "Sources"] {
            try? manager.removeItem(atPath: copy + "/" + name)
            try manager.copyItem(atPath: root + "/Examples/ThemePackage/" + name, toPath: copy + "/" + name)
        }
        return copy
    }

    /// `swift build` of a package with the reused scratch path.
    static func build(_ package: String) throws -> (status: Int32, output: String) {
        try run(
            "/usr/bin/env",
            ["swift", "build", "--package-path", package, "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors"]
        )
    }

    /// Runs a program; standard output and error together.
    static func run(_ executable: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
