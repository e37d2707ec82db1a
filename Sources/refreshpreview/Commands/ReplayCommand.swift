import RefreshCommandLine
import RefreshCore
import RefreshFoundation
import RefreshSupport
import RefreshTrace

/// `refreshpreview replay [--expect FILE] [--skin NAME | --skin-file PATH] [FILE]`: recorded
/// gestures in, effects out (JSON Lines), or checked against expected effects.
enum ReplayCommand {
    static let help = """
        OVERVIEW: Run a recorded gesture trace through the refresh engine and print its effects.

        Reads JSON Lines (FILE, or standard input when FILE is missing or '-'), one event per line,
        and writes JSON Lines, one effect per line. Lines starting with '#' are comments. With
        --expect, checks the effects against a file of expected effects instead: exit 0 when they
        match, 1 with the first difference (Conformance/ holds such traces for any host adapter).

        \(Invocation.Subcommand.replay.usage)

        ARGUMENTS:
          FILE                  The trace to read (default: standard input).

        \(OptionDeclaration.helpSection(ReplayOptions.options))

        EVENTS:
          {"event":"layout","contentHeight":2000,"viewportHeight":600,"insetTop":0,"insetBottom":0}
          {"event":"scroll","offset":-70,"dragging":true}
          {"event":"release","offset":-70}
          {"event":"finish","edge":"header","result":"success","newItems":3}
          {"event":"begin","edge":"footer"}
          {"event":"tick"}
          {"event":"tap","edge":"footer"}
          {"event":"accessibilityRefresh","edge":"header"}
          {"event":"appear","lastUpdatedAge":600}          (null: never updated)
          {"event":"closeSecondLevel"}
          Any event may carry "time" (seconds, never decreasing).

        EFFECTS:
          {"input":2,"edge":"header","state":"pulling"}
          {"input":3,"edge":"header","refresh":true}
          {"input":3,"edge":"header","inset":60,"duration":0.2}
          {"input":5,"edge":"header","offset":-60}
          {"input":3,"edge":"header","announce":"a11y.refreshing"}
          {"input":7,"edge":"header","announce":"a11y.refreshed","count":3}
          {"input":2,"edge":"header","haptic":"armed"}

        EXAMPLE:
          printf '%s\\n' '{"event":"scroll","offset":-70,"dragging":true}' '{"event":"release","offset":-70}' \\
            | refreshpreview replay
        """

    /// The largest expected-effects file read, in bytes.
    static let maximumExpectedSize = 16 << 20

    static func run(_ options: ReplayOptions) throws -> Int32 {
        var engine = RefreshEngine()
        if options.skinName != nil || !options.skinFiles.isEmpty {
            engine = try SkinLookup(skinFiles: options.skinFiles).skin(named: options.skinName).makeEngine()
        }
        var expectation: EffectExpectation?
        if let expectPath = options.expectPath {
            let text = try readExpected(expectPath)
            do throws(ReplayError) {
                expectation = try EffectExpectation(expected: text)
            } catch {
                Output.error("\(ControlCharacters.escaped(expectPath)): \(error)")
                return ExitStatus.failure
            }
        }
        let input =
            try options.path == "-"
            ? TraceInput(descriptor: STDIN_FILENO, name: "standard input") : TraceInput(path: options.path)
        // Effects are printed as each chunk is replayed, so memory stays bounded on any input.
        var replayer = Replayer(engine: engine)
        var failure: ReplayError?
        var outputFailure: RuntimeFailure?
        var effects = ""
        let emit = { (line: String) in
            if expectation != nil {
                expectation?.check(line)
            } else {
                effects += line + "\n"
            }
        }
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
            return failure == nil && outputFailure == nil && expectation?.mismatch == nil
        }
        if let outputFailure { throw outputFailure }
        if let failure {
            Output.error("\(failure)")
            return ExitStatus.failure
        }
        if var expectation, let expectPath = options.expectPath {
            if let mismatch = expectation.finish() {
                // One line for what differs, one each for the expected and the actual effect.
                for (index, line) in mismatch.description.split(separator: "\n").enumerated() {
                    Output.errorLine(index == 0 ? "error: \(line)" : String(line))
                }
                return ExitStatus.failure
            }
            try Output.out("ok: \(expectation.checkedCount) effects match \(ControlCharacters.escaped(expectPath))\n")
        }
        return ExitStatus.success
    }

    /// The expected-effects file as text.
    static func readExpected(_ path: String) throws -> String {
        var bytes: [UInt8] = []
        var tooLarge = false
        try TraceInput(path: path, what: "the expected effects").forEachChunk { chunk in
            guard let chunk else { return false }
            bytes += chunk
            tooLarge = bytes.count > maximumExpectedSize
            return !tooLarge
        }
        if tooLarge {
            throw RuntimeFailure("the expected effects '\(ControlCharacters.escaped(path))' are larger than 16 MiB")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RuntimeFailure("the expected effects '\(ControlCharacters.escaped(path))' are not UTF-8 text")
        }
        return text
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

    /// Opens a file for reading; `what` names it in messages ("the trace").
    ///
    /// - Throws: ``RuntimeFailure`` naming the path and the reason (missing, a folder, permission).
    init(path: String, what: String = "the trace") throws(RuntimeFailure) {
        let shown = "\(what) '\(ControlCharacters.escaped(path))'"
        if PathKind(of: path) == .folder {
            throw RuntimeFailure("cannot read \(shown): it is a folder, not a file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno)).lowercased()
            throw RuntimeFailure("cannot read \(shown): \(reason)")
        }
        self.descriptor = descriptor
        self.name = shown
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
