import RefreshFoundation
import RefreshSupport

/// A ``LastUpdatedStore`` backed by one small JSON file, safe across threads and processes.
///
/// Every write locks the store (`flock` on a `.lock` file beside the store's path), merges its key
/// into what is on disk, writes a temporary file, flushes it and renames it over the old one, so a
/// crash at any moment leaves either the old file or the new one, and two processes writing
/// different keys lose nothing. Reading takes no lock, creates nothing and moves nothing.
///
/// A file that is not a last-updated file is never changed by a read: the read warns and finds no
/// dates. A write moves such a file aside (to a name no earlier backup has) and starts afresh, but
/// only when the file sits at the store's own path; a file of a newer format, or larger than
/// ``maximumFileBytes``, is an error and is left as it is. A symlink at the path is followed to a
/// last-updated file, which is read and written there (see `AtomicFileWriter`); a link to anything
/// else (another file, nothing at all, a link chain that loops) is an error on reads and writes,
/// is left alone, and nothing is created in its target's folder. A folder, FIFO,
/// device or socket at the path is an error. The temporary file of a writer killed before its
/// rename is removed by the next write.
///
/// The file looks like `{"format":1,"dates":{"refreshkit.blue":1764441600.25}}` (seconds since 1970).
public final class FileLastUpdatedStore: LastUpdatedStore {
    /// The file the dates are kept in.
    public let url: URL
    private let warn: @Sendable (String) -> Void
    private let lock = PThreadLock(0)

    /// Creates a store kept in `url`; its folder is created when first written.
    ///
    /// - Parameters:
    ///   - url: the JSON file that holds the dates.
    ///   - warn: called with a one-line warning when a corrupt file is moved aside;
    ///     by default it is written to standard error.
    public init(url: URL, warn: @escaping @Sendable (String) -> Void = FileLastUpdatedStore.warnOnStandardError) {
        self.url = url
        self.warn = warn
    }

    /// Creates a store in the default place (see ``defaultURL(environment:)``), or `nil` when the
    /// environment names none.
    public convenience init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let url = Self.defaultURL(environment: environment) else { return nil }
        self.init(url: url)
    }

    /// The default file for an environment: `$XDG_STATE_HOME/refreshkit/last-updated.json`, else
    /// `$HOME/.local/state/refreshkit/last-updated.json`, else the same under the home folder of
    /// the user's account; `nil` when none of these is an absolute path.
    ///
    /// A relative or empty `XDG_STATE_HOME` or `HOME` is ignored, as the XDG Base Directory
    /// specification asks, so that a store never lands in whatever folder the program runs in.
    public static func defaultURL(environment: [String: String]) -> URL? {
        guard let base = XDGBaseDirectory.state.path(environment: environment, accountHome: accountHome) else {
            return nil
        }
        // The path as text, then one URL: `appendingPathComponent` parses the URL again (a quarter of
        // a million instructions, 1 % of a preview's start-up).
        let folder = base.hasSuffix("/") ? base : base + "/"
        return URL(fileURLWithPath: folder + "refreshkit/last-updated.json", isDirectory: false)
    }

    /// The home folder of the account running the process, from the password database, when it is
    /// an absolute path.
    private static func accountHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
            let directory = entry.pw_dir
        else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }

    /// Writes a warning line to standard error.
    public static let warnOnStandardError: @Sendable (String) -> Void = { message in
        FileDescriptorWriter.errorLine("warning: \(message)")
    }

    /// The largest last-updated file read or written: 1 MiB, checked before reading (a bigger file
    /// is an error and is left as it is).
    public static let maximumFileBytes = 1 << 20
    /// The most keys one file may hold: a write that would store more is an error.
    public static let maximumKeys = 10_000

    /// The date stored under `key`, or `nil`.
    public func date(forKey key: String) throws -> Date? {
        try lock.withLock { _ in try readForReading()[key] }.map { Date(timeIntervalSince1970: $0) }
    }

    /// All stored dates by key.
    public func allDates() throws -> [String: Date] {
        try lock.withLock { _ in try readForReading() }.mapValues { Date(timeIntervalSince1970: $0) }
    }

    /// Stores `date` under `key`; when this returns, the date is on disk.
    ///
    /// - Throws: ``LastUpdatedStoreError`` when the date is not finite, the file would hold more
    ///   than ``maximumKeys`` keys or ``maximumFileBytes`` bytes, or cannot be read or written.
    public func setDate(_ date: Date, forKey key: String) throws {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else {
            throw LastUpdatedStoreError(
                path: url.path,
                reason:
                    "the date for '\(ControlCharacters.escaped(key))' is not a finite number of seconds (\(seconds))",
                advice: "Store a real date; nothing was written."
            )
        }
        try update { $0[key] = seconds }
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

    /// Only the version of a file that is not format 1, so that a newer format with another shape
    /// is recognised as newer, not taken for a corrupt file.
    private struct Version: Decodable {
        var format: Double
    }

    private func update(_ change: (inout [String: Double]) -> Void) throws {
        try lock.withLock { _ in
            try withFileLock {
                let target = try resolve()
                var dates: [String: Double]
                if let read = try readDates(target) {
                    dates = read
                } else if target.path != target.resolvedPath {
                    throw notAStoreBehindLink(target)
                } else {
                    moveAside(target)
                    dates = [:]
                }
                change(&dates)
                removeStaleTemporaryFiles(target)
                try writeAtomically(dates, to: target)
            }
        }
    }

    /// The dates on disk for a read, which changes nothing: a file at the store's path that is not a
    /// last-updated file is warned about and left as it is; a symlink to one is an error.
    private func readForReading() throws -> [String: Double] {
        var info = stat()
        // Nothing there yet (not even the folder): no dates, and nothing is created.
        guard lstat(url.path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return [:] }
            throw LastUpdatedStoreError(path: url.path, errno: errno)
        }
        let target = try resolve()
        if let dates = try readDates(target) { return dates }
        if target.path != target.resolvedPath { throw notAStoreBehindLink(target) }
        warn(
            "\(ControlCharacters.escaped(url.path)) is not a valid last-updated file; it was left as "
                + "it is for now, and the next date stored moves it aside."
        )
        return [:]
    }

    /// The file the store reads and writes: its path, or where the symlinks there lead.
    private func resolve() throws -> AtomicFileWriter.Target {
        do {
            return try AtomicFileWriter.target(for: url.path)
        } catch {
            throw LastUpdatedStoreError(error)
        }
    }

    /// A symlink at the store's path leads to something that is not a last-updated file (or to
    /// nothing): the store leaves it alone.
    private func notAStoreBehindLink(_ target: AtomicFileWriter.Target) -> LastUpdatedStoreError {
        let leadsTo = ControlCharacters.escaped(target.resolvedPath)
        return LastUpdatedStoreError(
            path: url.path,
            reason: target.existingMode == nil
                ? "it is a symlink to '\(leadsTo)', where there is no file"
                : "it is a symlink to '\(leadsTo)', which is not a last-updated file",
            advice:
                "Point the link at a last-updated file, or remove it to let a new store be made; the link and what it leads to were left alone."
        )
    }

    /// Runs `body` holding an exclusive `flock` on the lock file beside the store's path (not beside
    /// where a symlink leads: nothing is created in a link target's folder but the file itself).
    private func withFileLock<T>(_ body: () throws -> T) throws -> T {
        do {
            try AtomicFileWriter.createFolders(url.deletingLastPathComponent().path)
        } catch {
            throw LastUpdatedStoreError(error)
        }
        let lockPath = url.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw LastUpdatedStoreError(path: lockPath, errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw LastUpdatedStoreError(path: lockPath, errno: errno) }
        }
        return try body()
    }

    /// Reads the dates on disk: `[:]` when there is no file, `nil` when the file is not a
    /// last-updated file. A file of a newer format, or larger than ``maximumFileBytes``, is an error.
    private func readDates(_ target: AtomicFileWriter.Target) throws -> [String: Double]? {
        guard let bytes = try readFile(target) else { return target.path == target.resolvedPath ? [:] : nil }
        let data = Data(bytes)
        // The usual file is read once; the version alone is read only for a file that is not format 1.
        if let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.format == 1 {
            return contents.dates.filter { $0.value.isFinite }
        }
        if let version = try? JSONDecoder().decode(Version.self, from: data), version.format > 1 {
            let number = Int(exactly: version.format).map(String.init) ?? "\(version.format)"
            throw LastUpdatedStoreError(
                path: url.path,
                reason: "format \(number) is newer than this version reads",
                advice: "Use a newer RefreshKit, or set XDG_STATE_HOME to another folder; the file was left as it is."
            )
        }
        return nil
    }

    /// The bytes of the file, or `nil` when there is none; never more than ``maximumFileBytes``.
    private func readFile(_ target: AtomicFileWriter.Target) throws -> [UInt8]? {
        let limit = Self.maximumFileBytes
        do {
            // Opened without waiting: a FIFO put there after `target(for:)` looked must not block.
            return try RegularFile.read(target.resolvedPath, limit: limit)
        } catch {
            switch error {
            case .system(ENOENT): return nil
            case .system(let code): throw LastUpdatedStoreError(path: url.path, errno: code)
            case .notRegular:
                throw LastUpdatedStoreError(
                    path: url.path,
                    reason: "it is not a regular file",
                    advice: "Remove what is there, or set XDG_STATE_HOME to another folder."
                )
            case .tooLarge:
                throw LastUpdatedStoreError(
                    path: url.path,
                    reason: "the file is larger than \(limit) bytes, the most a last-updated file may be",
                    advice: "Move it aside or remove it (its dates are then forgotten); it was left as it is."
                )
            }
        }
    }

    /// Moves a file that does not parse to a name of its own (`NAME.corrupt-SECONDS`, then
    /// `-2`, `-3`, ...), never replacing an earlier one, and warns.
    private func moveAside(_ target: AtomicFileWriter.Target) {
        let base = target.resolvedPath + ".corrupt-\(Int(clamping: Date().timeIntervalSince1970))"
        for attempt in 1...1000 {
            let aside = attempt == 1 ? base : base + "-\(attempt)"
            // link() fails with EEXIST instead of replacing, as rename() would.
            if link(target.resolvedPath, aside) == 0 {
                unlink(target.resolvedPath)
            } else if errno == EEXIST {
                continue
            } else {
                // A file system without hard links: rename, having checked that the name is free.
                var info = stat()
                if lstat(aside, &info) == 0 { continue }
                guard rename(target.resolvedPath, aside) == 0 else { break }
            }
            warn("\(url.path) was not a valid last-updated file; moved it to \(aside) and started afresh.")
            return
        }
        warn("\(url.path) was not a valid last-updated file and could not be moved aside; starting afresh.")
    }

    /// Removes temporary files left by writers that were killed before their rename. Called with
    /// the file lock held: every writer holds it from creating its temporary file to renaming it,
    /// so any temporary file seen now belongs to a writer that is gone.
    private func removeStaleTemporaryFiles(_ target: AtomicFileWriter.Target) {
        let prefix = target.temporaryPrefix
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: target.folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(target.folder + "/" + name)
        }
    }

    private func writeAtomically(_ dates: [String: Double], to target: AtomicFileWriter.Target) throws {
        guard dates.count <= Self.maximumKeys else {
            throw LastUpdatedStoreError(
                path: url.path,
                reason:
                    "it would hold \(dates.count) keys, more than the \(Self.maximumKeys) a last-updated file may hold",
                advice: "Remove the keys you no longer need (removeDate(forKey:)); nothing was written."
            )
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Contents(format: 1, dates: dates))
        guard data.count <= Self.maximumFileBytes else {
            throw LastUpdatedStoreError(
                path: url.path,
                reason:
                    "it would be \(data.count) bytes, more than the \(Self.maximumFileBytes) a last-updated file may be",
                advice: "Use shorter keys, or remove the keys you no longer need; nothing was written."
            )
        }
        do {
            try AtomicFileWriter.write(Array(data), to: target)
        } catch {
            throw LastUpdatedStoreError(error)
        }
    }
}

/// A last-updated file could not be read or written.
public struct LastUpdatedStoreError: Error, CustomStringConvertible, Sendable {
    /// The file or folder concerned.
    public var path: String
    /// What went wrong.
    public var reason: String
    /// What to do about it.
    public var advice: String

    /// Creates an error.
    public init(
        path: String,
        reason: String,
        advice: String = "Check that the folder exists and is writable, or set XDG_STATE_HOME to another folder."
    ) {
        self.path = path
        self.reason = reason
        self.advice = advice
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: FileWriteError.text(ofErrno: code))
    }

    init(_ error: FileWriteError) {
        self.init(path: error.path, reason: error.reason, advice: error.advice)
    }

    /// `path: reason. advice`, with control characters in the path escaped.
    public var description: String {
        "\(ControlCharacters.escaped(path)): \(reason). \(advice)"
    }
}
