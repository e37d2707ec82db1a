import RefreshCommandLine
import RefreshCore
import RefreshFoundation
import RefreshPresentation
import RefreshSkins
import RefreshSupport

/// The skins the program can use: built-ins, the search path, and `--skin-file` files.
struct SkinLookup {
    let registry: SkinRegistry
    let explicitFiles: [String]
    let environment: [String: String]
    /// Whether only some built-ins were read (see `resolving`).
    let isPartial: Bool

    /// Loads the registry; problems in skins from the search path or `--skin-file` are reported
    /// on standard error (a broken user skin never hides the built-in ones).
    ///
    /// - Parameters:
    ///   - ids: When given, only the built-in skins with these ids (and those they extend) are
    ///     read, which keeps start-up short; skins from the search path and files are all read.
    ///     The built-ins are checked when the program is built.
    ///   - report: Whether to print the problems on standard error (`--watch` shows them itself).
    init(
        skinFiles: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        resolving ids: Set<String>? = nil,
        report: Bool = true
    ) {
        // A skin given may extend one that sits beside it (a family of skins in one folder).
        let skinFiles = SkinRegistry.withSkinsBeside(skinFiles)
        explicitFiles = skinFiles
        self.environment = environment
        isPartial = ids != nil
        // Skins may name every kind the preview draws (its presenters use the built-in registry).
        // The skin being written has all its images read now, so a broken 2x arrow is reported
        // (the preview draws at 2x).
        registry = SkinRegistry.standard(
            environment: environment,
            explicitFiles: skinFiles,
            resolving: ids,
            indicatorKinds: IndicatorRegistry.builtIn.kindNames,
            checksExplicitFiles: true
        )
        guard report else { return }
        for line in SkinDiagnostic.lines(registry.diagnostics) {
            Output.errorLine(line)
        }
    }

    /// `skin`, once its Lottie files are drawn within rlottie's limits; else each file's error
    /// is printed and the skin refused (a file that crashes or hangs rlottie stops here, before
    /// the terminal is taken).
    static func drawable(_ skin: SkinDescriptor) throws -> SkinDescriptor {
        let errors = skin.lottieDrawingDiagnostics()
        guard !errors.isEmpty else { return skin }
        for line in SkinDiagnostic.lines(errors) { Output.errorLine(line) }
        throw RuntimeFailure("the skin '\(skin.id)' could not be drawn; see the errors above")
    }

    /// The skin named `name`, or, without a name, the one from the only `--skin-file`, or `blue`.
    func skin(named name: String?) throws -> SkinDescriptor {
        if let name {
            if let skin = registry.skin(id: name) { return skin }
            // A skin that was read but failed to load is not unknown: its errors are above.
            if registry.unloaded[name] != nil {
                throw RuntimeFailure(
                    "the skin '\(ControlCharacters.escaped(name))' could not be loaded; see the errors above"
                )
            }
            // The message lists every skin, so it needs them all (their problems were reported).
            let all =
                isPartial
                ? SkinRegistry.standard(
                    environment: environment,
                    explicitFiles: explicitFiles,
                    indicatorKinds: IndicatorRegistry.builtIn.kindNames
                ) : registry
            throw UsageError(all.unknownSkinMessage(name))
        }
        if let file = explicitFiles.last {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let fromFile = registry.skins.last { skin in
                if case .file(let path) = skin.source { return path.hasSuffix(name) }
                return false
            }
            guard let skin = fromFile else {
                throw RuntimeFailure(
                    "the skin in '\(ControlCharacters.escaped(file))' could not be loaded; see the errors above"
                )
            }
            return skin
        }
        guard let blue = registry.skin(id: "blue") else { throw RuntimeFailure("the built-in skin 'blue' is missing") }
        return blue
    }
}
