import Foundation
import RefreshCommandLine
import RefreshCore
import RefreshTrace

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
        let input: TraceInput
        if path == "-" {
            input = TraceInput(descriptor: STDIN_FILENO, name: "standard input")
        } else {
            input = try TraceInput(path: path)
        }
        // Effects are printed as each chunk is replayed, so memory stays bounded on any input.
        var replayer = Replayer(engine: engine)
        var failure: ReplayError?
        var outputFailure: RuntimeFailure?
        var effects = ""
        let emit = { (line: String) in effects += line + "\n" }
        try input.forEachChunk { chunk in
            do throws(ReplayError) {
                if let chunk {
                    try replayer.feed(bytes: chunk, effect: emit)
                } else {
                    try replayer.finish(effect: emit)
                }
            } catch {
                failure = error
            }
            // The effects of the lines before a failing one are printed too.
            if !effects.isEmpty {
                do throws(RuntimeFailure) {
                    try Output.out(effects)
                } catch {
                    outputFailure = error
                }
                effects = ""
            }
            return failure == nil && outputFailure == nil
        }
        if let outputFailure { throw outputFailure }
        if let failure {
            Output.errorLine("error: \(failure)")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}

/// Reads a trace from a file descriptor in chunks as they arrive, so a long or endless stream is
/// replayed as it comes. Read errors are failures that name the input, never crashes.
struct TraceInput {
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

    /// Calls `body` with each chunk read, then with `nil` at the end of the input, until it
    /// returns `false`; closes a file it opened.
    ///
    /// - Throws: ``RuntimeFailure`` when reading fails (for example a folder or an I/O error).
    func forEachChunk(_ body: (ArraySlice<UInt8>?) -> Bool) throws(RuntimeFailure) {
        defer { if owned { close(descriptor) } }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw RuntimeFailure("cannot read \(name): \(String(cString: strerror(errno)).lowercased())")
            }
            if count == 0 { break }
            if !body(chunk[0..<count]) { return }
        }
        _ = body(nil)
    }
}
