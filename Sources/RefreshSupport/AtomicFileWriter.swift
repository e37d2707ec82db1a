#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents all at once, without destroying what is at the path when that is
/// not a plain writable file. One writer for every file the package writes (the last-updated
/// store, `--svg`, generated sources).
///
/// - A symlink is followed to its target, which is written; the link stays a link.
/// - The target's permission bits (and, when allowed, its owner) are kept; a new file gets
///   0644 less the umask.
/// - A folder, FIFO, device or socket, and a file without any write bit (even for root) or that
///   `access(W_OK)` refuses, are refused with a ``FileWriteError`` and left untouched.
/// - The bytes go to a new temporary file beside the target (`O_CREAT | O_EXCL`), which is
///   flushed (`fsync`) and renamed onto the target, and the folder is flushed; a failure at any
///   step (a full disk, say) removes the temporary file and leaves the old file as it was.
package enum AtomicFileWriter {
    /// The file that a write to a path replaces or creates.
    package struct Target: Sendable, Equatable {
        /// The path as given.
        package var path: String
        /// The path after following symlinks in its last component: the file that is written.
        package var resolvedPath: String
        /// The folder of ``resolvedPath`` (where the temporary file goes).
        package var folder: String
        /// The last component of ``resolvedPath``.
        package var name: String
        /// The permission bits of the file there, or `nil` when the write creates it.
        package var existingMode: UInt32?
        /// The owner and group of the file there (meaningful with ``existingMode``).
        package var existingOwner: UInt32 = 0
        package var existingGroup: UInt32 = 0

        /// The start of the names of this target's temporary files (`NAME.tmp-`): a file in
        /// ``folder`` with this prefix belongs to a write that has not finished.
        package var temporaryPrefix: String {
            // Keep the temporary name within NAME_MAX (255 bytes) with room for the suffix.
            var short = ""
            for character in name {
                guard short.utf8.count + String(character).utf8.count <= 200 else { break }
                short.append(character)
            }
            return short + ".tmp-"
        }
    }

    /// The most symlinks followed from one path (Linux's own limit is 40).
    static let maximumLinks = 40

    /// Where a write to `path` would land: follows symlinks (unless `followingLinks` is false, when
    /// a symlink there is refused), and refuses what is not a regular file (a folder, FIFO, device
    /// or socket). Whether the file may be written is checked by ``write(_:to:)-(_,Target)``, so a
    /// read-only target may still be read.
    package static func target(for path: String, followingLinks: Bool = true) throws(FileWriteError) -> Target {
        guard !path.isEmpty else {
            throw FileWriteError(path: path, reason: "the path is empty", advice: "Give the path of a file.")
        }
        var current = path
        for _ in 0...maximumLinks {
            let (folder, name) = split(current)
            guard !name.isEmpty, name != ".", name != ".." else { throw refusal(path, "it names a folder") }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                guard code == ENOENT else { throw FileWriteError(path: path, errno: code) }
                try checkFolder(folder, of: path)
                return Target(path: path, resolvedPath: current, folder: folder, name: name)
            }
            switch FileKind(mode: info.st_mode) {
            case .symbolicLink:
                guard followingLinks else {
                    throw FileWriteError(
                        path: path,
                        reason: "it is a symlink, and this file is never written through a link",
                        advice: "Remove the link or choose another folder; nothing was written."
                    )
                }
                let link = try readLink(current, of: path)
                current = link.hasPrefix("/") ? link : (folder == "." ? link : folder + "/" + link)
                continue
            case .regular:
                break
            case .folder: throw refusal(path, "it is a folder")
            case let kind: throw refusal(path, "it is \(kind.phrase), not a regular file")
            }
            let mode = UInt32(info.st_mode) & 0o7777
            var target = Target(path: path, resolvedPath: current, folder: folder, name: name)
            target.existingMode = mode
            target.existingOwner = UInt32(info.st_uid)
            target.existingGroup = UInt32(info.st_gid)
            return target
        }
        throw FileWriteError(path: path, errno: ELOOP, advice: "Check where its symlinks lead; nothing was written.")
    }

    /// Replaces the contents of the file at `path` (or its symlink's target) with `bytes`; see
    /// the type's documentation.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        try write(bytes, to: target(for: path))
    }

    /// Replaces the contents of the file at `path` with the UTF-8 of `text`.
    package static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to a target found by ``target(for:)``.
    package static func write(_ bytes: [UInt8], to target: Target) throws(FileWriteError) {
        let path = target.path
        try checkWritable(target)
        let (descriptor, temporary) = try createTemporaryFile(for: target)
        var failure: Int32 = 0
        do throws(FileDescriptorWriter.Failure) {
            try FileDescriptorWriter.write(bytes, to: descriptor)
        } catch {
            failure = error.code
        }
        if failure == 0, let mode = target.existingMode {
            if fchmod(descriptor, mode_t(mode)) != 0 { failure = errno }
            if target.existingOwner != geteuid() || target.existingGroup != getegid() {
                // Best effort: only root (or the owner, for a group it is in) may give the file
                // back; otherwise the new file belongs to the writer, as any new file would.
                _ = fchown(descriptor, uid_t(target.existingOwner), gid_t(target.existingGroup))
            }
        }
        if failure == 0 {
            while fsync(descriptor) != 0 {
                guard errno == EINTR else {
                    failure = errno
                    break
                }
            }
        }
        if close(descriptor) != 0 && failure == 0 && errno != EINTR { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw FileWriteError(path: path, errno: failure)
        }
        guard rename(temporary, target.resolvedPath) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteError(path: path, errno: code)
        }
        let folder = open(target.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Creates every missing folder of `path`, as `mkdir -p` does (0777 less the umask).
    package static func createFolders(_ path: String) throws(FileWriteError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw FileWriteError(
                    path: path,
                    reason: "it is not a folder",
                    advice: "Move the file away or give another path."
                )
            }
            return
        }
        let (parent, _) = split(path)
        if parent != path && parent != "." && parent != "/" { try createFolders(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw FileWriteError(
                path: path,
                reason: "cannot create the folder (\(FileWriteError.text(ofErrno: errno)))",
                advice: FileWriteError.advice(for: errno)
            )
        }
    }

    // MARK: - Steps

    private static func createTemporaryFile(for target: Target) throws(FileWriteError) -> (Int32, String) {
        let base = (target.folder == "." ? "" : target.folder + "/") + target.temporaryPrefix + "\(getpid())-"
        for _ in 0..<100 {
            let temporary = base + String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            if descriptor >= 0 { return (descriptor, temporary) }
            guard errno == EEXIST || errno == EINTR else {
                let code = errno
                throw FileWriteError(
                    path: target.path,
                    reason:
                        "cannot create a file in its folder '\(ControlCharacters.escaped(target.folder))' (\(FileWriteError.text(ofErrno: code)))",
                    advice: FileWriteError.advice(for: code)
                )
            }
        }
        throw FileWriteError(path: target.path, errno: EEXIST)
    }

    private static func checkWritable(_ target: Target) throws(FileWriteError) {
        guard let mode = target.existingMode else { return }
        // Root may write any file, so a file that nobody may write is refused by its bits.
        let readOnly = mode & 0o222 == 0
        // ENOENT: the file went away since it was looked at (a store moved it aside); the
        // write creates it anew.
        guard !readOnly, access(target.resolvedPath, W_OK) == 0 || errno == ENOENT else {
            let reason =
                readOnly
                ? "the file is read-only (mode \(String(mode, radix: 8)))"
                : "it may not be written (\(FileWriteError.text(ofErrno: errno)))"
            throw FileWriteError(
                path: target.path,
                reason: reason,
                advice: "Make it writable (chmod u+w) if it may be replaced, or give another path; nothing was written."
            )
        }
    }

    private static func checkFolder(_ folder: String, of path: String) throws(FileWriteError) {
        var info = stat()
        guard stat(folder, &info) == 0 else {
            let code = errno
            throw FileWriteError(
                path: path,
                reason: code == ENOENT
                    ? "its folder '\(ControlCharacters.escaped(folder))' does not exist"
                    : "its folder '\(ControlCharacters.escaped(folder))' cannot be used (\(FileWriteError.text(ofErrno: code)))",
                advice: FileWriteError.advice(for: code)
            )
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw FileWriteError(
                path: path,
                reason: "'\(ControlCharacters.escaped(folder))' is not a folder",
                advice: "Give a path in a folder."
            )
        }
    }

    private static func readLink(_ link: String, of path: String) throws(FileWriteError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length >= 0 else { throw FileWriteError(path: path, errno: errno) }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func refusal(_ path: String, _ reason: String) -> FileWriteError {
        FileWriteError(path: path, reason: reason, advice: "Give the path of a regular file; nothing was written.")
    }

    /// The folder and the last component of a path (`.` for a bare name).
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let name = String(path[path.index(after: slash)...])
        var folder = String(path[..<slash])
        while folder.hasSuffix("/") { folder.removeLast() }
        return (folder.isEmpty ? "/" : folder, name)
    }
}
