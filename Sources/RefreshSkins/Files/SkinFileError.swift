import RefreshSupport
import RefreshXML

/// Why a file of a skin could not be read: the kind of problem as a `DiagnosticCode`, the path,
/// and a sentence. A new kind of problem is a new code, so clients keep compiling.
public struct SkinFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem, for diagnostics: `asset-outside-skin`, `file-not-found`, `not-a-file`,
    /// `file-too-large` or `unreadable-file`.
    public var code: DiagnosticCode
    /// The path as it was asked for.
    public var path: String
    /// A sentence saying what is wrong (the path escaped, and cut when long, as every quoted
    /// value is).
    public var description: String
    /// For a file too large, its size and the limit it is over, in bytes.
    public var size: Int? = nil, limit: Int? = nil

    private static func quoted(_ path: String) -> String { ControlCharacters.escaped(path) }

    /// The path leads outside the skin's folder (through `..`, an absolute path or a symlink).
    public static func outsideRoot(_ path: String) -> Self {
        Self(
            code: .assetOutsideSkin,
            path: path,
            description: "'\(quoted(path))' is outside the skin's folder; assets must be inside the folder "
                + "that holds the skin"
        )
    }

    /// There is no file at the path.
    public static func notFound(_ path: String) -> Self {
        Self(code: .fileNotFound, path: path, description: "there is no file '\(quoted(path))'")
    }

    /// The path names a folder, device, pipe or other non-regular file; `kind` says which in words
    /// (`a folder`, `a symbolic link to a folder`).
    public static func notRegularFile(_ path: String, kind: String) -> Self {
        Self(code: .notAFile, path: path, description: "'\(quoted(path))' is \(kind), not a file")
    }

    /// The file is larger than the limit.
    public static func tooLarge(_ path: String, size: Int, limit: Int) -> Self {
        Self(
            code: .fileTooLarge,
            path: path,
            description: "'\(quoted(path))' is \(size) bytes, more than the limit of \(limit) bytes",
            size: size,
            limit: limit
        )
    }

    /// The file could not be read.
    public static func unreadable(_ path: String, reason: String) -> Self {
        Self(code: .unreadableFile, path: path, description: "'\(quoted(path))' cannot be read: \(reason)")
    }
}
