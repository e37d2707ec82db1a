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
        try Golden.expect(
            actual,
            matches: folder.appendingPathComponent(name).path,
            recordsMissing: true,
            sourceLocation: sourceLocation
        )
    }
}
