/// Skin files held in memory: relative path to bytes.
///
/// This is how built-in skins embedded into a program are served: a build plugin generates the
/// dictionary, and the registry reads descriptors, schema and images from it.
public struct MemorySkinFiles: SkinFiles {
    /// The files by normalized relative path.
    public let files: [String: [UInt8]]
    /// Prefixed to paths in diagnostics (for example `builtin:` or the original folder).
    public let displayPrefix: String

    /// Creates a tree; keys are normalized (`./a/../b.xml` becomes `b.xml`), and keys that climb
    /// out of the root are dropped.
    public init(files: [String: [UInt8]], displayPrefix: String = "") {
        var normalized: [String: [UInt8]] = [:]
        for (path, bytes) in files {
            if let key = SkinPath.normalize(path) { normalized[key] = bytes }
        }
        self.files = normalized
        self.displayPrefix = displayPrefix
    }

    /// `displayPrefix` followed by the path.
    public func displayPath(of relativePath: String) -> String {
        displayPrefix + relativePath
    }

    /// The bytes of a file, if present and within `limit`.
    public func read(_ relativePath: String, limit: Int) throws(SkinFileError) -> [UInt8] {
        guard let key = SkinPath.normalize(relativePath) else { throw .outsideRoot(relativePath) }
        guard let bytes = files[key] else { throw .notFound(relativePath) }
        guard bytes.count <= limit else { throw .tooLarge(relativePath, size: bytes.count, limit: limit) }
        return bytes
    }

    /// Whether the file is present.
    public func contains(_ relativePath: String) -> Bool {
        SkinPath.normalize(relativePath).map { files[$0] != nil } ?? false
    }

    /// Every `.xml` key, sorted.
    public func descriptorPaths(problems: inout [SkinDiagnostic]) -> [String] {
        files.keys.filter { $0.hasSuffix(".xml") }.sorted()
    }
}
