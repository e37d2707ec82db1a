import Foundation
import RefreshCommandLine
import RefreshCore

#if canImport(Glibc)
    import Glibc
#endif

/// `refreshpreview replay [--skin NAME] [FILE]`: recorded gestures in, effects out (JSON Lines).
enum ReplayCommand {
    static let help = """
        OVERVIEW: Run a recorded gesture trace through the refresh engine and print its effects.

        Reads JSON Lines (FILE, or standard input when FILE is missing or '-'), one event per line,
        and writes JSON Lines, one effect per line.

        USAGE: refreshpreview replay [--skin NAME] [FILE]

        ARGUMENTS:
          FILE                  The trace to read (default: standard input).

        OPTIONS:
          --skin NAME           Take thresholds and durations from this skin (default: the classic
                                header: arm past 65 pt, hold 60 pt, open 0.2 s, close 0.3 s).
          --help                Show this help.

        EVENTS:
          {"event":"layout","contentHeight":2000,"viewportHeight":600,"insetTop":0,"insetBottom":0}
          {"event":"scroll","offset":-70,"dragging":true}
          {"event":"release","offset":-70}
          {"event":"finish","edge":"header","result":"success","newItems":3}
          {"event":"begin","edge":"footer"}
          {"event":"tick"}
          Any event may carry "time" (seconds, never decreasing).

        EFFECTS:
          {"input":2,"edge":"header","state":"pulling"}
          {"input":3,"edge":"header","refresh":true}
          {"input":3,"edge":"header","inset":60,"duration":0.2}
          {"input":5,"edge":"header","offset":-60}

        EXAMPLE:
          printf '%s\\n' '{"event":"scroll","offset":-70,"dragging":true}' '{"event":"release","offset":-70}' \\
            | refreshpreview replay
        """

    static func run(_ options: ReplayOptions) throws -> Int32 {
        let engine = try options.skinName.map { try SkinLookup().engine(forSkin: $0) } ?? RefreshEngine()
        let path = options.path
        let input: LineReader
        if path == "-" {
            input = LineReader(descriptor: STDIN_FILENO, name: "standard input")
        } else {
            input = try LineReader(path: path)
        }
        var replayer = Replayer(engine: engine)
        var failure: ReplayError?
        var outputFailure: RuntimeFailure?
        try input.forEachLine { line in
            do throws(ReplayError) {
                let effects = try replayer.feed(utf8: line)
                if !effects.isEmpty {
                    do throws(RuntimeFailure) {
                        try Output.out(effects.joined(separator: "\n") + "\n")
                    } catch {
                        outputFailure = error
                        return false
                    }
                }
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let outputFailure { throw outputFailure }
        if let failure {
            Output.errorLine("error: \(failure)")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}

/// Reads a file descriptor line by line as it arrives, so a long or endless stream is replayed
/// as it comes. Read errors are failures that name the input, never crashes.
struct LineReader {
    let descriptor: Int32
    let name: String
    private let owned: Bool

    /// Reads an open descriptor (standard input); `name` is used in messages.
    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        self.owned = false
    }

    /// Opens a file for reading.
    ///
    /// - Throws: ``RuntimeFailure`` naming the path and the reason (missing, a folder, permission).
    init(path: String) throws(RuntimeFailure) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw RuntimeFailure("cannot read the trace '\(path)': it is a folder, not a file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno)).lowercased()
            throw RuntimeFailure("cannot read the trace '\(path)': \(reason)")
        }
        self.descriptor = descriptor
        self.name = "the trace '\(path)'"
        self.owned = true
    }

    /// Calls `body` with the bytes of each line (without its newline) until it returns `false` or
    /// input ends; closes a file it opened.
    ///
    /// - Throws: ``RuntimeFailure`` when reading fails (for example a folder or an I/O error).
    func forEachLine(_ body: (ArraySlice<UInt8>) -> Bool) throws(RuntimeFailure) {
        defer { if owned { close(descriptor) } }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw RuntimeFailure("cannot read \(name): \(String(cString: strerror(errno)).lowercased())")
            }
            if count == 0 { break }
            pending.append(contentsOf: chunk[0..<count])
            var start = 0
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = pending[start..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                start = newline + 1
                if !body(line) { return }
            }
            pending.removeFirst(start)
        }
        if !pending.isEmpty { _ = body(pending[...]) }
    }
}
