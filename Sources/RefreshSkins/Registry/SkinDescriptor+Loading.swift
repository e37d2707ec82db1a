/// Why a skin could not be had: a sentence, and the located problems of its descriptor.
public struct SkinLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a sentence.
    public var message: String
    /// The descriptor's errors, each at its file, line and column (empty for an unknown id).
    public var diagnostics: [SkinDiagnostic]

    /// Creates an error.
    public init(message: String, diagnostics: [SkinDiagnostic] = []) {
        self.message = message
        self.diagnostics = diagnostics
    }

    /// The message, then one line per located problem (`path:line:col: error: …`).
    public var description: String {
        ([message] + diagnostics.map(\.description)).joined(separator: "\n")
    }
}

extension SkinDescriptor {
    /// A built-in skin by id: `blue`, `black`, `grey`, `white`, `spinner`, `text` and the others
    /// `refreshpreview skins` lists.
    ///
    /// - Throws: ``SkinLoadError`` for an unknown id, with the closest ids suggested.
    public static func builtIn(_ id: String) throws(SkinLoadError) -> SkinDescriptor {
        let registry = SkinRegistry.builtIn
        guard let skin = registry.skin(id: id) else {
            throw SkinLoadError(message: registry.unknownSkinMessage(id), diagnostics: registry.errors)
        }
        return skin
    }

    /// A skin from descriptor text, as an app carries it in a string or reads it from its
    /// bundle. `extends` names a built-in skin; the images the descriptor names are looked for
    /// in `files` (relative path to bytes), and diagnostics name it `path`.
    ///
    /// ```swift
    /// let skin = try SkinDescriptor(
    ///     xml: #"<skin id="mint" name="Mint" format="1" extends="blue"><header style="arrow"/></skin>"#,
    ///     path: "mint.xml"
    /// )
    /// ```
    ///
    /// - Throws: ``SkinLoadError`` with every error, located (`mint.xml:1:30: error: …`).
    public init(xml: String, path: String = "skin.xml", files: [String: [UInt8]] = [:]) throws(SkinLoadError) {
        var tree = files
        tree[path] = Array(xml.utf8)
        try self.init(loading: path, from: MemorySkinFiles(files: tree))
    }

    /// A skin from a descriptor file, with the images it names beside it.
    ///
    /// - Throws: ``SkinLoadError`` with every error, located.
    public init(contentsOfFile path: String) throws(SkinLoadError) {
        let registry = SkinRegistry.load(
            builtIn: BuiltInSkins.filesOrProblem().files,
            files: [path],
            loader: SkinLoader(),
            resolving: []
        )
        try self.init(picking: registry) { $0.source.level == SkinSource.file(path: "").level }
    }

    /// The skin defined at `path` of `tree`, over the built-ins.
    private init(loading path: String, from tree: MemorySkinFiles) throws(SkinLoadError) {
        let registry = SkinRegistry.load(
            builtIn: BuiltInSkins.filesOrProblem().files,
            packages: [tree],
            loader: SkinLoader(),
            resolving: []
        )
        try self.init(picking: registry) { $0.source == .package(path: tree.displayPath(of: path)) }
    }

    private init(picking registry: SkinRegistry, where isOurs: (SkinDescriptor) -> Bool) throws(SkinLoadError) {
        let errors = registry.errors.filter { !$0.file.hasPrefix("builtin:") }
        guard errors.isEmpty, let skin = registry.skins.first(where: isOurs) else {
            throw SkinLoadError(message: "the skin could not be loaded", diagnostics: errors)
        }
        self = skin
    }
}
