import Foundation
import RefreshTestSupport
import Testing

/// Golden files beside the tests: `__Snapshots__/<name>` (see `Golden`). A missing one is
/// written, and the test says so: check it and run again.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "__Snapshots__"
    )

    static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        switch try Golden.compare(actual, with: folder.appendingPathComponent(name).path, recordsMissing: true) {
        case .same, .recorded: break
        case .recordedNew:
            Issue.record("Recorded a new snapshot \(name); check it and run again.", sourceLocation: sourceLocation)
        case .differs(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
