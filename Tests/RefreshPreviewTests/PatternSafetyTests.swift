import Foundation
import Testing

/// A skin's string overrides can neither crash the preview nor fail without a place: patterns that
/// nest too deeply are refused by lint and at load, and a pattern that fails to format at display
/// time names the file, line and column where it was written.
@Suite struct PatternSafetyTests {
    /// A folder with `skin.xml` holding one header string override.
    static func skinFolder(key: String, pattern: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pattern-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = """
            <?xml version="1.0" encoding="UTF-8"?>
            <skin id="patterns" name="Patterns" format="1" extends="blue">
              <header>
                <strings locale="en">
                  <string key="\(key)">\(pattern)</string>
                </strings>
              </header>
              <footer/>
            </skin>

            """
        try Data(descriptor.utf8).write(to: folder.appendingPathComponent("skin.xml"))
        return folder.appendingPathComponent("skin.xml").path
    }

    static func nestedSelects(_ depth: Int) -> String {
        String(repeating: "{date,select,other{", count: depth) + "x" + String(repeating: "}}", count: depth)
    }

    @Test(arguments: [12, 4_000])
    func lintRefusesDeepNesting(depth: Int) throws {
        let path = try Self.skinFolder(key: "header.lastUpdated", pattern: Self.nestedSelects(depth))
        let lint = try Program.run(["lint", path])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stderrLines.contains { $0.hasPrefix(path + ":5:") && $0.contains("more than 20 deep") }, "\(lint)")
        // The preview refuses it at load, with the same place, and does not crash.
        for arguments in [["--state", "idle"], ["--state", "pulling"], []] {
            let run = try Program.run(["--skin-file", path] + arguments)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains(path + ":5:"), "\(run)")
        }
    }

    @Test func anOverrideThatWouldFailToFormatIsRefusedAtItsPlace() throws {
        // header.finished takes `count`, not `n`: the pattern compiles, but formatting would fail,
        // so the loader refuses it (lint and preview alike) at the <string>, naming the argument.
        let path = try Self.skinFolder(key: "header.finished", pattern: "{n, plural, one {# item} other {# items}}")
        let lint = try Program.run(["lint", path])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stderr.hasPrefix("\(path):5:7: error: the message for 'header.finished' (en)"), "\(lint)")
        for arguments in [["--state", "finished"], ["--state", "finished", "--svg", path + ".svg"]] {
            let run = try Program.run(["--skin-file", path] + arguments)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.hasPrefix("\(path):5:7: error: the message for 'header.finished'"), "\(run)")
            #expect(run.stderr.contains("did you mean count?"), "\(run)")
            #expect(!run.stderr.contains("argument 'n' is missing"), "\(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: path + ".svg"))
    }
}
