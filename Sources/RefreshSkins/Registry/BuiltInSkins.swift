import RefreshXML

/// Where the built-in skins and the schema live.
///
/// Interim: they are read from the repository's `Resources/` folder, located from this source
/// file's path (`#filePath`). Once the build plugin embeds them, use
/// ``SkinRegistry/embedded(_:searchPath:explicitFiles:validatePattern:)`` instead.
public enum BuiltInSkins {
    /// The repository's `Resources/` folder (interim, from `#filePath`).
    public static let resourcesPath: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        // …/Sources/RefreshSkins/Registry/BuiltInSkins.swift → …
        components.removeLast(4)
        return components.joined(separator: "/") + "/Resources"
    }()

    /// The path of the schema inside a resources tree.
    public static let schemaPath = "Schema/skin.rng"

    /// The built-in tree: `Skins/`, `Arrows/`, `Schema/`.
    public static var files: DirectorySkinFiles { DirectorySkinFiles(root: resourcesPath) }

    /// The compiled built-in schema, or `nil` if it cannot be read (then only the loader's own
    /// checks run).
    public static let schema: RelaxNGSchema? = try? schema(from: files)

    /// Compiles the schema found in a resources tree.
    public static func schema(from files: any SkinFiles) throws -> RelaxNGSchema {
        let bytes = try files.read(schemaPath, limit: 1 << 20)
        return try RelaxNGSchema(bytes: bytes, path: files.displayPath(of: schemaPath))
    }
}
