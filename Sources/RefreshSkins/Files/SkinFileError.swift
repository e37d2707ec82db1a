/// Why a file of a skin could not be read.
public enum SkinFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path leads outside the skin's folder (through `..`, an absolute path or a symlink).
    case outsideRoot(String)
    /// There is no file at the path.
    case notFound(String)
    /// The path names a folder, device, pipe or other non-regular file; `kind` says which in
    /// words (`a folder`, `a symbolic link to a folder`).
    case notRegularFile(String, kind: String)
    /// The file is larger than the limit.
    case tooLarge(String, size: Int, limit: Int)
    /// The file could not be read.
    case unreadable(String, reason: String)

    /// The kind of problem, for diagnostics.
    public var code: SkinDiagnosticCode {
        switch self {
        case .outsideRoot: .assetOutsideSkin
        case .notFound: .fileNotFound
        case .notRegularFile: .notAFile
        case .tooLarge: .fileTooLarge
        case .unreadable: .unreadableFile
        }
    }

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .outsideRoot(let path):
            "'\(path)' is outside the skin's folder; assets must be inside the folder that holds the skin"
        case .notFound(let path):
            "there is no file '\(path)'"
        case .notRegularFile(let path, let kind):
            "'\(path)' is \(kind), not a file"
        case .tooLarge(let path, let size, let limit):
            "'\(path)' is \(size) bytes, more than the limit of \(limit) bytes"
        case .unreadable(let path, let reason):
            "'\(path)' cannot be read: \(reason)"
        }
    }
}
