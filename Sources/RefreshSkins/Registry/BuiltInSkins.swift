import RefreshEmbedding
import RefreshXML

/// The built-in skins, their arrows and the schema: the package's `Resources/` folder, carried
/// inside the binary by the EmbedResources build plugin, so no file is read at run time.
public enum BuiltInSkins {
    /// The path of the schema inside a resources tree.
    public static let schemaPath = "Schema/skin.rng"

    private static let embedded: Result<MemorySkinFiles, NotEmbeddedError> = Result {
        () throws(NotEmbeddedError) in
        let embedded = try EmbeddedFiles.files(of: EmbeddedResources.self, module: "RefreshSkins")
        let prefix = "Resources/"
        return MemorySkinFiles(
            paths: embedded.paths.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) },
            displayPrefix: "builtin:",
            contents: { embedded.bytes(at: prefix + $0) }
        )
    }

    /// The built-in tree: `Skins/<id>/` (each skin's descriptor and its images) and `Schema/`,
    /// shown in messages as `builtin:…`.
    ///
    /// - Throws: `NotEmbeddedError` (RefreshEmbedding) in a build without the embedded data (a SwiftPM plugin
    ///   tool, which must read RefreshKit's `Resources/` from disk instead).
    public static var files: MemorySkinFiles {
        get throws(NotEmbeddedError) { try embedded.get() }
    }

    /// The built-in tree for a registry: the tree, or `nil` and the error as a diagnostic, so a
    /// registry without its built-ins says why.
    package static func filesOrProblem() -> (files: MemorySkinFiles?, problems: [SkinDiagnostic]) {
        switch embedded {
        case .success(let files): (files, [])
        case .failure(let error):
            (
                nil,
                [
                    SkinDiagnostic(
                        file: "builtin:",
                        line: 0,
                        column: 0,
                        message: error.description,
                        code: .builtInsMissing
                    )
                ]
            )
        }
    }

    /// The compiled built-in schema, or `nil` if it cannot be read (then only the loader's own
    /// checks run).
    public static let schema: RelaxNGSchema? = (try? embedded.get()).flatMap { try? schema(from: $0) }

    /// Compiles the schema found in a resources tree.
    public static func schema(from files: any SkinFiles) throws -> RelaxNGSchema {
        let bytes = try files.read(schemaPath, limit: 1 << 20)
        return try RelaxNGSchema(bytes: bytes, path: files.displayPath(of: schemaPath))
    }
}
