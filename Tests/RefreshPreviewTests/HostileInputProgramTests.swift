import Foundation
import RefreshSupport
import RefreshTestSupport
import Testing

/// End-to-end tests of input written to hurt: endless and very long trace lines must fail fast
/// in bounded memory, and control characters in traces, skins and file names must never reach
/// the terminal raw, nor forge a diagnostic line.
@Suite struct HostileInputProgramTests {
    static let capError = "error: line 1: the line is longer than 65536 bytes"

    // MARK: - Replay: long and endless lines

    @Test("replay /dev/zero: the line cap error, status 1 (not a hang)")
    func replayDevZero() throws {
        let run = try Program.run(["replay", "/dev/zero"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines == [Self.capError])
    }

    @Test("replay of an endless pipe without newlines: the line cap error, status 1")
    func replayEndlessPipe() throws {
        let run = try Program.run(["replay"], prefix: ["/bin/sh", "-c", #"yes | tr -d '\n' | "$0" "$@""#])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines == [Self.capError])
    }

    @Test("replay of a line with 200,000 keys, and of a huge line with no newline, ends with the cap error")
    func replayHugeLines() throws {
        let folder = try TemporaryFolder()
        let keys = folder.path + "/keys.jsonl"
        let wide = "{" + (0..<200_000).map { "\"k\($0)\":1" }.joined(separator: ",") + "}\n"
        try Data(wide.utf8).write(to: URL(fileURLWithPath: keys))
        let noNewline = folder.path + "/no-newline.jsonl"
        try Data(#"{"event":"tick"}"#.utf8 + Data("\n".utf8) + Data(repeating: UInt8(ascii: "["), count: 3 << 20))
            .write(to: URL(fileURLWithPath: noNewline))
        let first = try Program.run(["replay", keys])
        #expect(first.status == 1, "\(first)")
        #expect(first.stderrLines == [Self.capError])
        let second = try Program.run(["replay", noNewline])
        #expect(second.status == 1, "\(second)")
        #expect(second.stderrLines == ["error: line 2: the line is longer than 65536 bytes"])
    }

    @Test("replay of a line just under the cap with thousands of keys is read and judged")
    func replayManyKeysUnderCap() throws {
        let line = "{\"event\":\"tick\"," + (0..<6000).map { "\"k\($0)\":1" }.joined(separator: ",") + "}\n"
        let run = try Program.run(["replay"], input: line)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines == [#"error: line 1: unknown field "k0" in a tick event; it takes "event", "time""#])
    }

    @Test("replay streams many short lines: every effect, status 0")
    func replayManyLines() throws {
        let pull =
            #"{"event":"scroll","offset":-70,"dragging":true}"# + "\n"
            + #"{"event":"scroll","offset":0,"dragging":true}"# + "\n"
        let run = try Program.run(["replay"], input: String(repeating: pull, count: 10_000))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.count == 20_000)
        #expect(run.stdoutLines.last == #"{"input":20000,"edge":"header","state":"idle"}"#)
    }

    // MARK: - Control characters

    @Test("replay: a key that would set the title and clear the screen is shown escaped")
    func replayEscapeInjection() throws {
        let run = try Program.run(["replay"], input: #"{"event":"tick","\u001b]0;PWNED\u0007\u001b[2J":1}"# + "\n")
        #expect(run.status == 1, "\(run)")
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(
            run.stderrLines == [
                #"error: line 1: unknown field "\u{1B}]0;PWNED\u{07}\u{1B}[2J" in a tick event; it takes "event", "time""#
            ]
        )
    }

    @Test("lint: a value holding a newline cannot forge a diagnostic for another file")
    func lintForgedDiagnostic() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/forge.xml"
        let skin = """
            <skin id="forge" name="Forge" format="1">
              <header style="text&#10;x.xml:1:1: error: forged&#x9B;2J&#x85;"/>
              <footer style="text"><colors><text light="&#10;y.xml:1:1: error: forged"/></colors></footer>
            </skin>
            """
        try Data(skin.utf8).write(to: URL(fileURLWithPath: path))
        let run = try Program.run(["lint", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines.count == 2, "\(run)")
        for line in run.stderrLines {
            #expect(line.hasPrefix(path + ":"), "\(line)")
            #expect(!ControlCharacters.contains(in: line), "\(line)")
        }
        #expect(run.stderr.contains(#"text\nx.xml:1:1: error: forged\u{9B}2J\u{85}"#), "\(run)")
    }

    @Test("lint: a skin with 500 errors shows the first 50, then how many more")
    func lintManyErrors() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/many.xml"
        let attributes = (0..<500).map { "x\($0)=\"1\"" }.joined(separator: " ")
        let skin = "<skin id=\"many\" name=\"Many\" format=\"1\">\n<header style=\"text\" \(attributes)/>\n</skin>\n"
        try Data(skin.utf8).write(to: URL(fileURLWithPath: path))
        let run = try Program.run(["lint", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines.count == 51)
        #expect(run.stderrLines.prefix(50).allSatisfy { $0.hasPrefix(path + ":2:") && $0.contains(": error: ") })
        #expect(run.stderrLines.last == "\(path): note: and 450 more errors (only the first 50 of a file are shown)")
        #expect(run.stdoutLines == ["1 file checked: 500 errors, 0 warnings"])
    }

    @Test("A file name holding a newline and an escape is shown escaped by lint, skins and replay")
    func controlCharactersInFileNames() throws {
        let folder = try TemporaryFolder()
        let name = "bad\n\u{1B}[2J.xml"
        let escapedName = #"bad\n\u{1B}[2J.xml"#
        let skin = "<skin id=\"bad\" name=\"Bad&#x9B;31m\" format=\"1\"><header style=\"arow\"/></skin>\n"
        try Data(skin.utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name))
        let lint = try Program.run(["lint", folder.path + "/" + name])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stderrLines.count == 1, "\(lint)")
        #expect(lint.stderrLines.first?.hasPrefix(folder.path + "/" + escapedName + ":1:") == true, "\(lint)")
        let skins = try Program.run(["skins", "--skin-file", folder.path + "/" + name])
        #expect(!ControlCharacters.contains(in: skins.stdout.replacingOccurrences(of: "\n", with: "")), "\(skins)")
        #expect(!ControlCharacters.contains(in: skins.stderr.replacingOccurrences(of: "\n", with: "")), "\(skins)")
        let missing = "no\u{1B}]0;PWNED\u{07}.jsonl"
        let replay = try Program.run(["replay", missing])
        #expect(replay.status == 1, "\(replay)")
        #expect(replay.stderrLines == [#"error: cannot read the trace 'no\u{1B}]0;PWNED\u{07}.jsonl': no such file"#])
        try Data("{\"event\":\"nope\"}\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + missing))
        let present = try Program.run(["replay", folder.path + "/" + missing])
        #expect(present.status == 1, "\(present)")
        #expect(!ControlCharacters.contains(in: present.stderr.dropLast()), "\(present)")
    }

    @Test("preview: a skin string holding controls is drawn without them (no escape at all with --color never)")
    func previewDropsControls() throws {
        let folder = try TemporaryFolder()
        let skin = """
            <skin id="sly" name="Sly" format="1" extends="blue">
              <header style="text">
                <strings locale="en"><string key="header.pull">Pull&#x9B;2J&#x85;&#9;me&#x202E;now&#10;x</string></strings>
              </header>
            </skin>
            """
        try Data(skin.utf8).write(to: URL(fileURLWithPath: folder.path + "/sly.xml"))
        let run = try Program.run(["--skin-file", folder.path + "/sly.xml", "--state", "idle", "--color", "never"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("Pull2Jmenowx"), "\(run)")
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(!ControlCharacters.contains(in: run.stdout.replacingOccurrences(of: "\n", with: "")), "\(run)")
        let svg = folder.path + "/sly.svg"
        let picture = try Program.run(["--skin-file", folder.path + "/sly.xml", "--state", "idle", "--svg", svg])
        #expect(picture.status == 0, "\(picture)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("Pull2Jmenowx"))
        #expect(!ControlCharacters.contains(in: text.replacingOccurrences(of: "\n", with: "")))
    }
}
