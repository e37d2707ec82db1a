import Foundation
import RefreshKit
import RefreshTestSupport
import Testing

/// The demo's header read through AT-SPI, as a screen reader reads it: `scripts/atspi-header.py`
/// runs the demo under Xvfb on a private session bus (the accessibility bus comes by D-Bus
/// activation) and reads the header's accessible name, description and busy state with pyatspi,
/// at rest, while loading after F5, and after the refresh. The name must be the status text the
/// controller gives (with the last-updated line), in English and in Arabic.
@Suite(
    "The GTK demo's header through AT-SPI",
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["REFRESHKIT_GTK_TESTS"] == "1", "set REFRESHKIT_GTK_TESTS=1"),
    .enabled(
        if: RequiredTool.runs(AccessibilitySession.available),
        "at-spi2-core, dbus-daemon, python3-pyatspi, xvfb and xdotool are needed: scripts/install-dependencies"
    )
)
struct AccessibilityTests {
    @Test("The header's accessible label is its status text; it is busy while loading", arguments: ["en", "ar"])
    func headerLabel(_ locale: String) async throws {
        let read = try AccessibilitySession.run(arguments: ["--skin", "blue", "--locale", locale, "--delay", "0.6"])
        try await MainActor.run { try Self.check(read, locale: locale) }
    }

    /// Compares what AT-SPI read with what the controller gives for the same skin and language.
    @MainActor
    static func check(_ read: AccessibilitySession.Reading, locale: String) throws {
        let controller = try RefreshController(
            skin: try SkinDescriptor.builtIn("blue"),
            languages: [locale],
            store: nil,
            clock: ManualClock()
        )
        controller.onRefresh = { .loaded }
        controller.layoutChanged(ScrollLayout(contentHeight: 2000, viewportHeight: 640))
        let rest = try controller.display().header.look
        #expect(read.rest.name == Self.label(rest.status, rest.detail), "\(read.rest)")
        #expect(!read.rest.busy)
        controller.send(.accessibilityRefresh(edge: .header))
        let loading = try controller.display().header.look
        #expect(read.loading.name.hasPrefix(loading.status), "\(read.loading) (expected \(loading.status))")
        #expect(read.loading.busy)
        // The controller's announcement of the start, as GTK 4.8 can pass it on: the description.
        #expect(!read.loading.description.isEmpty, "\(read.loading)")
        // After the refresh: the pull text again, with a last-updated date now.
        #expect(read.refreshed.name.hasPrefix(rest.status), "\(read.refreshed)")
        #expect(read.refreshed.name != read.rest.name, "\(read.refreshed)")
        #expect(!read.refreshed.busy)
    }

    /// The label the view sets: the status, then the detail.
    static func label(_ status: String, _ detail: String?) -> String {
        guard let detail, !detail.isEmpty else { return status }
        return status + ". " + detail
    }
}

/// One run of `scripts/atspi-header.py`.
enum AccessibilitySession {
    /// The header as AT-SPI gave it.
    struct Header: Decodable {
        var name: String
        var description: String
        var busy: Bool
    }

    /// At rest, while loading, after the refresh.
    struct Reading: Decodable {
        var rest: Header
        var loading: Header
        var refreshed: Header
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/atspi-header.py").path

    static var available: Bool {
        [
            "/usr/bin/dbus-run-session", "/usr/libexec/at-spi-bus-launcher", "/usr/bin/xvfb-run", "/usr/bin/xdotool",
            "/usr/bin/setsid",
        ]
        .allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
            && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi")
    }

    /// Runs the script on a private session bus under Xvfb, in a session of its own whose
    /// processes are ended when it is done: services D-Bus activated (the accessibility bus, its
    /// registry) outlive `dbus-run-session` and keep its standard output open.
    static func run(arguments: [String]) throws -> Reading {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path + "/reading.json"
        let errors = folder.path + "/errors.txt"
        // Displays from :200 up, apart from XvfbInputTests' (:100 up): the two suites run at the same
        // time, and `xvfb-run -a` from one number in both could pick one display twice.
        let script = """
            dbus-run-session -- /usr/bin/xvfb-run -n 200 -a -s '-screen 0 400x640x24' /usr/bin/python3 "$@" >"$OUT" 2>"$ERR"
            status=$?
            trap '' TERM
            kill -TERM -$$ 2>/dev/null
            exit $status
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments =
            [
                "--wait", "/bin/sh", "-c", script, "sh", Self.script, "--demo", XvfbSession.demo, "--log",
                folder.path + "/effects.jsonl", "--",
            ] + arguments + ["--fail-every", "0"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.path
        environment["OUT"] = output
        environment["ERR"] = errors
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let complaint = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        try #require(process.terminationStatus == 0, "atspi-header.py failed: \(complaint)")
        // The accessibility registry may print a line of its own: the reading is the last.
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let line = printed.split(separator: "\n").last.map(String.init) ?? ""
        return try JSONDecoder().decode(Reading.self, from: Data(line.utf8))
    }
}
