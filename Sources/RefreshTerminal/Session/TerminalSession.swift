import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal state saved when a session starts, restored by the signal handlers too.
/// Written once before the handlers are installed and only read afterwards.
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var termiosSaved: Int32 = 0
nonisolated(unsafe) private var usesAlternateScreen: Int32 = 0
nonisolated(unsafe) private var resizePending: Int32 = 0
/// The bytes that put the terminal back, prepared beforehand: a signal handler may not allocate.
nonisolated(unsafe) private var restoreSequence: UnsafeMutablePointer<CChar>?

/// Restores the terminal with async-signal-safe calls only.
private func restoreTerminalNow() {
    if let restoreSequence { _ = write(STDOUT_FILENO, restoreSequence, strlen(restoreSequence)) }
    if termiosSaved != 0 { tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
}

/// An animation or interactive session on a terminal: hides the cursor, optionally switches to
/// the alternate screen and raw keyboard input, and puts everything back on ``end()``, on Ctrl-C
/// (SIGINT) and on SIGTERM. Window resizes (SIGWINCH) are reported by ``takeResize()``.
public final class TerminalSession {
    /// Whether the session uses the alternate screen and raw keys.
    public let interactive: Bool
    private var ended = false

    /// Starts a session on standard output (and standard input when `interactive`).
    public init(interactive: Bool) {
        self.interactive = interactive
        if interactive, isatty(STDIN_FILENO) != 0, tcgetattr(STDIN_FILENO, &savedTermios) == 0 {
            termiosSaved = 1
            var raw = savedTermios
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            raw.c_cc.6 = 0  // VMIN: reads return at once
            raw.c_cc.5 = 0  // VTIME
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        usesAlternateScreen = interactive ? 1 : 0
        Self.setRestoreSequence(interactive ? "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l" : "\u{1B}[0m\u{1B}[?25h\n")
        // A parent may have blocked these (threads of many runtimes do); the session needs them.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGWINCH] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGINT) { code in
            restoreTerminalNow()
            _exit(128 + code)
        }
        signal(SIGTERM) { code in
            restoreTerminalNow()
            _exit(128 + code)
        }
        signal(SIGWINCH) { _ in resizePending = 1 }
        write(interactive ? "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J" : "\u{1B}[?25l")
    }

    /// Sets what is written to put the terminal back, on ``end()`` and on a signal: for example a
    /// cursor move below a picture drawn in place, before the cursor is shown again.
    public func setRestoreSequence(_ text: String) {
        Self.setRestoreSequence(text)
    }

    private static func setRestoreSequence(_ text: String) {
        let bytes = Array(text.utf8CString)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        let old = restoreSequence
        restoreSequence = buffer
        old?.deallocate()
    }

    /// Writes text to the terminal at once.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
    }

    /// Whether the window was resized since the last call.
    public func takeResize() -> Bool {
        guard resizePending != 0 else { return false }
        resizePending = 0
        return true
    }

    /// The terminal's size in columns and rows, if standard output is a terminal.
    public static func size() -> (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Waits up to `timeout` seconds for a key and returns it, or `nil` when none came.
    public func readKey(timeout: Double) -> Key? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(timeout, 0) * 1000))
        guard ready > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { return count == 0 ? .endOfInput : nil }
        return Key(bytes: Array(buffer[0..<count]))
    }

    /// Puts the terminal back as it was.
    public func end() {
        guard !ended else { return }
        ended = true
        restoreTerminalNow()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        signal(SIGWINCH, SIG_DFL)
        termiosSaved = 0
    }

    deinit { end() }

    /// A key press, as the interactive preview understands it.
    public enum Key: Sendable, Hashable {
        /// Down arrow or `j`.
        case down
        /// Up arrow or `k`.
        case up
        /// Space.
        case space
        /// Any other character.
        case character(Character)
        /// Standard input closed.
        case endOfInput

        init?(bytes: [UInt8]) {
            switch bytes {
            case [0x1B, 0x5B, 0x42], [0x1B, 0x4F, 0x42], [UInt8(ascii: "j")]: self = .down
            case [0x1B, 0x5B, 0x41], [0x1B, 0x4F, 0x41], [UInt8(ascii: "k")]: self = .up
            case [UInt8(ascii: " ")]: self = .space
            default:
                guard let text = String(validating: bytes, as: UTF8.self), let first = text.first else { return nil }
                self = .character(first)
            }
        }
    }
}
