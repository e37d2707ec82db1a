import Foundation

/// A peer that runs in another runtime (Node, Python): a script in `scripts/bench-peers/` that
/// reads the same rows from a file, times its own loop and prints "<median ns per row> <rows>
/// <rounds>" and a sample phrase. A runtime or library that is missing is reported, never guessed.
struct ExternalPeer {
    /// The peer's name in the results (`node`, `babel`).
    let name: String
    /// What runs the script, found on `PATH` or at an absolute path.
    let runtime: String
    /// The script's file name in `scripts/bench-peers/`.
    let script: String
    /// How to get the runtime when it is missing.
    let installHint: String

    /// What one run found: the median, or why there is none.
    enum Outcome {
        case measured(nanosecondsPerRow: Double, sample: String)
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

    /// Runs the peer over `rowsFile` (see ``writeRows(_:tags:rounds:to:)``).
    func run(rowsFile: String) -> Outcome {
        guard let executable = Self.find(runtime) else { return .missing("\(runtime) not found; \(installHint)") }
        guard let scripts = Self.scriptsFolder() else {
            return .missing("scripts/bench-peers/ not found above the current folder or this program")
        }
        do {
            let child = try runChild(executable, [scripts + "/" + script, rowsFile])
            let lines = child.output.split(separator: "\n", omittingEmptySubsequences: false)
            let fields = lines.first?.split(separator: " ") ?? []
            guard child.status == 0, let first = fields.first, let value = Double(first), value > 0 else {
                return .missing("\(runtime) \(script) exited \(child.status) without a figure; \(installHint)")
            }
            return .measured(nanosecondsPerRow: value, sample: lines.count > 1 ? String(lines[1]) : "")
        } catch {
            return .missing("\(error)")
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

    /// `scripts/bench-peers` of the package: searched upward from the current folder, then from
    /// this program (which lives in `.build/<triple>/release/`).
    static func scriptsFolder() -> String? {
        let starts = [
            FileManager.default.currentDirectoryPath,
            URL(fileURLWithPath: ownExecutablePath()).deletingLastPathComponent().path,
        ]
        for start in starts {
            var folder = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                let candidate = folder.appendingPathComponent("scripts/bench-peers")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("babel-timedelta.py").path) {
                    return candidate.path
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }
}
