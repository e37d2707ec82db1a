import Foundation

/// A real folder under the system's temporary directory, with helpers to fill it; removed when
/// the last reference to it goes (or at once by ``remove()``).
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder's path.
    public let path: String

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// Makes a new, empty folder whose name starts with `prefix`.
    public init(prefix: String = "refreshkit-tests") throws {
        path = FileManager.default.temporaryDirectory.path + "/\(prefix)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// Writes a file (making its folders) and returns its path.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Array(text.utf8))
    }

    /// Writes bytes (making their folders) and returns the path.
    @discardableResult
    public func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true
        )
        guard FileManager.default.createFile(atPath: full, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: full])
        }
        return full
    }

    /// Makes a symbolic link at `relative` that leads to `destination`.
    public func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    /// Makes a folder (and the folders above it) at `relative`.
    public func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
