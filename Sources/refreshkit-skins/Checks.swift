import Foundation
import RefreshCore
import RefreshLint
import RefreshLocalization
import RefreshSkins
import RefreshSupport
import RefreshXML

/// The checks, shared by every subcommand: the same loader the program uses at run time.
enum Checks {
    /// The outcome of checking a package's `Skins` folder.
    struct PackageResult {
        /// Every problem, errors and warnings.
        var diagnostics: [SkinDiagnostic]
        /// The ids of the skins the folder defines, sorted.
        var ids: [String]
    }

    /// A target's `Skins` folder, read as the program will read the embedded package: its
    /// descriptors over the built-in skins (so `extends="blue"` resolves), their images from the
    /// same folder, and its catalogs (whose keys must be those of the English catalog).
    static func package(_ set: FileSet, builtIns: BuiltIns) -> PackageResult {
        let tree = MemorySkinFiles(files: set.files, displayPrefix: set.root + "/")
        let registry = SkinRegistry.load(
            builtIn: builtIns.tree,
            packages: [tree],
            loader: SkinLoader(decodesImages: true)
        )
        let prefix = set.root + "/"
        var diagnostics = set.problems + registry.diagnostics.filter { $0.file.hasPrefix(prefix) }
        let descriptors = set.files.keys.filter { $0.hasSuffix("." + SkinsPluginContract.descriptorExtension) }
        let paths = descriptors.sorted().map { prefix + $0 }
        // As lint: a skin the preview would refuse has an error.
        diagnostics += SkinLint.refusals(paths, registry: registry)
        diagnostics += SkinReview.warnings(
            in: registry,
            paths: Set(paths),
            catalogs: builtIns.catalogs
        ) { path in
            set.files[String(path.dropFirst(prefix.count))]
        }
        if set.files(endingWith: SkinsPluginContract.descriptorExtension).isEmpty
            && set.files(endingWith: SkinsPluginContract.catalogExtension).isEmpty
        {
            diagnostics.append(
                .about(
                    set.root,
                    severity: .warning,
                    "no skin descriptor (.xml) or catalog (.strings) in this folder; add a skin such as "
                        + "'mine.xml' (see Docs/SkinFormat.md)",
                    code: .noSkins
                )
            )
        }
        diagnostics += catalogs(in: set, knownKeys: builtIns.englishKeys)
        let ids = registry.skins.filter {
            if case .package = $0.source { return true }
            return false
        }.map(\.id)
        return PackageResult(diagnostics: diagnostics, ids: ids)
    }

    /// RefreshKit's own data: the skins, arrows and schema of `Resources/` (the schema compiled
    /// from the file itself) and the catalogs of `Localizations/`.
    static func builtIns(resources: FileSet, localizations: FileSet) -> [SkinDiagnostic] {
        var diagnostics = resources.problems + localizations.problems
        let tree = MemorySkinFiles(files: resources.files, displayPrefix: resources.root + "/")
        var schema: RelaxNGSchema?
        do {
            schema = try BuiltInSkins.schema(from: tree)
        } catch let error as RelaxNGSchemaError {
            diagnostics += error.diagnostics
        } catch {
            diagnostics.append(
                .about(
                    resources.displayPath(of: BuiltInSkins.schemaPath),
                    "the schema cannot be read: \(error)",
                    code: .unreadableFile
                )
            )
        }
        let registry = SkinRegistry.load(builtIn: tree, loader: SkinLoader(schema: schema, decodesImages: true))
        diagnostics += registry.diagnostics
        if registry.skins.isEmpty {
            let message = "no built-in skin could be loaded; RefreshKit needs at least one"
            diagnostics.append(.about(resources.root, message, code: .noSkins))
        }
        let english = BuiltIns.englishCatalog(in: localizations)
        if english == nil {
            diagnostics.append(
                .about(
                    localizations.root,
                    "there is no en.strings; the English catalog is the fallback for every other one",
                    code: .missingCatalog
                )
            )
        }
        return diagnostics + catalogs(in: localizations, knownKeys: english.flatMap(BuiltIns.keys(ofEnglish:)))
    }

    /// Every catalog of `set`, in path order (see ``catalog(path:bytes:knownKeys:)``).
    static func catalogs(in set: FileSet, knownKeys: Set<String>?) -> [SkinDiagnostic] {
        set.files(endingWith: SkinsPluginContract.catalogExtension).sorted { $0.key < $1.key }.flatMap { path, bytes in
            catalog(path: set.displayPath(of: path), bytes: bytes, knownKeys: knownKeys)
        }
    }

    /// One catalog: its name is a locale, it parses, its keys are known, and every value compiles
    /// as an ICU MessageFormat pattern for its locale.
    static func catalog(path: String, bytes: [UInt8], knownKeys: Set<String>?) -> [SkinDiagnostic] {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let locale: LocaleIdentifier
        do {
            locale = try LocaleIdentifier(catalogFile: path)
        } catch {
            return [
                .about(
                    path,
                    "the catalog's name '\(ControlCharacters.escaped(fileName))' is not a locale "
                        + "(\(error.description)); name a catalog by its locale, such as 'de.strings' or 'pt-BR.strings'",
                    code: .invalidCatalog
                )
            ]
        }
        let parsed: Catalog
        do {
            parsed = try Catalog(locale: locale, bytes: bytes, file: path)
        } catch {
            if case .catalogSyntax(let file, let line, let column, let message) = error {
                return [SkinDiagnostic(file: file, line: line, column: column, message: message, code: .invalidCatalog)]
            }
            return [.about(path, error.description, code: .invalidCatalog)]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var diagnostics: [SkinDiagnostic] = []
        for key in parsed.keys {
            let (line, column) = location(of: key, in: text)
            if let knownKeys, !knownKeys.contains(key) {
                diagnostics.append(
                    SkinDiagnostic(
                        file: path,
                        line: line,
                        column: column,
                        message: "unknown key '\(ControlCharacters.escaped(key))'; use a key of RefreshKit's English "
                            + "catalog, such as 'header.pull' (the keys are listed in Docs/SkinFormat.md)",
                        code: .unknownMessageKey
                    )
                )
                continue
            }
            let pattern = parsed[key] ?? ""
            if let messageKey = MessageKey(rawValue: key) {
                // As a skin's <string>: the key's arguments, each as what it holds, so that a
                // catalog that builds cannot fail when shown.
                let tag = locale.languageTag
                let problems = StringOverrideCheck.problems(key: messageKey, pattern: pattern, locale: tag)
                diagnostics += problems.map { problem in
                    SkinDiagnostic(
                        file: path,
                        line: line,
                        column: column,
                        severity: problem.severity,
                        message: problem.message,
                        code: problem.code,
                        suggestion: problem.suggestion
                    )
                }
                continue
            }
            do {
                _ = try MessageFormatter(pattern: pattern, locale: locale)
            } catch {
                diagnostics.append(
                    SkinDiagnostic(
                        file: path,
                        line: line,
                        column: column,
                        message: error.description,
                        code: .invalidPattern
                    )
                )
            }
        }
        return diagnostics
    }

    /// The line and column (1-based, in Unicode scalars) where `"key"` first appears, or `(0, 0)`.
    static func location(of key: String, in text: String) -> (line: Int, column: Int) {
        let needle = "\"" + key + "\""
        for (index, line) in LineSplitter.lines(of: text.utf8).enumerated() {
            guard case .text(let bytes) = line else { continue }
            let line = String(decoding: bytes, as: UTF8.self)
            if let range = line.range(of: needle) {
                return (index + 1, line.unicodeScalars[..<range.lowerBound].count + 1)
            }
        }
        return (0, 0)
    }
}

extension SkinDiagnostic {
    /// A diagnostic about a whole file or folder, at no line or column.
    static func about(
        _ file: String,
        severity: Severity = .error,
        _ message: String,
        code: DiagnosticCode
    ) -> SkinDiagnostic {
        SkinDiagnostic(file: file, line: 0, column: 0, severity: severity, message: message, code: code)
    }
}

extension [SkinDiagnostic] {
    /// How many are errors.
    var errorCount: Int { count { $0.severity == .error } }
    /// How many are warnings.
    var warningCount: Int { count { $0.severity == .warning } }
}

/// RefreshKit's own data, read from its checkout (`--resources`, `--localizations`, named by the
/// plugin contract): the tool has no embedded built-ins, because SwiftPM builds plugin tools
/// without running build-tool plugins (asking for them throws `NotEmbeddedError`, see
/// RefreshEmbedding). Reading the checkout also checks against exactly the built-ins the program
/// will link.
struct BuiltIns {
    /// `Resources/`: skins, arrows, schema.
    let resources: FileSet
    /// `Localizations/`: catalogs.
    let localizations: FileSet

    /// Reads both folders.
    init(resources: String, localizations: String) {
        self.resources = FileSet(scanning: resources, extensions: SkinsPluginContract.builtInFileExtensions)
        self.localizations = FileSet(scanning: localizations, extensions: [SkinsPluginContract.catalogExtension])
    }

    /// The built-in tree, shown as `builtin:` like the embedded one.
    var tree: MemorySkinFiles { MemorySkinFiles(files: resources.files, displayPrefix: "builtin:") }

    /// The compiled schema, if it compiles.
    var schema: RelaxNGSchema? { try? BuiltInSkins.schema(from: tree) }

    /// RefreshKit's catalogs, if they parse (for the fit warnings).
    var catalogs: CatalogSet? { try? CatalogSet(files: localizations.files) }

    /// The keys of the English catalog, if it parses.
    var englishKeys: Set<String>? { Self.englishCatalog(in: localizations).flatMap(Self.keys(ofEnglish:)) }

    /// The bytes of the `en.strings` of a `Localizations/` folder, if it has one.
    static func englishCatalog(in localizations: FileSet) -> [UInt8]? {
        localizations.files.first { $0.key.split(separator: "/").last == "en.strings" }?.value
    }

    /// The keys of an English catalog, if it parses.
    static func keys(ofEnglish catalog: [UInt8]) -> Set<String>? {
        (try? Catalog(locale: .english, bytes: catalog)).map { Set($0.keys) }
    }
}
