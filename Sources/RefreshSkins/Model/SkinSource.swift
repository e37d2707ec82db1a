/// Where a skin came from, in the registry's order of precedence.
public enum SkinSource: Sendable, Hashable, CustomStringConvertible {
    /// Shipped with RefreshKit (or embedded in the program).
    case builtIn(path: String)
    /// Embedded in the program by a package that applies the RefreshKit skins plugin (a theme
    /// package, or the app itself); shown as `Module:path`.
    case package(path: String)
    /// Found in a search-path directory (`REFRESHKIT_SKIN_PATH` or the XDG config directory).
    case searchPath(path: String)
    /// Named explicitly (for example with `--skin-file`).
    case file(path: String)

    /// The source's precedence level, its kind in words and the descriptor's path.
    private var parts: (level: Int, kind: String, path: String) {
        switch self {
        case .builtIn(let path): (0, "built-in", path)
        case .package(let path): (1, "package", path)
        case .searchPath(let path): (2, "search path", path)
        case .file(let path): (3, "file", path)
        }
    }

    /// The descriptor's path, as used in diagnostics.
    public var path: String { parts.path }

    /// The precedence level: later levels replace skins of earlier ones with the same id.
    public var level: Int { parts.level }

    /// `built-in`, `package`, `search path` or `file`, followed by the path.
    public var description: String { "\(parts.kind) (\(parts.path))" }
}
