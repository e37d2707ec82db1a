import Foundation

// refreshbench: RefreshKit measured against what a user would pick instead, in one run. From the
// repository's root:
//
//   swift run -c release --package-path Benchmarks refreshbench          a table of medians and ratios
//   swift run -c release --package-path Benchmarks refreshbench --json   the same as one JSON object

let usage = """
    USAGE: refreshbench [--json] [--quick] [--filter TEXT]

      --json          Print the results as one JSON object instead of a table.
      --quick         Fewer rounds (a smoke test; the figures are noisier).
      --filter TEXT   Run only the groups of cases whose name contains TEXT, or one of
                      several TEXTs separated by commas (first-use, last-updated,
                      batch-throughput, conformance-dates, status-text, skin-load,
                      skin-lookup, engine-sample, preview-frame, gtk-frame, text-width,
                      lint-visual, lint-long-text, startup, memory, scaling).

    Build with -c release: a debug build refuses to run. The startup, batch-throughput
    and conformance-dates groups run the programs built beside refreshbench (refreshpreview
    and refreshbench-hello), which the same build makes:
      swift run -c release --package-path Benchmarks refreshbench
    """

func refuseDebugBuild() -> Bool {
    #if DEBUG
        return true
    #else
        return _isDebugAssertConfiguration()
    #endif
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child" {
    do {
        exit(try ChildMode.run(Array(arguments.dropFirst())))
    } catch {
        writeErrorLine("error: \(error)")
        exit(1)
    }
}
if arguments.contains("--help") || arguments.contains("-h") {
    do {
        try writeLine(usage)
    } catch {
        writeErrorLine("error: \(error)")
        exit(1)
    }
    exit(0)
}
var filter: [String]?
if let index = arguments.firstIndex(of: "--filter") {
    guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
        writeErrorLine("error: --filter needs a value")
        exit(64)
    }
    filter = arguments[index + 1].split(separator: ",").map(String.init)
    arguments.removeSubrange(index...(index + 1))
}
if let unknown = arguments.first(where: { !["--json", "--quick"].contains($0) }) {
    writeErrorLine("error: unknown option '\(unknown)'")
    writeUsageError(usage)
    exit(64)
}
if refuseDebugBuild() {
    writeErrorLine(
        "error: refreshbench measures optimized code only; run it from a release build: "
            + "swift run -c release --package-path Benchmarks refreshbench"
    )
    exit(1)
}

let json = arguments.contains("--json")
let options = Benchmarks.Options(quick: arguments.contains("--quick"), filter: filter)
let progress: (String) -> Void = { line in writeErrorLine("refreshbench: \(line)") }
do {
    let report = try Benchmarks(options: options, progress: progress).run(
        command: (["refreshbench"] + arguments).joined(separator: " ")
    )
    try writeLine(json ? report.json() : report.table())
    if let failure = loopFailure.withLock({ $0 }) {
        writeErrorLine("error: a timed loop failed, so its figures are not valid: \(failure)")
        exit(1)
    }
} catch {
    writeErrorLine("error: \(error)")
    exit(1)
}
