import RefreshEmbedFallback  // an empty EmbeddedResources, shadowed by the generated one (see there)
import RefreshXML

/// The built-in skins, their arrows and the schema: the package's `Resources/` folder, carried
/// inside the binary by the EmbedResources build plugin, so no file is read at run time.
public enum BuiltInSkins {
    /// The path of the schema inside a resources tree.
    public static let schemaPath = "Schema/skin.rng"

    /// The built-in tree: `Skins/`, `Arrows/`, `Schema/`, shown in messages as `builtin:…`.
    public static let files: MemorySkinFiles = {
        var files: [String: [UInt8]] = [:]
        for path in EmbeddedResources.paths where path.hasPrefix("Resources/") {
            files[String(path.dropFirst("Resources/".count))] = EmbeddedResources.data(at: path).map { [UInt8]($0) }
        }
        return MemorySkinFiles(files: files, displayPrefix: "builtin:")
    }()

    /// The compiled built-in schema, or `nil` if it cannot be read (then only the loader's own
    /// checks run).
    public static let schema: RelaxNGSchema? = try? schema(from: files)

    /// Compiles the schema found in a resources tree.
    public static func schema(from files: any SkinFiles) throws -> RelaxNGSchema {
        let bytes = try files.read(schemaPath, limit: 1 << 20)
        return try RelaxNGSchema(bytes: bytes, path: files.displayPath(of: schemaPath))
    }
}
