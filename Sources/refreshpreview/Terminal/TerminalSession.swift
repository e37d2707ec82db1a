import Foundation
import RefreshSupport

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
/// The bytes that set the terminal up again after a stop (Ctrl-Z, then `fg`).
nonisolated(unsafe) private var enterSequence: UnsafeMutablePointer<CChar>?
/// The keyboard mode of the session, set again after a stop.
nonisolated(unsafe) private var rawTermios = termios()

/// Restores the terminal with async-signal-safe calls only.
private func restoreTerminalNow() {
    if let restoreSequence { _ = write(STDOUT_FILENO, restoreSequence, strlen(restoreSequence)) }
    if termiosSaved != 0 { tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
}

/// Sets the session's terminal modes up again (after a stop), with async-signal-safe calls only,
/// and asks for a full redraw.
private func enterTerminalNow() {
    if termiosSaved != 0 { tcsetattr(STDIN_FILENO, TCSANOW, &rawTermios) }
    if let enterSequence { _ = write(STDOUT_FILENO, enterSequence, strlen(enterSequence)) }
    resizePending = 1
}

/// Copies text into a C string a signal handler can write, freeing the one it replaces.
private func replaceSignalSafeText(_ target: inout UnsafeMutablePointer<CChar>?, with text: String) {
    let bytes = Array(text.utf8CString)
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    buffer.initialize(from: bytes, count: bytes.count)
    let old = target
    target = buffer
    old?.deallocate()
}

/// An animation or interactive session on a terminal: hides the cursor, optionally switches to
/// the alternate screen and raw keyboard input, and puts everything back on ``end()``, on Ctrl-C
/// (SIGINT), SIGTERM, SIGQUIT and SIGHUP. Ctrl-Z (SIGTSTP) puts the terminal back before the
/// program stops, and `fg` (SIGCONT) sets it up again and asks for a redraw. Window resizes
/// (SIGWINCH) and redraws after a stop are reported by ``takeResize()``.
public final class TerminalSession {
    /// Whether the session uses the alternate screen and raw keys.
    public let interactive: Bool
    private var ended = false

    /// Starts a session on standard output (and standard input when `interactive`).
    public init(interactive: Bool) {
        self.interactive = interactive
        if interactive, isatty(STDIN_FILENO) != 0, tcgetattr(STDIN_FILENO, &savedTermios) == 0 {
            termiosSaved = 1
            rawTermios = savedTermios
            rawTermios.c_lflag &= ~tcflag_t(ICANON | ECHO)
            rawTermios.c_cc.6 = 0  // VMIN: reads return at once
            rawTermios.c_cc.5 = 0  // VTIME
            tcsetattr(STDIN_FILENO, TCSANOW, &rawTermios)
        }
        usesAlternateScreen = interactive ? 1 : 0
        Self.setRestoreSequence(interactive ? "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l" : "\u{1B}[0m\u{1B}[?25h\n")
        let enter = interactive ? "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J" : "\u{1B}[?25l"
        replaceSignalSafeText(&enterSequence, with: enter)
        // A parent may have blocked these (threads of many runtimes do); the session needs them.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in Self.handledSignals { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for ending in [SIGINT, SIGTERM, SIGQUIT, SIGHUP] {
            signal(ending) { code in
                restoreTerminalNow()
                _exit(128 + code)
            }
        }
        signal(SIGTSTP) { _ in
            // Put the terminal back for the shell, stop; on `fg` the SIGCONT handler sets it up.
            restoreTerminalNow()
            raise(SIGSTOP)
        }
        signal(SIGCONT) { _ in enterTerminalNow() }
        signal(SIGWINCH) { _ in resizePending = 1 }
        // Best effort: a terminal that takes no bytes fails the first frame, which reports it.
        try? write(enter)
    }

    /// The signals the session handles while it runs.
    private static let handledSignals = [SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]

    /// Sets what is written to put the terminal back, on ``end()`` and on a signal: for example a
    /// cursor move below a picture drawn in place, before the cursor is shown again.
    public func setRestoreSequence(_ text: String) {
        Self.setRestoreSequence(text)
    }

    private static func setRestoreSequence(_ text: String) {
        replaceSignalSafeText(&restoreSequence, with: text)
    }

    /// Writes text to the terminal at once.
    ///
    /// - Throws: ``WriteError`` when the terminal takes no more (it was closed or hung up): the
    ///   caller ends the session and reports it, rather than drawing on.
    public func write(_ text: String) throws(WriteError) {
        do {
            try FileDescriptorWriter.write(text, to: STDOUT_FILENO)
        } catch {
            throw WriteError(reason: error.description)
        }
    }

    /// Standard output could not be written.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The system's reason, such as "Input/output error".
        public var reason: String

        /// "cannot write to standard output: REASON".
        public var description: String { "cannot write to standard output: \(reason)" }
    }

    /// Whether the window was resized (or the program continued after a stop) since the last
    /// call: the picture must be drawn again in full.
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

    /// Whether the terminal named by `TERM` can move the cursor (and so show an animation): not
    /// when `TERM` is unset, empty, `dumb` or `unknown`.
    public static func canAddressCursor(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return !(term.isEmpty || term == "dumb" || term == "unknown" || term.hasPrefix("dumb-"))
    }

    /// Waits up to `timeout` seconds for a key and returns it, or `nil` when none came.
    public func readKey(timeout: Double) -> Key? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(clamping: max(timeout, 0) * 1000))
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
        for handled in Self.handledSignals { signal(handled, SIG_DFL) }
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
