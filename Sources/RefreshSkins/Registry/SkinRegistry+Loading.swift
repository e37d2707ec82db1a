import Foundation
import RefreshXML

extension SkinRegistry {
    /// The folders searched for skins, in order: each entry of `REFRESHKIT_SKIN_PATH`
    /// (colon-separated), then `$XDG_CONFIG_HOME/refreshkit/skins`, or
    /// `~/.config/refreshkit/skins` when `XDG_CONFIG_HOME` is unset or not absolute.
    public static func searchPath(environment: [String: String]) -> [String] {
        var folders: [String] = []
        if let path = environment["REFRESHKIT_SKIN_PATH"] {
            folders += path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            folders.append(config + "/refreshkit/skins")
        } else if let home = environment["HOME"], !home.isEmpty {
            folders.append(home + "/.config/refreshkit/skins")
        }
        return folders
    }

    /// Loads built-ins, skin packages embedded in the program, every descriptor under the
    /// search-path folders, and explicit files, in that order of precedence.
    ///
    /// - Parameters:
    ///   - builtIn: The built-in skin tree (descriptors are all its `.xml` files), if any.
    ///   - packages: Skin trees embedded by packages that apply the RefreshKit skins plugin (each
    ///     module's generated `EmbeddedSkins.package.files`); descriptors are all their `.xml` files.
    ///   - searchPath: Folders to search (missing folders are skipped silently).
    ///   - files: Descriptor files named explicitly; each one's folder is its root.
    ///   - filesRoot: A folder holding the explicit files and their assets (for skins that keep
    ///     their images in a sibling folder); files inside it have it as their root.
    ///   - loader: The loader to read them with.
    public static func load(
        builtIn: (any SkinFiles)?,
        packages: [any SkinFiles] = [],
        searchPath: [String] = [],
        files: [String] = [],
        filesRoot: String? = nil,
        loader: SkinLoader
    ) -> SkinRegistry {
        var documents: [SkinDocument] = []
        var problems: [SkinDiagnostic] = []
        if let builtIn {
            for path in builtIn.descriptorPaths(problems: &problems) {
                documents.append(
                    loader.readDocument(path, in: builtIn, source: .builtIn(path: builtIn.displayPath(of: path)))
                )
            }
        }
        for tree in packages {
            for path in tree.descriptorPaths(problems: &problems) {
                documents.append(
                    loader.readDocument(path, in: tree, source: .package(path: tree.displayPath(of: path)))
                )
            }
        }
        for folder in searchPath {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            let tree = DirectorySkinFiles(root: folder)
            for path in tree.descriptorPaths(problems: &problems) {
                documents.append(
                    loader.readDocument(path, in: tree, source: .searchPath(path: tree.displayPath(of: path)))
                )
            }
        }
        for file in files {
            let (tree, name) = DirectorySkinFiles.containing(file, root: filesRoot)
            documents.append(loader.readDocument(name, in: tree, source: .file(path: tree.displayPath(of: name))))
        }
        var registry = SkinRegistry(documents: documents)
        registry.diagnostics = problems + registry.diagnostics
        return registry
    }

    /// The built-ins, skin packages embedded in the program, the search path from `environment`,
    /// then `explicitFiles`, with the built-in schema and limits.
    ///
    /// ```swift
    /// import SunsetTheme  // a package that applies RefreshKitSkinsPlugin
    /// let registry = SkinRegistry.standard(packages: [SunsetTheme.EmbeddedSkins.package])
    /// ```
    public static func standard(
        packages: [SkinPackage] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        explicitFiles: [String] = [],
        validatePattern: (@Sendable (String, String) -> String?)? = SkinLoader.icuPatternCheck
    ) -> SkinRegistry {
        load(
            builtIn: BuiltInSkins.files,
            packages: packages.map(\.files),
            searchPath: searchPath(environment: environment),
            files: explicitFiles,
            loader: SkinLoader(schema: BuiltInSkins.schema, validatePattern: validatePattern)
        )
    }

    /// The built-in skins only.
    public static let builtIn: SkinRegistry = load(
        builtIn: BuiltInSkins.files,
        loader: SkinLoader(schema: BuiltInSkins.schema)
    )

    /// A registry of built-ins embedded as bytes (relative path to contents, laid out like the
    /// repository's `Resources/`: `Skins/*.xml`, `Arrows/*.png`, `Schema/skin.rng`), as a build
    /// plugin generates them.
    public static func embedded(
        _ files: [String: [UInt8]],
        searchPath: [String] = [],
        explicitFiles: [String] = [],
        validatePattern: (@Sendable (String, String) -> String?)? = SkinLoader.icuPatternCheck
    ) -> SkinRegistry {
        let tree = MemorySkinFiles(files: files, displayPrefix: "builtin:")
        let schema = try? BuiltInSkins.schema(from: tree)
        return load(
            builtIn: tree,
            searchPath: searchPath,
            files: explicitFiles,
            loader: SkinLoader(schema: schema, validatePattern: validatePattern)
        )
    }
}
