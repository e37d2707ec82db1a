#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, following symbolic links: a folder, something else, or nothing that can be
/// reached. Foundation's `fileExists(atPath:isDirectory:)` takes a different flag type on each
/// platform and in FoundationEssentials; this asks `stat(2)` the same way everywhere.
package enum PathKind: Sendable, Equatable {
    case folder
    case notFolder
    case missing

    /// What `path` names now.
    package init(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .missing
            return
        }
        self = (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .notFolder
    }
}
