import Foundation

/// The 100,000 requests of `batch-throughput`, as JSON Lines for `refreshpreview last-updated
/// --batch`: every form the batch accepts, mixed as a service's traffic would mix them. Locales
/// (tags, an Accept-Language list, `*`, one with no catalog), zones (half-hour and 45-minute
/// offsets among them), styles (mostly relative, the field often left out), ages from 1 second to
/// 120 days (log-uniform), dates as epoch seconds or ISO 8601 text, and one line in 100 bad in
/// one of five ways. Every line gives `now`, so every run answers alike.
struct BatchWorkload {
    static let requestCount = 100_000
    static let locales = [
        "en", "de", "ar", "ja", "ru", "fr", "es", "zh-Hans", "pt-BR", "de-AT,de;q=0.9,en;q=0.5", "*", "zu",
    ]
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Asia/Tokyo", "Pacific/Chatham"]
    /// One of each way a line can be wrong: not JSON, an unknown field, an impossible date, an
    /// unknown style, no date.
    static let badLines = [
        "{\"locale\":\"en\",\"date\":",
        "{\"locale\":\"en\",\"date\":1796047080,\"colour\":\"blue\"}",
        "{\"locale\":\"de\",\"date\":\"2026-02-30T10:00:00Z\"}",
        "{\"locale\":\"ja\",\"date\":1796047080,\"style\":\"weekly\"}",
        "{\"locale\":\"fr\",\"now\":1796047380}",
    ]

    /// The lines, without their newlines.
    let lines: [String]
    /// How many lines are bad.
    let badCount: Int

    init(now: Int = 1_796_047_380) {
        var random = SplitMix64(seed: 28)
        let lowest = log(1.0)
        let highest = log(120.0 * 86_400)
        var lines: [String] = []
        lines.reserveCapacity(Self.requestCount)
        var badCount = 0
        for index in 0..<Self.requestCount {
            if index % 100 == 57 {
                lines.append(Self.badLines[badCount % Self.badLines.count])
                badCount += 1
                continue
            }
            let age = Int(exp(Double.random(in: lowest...highest, using: &random)))
            let locale = Self.locales[Int(random.next() % UInt64(Self.locales.count))]
            let zone = Self.zones[Int(random.next() % UInt64(Self.zones.count))]
            let date =
                random.next() % 2 == 0
                ? String(now - age)
                : "\"" + Date(timeIntervalSince1970: Double(now - age)).ISO8601Format() + "\""
            var line = "{\"locale\":\"\(locale)\",\"date\":\(date),\"now\":\(now)"
            switch random.next() % 20 {
            case 0..<7: break
            case 7..<16: line += ",\"style\":\"relative\""
            case 16..<19: line += ",\"style\":\"calendar\""
            default: line += ",\"style\":\"absolute\""
            }
            if zone != "UTC" || random.next() % 2 == 0 { line += ",\"timeZone\":\"\(zone)\"" }
            lines.append(line + "}")
        }
        self.lines = lines
        self.badCount = badCount
    }

    /// Writes the lines, each ended by a newline.
    func write(to path: String) throws {
        let text = lines.joined(separator: "\n") + "\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw BenchError("cannot write the batch requests to \(path)")
        }
    }
}
