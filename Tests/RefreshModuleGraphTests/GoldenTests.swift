import Foundation
import RefreshTestSupport
import Testing

/// The golden-file comparison every snapshot test uses: its diff shows lines that moved, and a
/// recording run fails.
@Suite struct GoldenTests {
    @Test("A line that moved shows as removed where it was and added where it is, with line numbers")
    func reordering() {
        let diff = Golden.diff(expected: "a\nb\nc\nd", actual: "a\nc\nb\nd")
        #expect(diff == "-2: b\n+3: b" || diff == "+2: c\n-3: c", "\(diff)")
        #expect(Golden.diff(expected: "x\ny", actual: "x\ny\nz") == "+3: z")
        #expect(Golden.diff(expected: "x\ny\nz", actual: "x\nz") == "-2: y")
    }

    @Test("A long diff is cut, saying how much more there was")
    func longDiff() {
        let diff = Golden.diff(expected: "", actual: (1...200).map(String.init).joined(separator: "\n"), limit: 10)
        #expect(diff.split(separator: "\n").count == 11)
        #expect(diff.hasSuffix("… and 191 more lines"), "\(diff)")
    }

    @Test(
        "Comparing: the same text, a difference with the diff, a missing file written",
        .disabled(if: Golden.recording, "a recording run writes every file it compares")
    )
    func outcomes() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/golden.txt"
        #expect(try Golden.compare("one\ntwo", with: path, recordsMissing: true) == .recordedNew)
        #expect(try Golden.compare("one\ntwo", with: path) == .same)
        guard case .differs(let message) = try Golden.compare("two\none", with: path) else {
            Issue.record("a reordering compared the same")
            return
        }
        #expect(message.hasPrefix("golden.txt differs"))
        #expect(message.contains("\n-1: one\n+2: one") || message.contains("\n+1: two\n-2: two"), "\(message)")
    }
}
