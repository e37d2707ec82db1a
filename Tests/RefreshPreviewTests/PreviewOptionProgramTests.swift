import Foundation
import RefreshTestSupport
import Testing

/// The preview's options where a theme author's trial (issue 41) found them wrong: `--progress`
/// says one range, a trigger no pull reaches is an error (in the view lint measures), the help
/// names every key, and the Lottie indicator's SVG is named for what it is.
@Suite(.enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"))
struct PreviewOptionProgramTests {
    static let review = Program.root + "/Tests/RefreshSkinsTests/Fixtures/review/"

    @Test("--progress past what the skin allows says the same range for every value")
    func progressRange() throws {
        for value in ["3.5", "5", "400"] {
            let run = try Program.run(["--skin", "blue", "--state", "pulling", "--progress", value])
            #expect(run.status == 64, "\(run)")
            #expect(run.stderr.contains("--progress takes a number from 0 to 3 for the skin 'blue'"), "\(run)")
        }
    }

    @Test("A pull past a trigger no pull reaches is an error that says why, in the view lint measures")
    func unreachableTrigger() throws {
        let skin = Self.review + "far-trigger.xml"
        let run = try Program.run(["--skin-file", skin, "--state", "pulling", "--progress", "1.2"])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr.contains("error: the header cannot be shown pulling: no pull reaches its triggerDistance 1000"),
            "\(run)"
        )
        #expect(run.stderr.contains("in a 264-point view"), "\(run)")
        #expect(run.stdout.isEmpty, "no picture: \(run)")
        // Lint says the same view.
        let lint = try Program.run(["lint", skin])
        #expect(lint.stderr.contains("in a 264-point view"), "\(lint)")
        #expect(!lint.stderr.contains("216-point"), "\(lint)")
    }

    @Test("--help names every key of --interactive")
    func helpNamesEveryKey() throws {
        let run = try Program.run(["--help"])
        #expect(run.status == 0)
        let help = run.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        for key in [
            "down/j pull", "up/k push back", "space release", "f finish the load", "x fail it",
            "t tap the footer", "n no more data", "q quit",
        ] {
            #expect(help.contains(key), "\(key): \(run.stdout)")
        }
    }

    @Test("The Lottie indicator's SVG is named for what it is")
    func lottieSVGID() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let svg = folder.path + "/pull.svg"
        let run = try Program.run(["--skin", "lottie", "--state", "pulling", "--svg", svg])
        #expect(run.status == 0, "\(run)")
        let document = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(document.contains("id=\"header-lottie\""), "\(document.prefix(2000))")
        #expect(!document.contains("header-arrow"))
    }
}
