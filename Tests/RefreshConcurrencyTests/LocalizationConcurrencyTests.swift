import Foundation
import RefreshCore
import RefreshLocalization
import Testing

/// Catalogs, strings, message formatters and date formatters used from many threads at once
/// give exactly the text one thread gives. Run under ThreadSanitizer by `scripts/tsan`.
@Suite struct LocalizationConcurrencyTests {
    static let now = Date(timeIntervalSince1970: 1_718_366_400)  // 2024-06-14 12:00 UTC
    static let tags = ["en", "de", "ru", "ar", "ja", "pl", "fr", "he", "zh-Hans", "pt-BR"]
    static let offsets: [Double] = [5, 90, 600, 4000, 90_000, 300_000, 5_000_000, -100]
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata"]

    /// Every piece of text a server renders for one locale: statuses, counts, and labels in each
    /// style, time zone and width.
    static func render(_ catalogs: CatalogSet, tag: String) throws -> [String] {
        let strings = catalogs.strings(for: LocaleRequest(acceptLanguage: "\(tag),en;q=0.5"))
        var lines: [String] = []
        for key in MessageKey.allCases where key != .headerLastUpdated {
            let values: [String: MessageArgument] = ["count": .integer(3), "date": .string("x")]
            if let text = try? strings.text(key, values) { lines.append(text.text) }
        }
        for (index, zone) in zones.enumerated() {
            let style = LastUpdatedFormatter.Style.allCases[index % LastUpdatedFormatter.Style.allCases.count]
            let width = LastUpdatedFormatter.Width.allCases[index % LastUpdatedFormatter.Width.allCases.count]
            let labeler = try strings.lastUpdatedLabeler(style: style, width: width, timeZone: zone)
            for offset in offsets {
                lines.append(try labeler.string(for: now.addingTimeInterval(-offset), relativeTo: now))
            }
            lines.append(try labeler.string(for: nil, relativeTo: now))
        }
        return lines
    }

    @Test("CatalogSet.builtIn and RefreshStrings: many threads, the text of one")
    func builtInCatalogs() throws {
        let catalogs = try CatalogSet.builtIn
        let expected = try Self.tags.map { try Self.render(catalogs, tag: $0) }
        #expect(expected.allSatisfy { $0.count > 20 })
        let results = try inParallel(threads: 8) { thread in
            try (0..<3).flatMap { round in
                Self.tags.indices.map { (thread + round + $0) % Self.tags.count }
            }.map { index in
                (index, try Self.render(catalogs, tag: Self.tags[index]))
            }
        }
        for (index, lines) in results.joined() { #expect(lines == expected[index], "\(Self.tags[index])") }
    }

    @Test("A fresh CatalogSet's caches filled by many threads at once")
    func coldCatalogSet() throws {
        let files = try Self.catalogFiles()
        let shared = try CatalogSet(files: files)
        let results = try inParallel(threads: 8) { thread in
            try Self.tags.indices.map { (thread + $0) % Self.tags.count }.map { index in
                (index, try Self.render(shared, tag: Self.tags[index]))
            }
        }
        let reference = try CatalogSet(files: files)
        let expected = try Self.tags.map { try Self.render(reference, tag: $0) }
        for (index, lines) in results.joined() { #expect(lines == expected[index], "\(Self.tags[index])") }
    }

    @Test("One MessageFormatter shared by many threads (its pool of ICU clones)")
    func sharedMessageFormatter() throws {
        let formatters = try ["en", "ru", "ar", "pl"].map { tag in
            try MessageFormatter(
                pattern: "{name} {count, plural, =0 {none} one {# item} few {# items (few)} many {# items (many)} "
                    + "other {# items}} {share, number, percent} {kind, select, a {A} other {O}}",
                locale: try LocaleIdentifier(tag)
            )
        }
        @Sendable func values(_ n: Int) -> [String: MessageArgument] {
            ["name": .string("n\(n)"), "count": .integer(Int64(n)), "share": .number(Double(n) / 7), "kind": "a"]
        }
        let expected = try formatters.map { formatter in try (0..<40).map { try formatter.format(values($0)) } }
        let results = try inParallel(threads: 8) { thread in
            try (0..<25).map { round in
                let which = (thread + round) % formatters.count
                return (which, try (0..<40).map { try formatters[which].format(values($0)) })
            }
        }
        for (which, lines) in results.joined() { #expect(lines == expected[which]) }
    }

    @Test("LastUpdatedFormatter created and used from many threads (the shared ICU store)")
    func lastUpdatedFormatters() throws {
        struct Job: Hashable, Sendable {
            var tag: String
            var style: LastUpdatedFormatter.Style
            var width: LastUpdatedFormatter.Width
            var zone: String
        }
        let jobs = ["fi", "ko", "uk", "es-419", "hi"].flatMap { tag in
            LastUpdatedFormatter.Style.allCases.flatMap { style in
                LastUpdatedFormatter.Width.allCases.map { width in
                    Job(tag: tag, style: style, width: width, zone: "Pacific/Auckland")
                }
            }
        }
        @Sendable func run(_ job: Job) throws -> [String] {
            let formatter = try LastUpdatedFormatter(
                locale: try LocaleIdentifier(job.tag),
                style: job.style,
                width: job.width,
                timeZone: job.zone
            )
            return try Self.offsets.map {
                try formatter.string(for: Self.now.addingTimeInterval(-$0), relativeTo: Self.now)
            }
        }
        // The threads go first, so they race to open the ICU objects; one thread checks after.
        let results = try inParallel(threads: 8) { thread in
            try jobs.indices.map { (thread * 7 + $0) % jobs.count }.map { (jobs[$0], try run(jobs[$0])) }
        }
        var expected: [Job: [String]] = [:]
        for job in jobs { expected[job] = try run(job) }
        for (job, lines) in results.joined() { #expect(lines == expected[job], "\(job)") }
    }

    static func catalogFiles() throws -> [String: [UInt8]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations")
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".strings") {
            files[name] = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        }
        return files
    }
}
