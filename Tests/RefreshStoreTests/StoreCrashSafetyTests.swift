import Foundation
import RefreshStore
import RefreshTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// FileLastUpdatedStore against real processes: a writer killed with SIGKILL at random moments
/// never leaves a file that does not parse, nor loses a write that had returned; two processes
/// writing different keys at once lose nothing.
@Suite("Last-updated store crash safety", .serialized)
struct StoreCrashSafetyTests {
    /// The helper program, built beside the test bundle (this target depends on it).
    static let writer: URL = {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return folder.appendingPathComponent("refreshkit-store-writer")
    }()

    /// Bytes read from a pipe by a thread of their own, until the pipe closes.
    final class Collected: Sendable {
        let bytes = Mutex<[UInt8]>([])
        let closed = DispatchSemaphore(value: 0)

        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    bytes.withLock { $0.append(contentsOf: chunk) }
                }
                closed.signal()
            }
        }

        var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
    }

    /// A running writer whose standard output is collected as it arrives.
    final class Writer {
        let process = Process()
        let output: Collected
        let errors: Collected

        init(_ arguments: [String]) throws {
            process.executableURL = StoreCrashSafetyTests.writer
            process.arguments = arguments
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            output = Collected(out)
            errors = Collected(err)
            try process.run()
        }

        /// The complete lines printed so far.
        var lines: [String] {
            output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }

        /// Waits for the process to end and its output to be read in full.
        func finish() -> (lines: [String], errors: String, status: Int32, signalled: Bool) {
            process.waitUntilExit()
            output.closed.wait()
            errors.closed.wait()
            return (lines, errors.text, process.terminationStatus, process.terminationReason == .uncaughtSignal)
        }
    }

    /// The file's dates, read without the store, so a file the store would quietly move aside
    /// still fails the test.
    func datesOnDisk(_ url: URL) throws -> [String: Double] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let data = try Data(contentsOf: url)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["format"] as? Int == 1, "\(String(decoding: data, as: UTF8.self))")
        let dates = try #require(object?["dates"] as? [String: Any])
        return dates.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }

    @Test("SIGKILL at random moments, 50 times: the file parses and holds every returned write")
    func killedWriter() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.writer.path), "\(Self.writer.path)")
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("last-updated.json")
        var generator = SeededGenerator(state: SeededGenerator.testSeed)
        /// Per key, the last write a writer printed (it had returned) and the one after it (which
        /// may have reached the disk before the kill).
        var returned: [String: Int] = [:]
        var inFlight: [String: Int] = [:]
        var killedMidRun = 0
        var killedAfterAWrite = 0
        let slots = 4
        for run in 0..<50 {
            let prefix = "run\(run)"
            let writer = try Writer([url.path, prefix, "--slots", "\(slots)"])
            // Half the kills land at a random moment after the first write returned, half at a
            // random moment from the start (during start-up, the first lock or the first write).
            if run % 2 == 0 {
                let deadline = Date().addingTimeInterval(10)
                while writer.lines.isEmpty && Date() < deadline { usleep(500) }
                usleep(UInt32.random(in: 0...20_000, using: &generator))
            } else {
                usleep(UInt32.random(in: 0...60_000, using: &generator))
            }
            kill(writer.process.processIdentifier, SIGKILL)
            let result = writer.finish()
            #expect(result.signalled, "run \(run): the writer ended by itself: \(result.errors)")
            #expect(!result.errors.contains("warning"), "run \(run): \(result.errors)")
            if result.signalled { killedMidRun += 1 }
            var last = 0
            for line in result.lines {
                let parts = line.split(separator: " ")
                guard parts.count == 2, let n = Int(parts[1]) else {
                    Issue.record("run \(run): unexpected line '\(line)'")
                    continue
                }
                returned[String(parts[0])] = n
                last = n
            }
            if last > 0 { killedAfterAWrite += 1 }
            let next = last + 1
            inFlight["\(prefix).\(next % slots)"] = next

            let dates = try datesOnDisk(url)
            for (key, n) in returned {
                let stored = dates[key].map { Int($0) }
                let allowed = [n, inFlight[key]].compactMap { $0 }
                #expect(
                    stored.map { allowed.contains($0) } == true,
                    "run \(run): \(key) is \(String(describing: stored)), expected one of \(allowed)"
                )
            }
            // A write the writer never printed may be on disk only if it was the one in flight.
            for (key, value) in dates where returned[key] == nil {
                #expect(inFlight[key] == Int(value), "run \(run): \(key) = \(value) was never written")
            }
            // Settle: what was on disk is what counts from now on.
            for (key, value) in dates { returned[key] = Int(value) }
        }
        #expect(killedMidRun == 50)
        // Every even run waits for a returned write before its kill, whatever the machine's load:
        // the kills land in the middle of the writing, not only during start-up.
        #expect(killedAfterAWrite >= 25, "only \(killedAfterAWrite) of 50 writers returned a write before the kill")
        // The store reads the file without moving it aside, and no temporary file is left behind
        // once the store has written again.
        let warnings = Mutex<[String]>([])
        let store = FileLastUpdatedStore(url: url) { warning in warnings.withLock { $0.append(warning) } }
        try store.setDate(Date(timeIntervalSince1970: 1), forKey: "after")
        #expect(try store.allDates().count == returned.count + 1)
        #expect(warnings.withLock { $0 }.isEmpty)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(leftovers == ["last-updated.json", "last-updated.json.lock"])
    }

    @Test("Two processes writing different keys at the same time lose nothing")
    func twoWriters() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.url
        let url = folder.appendingPathComponent("state/last-updated.json")
        let count = 150
        let writers = try ["left", "right"].map { try Writer([url.path, $0, "--count", "\(count)"]) }
        let results = writers.map { $0.finish() }
        for result in results {
            #expect(!result.signalled && result.status == 0, "\(result.errors)")
            #expect(result.lines.count == count)
            #expect(result.errors.isEmpty, "\(result.errors)")
        }
        let dates = try datesOnDisk(url)
        #expect(dates.count == 2 * count)
        for prefix in ["left", "right"] {
            for n in 1...count {
                #expect(dates["\(prefix).\(n)"] == Double(n), "\(prefix).\(n)")
            }
        }
    }
}
