import Foundation
import Testing

/// The preview keeps the demo's refresh in the last-updated store, so a second run says how long
/// ago it was; `--last-updated` and `--no-store` leave the file alone.
@Suite("Preview: the last-updated store")
struct PreviewStoreTests {
    static func stateFolder() -> String {
        Program.home + "/state-store-\(UUID().uuidString)"
    }

    @Test func aSecondRunSaysWhenTheFirstRefreshed() throws {
        let state = Self.stateFolder()
        let environment = ["XDG_STATE_HOME": state]
        let first = try Program.run(["--skin", "text", "--color", "never"], environment: environment)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdoutLines.contains { $0.contains("Never updated") }, "\(first)")
        let file = state + "/refreshkit/last-updated.json"
        let stored = try String(contentsOfFile: file, encoding: .utf8)
        #expect(stored.contains("refreshkit.text"))

        // Two minutes later, as far as the file knows.
        try rewrite(file, key: "refreshkit.text", to: Date().addingTimeInterval(-120))
        let second = try Program.run(["--skin", "text", "--color", "never"], environment: environment)
        #expect(
            second.stdoutLines.first { $0.contains("Last updated") }?.contains("Last updated: 2 minutes ago") == true,
            "\(second)"
        )

        // --no-store and --last-updated neither read nor write it.
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let none = try Program.run(["--skin", "text", "--color", "never", "--no-store"], environment: environment)
        #expect(none.stdoutLines.contains { $0.contains("Never updated") }, "\(none)")
        let given = try Program.run(
            ["--skin", "text", "--color", "never", "--last-updated", "3600"],
            environment: environment
        )
        #expect(given.stdoutLines.contains { $0.contains("Last updated: 1 hour ago") }, "\(given)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
    }

    /// Sets one key of the store file (`{"dates":{KEY:SECONDS_SINCE_1970},"format":1}`) to a date.
    func rewrite(_ file: String, key: String, to date: Date) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var dates = try #require(object["dates"] as? [String: Any])
        #expect(dates[key] is Double || dates[key] is NSNumber)
        dates[key] = date.timeIntervalSince1970
        object["dates"] = dates
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: file))
    }
}
