import Foundation

extension Benchmarks {
    /// A command a user types, timed from spawn to exit.
    struct StartupCommand {
        let name: String
        let arguments: [String]
        /// The most it may take, as a multiple of the hello world's time.
        let limit: Double
    }

    /// The commands timed against the hello world.
    static let startupCommands = [
        StartupCommand(name: "preview-startup", arguments: ["--skin", "blue", "--state", "pulling"], limit: 3.5),
        StartupCommand(name: "last-updated-startup", arguments: ["last-updated", "--ago", "300"], limit: 2.5),
    ]

    /// Start-up as users feel it: `refreshpreview` commands from spawn to exit against a Swift
    /// hello world (`refreshbench-hello`) from the same build folder, each spawned once per round
    /// in rotating order, the ratio taken round by round.
    func startup() throws -> [BenchResult] {
        let folder = URL(fileURLWithPath: ownExecutablePath()).deletingLastPathComponent()
        let hello = try builtProgram("refreshbench-hello", in: folder)
        let program = try builtProgram("refreshpreview", in: folder)
        // The store as a user has it after one demo, so the pulled header says how long ago.
        let state = NSTemporaryDirectory() + "refreshbench-state-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let settings = ["XDG_STATE_HOME": state]
        try checkedRun(program, ["--skin", "blue"], settings: settings)
        let contestants =
            [(name: "hello-world", path: hello, arguments: [String]())]
            + Self.startupCommands.map { (name: $0.name, path: program, arguments: $0.arguments) }
        for contestant in contestants {
            try checkedRun(contestant.path, contestant.arguments, settings: settings)
        }
        let runs = options.quick ? 9 : 41
        progress(
            "startup: refreshpreview \(Self.startupCommands.map { $0.arguments.joined(separator: " ") }.joined(separator: ", ")) "
                + "and a hello world, \(runs) rounds"
        )
        var samples: [String: [Double]] = [:]
        for round in 0..<runs {
            for index in contestants.indices {
                let contestant = contestants[(index + round) % contestants.count]
                let run = try runChild(contestant.path, contestant.arguments, settings: settings)
                samples[contestant.name, default: []].append(Double(run.wallNanoseconds))
            }
        }
        let measured = Interleaved(samples: samples)
        let floor = measured.median(of: "hello-world")
        var results = Self.startupCommands.map { command in
            let ratio = measured.ratio(command.name, "hello-world")
            return BenchResult(
                name: command.name,
                median: measured.median(of: command.name),
                unit: "ns",
                ratios: ["hello-world": ratio],
                peers: ["hello-world": floor],
                target: "≤ \(format(command.limit))× a Swift hello world",
                met: ratio <= command.limit,
                measures: "ns from posix_spawn to exit of `refreshpreview \(command.arguments.joined(separator: " "))` "
                    + "(release build, a last-updated store written by one demo run), stdout to a pipe read to the "
                    + "end, stderr to /dev/null; median of \(runs) runs; the peer is refreshbench-hello (print, no "
                    + "imports, linked the default way: the runtime shared) from the same build, spawned in the same "
                    + "rounds; the release refreshpreview links the Swift runtime statically"
            )
        }
        let arguments = Self.startupCommands[0].arguments
        let peaks = try previewPeaks(program, arguments, settings: settings, runs: options.quick ? 3 : 9)
        results.append(
            BenchResult(
                name: "peak-memory/preview",
                median: peaks.map(median) ?? 0,
                unit: "bytes",
                measures: "peak resident set size of `refreshpreview \(arguments.joined(separator: " "))` as GNU time "
                    + "reports it (ru_maxrss of a child it forks; taken in separate runs from the timing)",
                note: peaks == nil ? "not measured: /usr/bin/time (GNU time) is not installed" : nil
            )
        )
        return results
    }

    /// The path of `name`, built by the same release build as this program (it depends on both).
    func builtProgram(_ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("\(path) is missing: build it with swift build -c release --package-path Benchmarks")
        }
        return path
    }

    /// Runs a program once, and fails unless it exits 0.
    func checkedRun(_ path: String, _ arguments: [String], settings: [String: String]) throws {
        let run = try runChild(path, arguments, settings: settings)
        guard run.status == 0 else {
            throw BenchError("\(path) \(arguments.joined(separator: " ")) exits \(run.status)")
        }
    }

    /// Peak RSS of the preview through GNU time: `ru_maxrss` of a child we spawn ourselves would
    /// include this process's own size (posix_spawn shares our memory until exec).
    func previewPeaks(
        _ program: String,
        _ arguments: [String],
        settings: [String: String],
        runs: Int
    ) throws -> [Double]? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = NSTemporaryDirectory() + "refreshbench-time-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: report) }
        var peaks: [Double] = []
        for _ in 0..<runs {
            let child = try runChild(time, ["-f", "%M", "-o", report, program] + arguments, settings: settings)
            let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            guard child.status == 0, let kilobytes = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw BenchError("GNU time gave no peak for \(program) (status \(child.status))")
            }
            peaks.append(kilobytes * 1024)
        }
        return peaks
    }
}
