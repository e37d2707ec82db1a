import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal for end-to-end tests: a tmux server of its own (its own socket), one window of a
/// fixed size running a command, read with capture-pane.
final class TmuxSession {
    let socket = "refreshkit-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let name = "preview"

    /// Starts `command` (a shell command line) in a new window of `columns` × `rows`.
    init(_ command: String, columns: Int = 90, rows: Int = 32, environment: [String: String] = [:]) throws {
        // The test runner sets NO_COLOR for itself; the terminal under test starts without it.
        // A state folder of its own, so the preview's last-updated store starts empty each time.
        var environment = environment
        if environment["XDG_STATE_HOME"] == nil {
            environment["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory.path + "/refreshkit-tmux-\(socket)"
        }
        let exports = "unset NO_COLOR; " + environment.map { "export \($0.key)='\($0.value)';" }.joined(separator: " ")
        // The first command starts the server, which would inherit and hold an output pipe open.
        try tmux(
            [
                "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)",
                "\(exports) \(command); echo EXIT:$?; sleep 60",
            ],
            captureOutput: false
        )
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Runs a tmux command on this session's server and returns its output. Spawned with
    /// posix_spawn and reaped with waitpid: the first command forks the tmux server, which must
    /// inherit nothing the test waits on.
    @discardableResult
    func tmux(_ arguments: [String], captureOutput: Bool = true) throws -> String {
        let argv = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
        var pipe: [Int32] = [-1, -1]
        if captureOutput { guard Glibc.pipe(&pipe) == 0 else { throw SpawnError.failed(errno) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            posix_spawn_file_actions_addclose(&actions, pipe[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // Test runners block signals in their threads; the terminal under test must get them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, environ)
        guard status == 0 else { throw SpawnError.failed(status) }
        var output: [UInt8] = []
        if captureOutput {
            close(pipe[1])
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipe[0], &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                output += buffer[0..<count]
            }
            close(pipe[0])
        }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
        return String(decoding: output, as: UTF8.self)
    }

    enum SpawnError: Error {
        case failed(Int32)
    }

    /// The visible text of the pane (with escape codes when `escapes`).
    func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", name] + (escapes ? ["-e"] : []))
    }

    /// Types keys, as tmux send-keys names them ("j", "Space", "C-c").
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Presses `j` (pull down one step in the interactive preview) `steps` times, a little apart
    /// as fingers do, so each press is read as its own key.
    func pull(steps: Int) throws {
        for _ in 0..<steps {
            try send("j")
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Resizes the window, as a person dragging the terminal's corner would.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["set-option", "-t", name, "window-size", "manual"])
        try tmux(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// A tmux format value of the pane, such as `cursor_flag` or `alternate_on`.
    func flag(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, "#{\(format)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the pane shows `text`, up to `seconds`; returns the pane's text, or `nil` when
    /// it never came.
    func waitFor(_ text: String, seconds: Double = 15) throws -> String? {
        var screen = ""
        return try Program.waitUntil(seconds: seconds) {
            screen = try capture()
            return screen.contains(text)
        } ? screen : nil
    }
}

extension Program {
    /// Whether the program has been built (scripts/test builds it).
    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: binary) }

    /// Whether tmux is installed.
    static var tmuxAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
