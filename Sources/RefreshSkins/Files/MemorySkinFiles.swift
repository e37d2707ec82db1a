/// Skin files held in memory: relative path to bytes.
///
/// This is how built-in skins embedded into a program are served: a build plugin generates the
/// files, and the registry reads descriptors, schema and images from them. An embedded tree
/// decodes a file when it is read, so a program that shows one skin decodes only that skin's files.
public struct MemorySkinFiles: SkinFiles {
    /// Every file's normalized relative path, sorted.
    public let paths: [String]
    /// Prefixed to paths in diagnostics (for example `builtin:` or the original folder).
    public let displayPrefix: String
    private let contents: @Sendable (String) -> [UInt8]?

    /// Creates a tree; keys are normalized (`./a/../b.xml` becomes `b.xml`), and keys that climb
    /// out of the root are dropped.
    public init(files: [String: [UInt8]], displayPrefix: String = "") {
        var normalized: [String: [UInt8]] = [:]
        for (path, bytes) in files {
            if let key = SkinPath.normalize(path) { normalized[key] = bytes }
        }
        let kept = normalized
        paths = kept.keys.sorted()
        self.displayPrefix = displayPrefix
        contents = { kept[$0] }
    }

    /// A tree whose files are read by `contents` when asked for; `paths` must be normalized.
    init(paths: [String], displayPrefix: String, contents: @escaping @Sendable (String) -> [UInt8]?) {
        self.paths = paths.sorted()
        self.displayPrefix = displayPrefix
        self.contents = contents
    }

    /// The files by normalized relative path (an embedded tree decodes every file for this).
    public var files: [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for path in paths { files[path] = contents(path) }
        return files
    }

    /// `displayPrefix` followed by the path.
    public func displayPath(of relativePath: String) -> String {
        displayPrefix + relativePath
    }

    /// The bytes of a file, if present and within `limit`.
    public func read(_ relativePath: String, limit: Int) throws(SkinFileError) -> [UInt8] {
        guard let key = SkinPath.normalize(relativePath) else { throw .outsideRoot(relativePath) }
        guard let bytes = contents(key) else { throw .notFound(relativePath) }
        guard bytes.count <= limit else { throw .tooLarge(relativePath, size: bytes.count, limit: limit) }
        return bytes
    }

    /// Whether the file is present.
    public func contains(_ relativePath: String) -> Bool {
        SkinPath.normalize(relativePath).map { paths.contains($0) } ?? false
    }

    /// Every `.xml` key, sorted.
    public func descriptorPaths(problems: inout [SkinDiagnostic]) -> [String] {
        paths.filter { $0.hasSuffix(".xml") }
    }
}
