import Foundation

/// The folder of this test target, for fixtures (excluded from the target's sources).
enum Fixtures {
    static let root: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        return components.joined(separator: "/") + "/Fixtures"
    }()

    static func names(_ group: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + group)) ?? [])
            .filter { $0.hasSuffix(".xml") }.sorted()
    }
}
