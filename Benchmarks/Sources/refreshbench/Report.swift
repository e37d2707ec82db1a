import Foundation

/// One line of the results.
struct BenchResult: Codable {
    /// The case name (`last-updated`, `engine-sample`, ...).
    var name: String
    /// The median, in `unit`.
    var median: Double
    /// `ns`, `bytes` or `x` (a factor).
    var unit: String
    /// Ours divided by each peer's median, measured in the same run.
    var ratios: [String: Double]?
    /// The peers' own medians, in `unit`.
    var peers: [String: Double]?
    /// Heap allocations per operation (counted).
    var allocations: Double?
    /// What the issue asks for, in words.
    var target: String?
    /// Whether the target is met.
    var met: Bool?
    /// What exactly was measured.
    var measures: String
    /// Anything to know about this figure.
    var note: String?
}

/// Everything one run found.
struct BenchReport: Codable {
    var machine: Machine
    var command: String
    var results: [BenchResult]

    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    func table() -> String {
        var lines: [String] = []
        lines.append("machine: \(machine.cpuModel), \(machine.cores) cores (\(machine.activeCores) active)")
        lines.append(
            "         \(machine.os), Linux \(machine.kernel), \(machine.memoryBytes >> 20) MiB, "
                + "load \(machine.loadAverage) at start"
        )
        lines.append("")
        let header = [pad("case", 30), pad("median", 14, right: true), "  ", pad("ratios (ours/peer)", 40), "target"]
        lines.append(header.joined())
        lines.append(String(repeating: "-", count: 110))
        for result in results {
            let ratios = (result.ratios ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) \(format($0.value))" }
            var parts = ratios
            if let allocations = result.allocations { parts.append("allocs/op \(format(allocations))") }
            let ratioText = parts.joined(separator: ", ")
            let verdict = result.met.map { $0 ? "met" : "MISSED" } ?? ""
            let target = result.target.map { "\($0) \(verdict)" } ?? ""
            lines.append(
                [
                    pad(result.name, 30), pad("\(format(result.median)) \(result.unit)", 14, right: true), "  ",
                    pad(ratioText, 40), target,
                ].joined()
            )
            if let note = result.note { lines.append(pad("", 46) + "note: " + note) }
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return text + " " }
        let padding = String(repeating: " ", count: width - count)
        return right ? padding + text : text + padding
    }
}

/// A number with about three significant digits.
func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude >= 100 { return String(Int(value.rounded())) }
    if magnitude >= 10 { return String(format: "%.1f", value) }
    if magnitude >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3f", value)
}
