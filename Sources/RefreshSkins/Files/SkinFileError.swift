import RefreshSupport

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

    /// A sentence saying what is wrong (the path escaped, and cut when long, as every quoted
    /// value is).
    public var description: String {
        func quoted(_ path: String) -> String { ControlCharacters.escaped(path) }
        return switch self {
        case .outsideRoot(let path):
            "'\(quoted(path))' is outside the skin's folder; assets must be inside the folder that holds the skin"
        case .notFound(let path):
            "there is no file '\(quoted(path))'"
        case .notRegularFile(let path, let kind):
            "'\(quoted(path))' is \(kind), not a file"
        case .tooLarge(let path, let size, let limit):
            "'\(quoted(path))' is \(size) bytes, more than the limit of \(limit) bytes"
        case .unreadable(let path, let reason):
            "'\(quoted(path))' cannot be read: \(reason)"
        }
    }
}
