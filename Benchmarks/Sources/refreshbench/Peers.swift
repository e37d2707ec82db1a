import Foundation

/// A peer that runs in another runtime (Node, Python): a script in `Benchmarks/Peers/` that
/// reads the same rows or requests from a file, times its own loop and prints "<median ns per
/// row> <rows> <rounds> …" and a sample phrase, or checks the cases of `Conformance/dates/`. A
/// runtime or library that is missing is reported, never guessed.
struct ExternalPeer {
    /// The peer's name in the results (`node`, `babel`).
    let name: String
    /// What runs the script, found on `PATH` or at an absolute path.
    let runtime: String
    /// The script's file name in `Benchmarks/Peers/`.
    let script: String
    /// How to get the runtime when it is missing.
    let installHint: String

    /// What one timed run found: the numbers of the script's first line (the first is its median
    /// ns per row or request), its second line, or why there is none.
    enum Outcome {
        case measured(figures: [Double], sample: String)
        case missing(String)
    }

    static let node = ExternalPeer(
        name: "node",
        runtime: "node",
        script: "node-relative-time.mjs",
        installHint: "install Node.js (Debian: apt-get install nodejs)"
    )
    static let babel = ExternalPeer(
        name: "babel",
        runtime: "/usr/bin/python3",
        script: "babel-timedelta.py",
        installHint: "install Debian's python3-babel (scripts/install-dependencies does)"
    )
    static let nodeBatch = ExternalPeer(
        name: "node",
        runtime: node.runtime,
        script: "node-batch.mjs",
        installHint: node.installHint
    )
    static let nodeConformance = ExternalPeer(
        name: "node",
        runtime: node.runtime,
        script: "node-conformance.mjs",
        installHint: node.installHint
    )
    static let babelConformance = ExternalPeer(
        name: "babel",
        runtime: babel.runtime,
        script: "babel-conformance.py",
        installHint: babel.installHint
    )

    /// Runs the script with `arguments` and reads the figures of its first line.
    func run(_ arguments: [String]) -> Outcome {
        switch output(arguments) {
        case .failure(let why): return .missing(why.description)
        case .success(let text):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let figures = (lines.first?.split(separator: " ") ?? []).compactMap { Double($0) }
            guard let first = figures.first, first > 0 else {
                return .missing("\(runtime) \(script) printed no figure; \(installHint)")
            }
            return .measured(figures: figures, sample: lines.count > 1 ? String(lines[1]) : "")
        }
    }

    /// The script's standard output when it exits 0, or why it could not run.
    func output(_ arguments: [String]) -> Result<String, BenchError> {
        guard let executable = Self.find(runtime) else {
            return .failure(BenchError("\(runtime) not found; \(installHint)"))
        }
        guard let root = Self.repositoryRoot() else {
            return .failure(BenchError("Benchmarks/Peers/ not found above the current folder or this program"))
        }
        do {
            let child = try runChild(executable, [root + "/" + Self.folder + "/" + script] + arguments)
            guard child.status == 0 else {
                return .failure(BenchError("\(runtime) \(script) exited \(child.status); \(installHint)"))
            }
            return .success(child.output)
        } catch let error as BenchError {
            return .failure(error)
        } catch {
            return .failure(BenchError("\(error)"))
        }
    }

    /// Writes the rows a peer reads: `now` and each row's date in milliseconds, the locale tags.
    static func writeRows(_ workload: LastUpdatedWorkload, tags: [String], rounds: Int, to path: String) throws {
        let rows = workload.rows.map { "[\($0.locale),\($0.date.timeIntervalSince1970 * 1000)]" }
        let locales = tags.map { "\"\($0)\"" }.joined(separator: ",")
        let text =
            "{\"now\":\(workload.now.timeIntervalSince1970 * 1000),\"rounds\":\(rounds),\"locales\":[\(locales)],"
            + "\"rows\":[\(rows.joined(separator: ","))]}"
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw BenchError("cannot write the peers' rows to \(path)")
        }
    }

    /// An executable by absolute path, or by name on `PATH`.
    static func find(_ name: String) -> String? {
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The peers' scripts, from the repository's root.
    static let folder = "Benchmarks/Peers"

    /// The repository's root (the folder with `Benchmarks/Peers` and `Conformance`): searched
    /// upward from the current folder, then from this program (which lives in
    /// `Benchmarks/.build/<triple>/release/`).
    static func repositoryRoot() -> String? {
        let starts = [
            FileManager.default.currentDirectoryPath,
            URL(fileURLWithPath: ownExecutablePath()).deletingLastPathComponent().path,
        ]
        for start in starts {
            var folder = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                if FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(Self.folder + "/babel-timedelta.py").path
                ) {
                    return folder.path
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }
}
