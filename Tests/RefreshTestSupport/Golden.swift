import Foundation

/// Golden files: a test's output kept in the repository and compared with what the code gives
/// now. `REFRESHKIT_RECORD=1` writes them anew instead of comparing.
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
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let missing = expectedLines.filter { !actualLines.contains($0) }.map { "- " + $0 }
        let added = actualLines.filter { !expectedLines.contains($0) }.map { "+ " + $0 }
        let name = (path as NSString).lastPathComponent
        return .differs(
            "\(name) differs from what the code gives now (REFRESHKIT_RECORD=1 re-records it):\n"
                + (missing + added).joined(separator: "\n")
        )
    }
}
