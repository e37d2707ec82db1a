import RefreshFoundation
import RefreshSupport
import Synchronization

/// Skin files in a folder on disk.
///
/// Every read is confined to the folder: paths are resolved lexically first, then each folder
/// on the way is checked not to be a symlink (a path through one is resolved with `realpath` and
/// checked to stay inside), so neither `..` nor a symlink can lead outside. Only regular files
/// are read, with a size limit checked before reading, so a FIFO or `/dev/zero` cannot hang or
/// exhaust memory.
public struct DirectorySkinFiles: SkinFiles {
    /// The folder, as given.
    public let root: String
    /// How deep ``descriptorPaths(problems:)`` looks into subfolders (0: the folder only).
    public let maxScanDepth: Int
    /// The most descriptors a scan returns.
    public let maxDescriptors: Int
    /// Subfolders found to be reached without symlinks.
    private let folders = LinkFreeFolders()

    /// Creates a tree rooted at a folder.
    public init(root: String, maxScanDepth: Int = 3, maxDescriptors: Int = 1000) {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root
        self.maxScanDepth = maxScanDepth
        self.maxDescriptors = maxDescriptors
    }

    /// `root/relativePath`.
    public func displayPath(of relativePath: String) -> String {
        root == "/" ? "/" + relativePath : root + "/" + relativePath
    }

    /// Reads a regular file inside the folder (`RegularFile`, with the size limit checked before
    /// reading).
    public func read(_ relativePath: String, limit: Int) throws(SkinFileError) -> [UInt8] {
        let descriptor = try openConfined(relativePath)
        defer { close(descriptor) }
        do {
            return try RegularFile.read(descriptor: descriptor, limit: limit)
        } catch {
            switch error {
            case .system(let code):
                throw .unreadable(relativePath, reason: String(cString: strerror(code)))
            case .notRegular(let kind):
                var link = stat()
                let throughLink =
                    SkinPath.normalizeOnDisk(relativePath).map {
                        lstat(displayPath(of: $0), &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
                    } ?? false
                throw .notRegularFile(relativePath, kind: Self.kind(kind, throughLink: throughLink))
            case .tooLarge(let size):
                throw .tooLarge(relativePath, size: size, limit: limit)
            }
        }
    }

    /// Whether a regular file exists at the path inside the folder.
    public func contains(_ relativePath: String) -> Bool {
        guard let path = try? confinedPath(relativePath) else { return false }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The `.xml` files of the folder and its subfolders (to ``maxScanDepth``), following
    /// symlinks but visiting each folder once, so symlink loops end the walk instead of hanging it.
    /// At most ``maxDescriptors``: a folder holding more is reported in `problems`, naming the cap.
    public func descriptorPaths(problems: inout [SkinDiagnostic]) -> [String] {
        var found: [String] = []
        var visited = Set<FileIdentity>()
        guard let rootIdentity = FileIdentity(path: root) else { return [] }
        visited.insert(rootIdentity)
        // The scan stops at one descriptor past the cap: enough to know there are more.
        scan(relative: "", depth: 0, visited: &visited, found: &found, problems: &problems)
        if found.count > maxDescriptors {
            found.removeLast(found.count - maxDescriptors)
            problems.append(
                Self.skipped(
                    root,
                    "holds more than \(maxDescriptors) skin files, the most one folder's search reads; "
                        + "the first \(maxDescriptors) in name order were read and the rest left out. "
                        + "Keep fewer skins there, or give the one you want with --skin-file"
                )
            )
        }
        return found.sorted()
    }

    private func scan(
        relative: String,
        depth: Int,
        visited: inout Set<FileIdentity>,
        found: inout [String],
        problems: inout [SkinDiagnostic]
    ) {
        let folder = relative.isEmpty ? root : displayPath(of: relative)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            guard found.count <= maxDescriptors else { return }
            let child = relative.isEmpty ? name : relative + "/" + name
            let path = displayPath(of: child)
            var info = stat()
            guard stat(path, &info) == 0 else {
                var linkInfo = stat()
                if lstat(path, &linkInfo) == 0, (linkInfo.st_mode & S_IFMT) == S_IFLNK {
                    problems.append(Self.skipped(path, "skipped a broken or looping symbolic link"))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                let identity = FileIdentity(info)
                guard depth < maxScanDepth else { continue }
                guard visited.insert(identity).inserted else {
                    problems.append(Self.skipped(path, "skipped a folder already searched (a symbolic link loop?)"))
                    continue
                }
                scan(relative: child, depth: depth + 1, visited: &visited, found: &found, problems: &problems)
            case S_IFREG where name.hasSuffix(".xml"):
                found.append(child)
            default:
                continue
            }
        }
    }

    /// Opens a file inside the folder for reading.
    ///
    /// A file in a folder already known to be reached from the root without symlinks is opened
    /// with `O_NOFOLLOW`: nothing below the root can lead outside, and one system call replaces
    /// `realpath`'s walk of every component of the path. A folder is known once `lstat` has found
    /// each component of it below the root to be a folder and not a link. The root itself is
    /// trusted, wherever it leads. A path through a symlink is resolved with `realpath` and
    /// checked to stay inside the root's real path first.
    private func openConfined(_ relativePath: String) throws(SkinFileError) -> Int32 {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if let normalized = SkinPath.normalizeOnDisk(relativePath),
            folders.reachedWithoutLinks(SkinPath.directory(of: normalized), under: root)
        {
            let descriptor = open(displayPath(of: normalized), flags | O_NOFOLLOW)
            if descriptor >= 0 { return descriptor }
            // ELOOP (the file is a link) or a failure the general path reports.
        }
        let path = try confinedPath(relativePath)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            throw .unreadable(relativePath, reason: String(cString: strerror(errno)))
        }
        return descriptor
    }

    private func confinedPath(_ relativePath: String) throws(SkinFileError) -> String {
        guard let normalized = SkinPath.normalizeOnDisk(relativePath) else { throw .outsideRoot(relativePath) }
        let path = displayPath(of: normalized)
        guard let realRoot = Self.realPath(root) else { throw .notFound(relativePath) }
        guard let realFile = Self.realPath(path) else {
            var info = stat()
            if lstat(path, &info) == 0 { throw .unreadable(relativePath, reason: "a symbolic link leads nowhere") }
            throw .notFound(relativePath)
        }
        let prefix = realRoot == "/" ? "/" : realRoot + "/"
        guard realFile.hasPrefix(prefix) else {
            // What could not be read anyway (a link to a folder elsewhere) is named for what it is.
            var info = stat()
            if stat(realFile, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                throw .notRegularFile(relativePath, kind: Self.kind(FileKind(mode: info.st_mode), throughLink: true))
            }
            throw .outsideRoot(relativePath)
        }
        return realFile
    }

    /// What a file that is not a regular file is, in words: `a folder`, `a symbolic link to a
    /// folder`, `a named pipe (FIFO)`, ….
    static func kind(_ kind: FileKind, throughLink: Bool) -> String {
        throughLink ? "a symbolic link to \(kind.phrase)" : kind.phrase
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The subfolders of a tree found to be reached from its root without a symlink (`""` is the
/// root itself), remembered for the tree's life (at most 64; a tree has few, so a list).
final class LinkFreeFolders: Sendable {
    private let known = Mutex<[String]>([])

    /// Whether `folder` (relative, normalized) is reached from `root` without a symlink; checks
    /// each component with `lstat` the first time.
    func reachedWithoutLinks(_ folder: String, under root: String) -> Bool {
        if folder.isEmpty || known.withLock({ $0.contains(folder) }) { return true }
        // `root/a/b` as C bytes; each folder on the way is checked by ending the path at its slash.
        let base = root == "/" ? "" : root
        var path = Array((base + "/" + folder).utf8CString)
        let slash = CChar(bitPattern: UInt8(ascii: "/"))
        for end in base.utf8.count + 1..<path.count where path[end] == slash || path[end] == 0 {
            let separator = path[end]
            path[end] = 0
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
            path[end] = separator
        }
        known.withLock { if $0.count < 64 { $0.append(folder) } }
        return true
    }
}

/// A file's device and inode: the same folder reached through different paths is one identity.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of what `path` leads to (through symbolic links).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}

extension DirectorySkinFiles {
    /// A warning that the scan passed over `path`, and why.
    static func skipped(_ path: String, _ reason: String) -> SkinDiagnostic {
        SkinDiagnostic(file: path, line: 0, column: 0, severity: .warning, message: reason, code: .skippedFile)
    }
}

extension DirectorySkinFiles {
    /// The tree of an explicitly named descriptor file and the file's path within it: the tree is
    /// `root` when the file is inside it, otherwise the file's own folder (for a symbolic link,
    /// the folder of the file it leads to, which is then the path shown). Assets must stay inside
    /// the tree.
    package static func containing(_ file: String, root: String? = nil) -> (files: DirectorySkinFiles, name: String) {
        if let root {
            var prefix = root.hasSuffix("/") ? root : root + "/"
            // Paths are compared as the file system does, byte for byte.
            var file = file
            let inside = file.withUTF8 { path in
                prefix.withUTF8 { start in
                    path.count >= start.count && path.prefix(start.count).elementsEqual(start)
                        ? String(decoding: path.dropFirst(start.count), as: UTF8.self) : nil
                }
            }
            if let inside, let relative = SkinPath.normalizeOnDisk(inside) {
                return (DirectorySkinFiles(root: root), relative)
            }
        }
        // A descriptor named through a symbolic link is the file it leads to, in that file's
        // folder: its assets sit beside it, not beside the link.
        var file = file
        var info = stat()
        if lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, stat(file, &info) == 0,
            (info.st_mode & S_IFMT) == S_IFREG, let real = realPath(file)
        {
            file = real
        }
        let folder = SkinPath.directory(of: file)
        let name = String(file.split(separator: "/").last ?? Substring(file))
        return (DirectorySkinFiles(root: folder.isEmpty ? (file.hasPrefix("/") ? "/" : ".") : folder), name)
    }
}
