import Foundation
import RefreshTestSupport
import Testing

/// The GTK demo touched as on a phone: served by `gtk4-broadwayd` to headless Chromium, and
/// driven through the DevTools protocol's `Input.dispatchTouchEvent`, which GTK receives as real
/// touch events (kinetic scrolling included). `scripts/broadway-touch.py` runs one scenario; each
/// test checks the demo's effects log (`--log-effects`), in the format of Docs/Traces.md, and
/// whether the list's pixels moved. Slow, so they run with `REFRESHKIT_GTK_TESTS=1`.
@Suite(
    "The GTK demo touched through Broadway",
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["REFRESHKIT_GTK_TESTS"] == "1", "set REFRESHKIT_GTK_TESTS=1"),
    .enabled(
        if: RequiredTool.runs(BroadwaySession.available),
        "gtk4-broadwayd, chromium and python3-websocket are needed: scripts/install-dependencies installs them"
    )
)
struct BroadwayTouchTests {
    @Test("A drag down from the top past the trigger, then a lift: one refresh, and the header closes")
    func touchPull() throws {
        let run = try BroadwaySession.run("pull", arguments: ["--skin", "blue"])
        let expected = [
            #"{"edge":"header","state":"pulling"}"#,
            #"{"edge":"header","refresh":true}"#,
            #"{"edge":"header","state":"loading"}"#,
            #"{"edge":"header","inset":60,"duration":0.2}"#,
            #"{"edge":"header","announce":"a11y.refreshing"}"#,
            #"{"edge":"header","pullEnded":"refresh"}"#,
            #"{"edge":"header","inset":0,"duration":0.3}"#,
            #"{"edge":"header","state":"idle"}"#,
            #"{"edge":"header","announce":"a11y.refreshed","count":3}"#,
        ]
        #expect(run.effects == expected, "\(run.effects)")
    }

    @Test("A flick up from the top scrolls the list (it coasts) and refreshes nothing")
    func flickUp() throws {
        let run = try BroadwaySession.run("flick-up", arguments: ["--skin", "blue"])
        #expect(run.listMoved, "the list did not scroll")
        #expect(run.effects.isEmpty, "\(run.effects)")
    }

    @Test("A drag down that starts mid-list scrolls the list and refreshes nothing")
    func midListDrag() throws {
        let run = try BroadwaySession.run("mid-drag", arguments: ["--skin", "blue"])
        #expect(run.listMoved, "the list did not scroll")
        #expect(run.effects.isEmpty, "\(run.effects)")
    }

    @Test("A failed footer's \"tap to try again\" button, reached with a Tab or two and pressed with Enter, retries")
    func keyboardRetry() throws {
        // Every load fails, so the retry's load fails too: two footer loads, two failures.
        let run = try BroadwaySession.run(
            "retry",
            arguments: ["--skin", "blue", "--fail-every", "1", "--rows", "20", "--delay", "0.5"]
        )
        let load = [
            #"{"edge":"footer","refresh":true}"#,
            #"{"edge":"footer","state":"loading"}"#,
        ]
        let failed = [
            #"{"edge":"footer","announce":"a11y.loadingMore"}"#,
            #"{"edge":"footer","state":"failed"}"#,
            #"{"edge":"footer","announce":"a11y.loadMoreFailed"}"#,
        ]
        let expected = load + [#"{"edge":"footer","inset":60,"duration":0.2}"#] + failed + load + failed
        #expect(run.effects == expected, "\(run.effects)")
        // From wherever the focus was (the first Tab enters the window), the next Tab from the
        // list is the button, not the rows that come before it in GTK 4.8's order.
        #expect((run.tabs ?? .max) <= 3, "Enter retried after \(run.tabs.map(String.init) ?? "no") Tab presses")
    }
}

/// One run of `scripts/broadway-touch.py`: a Broadway display, the demo on it, headless Chromium.
enum BroadwaySession {
    /// What a scenario left: the demo's effects without their input numbers, and whether the list's
    /// pixels at rest differ from those before the gesture.
    struct Outcome {
        var effects: [String]
        var listMoved: Bool
        /// The Tab presses before Enter retried (the retry scenario).
        var tabs: Int?
    }

    /// One demo of a plan: its effects log, scenario (steps joined by `+`), arguments, and the
    /// pictures to keep ("window", "header", "footer").
    struct PlannedRun: Encodable {
        var log: String
        var scenario: String
        var arguments: [String]
        var screenshots: [String: String]
    }

    /// Runs the demos of `plan` one after another on one Broadway display and one Chromium.
    static func run(plan: [PlannedRun]) throws -> [Outcome] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let planFile = folder.path + "/plan.json"
        let runs = plan.map { run in
            var run = run
            if !run.arguments.contains("--fail-every") { run.arguments += ["--fail-every", "0"] }
            return run
        }
        try JSONEncoder().encode(runs).write(to: URL(fileURLWithPath: planFile))
        let (status, printed, complaint) = try driver(["--demo", XvfbSession.demo, "--plan", planFile])
        #expect(status == 0, "the driver failed: \(complaint)")
        let decoded = (try? JSONSerialization.jsonObject(with: printed)) as? [[String: Any]] ?? []
        return zip(runs, decoded).map { run, outcome in
            Outcome(
                effects: effects(inLog: run.log),
                listMoved: outcome["listMoved"] as? Bool ?? false,
                tabs: outcome["tabs"] as? Int
            )
        }
    }

    /// Runs the driver with `arguments`; returns its exit status, standard output and error.
    private static func driver(_ arguments: [String]) throws -> (Int32, Data, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [driver] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The driver writes little on standard error (a line when it fails), so reading standard
        // output to its end first cannot fill the other pipe.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed, complaint)
    }

    /// The effects of a log, without their input numbers.
    static func effects(inLog log: String) -> [String] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            // {"input":N,"edge":… → {"edge":…
            guard line.hasPrefix("{\"input\":"), let comma = line.firstIndex(of: ",") else { return String(line) }
            return "{" + line[line.index(after: comma)...]
        }
    }

    static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/broadway-touch.py").path

    static var available: Bool {
        ["/usr/bin/gtk4-broadwayd", "/usr/bin/chromium", "/usr/bin/python3"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: $0)
        } && probe()
    }

    /// Whether Debian's python3 has the websocket client.
    private static func probe() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import websocket"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Runs `scenario` on the demo started with `arguments` (the network never fails unless the
    /// arguments say so).
    static func run(_ scenario: String, arguments: [String], screenshot: String? = nil) throws -> Outcome {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = folder.path + "/effects.jsonl"
        let (status, printed, complaint) = try driver(
            ["--demo", XvfbSession.demo, "--log", log] + (screenshot.map { ["--screenshot", $0] } ?? [])
                + [scenario, "--"] + (arguments.contains("--fail-every") ? [] : ["--fail-every", "0"]) + arguments
        )
        #expect(status == 0, "the driver failed: \(complaint)")
        let outcome = (try? JSONSerialization.jsonObject(with: printed)) as? [String: Any] ?? [:]
        return Outcome(
            effects: effects(inLog: log),
            listMoved: outcome["listMoved"] as? Bool ?? false,
            tabs: outcome["tabs"] as? Int
        )
    }
}
