import RefreshFoundation
import RefreshLocalization
import RefreshPresentation
import RefreshSkins

/// Checks skin descriptors the way the registry will read them, for theme authors: the one lint
/// of the package, run from the command line (`refreshpreview lint`) and at build time (the
/// RefreshKit skins plugin's tool, `refreshkit-skins check FILE`).
public enum SkinLint {
    /// The outcome of checking some files.
    public struct Report: Sendable {
        /// Every problem in the checked files, in file order.
        public var diagnostics: [SkinDiagnostic]
        /// How many files were checked.
        public var fileCount: Int

        /// The errors among ``diagnostics``.
        public var errors: [SkinDiagnostic] { diagnostics.filter { $0.severity == .error } }
        /// The warnings among ``diagnostics``.
        public var warnings: [SkinDiagnostic] { diagnostics.filter { $0.severity == .warning } }
    }

    /// Checks descriptor files: each is read as an explicit file on top of the built-in skins and
    /// the given search path (so `extends="blue"` resolves), and only the problems of these files
    /// are reported: syntax, schema, meaning, assets (a Lottie file the reader refuses, at its line
    /// and column in the JSON), `extends`, duplicates among them, and the warnings of
    /// ``SkinReview`` (contrast, and the picture: ``VisualReview``). A file from which no skin
    /// loads always has an error: what lint passes, the preview loads. A Lottie file (`.json`)
    /// is checked alone, as a skin naming it would be; an image or another file that is not a
    /// skin is an error that says what it is.
    ///
    /// - Parameters:
    ///   - files: the descriptor files to check.
    ///   - root: the folder that holds the files and their assets, when assets sit in a folder
    ///     beside the skin's own (`../shared/…`); by default each file's own folder.
    ///   - searchPath: folders of other skins the files may extend.
    ///   - loader: reads the descriptors (by default one that decodes images at once, so damaged
    ///     image data is reported). The indicator kinds a theme package declares are added to its
    ///     `SkinLoader.indicatorKinds`: those of the `kinds.txt` at the top of each file's tree
    ///     (`root`, or the file's folder), or else in one of the three folders above it, where a
    ///     package keeps it (`Skins/kinds.txt` for `Skins/sunset/sunset.xml`); that file's problems
    ///     are reported too.
    ///   - builtIns: the built-in skins the files stand on: by default those embedded in the
    ///     program; a tool built without them (the skins plugin's) passes them read from disk.
    ///   - catalogs: the catalogs whose texts must fit; by default RefreshKit's own.
    ///   - measurer: measures texts for the picture checks; by default the shaping measurer with
    ///     the SVG host's fonts.
    public static func check(
        files: [String],
        root: String? = nil,
        searchPath: [String] = [],
        loader: SkinLoader = SkinLoader(decodesImages: true),
        builtIns: MemorySkinFiles? = nil,
        catalogs: CatalogSet? = nil,
        measurer: (any TextMeasurer)? = nil
    ) -> Report {
        var others: [SkinDiagnostic] = []
        var skinFiles: [String] = []
        for file in files {
            switch role(of: file) {
            case .skin: skinFiles.append(file)
            case .lottie: others += lottieDiagnostics(file: file, shown: displayPath(of: file, root: root))
            case .other(let what): others.append(notLintable(displayPath(of: file, root: root), what: what))
            }
        }
        let builtIn =
            builtIns.map { (files: Optional($0), problems: [SkinDiagnostic]()) } ?? BuiltInSkins.filesOrProblem()
        var loader = loader
        var kindProblems: [SkinDiagnostic] = []
        var declarations = Set<String>()
        for file in skinFiles {
            guard let tree = kindsTree(for: file, root: root), declarations.insert(tree.root).inserted else {
                continue
            }
            loader.indicatorKinds.formUnion(IndicatorKindDeclaration.names(in: tree, problems: &kindProblems))
        }
        let registry = SkinRegistry.load(
            builtIn: builtIn.files,
            searchPath: searchPath,
            files: skinFiles,
            filesRoot: root,
            loader: loader
        )
        let shown = skinFiles.map { displayPath(of: $0, root: root) }
        let checked = Set(shown)
        let review = SkinReview.warnings(in: registry, paths: checked, catalogs: catalogs, measurer: measurer) { path in
            FileManager.default.contents(atPath: path).map { Array($0) }
        }
        let diagnostics =
            builtIn.problems + kindProblems + registry.diagnostics(of: checked) + refusals(shown, registry: registry)
            + review + others
        return Report(diagnostics: diagnostics, fileCount: files.count)
    }

    /// The errors lint adds to what `registry` found reading `paths` (descriptors as diagnostics
    /// name them), so that it passes no skin the preview refuses: ``unloaded(_:registry:)``, and
    /// ``drawingErrors(_:)`` of the skins that loaded from them.
    package static func refusals(_ paths: [String], registry: SkinRegistry) -> [SkinDiagnostic] {
        let checked = Set(paths)
        return unloaded(paths, registry: registry)
            + drawingErrors(registry.skins.filter { checked.contains($0.source.path) })
    }

    /// An error for each Lottie file of `skins` that rlottie cannot draw within its limits
    /// (`animation-past-limits`), each once: what the reader's drawing budget could not foresee,
    /// for which the preview refuses a skin after loading it.
    static func drawingErrors(_ skins: [SkinDescriptor]) -> [SkinDiagnostic] {
        var seen: Set<SkinDiagnostic> = []
        return skins.flatMap { $0.lottieDrawingDiagnostics() }.filter { seen.insert($0).inserted }
    }

    /// An error for each of `paths` (descriptors as diagnostics name them) from which `registry`
    /// holds no skin while no error of its reading says why: a skin the preview would refuse
    /// never lints clean.
    static func unloaded(_ paths: [String], registry: SkinRegistry) -> [SkinDiagnostic] {
        let loaded = Set(registry.skins.map(\.source.path))
        var seen: Set<String> = []
        return paths.filter { path in
            !loaded.contains(path) && seen.insert(path).inserted
                && !registry.diagnostics(of: [path]).contains { $0.severity == .error }
        }.map {
            SkinDiagnostic(
                file: $0,
                line: 0,
                column: 0,
                message: "the skin could not be loaded, though no error says why; check the files it names, "
                    + "and report this to RefreshKit",
                code: .skinNotLoaded
            )
        }
    }

    /// The folder whose `kinds.txt` declares the kinds `file` may name, as a tree: the top of the
    /// file's tree, or the nearest of the three folders above it that has one.
    static func kindsTree(for file: String, root: String?) -> DirectorySkinFiles? {
        var tree = DirectorySkinFiles.containing(file, root: root).files
        for _ in 0...3 {
            if tree.contains(IndicatorKindDeclaration.fileName) { return tree }
            guard root == nil else { return nil }
            let parent = SkinPath.directory(of: tree.root)
            guard !parent.isEmpty, parent != tree.root else { return nil }
            tree = DirectorySkinFiles(root: parent)
        }
        return nil
    }

    /// The path an explicit file is shown under in diagnostics (as the registry reads it).
    static func displayPath(of file: String, root: String?) -> String {
        let (tree, name) = DirectorySkinFiles.containing(file, root: root)
        return tree.displayPath(of: name)
    }
}
