import Foundation
import RefreshStore
import RefreshTestSupport
import Synchronization
import Testing

@Suite("Last-updated stores")
struct LastUpdatedStoreTests {

    @Test("The in-memory store keeps dates per key")
    func inMemory() {
        let store = InMemoryLastUpdatedStore()
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        store.setDate(date, forKey: "a")
        #expect(store.date(forKey: "a") == date)
        #expect(store.date(forKey: "b") == nil)
        store.removeDate(forKey: "a")
        #expect(store.date(forKey: "a") == nil)
    }

    @Test("The file store keeps dates exactly, per key, across instances")
    func fileRoundTrip() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("state/refreshkit/last-updated.json")
        let first = FileLastUpdatedStore(url: url)
        let date = Date(timeIntervalSince1970: 1_764_441_600.125)
        try first.setDate(date, forKey: "refreshkit.blue")
        try first.setDate(date.addingTimeInterval(60), forKey: "inbox")
        let second = FileLastUpdatedStore(url: url)
        #expect(try second.date(forKey: "refreshkit.blue") == date)
        #expect(try second.allDates().count == 2)
        try second.removeDate(forKey: "inbox")
        #expect(try first.date(forKey: "inbox") == nil)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#""format":1"#))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers.sorted() == ["last-updated.json", "last-updated.json.lock"])
    }

    @Test(
        "A corrupt file is left alone by reads (a warning each) and moved aside by the next write, never a crash",
        arguments: ["{not json", "", "\u{0}\u{1}binary", #"{"format":1,"dates":{"a":"x"}}"#]
    )
    func corruptFile(contents: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        try Data(contents.utf8).write(to: url)
        let warnings = Mutex<[String]>([])
        let store = FileLastUpdatedStore(url: url) { message in warnings.withLock { $0.append(message) } }
        #expect(try store.date(forKey: "a") == nil)
        #expect(try store.allDates().isEmpty)
        #expect(warnings.withLock { $0.count } == 2)
        #expect(warnings.withLock { $0.first?.contains("left as it is") } == true)
        // Reading renamed nothing and created nothing.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["last-updated.json"])
        #expect(try Data(contentsOf: url) == Data(contents.utf8))
        try store.setDate(Date(timeIntervalSince1970: 5), forKey: "a")
        #expect(warnings.withLock { $0.last?.contains("moved it to") } == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("last-updated.json.corrupt-") })
        #expect(try store.date(forKey: "a") == Date(timeIntervalSince1970: 5))
    }

    @Test("A file from a newer format is an error, not overwritten")
    func newerFormat() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        try Data(#"{"format":2,"dates":{}}"#.utf8).write(to: url)
        let store = FileLastUpdatedStore(url: url)
        #expect(throws: LastUpdatedStoreError.self) { try store.setDate(Date(), forKey: "a") }
        #expect(try String(contentsOf: url, encoding: .utf8) == #"{"format":2,"dates":{}}"#)
    }

    @Test("Writes from many threads lose nothing")
    func concurrentWrites() async throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let store = FileLastUpdatedStore(url: folder.appendingPathComponent("last-updated.json"))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask { try store.setDate(Date(timeIntervalSince1970: Double(index)), forKey: "key\(index)") }
            }
            try await group.waitForAll()
        }
        let all = try store.allDates()
        #expect(all.count == 16)
        #expect(all["key7"] == Date(timeIntervalSince1970: 7))
    }

    @Test("The default place follows XDG_STATE_HOME, then HOME, then the account's home folder")
    func defaultPlace() {
        #expect(
            FileLastUpdatedStore.defaultURL(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path
                == "/s/refreshkit/last-updated.json"
        )
        #expect(
            FileLastUpdatedStore.defaultURL(environment: ["HOME": "/h"])?.path
                == "/h/.local/state/refreshkit/last-updated.json"
        )
        #expect(
            FileLastUpdatedStore.defaultURL(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.path
                == "/h/.local/state/refreshkit/last-updated.json"
        )
        // An empty or relative HOME is ignored as a relative XDG_STATE_HOME is: the store never
        // lands in the current folder. The account's home folder (from the password database) is
        // used instead, or there is no default place at all.
        let account = String(cString: getpwuid(getuid()).pointee.pw_dir)
        for home in ["", ".", "relative/home"] {
            for state in [nil, "", "relative"] as [String?] {
                var environment = ["HOME": home]
                environment["XDG_STATE_HOME"] = state
                let url = FileLastUpdatedStore.defaultURL(environment: environment)
                #expect(url?.path.hasPrefix("/") ?? true, "\(environment)")
                if account.hasPrefix("/") {
                    #expect(url?.path == account + "/.local/state/refreshkit/last-updated.json", "\(environment)")
                }
            }
        }
    }

    @Test("A temporary file left by a killed writer is removed by the next write, and ignored by reads")
    func staleTemporaryFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        let store = FileLastUpdatedStore(url: url)
        try store.setDate(Date(timeIntervalSince1970: 10), forKey: "a")
        // What a writer killed between creating its temporary file and renaming it leaves behind.
        let stale = folder.appendingPathComponent("last-updated.json.tmp-999999")
        try Data(#"{"format":1,"dat"#.utf8).write(to: stale)
        let other = folder.appendingPathComponent("other.json.tmp-999999")
        try Data().write(to: other)
        #expect(try store.date(forKey: "a") == Date(timeIntervalSince1970: 10))
        try store.setDate(Date(timeIntervalSince1970: 20), forKey: "b")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: other.path), "only this store's temporary files go")
        #expect(try store.allDates().count == 2)
    }
}
