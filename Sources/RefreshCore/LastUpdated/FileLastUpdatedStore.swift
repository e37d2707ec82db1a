import Foundation
import RefreshSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``LastUpdatedStore`` backed by one small JSON file, safe across threads and processes.
///
/// Every write locks the file (`flock` on a `.lock` file beside it), merges its key into what is
/// on disk, writes a temporary file, flushes it and renames it over the old one, so a crash at any
/// moment leaves either the old file or the new one, and two processes writing different keys lose
/// nothing. A file that cannot be read is moved aside with a warning and the store starts afresh.
/// The temporary file of a writer killed before its rename is removed by the next write.
///
/// The file looks like `{"format":1,"dates":{"refreshkit.blue":1764441600.25}}` (seconds since 1970).
public final class FileLastUpdatedStore: LastUpdatedStore {
    /// The file the dates are kept in.
    public let url: URL
    private let warn: @Sendable (String) -> Void
    private let lock = PThreadLock(0)

    /// Creates a store kept in `url`; its folder is created when first written.
    ///
    /// - Parameter warn: called with a one-line warning when a corrupt file is moved aside;
    ///   by default it is written to standard error.
    public init(url: URL, warn: @escaping @Sendable (String) -> Void = FileLastUpdatedStore.warnOnStandardError) {
        self.url = url
        self.warn = warn
    }

    /// Creates a store in the default place: `$XDG_STATE_HOME/refreshkit/last-updated.json`, or
    /// `~/.local/state/refreshkit/last-updated.json` when `XDG_STATE_HOME` is not set.
    public convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(url: Self.defaultURL(environment: environment))
    }

    /// The default file for an environment; see ``init(environment:)``.
    public static func defaultURL(environment: [String: String]) -> URL {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".local/state",
                isDirectory: true
            )
        }
        return base.appendingPathComponent("refreshkit/last-updated.json")
    }

    /// Writes a warning line to standard error.
    public static let warnOnStandardError: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// The date stored under `key`, or `nil`.
    public func date(forKey key: String) throws -> Date? {
        try lock.withLock { _ in
            try withFileLock { try readDates()[key] }.map { Date(timeIntervalSince1970: $0) }
        }
    }

    /// All stored dates by key.
    public func allDates() throws -> [String: Date] {
        try lock.withLock { _ in
            try withFileLock { try readDates() }.mapValues { Date(timeIntervalSince1970: $0) }
        }
    }

    /// Stores `date` under `key`; when this returns, the date is on disk.
    public func setDate(_ date: Date, forKey key: String) throws {
        try update { $0[key] = date.timeIntervalSince1970 }
    }

    /// Removes the date stored under `key`.
    public func removeDate(forKey key: String) throws {
        try update { $0.removeValue(forKey: key) }
    }

    // MARK: - File handling

    private struct Contents: Codable {
        var format: Int
        var dates: [String: Double]
    }

    private func update(_ change: (inout [String: Double]) -> Void) throws {
        try lock.withLock { _ in
            try withFileLock {
                var dates = try readDates()
                change(&dates)
                removeStaleTemporaryFiles()
                try writeAtomically(dates)
            }
        }
    }

    /// Runs `body` holding an exclusive `flock` on the lock file beside the store.
    private func withFileLock<T>(_ body: () throws -> T) throws -> T {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LastUpdatedStoreError(
                path: folder.path,
                reason: "cannot create the folder (\(error.localizedDescription))"
            )
        }
        let lockPath = url.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LastUpdatedStoreError(path: lockPath, errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw LastUpdatedStoreError(path: lockPath, errno: errno) }
        }
        return try body()
    }

    /// Reads the dates on disk; a corrupt file is moved aside with a warning.
    private func readDates() throws -> [String: Double] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return [:]
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return [:]
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
            throw LastUpdatedStoreError(path: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        do {
            let contents = try JSONDecoder().decode(Contents.self, from: data)
            guard contents.format == 1 else {
                throw LastUpdatedStoreError(
                    path: url.path,
                    reason: "format \(contents.format) is newer than this version reads"
                )
            }
            return contents.dates.filter { $0.value.isFinite }
        } catch let error as LastUpdatedStoreError {
            throw error
        } catch {
            let aside = url.path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
            if rename(url.path, aside) == 0 {
                warn("\(url.path) was not a valid last-updated file; moved it to \(aside) and started afresh.")
            } else {
                warn("\(url.path) was not a valid last-updated file and could not be moved aside; starting afresh.")
            }
            return [:]
        }
    }

    /// Removes temporary files left by writers that were killed before their rename. Called with
    /// the file lock held: every writer holds it from creating its temporary file to renaming it,
    /// so any temporary file seen now belongs to a writer that is gone.
    private func removeStaleTemporaryFiles() {
        let folder = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(folder + "/" + name)
        }
    }

    private func writeAtomically(_ dates: [String: Double]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Contents(format: 1, dates: dates))
        let temporary = url.path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LastUpdatedStoreError(path: temporary, errno: errno) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += result
            }
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        guard failure == 0 else {
            unlink(temporary)
            throw LastUpdatedStoreError(path: temporary, errno: failure)
        }
        guard rename(temporary, url.path) == 0 else {
            let code = errno
            unlink(temporary)
            throw LastUpdatedStoreError(path: url.path, errno: code)
        }
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }
}

/// A last-updated file could not be read or written.
public struct LastUpdatedStoreError: Error, CustomStringConvertible, Sendable {
    /// The file or folder concerned.
    public var path: String
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    /// `path: reason`, with what to check.
    public var description: String {
        "\(path): \(reason). Check that the folder exists and is writable, or set XDG_STATE_HOME to another folder."
    }
}
