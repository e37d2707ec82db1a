import Foundation

/// The machine the figures were taken on.
struct Machine: Codable {
    var cpuModel: String
    var cores: Int
    var activeCores: Int
    var memoryBytes: UInt64
    var os: String
    var kernel: String
    var loadAverage: String

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        var model = "unknown"
        var processors = 0
        for line in cpuinfo.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            if parts[0] == "model name" && model == "unknown" { model = parts[1] }
            if parts[0] == "processor" { processors += 1 }
        }
        let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let os =
            osRelease.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            ?? "unknown"
        var names = utsname()
        uname(&names)
        let release = withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return Machine(
            cpuModel: model,
            cores: processors > 0 ? processors : ProcessInfo.processInfo.processorCount,
            activeCores: ProcessInfo.processInfo.activeProcessorCount,
            memoryBytes: ProcessInfo.processInfo.physicalMemory,
            os: os,
            kernel: release,
            loadAverage: load.split(separator: " ").prefix(3).joined(separator: " ")
        )
    }
}
