import Foundation
import Testing

/// Golden files: a test's output kept in the repository and compared with what the code gives
/// now. `REFRESHKIT_RECORD=1` writes them anew, and the test fails so that a recording run is
/// never taken for a passing one: check the files, then run again without it.
public enum Golden {
    /// What a comparison found.
    public enum Outcome: Equatable, Sendable {
        /// The file holds exactly the output.
        case same
        /// Recording: the file was written with the output.
        case recorded
        /// There was no file: it was written, and the test should say so (check it, run again).
        case recordedNew
        /// The file differs: a message naming the file, how to re-record, and the lines that differ.
        case differs(String)
    }

    /// Whether this run records golden files (`REFRESHKIT_RECORD=1`) rather than comparing.
    public static var recording: Bool { ProcessInfo.processInfo.environment["REFRESHKIT_RECORD"] == "1" }

    /// Compares `actual` with the golden file at `path`, or writes it when recording or when it
    /// is missing (and `recordsMissing`).
    public static func compare(_ actual: String, with path: String, recordsMissing: Bool = false) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: path)
        if recording || (!exists && recordsMissing) {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true
            )
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return recording ? .recorded : .recordedNew
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        guard actual != expected else { return .same }
        let name = (path as NSString).lastPathComponent
        return .differs(
            "\(name) differs from what the code gives now (REFRESHKIT_RECORD=1 re-records it):\n"
                + diff(expected: expected, actual: actual)
        )
    }

    /// Compares as ``compare(_:with:recordsMissing:)`` does and records an issue for anything but
    /// the same text: a difference, a recording (`REFRESHKIT_RECORD=1`), or a file written because
    /// it was missing.
    public static func expect(
        _ actual: String,
        matches path: String,
        recordsMissing: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let name = (path as NSString).lastPathComponent
        switch try compare(actual, with: path, recordsMissing: recordsMissing) {
        case .same: break
        case .recorded:
            Issue.record(
                "Recorded \(name) anew (REFRESHKIT_RECORD=1): check it, then run again without recording.",
                sourceLocation: sourceLocation
            )
        case .recordedNew:
            Issue.record("Recorded a new golden file \(name); check it and run again.", sourceLocation: sourceLocation)
        case .differs(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The lines that differ, in order, as a unified diff shows them (`-` expected, `+` actual,
    /// each with its line number in its file), from the longest common run of lines: a line that
    /// moved shows as removed where it was and added where it is.
    public static func diff(expected: String, actual: String, limit: Int = 80) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // The common prefix and suffix, then the longest common subsequence of what is between.
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        let a = Array(old[start..<oldEnd])
        let b = Array(new[start..<newEnd])
        guard a.count * b.count <= 4_000_000 else {
            // Too far apart to align: what went, then what came.
            let lines =
                a.enumerated().map { "-\(start + $0.offset + 1): \($0.element)" }
                + b.enumerated().map { "+\(start + $0.offset + 1): \($0.element)" }
            return (lines.prefix(limit) + (lines.count > limit ? ["… and \(lines.count - limit) more lines"] : []))
                .joined(separator: "\n")
        }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append("+\(start + j + 1): \(b[j])")
                j += 1
            } else {
                lines.append("-\(start + i + 1): \(a[i])")
                i += 1
            }
        }
        guard lines.count > limit else { return lines.joined(separator: "\n") }
        return (lines.prefix(limit) + ["… and \(lines.count - limit) more lines"]).joined(separator: "\n")
    }
}
