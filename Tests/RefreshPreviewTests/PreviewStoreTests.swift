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

    @Test func aStoreLinkedToAnotherFileIsLeftAloneWithAWarning() throws {
        let state = Self.stateFolder()
        let elsewhere = Program.home + "/elsewhere-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: state + "/refreshkit", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let precious = elsewhere + "/notes.txt"
        try Data("not a store\n".utf8).write(to: URL(fileURLWithPath: precious))
        try FileManager.default.createSymbolicLink(
            atPath: state + "/refreshkit/last-updated.json",
            withDestinationPath: precious
        )
        for arguments in [["--state", "idle"], ["--skin", "text"]] {
            let run = try Program.run(arguments + ["--color", "never"], environment: ["XDG_STATE_HOME": state])
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.contains("warning:") && run.stderr.contains("left alone"), "\(run)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["notes.txt"])
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "not a store\n")
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
