import Foundation
import RefreshSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Watches a skin's folder for changes with inotify (Linux), and says when a burst of changes
/// has settled.
///
/// What it follows, so that every way an editor saves is seen:
/// - the folder itself: a file written and closed, created, deleted, renamed in or out (editors
///   that save to a temporary file and rename it over the old one), or its attributes changed;
/// - the folders directly inside it (images may live there), watched again after each change;
/// - the folder's parent, for the folder's own name: the folder deleted or renamed away and
///   created again (then it is watched again and the change is reported).
///
/// Events come in bursts (one save is several events); ``takeChange(now:)`` reports a change
/// once no event has come for ``quietPeriod``, or at the latest ``longestWait`` after the first,
/// so one save is one reload.
final class FolderWatcher {
    /// The folder watched.
    let folder: String
    /// How long events must stop before a change is reported.
    let quietPeriod: Duration
    /// The longest a change waits for its burst to end.
    let longestWait: Duration

    private let descriptor: Int32
    private var folderWatch: Int32 = -1
    private var parentWatch: Int32 = -1
    private var subfolderWatches: Set<Int32> = []
    private var firstEvent: ContinuousClock.Instant?
    private var lastEvent: ContinuousClock.Instant?

    private static let folderEvents = UInt32(
        IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF
            | IN_MOVE_SELF | IN_MODIFY
    )
    private static let parentEvents = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_ONLYDIR)

    /// Why the folder cannot be watched.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts watching `folder`.
    ///
    /// - Throws: ``Failure`` when inotify is not available, or when neither the folder nor its
    ///   parent can be watched (then nothing would ever be seen).
    init(folder: String, quietPeriod: Duration = .milliseconds(120), longestWait: Duration = .seconds(1))
        throws(Failure)
    {
        self.folder = folder
        self.quietPeriod = quietPeriod
        self.longestWait = longestWait
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw Failure(description: "cannot watch files: inotify: \(String(cString: strerror(errno)))")
        }
        let parent = Self.parent(of: folder)
        parentWatch = inotify_add_watch(descriptor, parent, Self.parentEvents)
        folderWatch = inotify_add_watch(descriptor, folder, Self.folderEvents)
        guard folderWatch >= 0 || parentWatch >= 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(description: "cannot watch the folder '\(folder)': \(reason)")
        }
        watchSubfolders()
    }

    deinit { close(descriptor) }

    /// The file descriptor to wait on with `poll(2)`: readable when events are waiting.
    var fileDescriptor: Int32 { descriptor }

    /// The folder that holds `folder` (`.` for a relative name without a slash).
    static func parent(of folder: String) -> String {
        var path = folder
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The folder's last component, as its parent's events name it.
    private var folderName: String {
        var path = folder
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Reads the waiting events (without blocking) and returns `true` once a burst of changes
    /// has settled: the caller reloads then.
    func takeChange(now: ContinuousClock.Instant = .now) -> Bool {
        if readEvents() {
            firstEvent = firstEvent ?? now
            lastEvent = now
        }
        guard let first = firstEvent, let last = lastEvent else { return false }
        guard now - last >= quietPeriod || now - first >= longestWait else { return false }
        firstEvent = nil
        lastEvent = nil
        return true
    }

    /// Whether events have come and a burst is waiting to settle.
    var isWaitingForQuiet: Bool { lastEvent != nil }

    /// Reads every waiting event; `true` when one concerns the skin's folder. Watches the folder
    /// again when it has been created anew.
    private func readEvents() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    (
                        bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changed = true
                } else if watch == folderWatch {
                    if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                        // The folder is gone (or moved away): wait for its name to come back.
                        if mask & UInt32(IN_IGNORED) != 0 { folderWatch = -1 }
                    }
                    changed = true
                } else if watch == parentWatch, name == folderName {
                    changed = true
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { rewatchFolder() }
                } else if subfolderWatches.contains(watch) {
                    if mask & UInt32(IN_IGNORED) != 0 { subfolderWatches.remove(watch) }
                    changed = true
                }
            }
        }
        if folderWatch < 0 && changed { rewatchFolder() }
        if changed { watchSubfolders() }
        return changed
    }

    /// Watches each folder directly inside the skin's folder (again: adding a watch that exists
    /// changes nothing).
    private func watchSubfolders() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            let watch = inotify_add_watch(descriptor, path, Self.folderEvents & ~UInt32(IN_DELETE_SELF | IN_MOVE_SELF))
            if watch >= 0 { subfolderWatches.insert(watch) }
        }
    }

    /// Watches the folder again (after it was deleted and created, or renamed back).
    private func rewatchFolder() {
        if folderWatch >= 0 { inotify_rm_watch(descriptor, folderWatch) }
        folderWatch = inotify_add_watch(descriptor, folder, Self.folderEvents)
    }
}

/// Several folders watched as one: the skin's own and those of the skins it extends that sit
/// beside it.
struct FolderWatchers {
    let watchers: [FolderWatcher]

    /// Watches each of `folders` (repeats are watched once). The first must be watchable; the
    /// others are watched when they can be.
    ///
    /// - Throws: ``FolderWatcher/Failure`` when the first folder cannot be watched.
    init(folders: [String]) throws(FolderWatcher.Failure) {
        var seen = Set<String>()
        var watchers: [FolderWatcher] = []
        for (index, folder) in folders.enumerated() where seen.insert(folder).inserted {
            if index == 0 {
                watchers.append(try FolderWatcher(folder: folder))
            } else if let watcher = try? FolderWatcher(folder: folder) {
                watchers.append(watcher)
            }
        }
        self.watchers = watchers
    }

    /// Whether a burst of changes has settled in any of the folders (each one's events are read).
    func takeChange(now: ContinuousClock.Instant = .now) -> Bool {
        watchers.reduce(false) { changed, watcher in watcher.takeChange(now: now) || changed }
    }

    /// Waits up to `timeout` for a settled change in any of the folders.
    func waitForChange(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if takeChange() { return true }
            let now = ContinuousClock.now
            guard now < deadline else { return false }
            // Wake for new events, or when a pending burst may have settled.
            var wait = deadline - now
            if watchers.contains(where: \.isWaitingForQuiet) {
                wait = min(wait, watchers.map(\.quietPeriod).min() ?? wait)
            }
            var pollers = watchers.map { pollfd(fd: $0.fileDescriptor, events: Int16(POLLIN), revents: 0) }
            _ = poll(
                &pollers,
                nfds_t(pollers.count),
                Int32(clamping: Int(clamping: wait / .milliseconds(1), rounding: .up))
            )
        }
    }
}
