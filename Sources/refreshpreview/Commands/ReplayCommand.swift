import Foundation
import RefreshCore

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

    static func run(_ arguments: inout ArgumentList) throws -> Int32 {
        let skinName = try arguments.value("--skin")
        let files = try arguments.positionals(max: 1)
        let engine = try skinName.map { try SkinLookup().engine(forSkin: $0) } ?? RefreshEngine()
        let path = files.first ?? "-"
        let input: FileHandle
        if path == "-" {
            input = .standardInput
        } else {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw RuntimeFailure("cannot read the trace '\(path)': \(describeOpenFailure(path))")
            }
            input = handle
        }
        var replayer = Replayer(engine: engine)
        var failure: ReplayError?
        LineReader(handle: input).forEachLine { line in
            do throws(ReplayError) {
                let effects = try replayer.feed(utf8: line)
                if !effects.isEmpty { Output.out(effects.joined(separator: "\n") + "\n") }
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure {
            Output.errorLine("error: \(failure)")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}

/// Why a file could not be opened, in words.
func describeOpenFailure(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
    if isDirectory.boolValue { return "it is a folder, not a file" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return "it could not be opened"
}

/// Reads a file handle line by line as it arrives, so a long or endless stream is replayed as it
/// comes.
struct LineReader {
    let handle: FileHandle

    /// Calls `body` with the bytes of each line (without its newline) until it returns `false` or
    /// input ends.
    func forEachLine(_ body: (ArraySlice<UInt8>) -> Bool) {
        var pending: [UInt8] = []
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(contentsOf: chunk)
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
