import Foundation
import Testing

/// Golden files beside the tests: `__Snapshots__/<name>`. Set `REFRESHKIT_RECORD=1` to write them
/// anew; otherwise a difference fails the test with both texts.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "__Snapshots__"
    )

    static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["REFRESHKIT_RECORD"] == "1"
        if recording || !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            if !recording {
                Issue.record("Recorded a new snapshot \(name); check it and run again.", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected,
            "\(name) differs from its snapshot (REFRESHKIT_RECORD=1 re-records):\n--- expected\n\(expected)\n--- actual\n\(actual)",
            sourceLocation: sourceLocation
        )
    }
}
