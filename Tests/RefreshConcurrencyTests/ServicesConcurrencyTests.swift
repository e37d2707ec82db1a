import Foundation
import RefreshLocalization
import Testing

/// The lock-free hot paths shared by many threads: set-once label and message slots, per-thread
/// offset spans and dated labels, LabelerCache and the batch call. Each thread must get exactly
/// the text one thread gets. Run under ThreadSanitizer by `scripts/tsan`.
@Suite struct ServicesConcurrencyTests {
    static let now = Date(timeIntervalSince1970: 1_796_047_380)  // 2026-11-30T14:03:00Z
    static let headers = ["de-AT,de;q=0.9", "ja", "ar-EG", "ru", "en-GB,en;q=0.8", "he", "zh-Hant-TW", "tlh"]
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe"]

    /// Ages from a second to five years (old dates cross many offset spans of each zone).
    static let dates: [Date?] = (0..<400).map { index in
        index % 97 == 0 ? nil : now.addingTimeInterval(-exp(Double(index) * 0.045))
    }

    static func render(_ cache: [LabelerCache], header: Int) throws -> [String] {
        var lines: [String] = []
        var buffer: [String] = []
        for labelers in cache {
            let labeler = try labelers.labeler(forAcceptLanguage: headers[header])
            try labeler.labels(for: dates, relativeTo: now, into: &buffer)
            lines += buffer
            for count in 0..<30 {
                lines.append(try labeler.strings.text(.headerFinished, "count", .integer(Int64(count))).text)
            }
            lines.append(try labeler.strings.text(.footerNoMore).text)
        }
        return lines
    }

    static func caches(_ catalogs: CatalogSet) throws -> [LabelerCache] {
        try zones.enumerated().map { index, zone in
            try LabelerCache(
                catalogs: catalogs,
                style: LastUpdatedFormatter.Style.allCases[index % 3],
                timeZone: zone
            )
        }
    }

    @Test("Labels, batches and status texts from 8 threads over shared, cold caches equal one thread's")
    func sharedColdCaches() throws {
        let files = try Self.catalogFiles()
        let shared = try Self.caches(CatalogSet(files: files))
        let results = try inParallel(threads: 8) { thread in
            try (0..<2).flatMap { round in
                Self.headers.indices.map { (thread + round + $0) % Self.headers.count }
            }.map { index in (index, try Self.render(shared, header: index)) }
        }
        let reference = try Self.caches(CatalogSet(files: files))
        let expected = try Self.headers.indices.map { try Self.render(reference, header: $0) }
        for (index, lines) in results.joined() { #expect(lines == expected[index], "\(Self.headers[index])") }
    }

    @Test("One labeler from 8 threads: every bucket's slot filled at once by several threads")
    func oneLabelerManyThreads() throws {
        let labeler = try CatalogSet(files: Self.catalogFiles()).strings(for: LocaleIdentifier("pl"))
            .lastUpdatedLabeler(timeZone: "Europe/Berlin")
        let ages = (1...200).map { Double($0) * 317 } + (1...60).map { Double($0) * 86_400 * 3 }
        let dates = ages.map { Self.now.addingTimeInterval(-$0) }
        let results = try inParallel(threads: 8) { _ in
            var buffer: [String] = []
            try labeler.labels(for: dates, relativeTo: Self.now, into: &buffer)
            return buffer
        }
        let expected = try dates.map { try labeler.dateFormatter.string(for: $0, relativeTo: Self.now) }
        for lines in results {
            #expect(lines.count == dates.count)
            for (line, phrase) in zip(lines, expected) { #expect(line.hasSuffix(phrase), "\(line) / \(phrase)") }
            #expect(lines == results[0])
        }
    }

    static func catalogFiles() throws -> [String: [UInt8]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations")
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".strings") {
            files[name] = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        return files
    }
}
