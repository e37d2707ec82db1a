import Foundation

/// The services' cases that run programs: `batch-throughput` (the real `refreshpreview
/// last-updated --batch` against Node's in-process loop) and `conformance-dates` (how many cases
/// of `Conformance/dates/` RefreshKit, Node and Babel get right).
extension Benchmarks {
    /// `refreshpreview` beside this program (both are built into the same folder).
    static func previewProgram() throws -> String {
        let path = URL(fileURLWithPath: ownExecutablePath()).deletingLastPathComponent()
            .appendingPathComponent("refreshpreview").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError(
                "no refreshpreview beside refreshbench; build both: swift build -c release --package-path Benchmarks"
            )
        }
        return path
    }

    func batchThroughput() throws -> [BenchResult] {
        progress("batch-throughput: 100,000 mixed requests through refreshpreview last-updated --batch, against Node")
        let program = try Self.previewProgram()
        let workload = BatchWorkload()
        let requests = BatchWorkload.requestCount
        let file = NSTemporaryDirectory() + "refreshbench-batch-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try workload.write(to: file)

        /// ns per request of one run of the program, its answers counted and checked.
        func ours(format: String) throws -> Double {
            let child = try runChild(program, ["last-updated", "--batch", "--format", format], input: file)
            let answers = child.output.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .dropLast()
            let errors =
                format == "json"
                ? answers.count { $0.starts(with: "{\"error\"".utf8) } : answers.count { $0.isEmpty }
            guard child.status == 1, answers.count == requests, errors == workload.badCount else {
                throw BenchError(
                    "refreshpreview last-updated --batch --format \(format) exited \(child.status) with "
                        + "\(answers.count) answers, \(errors) of them errors; expected status 1, \(requests) "
                        + "answers, \(workload.badCount) errors"
                )
            }
            return Double(child.wallNanoseconds) / Double(requests)
        }

        // Node times its own loop in a child process; the ratio is taken run by run against our
        // runs just before, as the last-updated case does.
        var mine: [Double] = []
        var text: [Double] = []
        var theirs: [Double] = []
        var ratios: [Double] = []
        var why: String?
        var sample = ""
        for _ in 0..<(options.quick ? 1 : 3) {
            var runs: [Double] = []
            for _ in 0..<(options.quick ? 1 : 3) { runs.append(try ours(format: "json")) }
            text.append(try ours(format: "text"))
            mine += runs
            switch ExternalPeer.nodeBatch.run([file, String(options.quick ? 2 : 5)]) {
            case .measured(let figures, let answer):
                guard figures.count >= 4, Int(exactly: figures[3]) == workload.badCount else {
                    why = "node-batch.mjs found \(figures.dropFirst(3).first ?? -1) bad lines, not \(workload.badCount)"
                    break
                }
                theirs.append(figures[0])
                ratios.append(median(runs) / figures[0])
                sample = answer
            case .missing(let reason):
                why = reason
            }
            if why != nil { break }
        }
        let value = median(mine)
        let perSecond = { (nanoseconds: Double) in format(1e9 / nanoseconds) + "/s" }
        var note = "\(perSecond(value)) (text: \(perSecond(median(text))))"
        if let why {
            note += "; node MISSING: \(why)"
        } else {
            note += " against node's \(perSecond(median(theirs))); node's first answer: \(sample)"
        }
        let ratio = ratios.isEmpty ? nil : median(ratios)
        return [
            BenchResult(
                name: "batch-throughput",
                median: value,
                unit: "ns",
                ratios: ratio.map { ["node": $0] },
                peers: theirs.isEmpty ? nil : ["node": median(theirs), "text": median(text)],
                target: "≥ 1.0× node's requests per second (≤ 1.0× its ns per request; a missing peer misses)",
                met: ratio.map { $0 <= 1 } ?? false,
                measures: "ns per request, spawn to exit, of refreshpreview last-updated --batch --format json over "
                    + "\(requests) requests from a file (locales, an Accept-Language list, *, one without a "
                    + "catalog; 6 zones; styles; ages 1 s to 120 days; epoch seconds and ISO 8601; 1 line in 100 bad), "
                    + "the answers read from a pipe and counted; peers.text is the same with --format text; "
                    + "peer: Benchmarks/Peers/node-batch.mjs, Node's in-process loop over the same lines "
                    + "(JSON.parse, checks, Intl.RelativeTimeFormat and Intl.DateTimeFormat with the same unit "
                    + "and day rule and validUntil, JSON.stringify), formatters cached, lines read before timing",
                note: note
            )
        ]
    }

    func conformanceDates() throws -> [BenchResult] {
        progress("conformance-dates: Conformance/dates through refreshpreview, Node and Babel")
        guard let root = ExternalPeer.repositoryRoot() else {
            throw BenchError("Conformance/dates not found above the current folder or this program")
        }
        let file = root + "/Conformance/dates/relative-dates.jsonl"
        let cases = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            .count { $0.hasPrefix("{") }
        let child = try runChild(try Self.previewProgram(), ["last-updated", "--expect", file], errorsToo: true)
        // "ok: N cases match FILE", or "error: K of N cases differ from FILE" last.
        let differing =
            child.status == 0
            ? 0
            : child.output.split(separator: "\n").last.flatMap { line in
                line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            } ?? cases
        var peers: [String: Double] = [:]
        var notes: [String] = []
        for peer in [ExternalPeer.nodeConformance, ExternalPeer.babelConformance] {
            switch peer.output([file]) {
            case .success(let output):
                // "NAME: R of N cases right", then one line per case it gets wrong.
                let lines = output.split(separator: "\n")
                let right = lines.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
                guard let right else {
                    notes.append("\(peer.name) MISSING: \(peer.script) printed no count")
                    continue
                }
                peers[peer.name] = Double(right)
                notes.append("\(peer.name) \(right) of \(cases)")
                let wrong = lines.dropFirst().compactMap {
                    $0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces)
                }
                if !wrong.isEmpty { notes.append("\(peer.name) wrong: " + wrong.joined(separator: ", ")) }
            case .failure(let why):
                notes.append("\(peer.name) MISSING: \(why)")
            }
        }
        return [
            BenchResult(
                name: "conformance-dates",
                median: Double(cases - differing),
                unit: "cases",
                peers: peers,
                target: "all \(cases) cases right",
                met: differing == 0,
                measures: "cases of Conformance/dates/relative-dates.jsonl (the date libraries' known bugs) "
                    + "whose label is right: refreshpreview last-updated --expect; peers: Node "
                    + "(Intl.RelativeTimeFormat, Benchmarks/Peers/node-conformance.mjs) and Babel "
                    + "(format_timedelta, babel-conformance.py) with the same unit choice and day rule, "
                    + "right when the expected label ends with their phrase",
                note: notes.isEmpty ? nil : notes.joined(separator: "; ")
            )
        ]
    }
}
