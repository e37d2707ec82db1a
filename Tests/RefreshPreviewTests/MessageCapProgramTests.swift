import Foundation
import RefreshSupport
import RefreshTestSupport
import Testing

/// Every value a message quotes from the command line, the environment or a file is cut at 200
/// characters (`ControlCharacters.escaped`), so one message stays short and its advice, after the
/// value, is never lost to the cut of the whole message (2,000 characters): a 2,000-character
/// `--locale` or `--time-zone` was echoed whole, the advice cut off, and a 100,000-character
/// `--skin-file` gave a 6,133-character line.
@Suite struct MessageCapProgramTests {
    /// A value far longer than any message may quote.
    static let long = String(repeating: "q", count: 2000)

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var input = ""
        /// Files to write into a fresh folder; `{dir}` in the arguments is that folder.
        var files: [String: String] = [:]
        /// How the first line of the message must end: its own words, after the quoted value.
        var ending: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "--locale",
            arguments: ["--locale", long, "--state", "idle"],
            ending: "or an Accept-Language list such as 'de-AT,de;q=0.9,en;q=0.5'."
        ),
        Case(
            name: "--time-zone",
            arguments: ["last-updated", "--ago", "5", "--time-zone", long],
            ending: "Use an IANA time zone id such as 'Europe/Berlin', 'America/New_York' or 'UTC'."
        ),
        Case(
            name: "TZ",
            arguments: ["--state", "idle", "--color", "never"],
            environment: ["TZ": long],
            ending: "using UTC (set TZ to an IANA zone such as Europe/Berlin, or use --time-zone)"
        ),
        Case(
            name: "--skin-file of 100,000 characters",
            arguments: ["--skin-file", String(repeating: "q", count: 100_000)],
            ending: "(99800 more)'"
        ),
        Case(
            name: "a text argument's name",
            arguments: ["text", "header.pull", long + "=1"],
            ending: "(1800 more)'"
        ),
        Case(name: "the trace's path", arguments: ["replay", long], ending: ": file name too long"),
        Case(name: "lint --root", arguments: ["lint", "--root", long, "x.xml"], ending: ": no such folder"),
        Case(
            name: "new --dir",
            arguments: ["new", "x", "--dir", long],
            ending: "cannot create the folder (File name too long); nothing was written"
        ),
        Case(
            name: "a batch line's locale",
            arguments: ["last-updated", "--batch"],
            input: #"{"locale":"\#(long)","date":1}"# + "\n",
            ending: "or an Accept-Language list such as 'de-AT,de;q=0.9,en;q=0.5'."
        ),
        Case(
            name: "a trace's field",
            arguments: ["replay"],
            input: #"{"event":"tick","\#(long)":1}"# + "\n",
            ending: #"in a tick event; it takes "event", "time""#
        ),
        Case(
            name: "a skin's element",
            arguments: ["lint", "{dir}/x.xml"],
            files: ["x.xml": #"<skin id="x" name="x" format="1"><header><\#(long)/></header></skin>"#],
            ending: "fade, motion, lastUpdated)"
        ),
        Case(
            name: "a skin's colour",
            arguments: ["lint", "{dir}/x.xml"],
            files: [
                "x.xml": #"<skin id="x" name="x" format="1"><header><colors><text light="\#(long)"/></colors>"#
                    + "</header></skin>"
            ],
            ending: "rgb(R, G, B), rgba(R, G, B, A) or transparent"
        ),
        Case(
            name: "a skin's closing tag (libxml2's names)",
            arguments: ["lint", "{dir}/x.xml"],
            files: ["x.xml": #"<skin id="x" name="x" format="1"><\#(long)></skin>"#],
            ending: "(1800 more)>?"
        ),
        Case(
            name: "a skin's arrow image",
            arguments: ["lint", "{dir}/x.xml"],
            files: [
                "x.xml": #"<skin id="x" name="x" format="1"><header><arrow image="\#(long).png"/>"# + "</header></skin>"
            ],
            ending: "next to the skin"
        ),
    ]

    @Test(
        "A long value is cut at 200 characters in its message, and the message's own words are whole",
        arguments: cases
    )
    func valuesAreCut(_ example: Case) throws {
        let folder = try TemporaryFolder()
        for (name, text) in example.files { try folder.write(name, text) }
        let arguments = example.arguments.map { $0.replacingOccurrences(of: "{dir}", with: folder.path) }
        let run = try Program.run(arguments, input: example.input, environment: example.environment)
        let message = try #require(
            run.stderrLines.first { $0.hasPrefix("error: ") || $0.hasPrefix("warning: ") || $0.contains(": error: ") },
            "\(run)"
        )
        #expect(message.hasSuffix(example.ending), "\(message)")
        // No quoted value (nor a location naming no file) is longer than 200 characters.
        #expect(!message.contains(String(repeating: "q", count: 201)), "\(message)")
        #expect(message.count < 800, "\(message.count) characters: \(message)")
    }

    @Test("A diagnostic's location that could name a file is whole, so editors can open it")
    func locationsThatCanBeFilesAreWhole() throws {
        // A name of 250 characters under a folder: a path a file can have.
        let folder = try TemporaryFolder()
        let name = String(repeating: "q", count: 250) + ".xml"
        let path = try folder.write(name, #"<skin id="x" name="x" format="1"><header><nope/></header></skin>"#)
        let run = try Program.run(["lint", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix("\(path):1:42: error: unknown element <nope>") == true, "\(run)")
    }
}
