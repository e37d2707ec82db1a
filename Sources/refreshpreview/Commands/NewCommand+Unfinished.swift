import RefreshFoundation
import RefreshSkins

/// The temporary folders `new` writes into, and the ones a killed run left behind.
///
/// A run writes into `.NAME.new-PID` beside the skin's folder and holds an exclusive `flock` on
/// it until it is renamed into place or removed. A run killed with SIGKILL cannot remove it, so
/// the next run in that folder removes such a folder when it is provably one of these and
/// abandoned: its name has exactly this form with a valid skin id; it is a real folder (not a
/// symlink) owned by this user; the process PID is gone; nobody holds its lock; and it holds only
/// regular files of the names `new` writes (`NAME.xml`, PNG images, and an unfinished write's
/// `FILE.tmp-…`). Anything else is left alone.
extension NewCommand {
    /// `.NAME.new-PID` for this process.
    static func unfinishedName(of name: String) -> String { ".\(name).new-\(getpid())" }

    /// The skin id and process of an unfinished folder's name, or `nil` when the name does not
    /// have that form.
    static func unfinishedOwner(of entry: String) -> (id: String, pid: pid_t)? {
        guard entry.hasPrefix("."), let marker = entry.ranges(of: ".new-").last else { return nil }
        let id = String(entry[entry.index(after: entry.startIndex)..<marker.lowerBound])
        let digits = entry[marker.upperBound...]
        guard SkinDescriptor.isValidID(id), !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }),
            let pid = pid_t(digits), pid > 0
        else { return nil }
        return (id, pid)
    }

    /// Removes the abandoned unfinished folders of earlier runs in `folder` (see the extension's
    /// documentation); returns their names.
    static func removeStale(in folder: String) -> [String] {
        var removed: [String] = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let (id, pid) = unfinishedOwner(of: entry), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = folder + "/" + entry
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_uid == geteuid(), flock(descriptor, LOCK_EX | LOCK_NB) == 0,
                let names = regularFiles(in: descriptor),
                names.allSatisfy({ isWrittenByNew($0, id: id) })
            else { continue }
            if removeUnfinished(path, descriptor: descriptor) { removed.append(entry) }
        }
        return removed
    }

    /// Removes the unfinished folder at `path`, open as `descriptor`, and the files in it; `false`
    /// when something was in the way (a file added meanwhile stays, and so does the folder).
    static func removeUnfinished(_ path: String, descriptor: Int32) -> Bool {
        for name in regularFiles(in: descriptor) ?? [] { unlinkat(descriptor, name, 0) }
        return rmdir(path) == 0
    }

    /// The names in the folder open as `descriptor`, or `nil` when it holds anything but regular
    /// files (or cannot be read).
    private static func regularFiles(in descriptor: Int32) -> [String]? {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return nil
        }
        defer { closedir(directory) }
        rewinddir(directory)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else {
                return nil
            }
            names.append(name)
        }
        return names
    }

    /// Whether `new` writes a file of this name into the folder of skin `id`: its descriptor, a
    /// PNG image, or the temporary file of either (`AtomicFileWriter`'s `FILE.tmp-PID-…`).
    private static func isWrittenByNew(_ name: String, id: String) -> Bool {
        let file = name.firstRange(of: ".tmp-").map { String(name[..<$0.lowerBound]) } ?? name
        return !file.hasPrefix(".") && (file == id + ".xml" || file.hasSuffix(".png"))
    }
}
