import Foundation
import RefreshStore
import RefreshTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// FileLastUpdatedStore keeps its promises about what is at its path: newer formats, backups,
/// sizes, folders and symlinks.
@Suite struct StoreFileTargetTests {

    @Test(
        "A newer format is an error and the file is left as it is, whatever shape the rest has",
        arguments: [
            #"{"format":2,"dates":[1,2,3]}"#, #"{"format":3,"dates":{"a":{"at":5}}}"#, #"{"format":2}"#,
            #"{"dates":"x","format":1e300}"#, #"{"format":2.5,"dates":null,"more":true}"#,
        ]
    )
    func newerFormatOfAnotherShape(contents: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        try Data(contents.utf8).write(to: url)
        let warnings = Mutex<[String]>([])
        let store = FileLastUpdatedStore(url: url) { message in warnings.withLock { $0.append(message) } }
        let error = #expect(throws: LastUpdatedStoreError.self) { try store.setDate(Date(), forKey: "a") }
        #expect(error?.description.contains("is newer than this version reads") == true)
        #expect(throws: LastUpdatedStoreError.self) { try store.allDates() }
        #expect(try String(contentsOf: url, encoding: .utf8) == contents)
        #expect(warnings.withLock { $0.isEmpty })
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "last-updated.json", "last-updated.json.lock",
            ]
        )
    }

    @Test("Corruptions in one second get backups of their own; none replaces another")
    func uniqueBackups() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        let store = FileLastUpdatedStore(url: url) { _ in }
        for index in 0..<3 {
            try Data("{broken \(index)".utf8).write(to: url)
            try store.setDate(Date(timeIntervalSince1970: 1), forKey: "a")
        }
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("last-updated.json.corrupt-") }
        #expect(backups.count == 3)
        let kept = try backups.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        #expect(Set(kept) == ["{broken 0", "{broken 1", "{broken 2"])
    }

    @Test("A file over 1 MiB is an error naming the path, read no further, and left as it is")
    func oversizeFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        let big = #"{"format":1,"dates":{"a":1,"pad":""# + String(repeating: "x", count: 1 << 20) + #""}}"#
        try Data(big.utf8).write(to: url)
        let store = FileLastUpdatedStore(url: url) { _ in }
        let error = #expect(throws: LastUpdatedStoreError.self) { try store.date(forKey: "a") }
        #expect(error?.description.hasPrefix(url.path + ": the file is larger than 1048576 bytes") == true)
        #expect(throws: LastUpdatedStoreError.self) { try store.setDate(Date(), forKey: "b") }
        #expect(try Data(contentsOf: url).count == big.utf8.count)
    }

    @Test("A write past the key or size cap is an error and the file keeps what it had")
    func capsOnWrite() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        let dates = (0..<FileLastUpdatedStore.maximumKeys).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        try Data(#"{"format":1,"dates":{\#(dates)}}"#.utf8).write(to: url)
        let store = FileLastUpdatedStore(url: url) { _ in }
        let before = try Data(contentsOf: url)
        let tooMany = #expect(throws: LastUpdatedStoreError.self) { try store.setDate(Date(), forKey: "one more") }
        #expect(tooMany?.description.contains("more than the 10000") == true)
        try store.setDate(Date(timeIntervalSince1970: 5), forKey: "k1")  // replacing a key is fine
        #expect(try store.date(forKey: "k1") == Date(timeIntervalSince1970: 5))
        try store.removeDate(forKey: "k1")
        let longKey = String(repeating: "y", count: FileLastUpdatedStore.maximumFileBytes)
        let tooBig = #expect(throws: LastUpdatedStoreError.self) { try store.setDate(Date(), forKey: longKey) }
        #expect(tooBig?.description.contains("more than the 1048576") == true)
        #expect(try Data(contentsOf: url).count < before.count)
        #expect(try store.allDates().count == FileLastUpdatedStore.maximumKeys - 1)
    }

    @Test("A folder, FIFO or device at the path is a plain error naming the path, and left alone")
    func notAFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let cases: [(String, (String) -> Void, String)] = [
            ("folder", { mkdir($0, 0o755) }, "it is a folder"),
            ("fifo", { mkfifo($0, 0o644) }, "it is a FIFO"),
            ("device", { symlink("/dev/null", $0) }, "it is a device"),
        ]
        for (name, make, reason) in cases {
            let path = folder.appendingPathComponent(name).path
            make(path)
            let store = FileLastUpdatedStore(url: URL(fileURLWithPath: path)) { _ in }
            for attempt in [{ _ = try store.date(forKey: "a") }, { try store.setDate(Date(), forKey: "a") }] {
                let error = #expect(throws: LastUpdatedStoreError.self) { try attempt() }
                #expect(error?.description.hasPrefix("\(path): \(reason)") == true, "\(String(describing: error))")
                #expect(error?.description.contains("NSCocoaErrorDomain") == false)
            }
        }
        var info = stat()
        lstat(folder.appendingPathComponent("fifo").path, &info)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("A symlinked store is read and written through to its target, keeping the link and the mode")
    func symlinkedStore() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let real = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("dates.json")
        try Data(#"{"format":1,"dates":{"a":1}}"#.utf8).write(to: target)
        chmod(target.path, 0o600)
        let link = folder.appendingPathComponent("last-updated.json")
        symlink(target.path, link.path)
        let store = FileLastUpdatedStore(url: link)
        #expect(try store.date(forKey: "a") == Date(timeIntervalSince1970: 1))
        try store.setDate(Date(timeIntervalSince1970: 2), forKey: "b")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        var info = stat()
        stat(target.path, &info)
        #expect(info.st_mode & 0o7777 == 0o600)
        #expect(try String(contentsOf: target, encoding: .utf8).contains(#""b":2"#))
        // Only the target itself was written in its folder: the lock file is beside the link.
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == ["dates.json"])
    }

    @Test(
        "A symlink to something that is not a store is an error on reads and writes, left alone; nothing is made beside its target",
        arguments: ["{broken", "", "precious notes\n", #"{"format":1,"dates":{"a":"x"}}"#, nil]
    )
    func symlinkToAnotherFile(contents: String?) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let real = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("notes.txt")
        if let contents { try Data(contents.utf8).write(to: target) }
        let state = folder.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let link = state.appendingPathComponent("last-updated.json")
        symlink(target.path, link.path)
        let warnings = Mutex<[String]>([])
        let store = FileLastUpdatedStore(url: link) { message in warnings.withLock { $0.append(message) } }

        let errors = [
            #expect(throws: LastUpdatedStoreError.self) { try store.date(forKey: "a") },
            #expect(throws: LastUpdatedStoreError.self) { try store.allDates() },
            #expect(throws: LastUpdatedStoreError.self) {
                try store.setDate(Date(timeIntervalSince1970: 1), forKey: "a")
            },
            #expect(throws: LastUpdatedStoreError.self) { try store.removeDate(forKey: "a") },
        ]
        for error in errors {
            #expect(error?.description.contains("left alone") == true)
            #expect(error?.description.contains("symlink to '\(target.path)'") == true)
        }
        #expect(warnings.withLock { $0.isEmpty })

        // The target is as it was, nothing was made beside it, and the link is still a link to it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: real.path) == (contents == nil ? [] : ["notes.txt"])
        )
        if let contents { #expect(try Data(contentsOf: target) == Data(contents.utf8)) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    @Test("Extreme stored values read back as dates, never a trap; non-finite dates are not written")
    func extremeValues() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        try Data(#"{"format":1,"dates":{"a":1e300,"b":-1e300,"c":1.7e308,"d":-0.0,"e":5e-324}}"#.utf8).write(to: url)
        let store = FileLastUpdatedStore(url: url)
        let all = try store.allDates()
        #expect(all["a"] == Date(timeIntervalSince1970: 1e300))
        #expect(all["c"] == Date(timeIntervalSince1970: 1.7e308))
        #expect(all.count == 5)
        for value in [Double.infinity, -.infinity, .nan] {
            let error = #expect(throws: LastUpdatedStoreError.self) {
                try store.setDate(Date(timeIntervalSince1970: value), forKey: "x")
            }
            #expect(error?.description.contains("not a finite number") == true)
        }
        try store.setDate(Date(timeIntervalSince1970: -.greatestFiniteMagnitude), forKey: "f")
        #expect(try store.date(forKey: "f") == Date(timeIntervalSince1970: -.greatestFiniteMagnitude))
    }
}
