import Foundation

/// A real folder under the system's temporary directory, removed by ``remove()``.
struct TempFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/refreshkit-skins-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes a file (creating folders) and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Array(text.utf8))
    }

    /// Writes bytes (creating folders) and returns the path.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true
        )
        guard FileManager.default.createFile(atPath: full, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return full
    }

    /// Creates a symbolic link at `relative` pointing to `destination`.
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

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
