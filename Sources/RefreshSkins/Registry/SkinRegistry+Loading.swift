import RefreshFoundation
import RefreshSupport
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
        // A relative or empty XDG_CONFIG_HOME or HOME is ignored: skins are never read from
        // whatever folder the program runs in.
        if let config = XDGBaseDirectory.config.path(environment: environment) {
            folders.append(config + "/refreshkit/skins")
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
    ///     their images in a folder beside their own, as `../shared/arrow.png`); files inside it
    ///     have it as their root.
    ///   - loader: The loader to read them with. The indicator kinds each package declares (its
    ///     `kinds.txt`) are added to the loader's ``SkinLoader/indicatorKinds``.
    ///   - ids: When given, built-in descriptors are read in full only if their root `id` is one
    ///     of these or one a needed skin extends (the others are looked at only as far as their
    ///     root element); every other descriptor is read in full. The registry then holds those
    ///     skins and the ones from other sources. `nil` reads every built-in.
    ///   - checksFiles: Whether the images of `files` are read in full and decoded at load, as
    ///     lint does (``SkinLoader/decodesImages``), so that every problem with them is reported
    ///     (a damaged or oversized 2x arrow among them): what a preview of the skin being written
    ///     wants. By default they are read as the loader reads every skin.
    public static func load(
        builtIn: (any SkinFiles)?,
        packages: [any SkinFiles] = [],
        searchPath: [String] = [],
        files: [String] = [],
        filesRoot: String? = nil,
        loader: SkinLoader,
        resolving ids: Set<String>? = nil,
        checksFiles: Bool = false
    ) -> SkinRegistry {
        var documents: [SkinDocument] = []
        var problems: [SkinDiagnostic] = []
        var builtInPaths: [String] = []
        if let builtIn { builtInPaths = builtIn.descriptorPaths(problems: &problems) }
        var loader = loader
        for tree in packages {
            loader.indicatorKinds.formUnion(IndicatorKindDeclaration.names(in: tree, problems: &problems))
        }
        /// Reads the descriptors at `paths` of `tree`, from the source `source` names by path.
        func read(_ paths: [String], in tree: (any SkinFiles)?, as source: (String) -> SkinSource) {
            guard let tree else { return }
            for path in paths {
                documents.append(loader.readDocument(path, in: tree, source: source(tree.displayPath(of: path))))
            }
        }
        if ids == nil { read(builtInPaths, in: builtIn, as: SkinSource.builtIn) }
        for tree in packages { read(tree.descriptorPaths(problems: &problems), in: tree, as: SkinSource.package) }
        for folder in searchPath where PathKind(of: folder) == .folder {
            let tree = DirectorySkinFiles(root: folder)
            read(tree.descriptorPaths(problems: &problems), in: tree, as: SkinSource.searchPath)
        }
        var filesLoader = loader
        if checksFiles { filesLoader.decodesImages = true }
        for file in files {
            let (tree, name) = DirectorySkinFiles.containing(file, root: filesRoot)
            documents.append(filesLoader.readDocument(name, in: tree, source: .file(path: tree.displayPath(of: name))))
        }
        if let ids, let builtIn {
            // Built-ins come first in precedence order.
            let others = documents
            documents = []
            var needed = ids
            for document in others { if let parent = document.extends { needed.insert(parent) } }
            let paths = neededBuiltIns(builtInPaths, in: builtIn, needing: needed, limit: loader.limits)
            read(paths, in: builtIn, as: SkinSource.builtIn)
            documents += others
        }
        var registry = SkinRegistry(documents: documents)
        registry.diagnostics = problems + registry.diagnostics
        return registry
    }

    /// The built-in descriptors (in their order) that define one of `ids` or a skin they extend,
    /// directly or not, by a look at each root element; a descriptor whose root cannot be read is
    /// kept, so that its problems are reported by a full read.
    static func neededBuiltIns(
        _ paths: [String],
        in tree: any SkinFiles,
        needing ids: Set<String>,
        limit: SkinLimits
    ) -> [String] {
        let roots = paths.map { path -> (id: String, extends: String?)? in
            guard let root = rootOf(path, in: tree, limits: limit), let id = root.id else { return nil }
            return (id, root.extends)
        }
        var needed = ids
        var changed = true
        while changed {
            changed = false
            for root in roots {
                guard let root, needed.contains(root.id), let parent = root.extends else { continue }
                if needed.insert(parent).inserted { changed = true }
            }
        }
        return paths.indices.filter { roots[$0].map { needed.contains($0.id) } ?? true }.map { paths[$0] }
    }

    /// The `id` and `extends` of the descriptor at `path`, from a look at its root element alone;
    /// `nil` when the file cannot be read or its root start tag cannot be (see
    /// ``XMLRootScanner``).
    static func rootOf(_ path: String, in tree: any SkinFiles, limits: SkinLimits) -> (id: String?, extends: String?)? {
        guard let bytes = try? tree.read(path, limit: limits.maxDescriptorBytes),
            let attributes = XMLRootScanner.rootAttributes(bytes, maxInputBytes: limits.maxDescriptorBytes)
        else { return nil }
        return (attributes["id"], attributes["extends"])
    }

    /// The built-ins, skin packages embedded in the program, the search path from `environment`,
    /// then `explicitFiles`, with the default limits. A `style` may name the built-in indicator
    /// kinds, those in `indicatorKinds` (a program passes its `IndicatorRegistry`'s names) and
    /// those the packages declare; another name is a warning (see ``SkinLoader/indicatorKinds``).
    /// With `checksExplicitFiles`, the images of `explicitFiles` are read in full at load, so that
    /// every problem with them is reported (see ``load(builtIn:packages:searchPath:files:filesRoot:loader:resolving:checksFiles:)``).
    ///
    /// ```swift
    /// import SunsetTheme  // a package that applies RefreshKitSkinsPlugin
    /// let registry = SkinRegistry.standard(packages: [SunsetTheme.EmbeddedSkins.package])
    /// ```
    public static func standard(
        packages: [SkinPackage] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        explicitFiles: [String] = [],
        validatePattern: (@Sendable (String, String) -> String?)? = SkinLoader.icuPatternCheck,
        resolving ids: Set<String>? = nil,
        indicatorKinds: Set<String> = SkinLoader.builtInIndicatorKinds,
        checksExplicitFiles: Bool = false
    ) -> SkinRegistry {
        let builtIn = BuiltInSkins.filesOrProblem()
        var registry = load(
            builtIn: builtIn.files,
            packages: packages.map(\.files),
            searchPath: searchPath(environment: environment),
            files: explicitFiles,
            loader: SkinLoader(validatePattern: validatePattern, indicatorKinds: indicatorKinds),
            resolving: ids,
            checksFiles: checksExplicitFiles
        )
        registry.diagnostics = builtIn.problems + registry.diagnostics
        return registry
    }

    /// The built-in skins only (an error diagnostic, and no skin, in a build without them).
    public static let builtIn: SkinRegistry = {
        let builtIn = BuiltInSkins.filesOrProblem()
        var registry = load(builtIn: builtIn.files, loader: SkinLoader())
        registry.diagnostics = builtIn.problems + registry.diagnostics
        return registry
    }()

    /// A registry of built-ins embedded as bytes (relative path to contents, laid out like the
    /// repository's `Resources/`: `Skins/<id>/<id>.xml` with its images, `Schema/skin.rng`), as a build
    /// plugin generates them.
    public static func embedded(
        _ files: [String: [UInt8]],
        searchPath: [String] = [],
        explicitFiles: [String] = [],
        validatePattern: (@Sendable (String, String) -> String?)? = SkinLoader.icuPatternCheck
    ) -> SkinRegistry {
        let tree = MemorySkinFiles(files: files, displayPrefix: "builtin:")
        return load(
            builtIn: tree,
            searchPath: searchPath,
            files: explicitFiles,
            loader: SkinLoader(validatePattern: validatePattern)
        )
    }
}
