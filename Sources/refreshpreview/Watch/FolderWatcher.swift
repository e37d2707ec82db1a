import RefreshFoundation
import RefreshSupport

/// Watches the folders of a skin being edited with one inotify instance (Linux), and says when a
/// burst of changes has settled.
///
/// One instance holds every watch, so watching many folders uses one of the user's inotify
/// instances (`fs.inotify.max_user_instances`, often 128), and one watch per folder of their
/// `fs.inotify.max_user_watches`; a watch past that limit is an error that says so.
///
/// What it follows for each folder given to ``watch(_:)``, so that every way an editor saves is
/// seen:
/// - the folder itself: a file written and closed, created, deleted, renamed in or out (editors
///   that save to a temporary file and rename it over the old one), or its attributes changed;
/// - the folders directly inside it (images may live there);
/// - the folder's parent, for the folder's own name: the folder deleted or renamed away and
///   created again;
/// - while the folder is missing (or is not a folder), its nearest ancestor that exists, for the
///   name of the next folder on the way, so that the folder is seen when it comes back, however
///   much of its path was removed.
///
/// What is watched is worked out again from the folders after every change, so a folder made
/// anew, or made inside a watched one, is watched from then on; the caller gives the folders
/// again (``watch(_:)``) when they may have changed.
///
/// Events come in bursts (one save is several events); ``takeChange(now:)`` reports a change
/// once no event has come for ``quietPeriod``, or at the latest ``longestWait`` after the first,
/// so one save is one reload.
final class FolderWatcher {
    /// How long events must stop before a change is reported.
    let quietPeriod: Duration
    /// The longest a change waits for its burst to end.
    let longestWait: Duration

    private let descriptor: Int32
    /// The folders asked for.
    private var folders: [String] = []
    /// What each watch is for.
    private var watches: [Int32: Interest] = [:]
    private var firstEvent: ContinuousClock.Instant?
    private var lastEvent: ContinuousClock.Instant?

    /// The events of one watch that count: all of them (a watched folder), or those about some
    /// names in it (an ancestor, for the folder on the way).
    private struct Interest {
        var all = false
        var names: Set<String> = []
    }

    private static let folderEvents = UInt32(
        IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF
            | IN_MOVE_SELF | IN_MODIFY
    )
    private static let ancestorEvents = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)

    /// Why the folders cannot be watched.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Opens the inotify instance; nothing is watched until ``watch(_:)``.
    ///
    /// - Throws: ``Failure`` when inotify is not available (the user's or the process's limit
    ///   reached, say).
    init(quietPeriod: Duration = .milliseconds(120), longestWait: Duration = .seconds(1)) throws(Failure) {
        self.quietPeriod = quietPeriod
        self.longestWait = longestWait
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            let code = errno
            let reason = String(cString: strerror(code))
            guard code == EMFILE else { throw Failure(description: "cannot watch files: inotify: \(reason)") }
            throw Failure(
                description: "cannot watch files: inotify: \(reason): this user's programs hold "
                    + "\(Self.limit("max_user_instances")) inotify instances already, or this program its "
                    + "most open files; end a program that watches files, or raise the limit "
                    + "(sysctl fs.inotify.max_user_instances=N)"
            )
        }
    }

    deinit { close(descriptor) }

    /// Watches `folders` (and what goes with each, see the type's documentation) instead of what
    /// was watched before.
    ///
    /// - Throws: ``Failure`` when a watch cannot be added for another reason than the folder
    ///   going away meanwhile: the user's limit of watches reached, say. What could be watched
    ///   is watched.
    func watch(_ folders: [String]) throws(Failure) {
        self.folders = folders.map(Self.normalized)
        try refresh()
    }

    /// Works out what to watch from ``folders`` and the file system as it is now, adds the
    /// watches that are missing and removes those no longer needed.
    private func refresh() throws(Failure) {
        var wanted: [String: Interest] = [:]
        for folder in folders {
            if PathKind(of: folder) == .folder {
                wanted[folder, default: Interest()].all = true
                if let (parent, name) = Self.split(folder) { wanted[parent, default: Interest()].names.insert(name) }
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                where !name.hasPrefix(".") && PathKind(of: folder + "/" + name) == .folder {
                    wanted[folder + "/" + name, default: Interest()].all = true
                }
            } else {
                // The nearest ancestor that is a folder, for the next name on the way down.
                var path = folder
                while let (parent, name) = Self.split(path) {
                    if PathKind(of: parent) == .folder {
                        wanted[parent, default: Interest()].names.insert(name)
                        break
                    }
                    path = parent
                }
            }
        }
        var watches: [Int32: Interest] = [:]
        var failure: Failure?
        for (path, interest) in wanted.sorted(by: { $0.key < $1.key }) {
            let mask = (interest.all ? Self.folderEvents : Self.ancestorEvents) | UInt32(IN_ONLYDIR)
            let watch = inotify_add_watch(descriptor, path, mask)
            guard watch >= 0 else {
                let code = errno
                // Gone or replaced since it was looked at: its parent's event brings a refresh.
                if code != ENOENT && code != ENOTDIR && failure == nil { failure = Self.failure(path, code) }
                continue
            }
            watches[watch, default: Interest()].all = watches[watch, default: Interest()].all || interest.all
            watches[watch, default: Interest()].names.formUnion(interest.names)
        }
        for old in self.watches.keys where watches[old] == nil { inotify_rm_watch(descriptor, old) }
        self.watches = watches
        if let failure { throw failure }
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

    /// Waits up to `timeout` for a settled change.
    func waitForChange(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if takeChange() { return true }
            let now = ContinuousClock.now
            guard now < deadline else { return false }
            // Wake for new events, or when a pending burst may have settled.
            let wait = lastEvent != nil ? min(deadline - now, quietPeriod) : deadline - now
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, Int32(clamping: Int(clamping: wait / .milliseconds(1), rounding: .up)))
        }
    }

    /// Reads every waiting event; `true` when one concerns a watched folder. What is watched is
    /// worked out again after such an event (a folder may have come or gone).
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
                let concerned = watches[watch].map { $0.all || $0.names.contains(name) } ?? false
                if concerned || mask & UInt32(IN_Q_OVERFLOW) != 0 { changed = true }
                if mask & UInt32(IN_IGNORED) != 0 { watches[watch] = nil }
            }
        }
        if changed { try? refresh() }
        return changed
    }

    /// The failure to add a watch on `path`, in plain words.
    private static func failure(_ path: String, _ code: Int32) -> Failure {
        let reason = String(cString: strerror(code))
        let what = "cannot watch '\(ControlCharacters.escaped(path))'"
        guard code == ENOSPC else { return Failure(description: "\(what): \(reason)") }
        return Failure(
            description: "\(what): this user's programs hold \(limit("max_user_watches")) inotify watches "
                + "already, the most the system allows; end a program that watches many files, or raise the "
                + "limit (sysctl fs.inotify.max_user_watches=N)"
        )
    }

    /// The value of `/proc/sys/fs/inotify/NAME`, or "the most" when it cannot be read.
    private static func limit(_ name: String) -> String {
        let text = (try? String(contentsOfFile: "/proc/sys/fs/inotify/" + name, encoding: .utf8)) ?? ""
        let value = text.filter(\.isNumber)
        return value.isEmpty ? "the most" : "\(value) (fs.inotify.\(name))"
    }

    /// The path without trailing slashes (`.` for an empty one).
    private static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "." : path
    }

    /// The folder that holds `path` and its last component, or `nil` for `/`, `.` and `..`
    /// (whose parent is not named by the path).
    static func split(_ path: String) -> (parent: String, name: String)? {
        guard let slash = path.lastIndex(of: "/") else {
            return path == "." || path == ".." ? nil : (".", path)
        }
        let name = String(path[path.index(after: slash)...])
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        let parent = normalized(String(path[..<slash]))
        return (slash == path.startIndex ? "/" : parent, name)
    }
}
