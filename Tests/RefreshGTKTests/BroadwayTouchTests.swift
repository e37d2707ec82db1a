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

    @Test("A failed footer's \"tap to try again\" button, reached with Tab and pressed with Enter, retries")
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
    }
}

/// One run of `scripts/broadway-touch.py`: a Broadway display, the demo on it, headless Chromium.
enum BroadwaySession {
    /// What a scenario left: the demo's effects without their input numbers, and whether the list's
    /// pixels at rest differ from those before the gesture.
    struct Outcome {
        var effects: [String]
        var listMoved: Bool
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments =
            [driver, "--demo", XvfbSession.demo, "--log", log] + (screenshot.map { ["--screenshot", $0] } ?? [])
            + [scenario, "--"] + (arguments.contains("--fail-every") ? [] : ["--fail-every", "0"]) + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let effects = text.split(separator: "\n").map { line in
            // {"input":N,"edge":… → {"edge":…
            guard line.hasPrefix("{\"input\":"), let comma = line.firstIndex(of: ",") else { return String(line) }
            return "{" + line[line.index(after: comma)...]
        }
        #expect(process.terminationStatus == 0, "the driver failed: \(complaint)")
        let moved = String(decoding: printed, as: UTF8.self).contains(#""listMoved": true"#)
        return Outcome(effects: effects, listMoved: moved)
    }
}
