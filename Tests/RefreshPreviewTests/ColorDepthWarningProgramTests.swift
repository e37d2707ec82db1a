import Foundation
import RefreshTestSupport
import Testing

@Suite("refreshpreview: a warning when the terminal's colours merge a skin's")
struct ColorDepthWarningProgramTests {
    static let green = """
        <skin id="meadow" name="Meadow" format="1" extends="blue">
          <header style="spinner">
            <colors>
              <background light="#E8F5E9"/>
              <text light="#2E7D32"/>
              <spinner light="#43A047"/>
            </colors>
          </header>
          <footer/>
        </skin>
        """

    static let warning =
        "warning: at 16 colours, the skin's text #2e7d32 and spinner #43a047 come out as one colour; "
        + "if this terminal shows true colour, set COLORTERM=truecolor"

    @Test("16 colours: said once on standard error, with COLORTERM=truecolor; true colour: nothing")
    func greenPalette() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/meadow.xml"
        try Data(Self.green.utf8).write(to: URL(fileURLWithPath: file))
        let arguments = ["--skin-file", file, "--state", "idle", "--color", "always", "--no-store"]
        let sixteen = try Program.run(arguments, environment: ["TERM": "xterm"])
        #expect(sixteen.status == 0, "\(sixteen)")
        #expect(sixteen.stderrLines == [Self.warning], "\(sixteen)")
        let truecolor = try Program.run(arguments, environment: ["TERM": "xterm", "COLORTERM": "truecolor"])
        #expect(truecolor.status == 0 && truecolor.stderr.isEmpty, "\(truecolor)")
        let none = try Program.run(Array(arguments.dropLast(3)) + ["--no-store"])
        #expect(none.status == 0 && none.stderr.isEmpty, "without colour nothing merges: \(none)")
        let blue = try Program.run(
            ["--skin", "blue", "--state", "idle", "--color", "always"],
            environment: ["TERM": "xterm"]
        )
        #expect(blue.status == 0 && blue.stderr.isEmpty, "the classic colours stay apart: \(blue)")
    }
}
