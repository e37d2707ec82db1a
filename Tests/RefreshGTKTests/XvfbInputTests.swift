import Foundation
import RefreshTestSupport
import Testing

/// The GTK demo under Xvfb, driven by xdotool as a user would: wheel clicks past the top pull and
/// release, F5 refreshes, wheel clicks down the list scroll without refreshing. What each test
/// checks is the demo's own effects log (`--log-effects`), in the format of Docs/Traces.md. Slow
/// (a virtual X server and a GTK app per test), so they run with `REFRESHKIT_GTK_TESTS=1`
/// (`.ci/run` sets it).
@Suite(
    "The GTK demo under Xvfb",
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["REFRESHKIT_GTK_TESTS"] == "1", "set REFRESHKIT_GTK_TESTS=1"),
    .enabled(
        if: RequiredTool.runs(XvfbSession.available),
        "xvfb-run and xdotool are needed: scripts/install-dependencies installs them"
    )
)
struct XvfbInputTests {
    /// A refresh that loads three new rows, as the demo's fake network answers it.
    static let refreshed = [
        #"{"edge":"header","inset":0,"duration":0.3}"#,
        #"{"edge":"header","state":"idle"}"#,
        #"{"edge":"header","announce":"a11y.refreshed","count":3}"#,
    ]

    @Test("Wheel clicks past the top pull the header; the quiet after them releases it and it refreshes")
    func wheelPull() throws {
        let effects = try XvfbSession.run(
            arguments: ["--skin", "blue"],
            actions: """
                xdotool mousemove 200 300
                for i in 1 2 3 4 5 6; do xdotool click 4; sleep 0.03; done
                wait_log a11y.refreshed
                """
        )
        let expected =
            [
                #"{"edge":"header","state":"pulling"}"#,
                #"{"edge":"header","refresh":true}"#,
                #"{"edge":"header","state":"loading"}"#,
                #"{"edge":"header","inset":60,"duration":0.2}"#,
                #"{"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"edge":"header","pullEnded":"refresh"}"#,
            ] + Self.refreshed
        #expect(effects == expected, "\(effects)")
    }

    @Test("F5 refreshes without a gesture (the accessibility refresh), revealing the header")
    func keyRefresh() throws {
        let effects = try XvfbSession.run(
            arguments: ["--skin", "spinner"],
            actions: """
                xdotool windowfocus --sync "$window" 2>/dev/null
                press_until F5 '"refresh":true'
                wait_log a11y.refreshed
                """
        )
        let expected =
            [
                #"{"edge":"header","refresh":true}"#,
                #"{"edge":"header","state":"loading"}"#,
                #"{"edge":"header","inset":60,"duration":0.2}"#,
                #"{"edge":"header","announce":"a11y.refreshing"}"#,
                #"{"edge":"header","offset":-60}"#,
            ] + Self.refreshed
        #expect(effects == expected, "\(effects)")
    }

    @Test("Wheel clicks down the list scroll it and refresh nothing (F5 afterwards is the first refresh)")
    func wheelScroll() throws {
        // Nothing to wait for after the clicks but their absence in the log: F5 marks the end, so
        // the log holds exactly what F5 does when the clicks did nothing.
        let effects = try XvfbSession.run(
            arguments: ["--skin", "blue"],
            actions: """
                xdotool mousemove 200 300
                for i in 1 2 3 4 5; do xdotool click 5; sleep 0.05; done
                xdotool windowfocus --sync "$window" 2>/dev/null
                press_until F5 '"refresh":true'
                wait_log a11y.refreshed
                """
        )
        #expect(effects.first == #"{"edge":"header","refresh":true}"#, "\(effects)")
        #expect(effects.filter { $0.contains("\"refresh\"") }.count == 1, "\(effects)")
        #expect(effects.last == Self.refreshed.last, "\(effects)")
    }
}

/// One run of the demo on a fresh Xvfb display.
enum XvfbSession {
    /// The demo, built beside the test bundle (this test target depends on it).
    static let demo = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("refreshkit-gtk-demo").path

    static var available: Bool {
        ["/usr/bin/xvfb-run", "/usr/bin/xdotool"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the demo with `arguments` under `xvfb-run`, waits for its window to show (`$window` in
    /// the actions), runs the shell `actions`, and returns its effects without their input numbers.
    /// The actions wait for what the demo writes, not for a time: `wait_log TEXT` until a line of the
    /// effects log holds TEXT (10 s at most, then the run fails), `press_until KEY TEXT` presses
    /// KEY again every 0.25 s until it does (the first key may come before GTK has the focus).
    static func run(arguments: [String], actions: String) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = folder.path + "/effects.jsonl"
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            GSK_RENDERER=cairo XDG_STATE_HOME="$STATE" "$DEMO" \(quoted) --fail-every 0 --log-effects "$LOG" 2>/dev/null &
            pid=$!
            trap 'kill $pid 2>/dev/null' EXIT
            wait_log() {
                i=0
                while ! grep -qsF "$1" "$LOG"; do
                    i=$((i + 1)); [ $i -gt 200 ] && { echo "timed out waiting for $1" >&2; exit 1; }
                    sleep 0.05
                done
            }
            press_until() {
                i=0
                while ! grep -qsF "$2" "$LOG"; do
                    i=$((i + 1)); [ $i -gt 40 ] && { echo "$1 never gave $2" >&2; exit 1; }
                    xdotool key "$1"; sleep 0.25
                done
            }
            window=$(timeout 20 xdotool search --sync --onlyvisible --pid $pid | head -1)
            \(actions)
            kill $pid
            wait $pid 2>/dev/null
            trap - EXIT
            exit 0
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
        // Displays from :100 up, apart from AccessibilityTests' (:200 up), which run at the same time.
        process.arguments = ["-n", "100", "-a", "-s", "-screen 0 400x640x24", "/bin/sh", "-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["DEMO"] = demo
        environment["LOG"] = log
        environment["STATE"] = folder.path
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the run failed: \(complaint)")
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            // {"input":N,"edge":… → {"edge":…
            guard line.hasPrefix("{\"input\":"), let comma = line.firstIndex(of: ",") else { return String(line) }
            return "{" + line[line.index(after: comma)...]
        }
    }
}
