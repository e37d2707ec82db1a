#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What kind of file a `stat(2)` mode names, and how messages say it: the one reading of
/// `st_mode & S_IFMT` for the writer's refusals, the skin folder's and the gallery's.
package enum FileKind: Sendable, Equatable {
    case regular
    case folder
    case symbolicLink
    case fifo
    case device
    case socket
    case other

    /// The kind of the file whose `st_mode` this is.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The kind in words, with its article: `a file`, `a folder`, `a symbolic link`,
    /// `a FIFO (named pipe)`, `a device`, `a socket`, `a special file`.
    package var phrase: String {
        switch self {
        case .regular: "a file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
