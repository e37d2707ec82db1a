import Foundation
import RefreshCore
import RefreshLocalization
import RefreshSkins

/// Work done in a fresh child process, so that first-use costs and peak memory are the process's own.
enum ChildMode {
    /// The 50 locales of the memory case: every catalog, plus regional variants whose dates differ.
    static func fiftyLocales() throws -> [String] {
        let catalogTags = try CatalogSet.builtIn.locales.map(\.languageTag)
        let variants = ["en-GB", "de-AT", "es-MX", "fr-BE", "it-CH", "en-AU", "nl-BE", "de-CH"]
        return Array((catalogTags + variants.filter { !catalogTags.contains($0) }).prefix(50))
    }

    /// This process's peak resident set size (VmHWM). Unlike a parent's `ru_maxrss`, it is not
    /// inflated by the parent's size at spawn time (posix_spawn shares the parent's memory until exec).
    static func peakResidentBytes() -> UInt64 {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { UInt64($0) } ?? 0
        return kilobytes * 1024
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        switch arguments.first {
        case "idle":
            try writeLine("\(peakResidentBytes())")
        case "first-use":
            guard arguments.count == 2 else { throw BenchError("first-use needs a locale") }
            let now = Date()
            let fiveMinutesAgo = now.addingTimeInterval(-300)
            // The process-wide part: catalogs parsed, ICU data for English opened.
            let start = nanoseconds()
            let english = try CatalogSet.builtIn.strings(for: LocaleIdentifier.english).lastUpdatedLabeler()
            blackHole(try english.string(for: fiveMinutesAgo, relativeTo: now))
            let middle = nanoseconds()
            let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier(arguments[1]))
            let labeler = try strings.lastUpdatedLabeler()
            blackHole(try labeler.string(for: fiveMinutesAgo, relativeTo: now))
            let end = nanoseconds()
            try writeLine("\(middle - start) \(end - middle)")
        case "format-50-locales":
            let workload = LastUpdatedWorkload()
            let catalogs = try CatalogSet.builtIn
            let tags = try fiftyLocales()
            for tag in tags {
                let labeler = try catalogs.strings(for: LocaleIdentifier(tag)).lastUpdatedLabeler()
                for row in workload.rows { blackHole(try labeler.string(for: row.date, relativeTo: workload.now)) }
            }
            try writeLine("\(peakResidentBytes())")
        case "frames-60":
            try MotionFrame.playSixtyFrames(skin: arguments.count > 1 ? arguments[1] : "pulse")
            try writeLine("\(peakResidentBytes())")
        case "profile-preview-frame":
            // Not a benchmark: 3,000 preview frames of the classic header (`blue`) or of a motion skin
            // loading, to count cycles under `perf stat` when the machine is too busy for wall time.
            guard arguments.count == 2 else {
                throw BenchError("profile-preview-frame needs blue, ring, dots or pulse")
            }
            if arguments[1] == "blue" {
                try PreviewFrame().run(times: 3000)
            } else {
                try MotionFrame(skin: arguments[1]).run(times: 3000)
            }
            try writeLine("done")
        case "profile-last-updated":
            // Not a benchmark: the one-thread last-updated loop for a while, to run under `perf record`.
            let workload = LastUpdatedWorkload()
            let ours = try OurLabels(tags: LastUpdatedWorkload.localeTags)
            for _ in 0..<400 { ours.run(workload) }
            try writeLine("done")
        case "batch-requests":
            // Not a benchmark: writes batch-throughput's requests to a file, to feed
            // `refreshpreview last-updated --batch` under `perf record` or `valgrind`.
            guard arguments.count == 2 else { throw BenchError("batch-requests needs a file to write") }
            let workload = BatchWorkload()
            try workload.write(to: arguments[1])
            try writeLine("\(BatchWorkload.requestCount) requests, \(workload.badCount) bad")
        case "profile-skin-load":
            // Not a benchmark: loading the blue skin from a file for a while, under `perf record`.
            let fixture = try SkinFileFixture()
            defer { fixture.remove() }
            OurSkinLoad(fixture: fixture).run(times: arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000)
            try writeLine("done")
        case "profile-lottie-load":
            // Not a benchmark: loading the 100 KB Lottie skin of skin-load/lottie-100k for a while.
            let fixture = try LottieSkinFixture()
            defer { fixture.remove() }
            let loader = SkinLoader()
            for _ in 0..<(arguments.dropFirst().first.flatMap { Int($0) } ?? 300) {
                blackHole(fixture.load(loader: loader))
            }
            try writeLine("done")
        case "profile-skin-parse":
            // Not a benchmark: the libxml2-parse peer of skin-load-xml, to compare with
            // profile-skin-load (same count, same fixture) under `perf` or `valgrind`.
            let fixture = try SkinFileFixture()
            defer { fixture.remove() }
            try LibXML2SkinParse(fixture).run(times: arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000)
            try writeLine("done")
        case "profile-engine":
            // Not a benchmark: engine-sample (classic) or engine-sample-behaviours 100 times over
            // (or ROUNDS times), to count cycles and instructions under `perf stat` or callgrind
            // (Benchmarks/scripts/count-instructions --engine) when the machine is too busy for wall time.
            let rounds = arguments.count == 3 ? Int(arguments[2]) : 100
            guard (2...3).contains(arguments.count), ["classic", "behaviours"].contains(arguments[1]),
                let rounds, rounds >= 0
            else {
                throw BenchError("profile-engine needs classic or behaviours, then optionally a count of rounds")
            }
            let workload = EngineWorkload()
            let make = arguments[1] == "behaviours" ? EngineWorkload.behavioursEngine : { RefreshEngine() }
            var buffer: [RefreshEffect] = []
            buffer.reserveCapacity(64)
            for _ in 0..<rounds {
                var engine = make()
                blackHole(driveEngine(workload, &engine, buffer: &buffer))
            }
            try writeLine("done: \(rounds * workload.inputs.count) samples")
        case "profile-scaling":
            // Not a benchmark: the 2-thread last-updated and status-text loops for a while, to run
            // under `perf record` when scaling-2-threads misses.
            let workload = LastUpdatedWorkload()
            let ours = try OurLabels(tags: LastUpdatedWorkload.localeTags)
            let status = try StatusTextWorkload()
            for _ in 0..<40 {
                inParallel({ ours.run(workload) }, { ours.run(workload) })
                inParallel({ status.runOurs() }, { status.runOurs() })
            }
            try writeLine("done")
        default:
            throw BenchError("unknown child mode \(arguments.first ?? "")")
        }
        return 0
    }
}
