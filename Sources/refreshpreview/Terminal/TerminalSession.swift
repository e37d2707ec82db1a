internal import CRefreshSignals
import RefreshFoundation
import RefreshSupport

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
    ///
    /// The signal handlers are C (CRefreshSignals), which is async-signal-safe: they restore the
    /// terminal from static copies of what this session sets, never calling into the Swift runtime.
    public init(interactive: Bool) {
        self.interactive = interactive
        var saved = termios()
        if interactive, isatty(STDIN_FILENO) != 0, tcgetattr(STDIN_FILENO, &saved) == 0 {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            raw.c_cc.6 = 0  // VMIN: reads return at once
            raw.c_cc.5 = 0  // VTIME
            rk_signals_set_modes(&saved, &raw)
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        let restore = interactive ? "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l" : "\u{1B}[0m\u{1B}[?25h\n"
        _ = Self.keepForSignals(restore, in: rk_signals_set_restore)
        let enter = interactive ? "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J" : "\u{1B}[?25l"
        _ = Self.keepForSignals(enter, in: rk_signals_set_enter)
        // sigaction refuses only bad signal numbers or handlers, and these are fixed.
        _ = rk_signals_install()
        // Best effort: a terminal that takes no bytes fails the first frame, which reports it.
        try? write(enter)
    }

    /// Sets what is written to put the terminal back, on ``end()`` and on a signal: for example a
    /// cursor move below a picture drawn in place, before the cursor is shown again. Safe while a
    /// signal arrives: the handler writes the previous sequence or this one, whole.
    ///
    /// - Returns: `false` when `text` is over ``maximumSequenceBytes`` (the previous one is kept).
    @discardableResult
    public func setRestoreSequence(_ text: String) -> Bool {
        Self.keepForSignals(text, in: rk_signals_set_restore)
    }

    /// Makes room for a picture `height` rows tall drawn in place: below the prompt, or with
    /// `clear` at the top of a cleared screen. Saves the cursor at the picture's top, and on exit
    /// leaves it below the picture.
    public func reserveRows(_ height: Int, clear: Bool = false) throws(WriteError) {
        try write(
            clear ? "\u{1B}[2J\u{1B}[H\u{1B}7" : String(repeating: "\n", count: height) + "\u{1B}[\(height)A\u{1B}7"
        )
        setRestoreSequence("\u{1B}8\u{1B}[\(height)B\r\u{1B}[0m\u{1B}[?25h")
    }

    /// The most UTF-8 bytes a restore sequence may have.
    public static let maximumSequenceBytes = Int(RK_SIGNALS_TEXT_CAPACITY)

    /// Hands `text` to one of the C setters, which copies it into the handlers' static buffers.
    private static func keepForSignals(_ text: String, in setter: (UnsafePointer<CChar>?, Int) -> Int32) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { setter($0.baseAddress, $0.count) == 0 }
        }
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
        rk_signals_take_resize() != 0
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
        let ready = poll(&descriptor, 1, Int32(clamping: max(timeout, 0) * 1000, rounding: .up))
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
        rk_signals_end()
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
