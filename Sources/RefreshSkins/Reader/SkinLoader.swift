import RefreshXML

/// Reads skin descriptors: secure parse, then the checks of the grammar table (`SkinGrammar`),
/// reporting every problem of a file in one pass as `path:line:col: error: message`.
///
/// The grammar table checks everything the RELAX NG schema (`Resources/Schema/skin.rng`, generated
/// from the same table for editors) checks, at parse speed; the schema is not needed at run time.
public struct SkinLoader: Sendable {
    /// A RELAX NG schema to validate descriptors against as well, or `nil` (the default: the
    /// grammar table's checks alone). Its messages are reported too, prefixed `schema:`; it is a
    /// cross-check for tests, not needed at run time.
    public var schema: RelaxNGSchema?
    /// Whether images are read in full and decoded at load, so every problem with them is
    /// reported there (lint and the build plugin do this). By default a 1x arrow's header is
    /// checked at load and its pixels are decoded on first use, and the 2x arrow is not read until
    /// a display asks for it (``SkinArrow/image2x``): a 2x file that turns out to be unusable is
    /// then passed over for the 1x image, without a diagnostic.
    public var decodesImages: Bool
    /// Size limits.
    public var limits: SkinLimits
    /// Checks a string override (an ICU MessageFormat pattern) for a locale; returns a sentence
    /// saying what is wrong, or `nil` when it is valid. The loader checks brace balance itself
    /// first; by default the pattern is then compiled by ICU (``icuPatternCheck``).
    public var validatePattern: (@Sendable (_ pattern: String, _ locale: String) -> String?)?
    /// The indicator kinds a part's `style` may name: the built-in names by default
    /// (``SkinStyle/builtIn``); a program adds the names of the kinds it registers (its
    /// `IndicatorRegistry`'s names), and the kinds a theme package declares in its `Skins/kinds.txt`
    /// are added when the package is loaded. A typo of a built-in name is an error; any other
    /// name not here is a warning, since the program may register the kind at run time.
    public var indicatorKinds: Set<String>

    /// Creates a loader.
    public init(
        schema: RelaxNGSchema? = nil,
        decodesImages: Bool = false,
        limits: SkinLimits = SkinLimits(),
        validatePattern: (@Sendable (_ pattern: String, _ locale: String) -> String?)? = SkinLoader.icuPatternCheck,
        indicatorKinds: Set<String> = SkinLoader.builtInIndicatorKinds
    ) {
        self.schema = schema
        self.decodesImages = decodesImages
        self.limits = limits
        self.validatePattern = validatePattern
        self.indicatorKinds = indicatorKinds
    }

    /// The names of the built-in indicator kinds (``SkinStyle/builtIn``).
    public static var builtInIndicatorKinds: Set<String> { Set(IndicatorKindNames.builtIn) }

    /// Reads the descriptor at `relativePath` of a file tree; assets it names are read from the
    /// same tree, relative to the descriptor, and must stay inside the tree.
    public func readDocument(_ relativePath: String, in files: any SkinFiles, source: SkinSource) -> SkinDocument {
        let path = files.displayPath(of: relativePath)
        let bytes: [UInt8]
        do {
            bytes = try files.read(relativePath, limit: limits.maxDescriptorBytes)
        } catch {
            let problem = SkinDiagnostic(file: path, line: 0, column: 0, message: error.description, code: error.code)
            return SkinDocument(source: source, diagnostics: [problem])
        }
        return readDocument(bytes: bytes, relativePath: relativePath, in: files, source: source)
    }

    /// Reads a descriptor given as bytes, as if it were at `relativePath` of `files`.
    public func readDocument(
        bytes: [UInt8],
        relativePath: String,
        in files: any SkinFiles,
        source: SkinSource
    ) -> SkinDocument {
        let path = files.displayPath(of: relativePath)
        let parsed = XMLSecureParser.parse(
            bytes,
            path: path,
            kind: .skin,
            limits: XMLParseLimits(maxInputBytes: limits.maxDescriptorBytes, maxDepth: 16),
            schema: schema
        )
        guard let root = parsed.root else {
            return SkinDocument(source: source, diagnostics: parsed.diagnostics)
        }
        var reader = DescriptorReader(
            path: path,
            descriptorPath: relativePath,
            files: files,
            limits: limits,
            validatePattern: validatePattern,
            decodesImages: decodesImages,
            indicatorKinds: indicatorKinds
        )
        let partial = reader.read(root, source: source)
        let diagnostics = Self.combine(
            schema: parsed.diagnostics,
            meaning: reader.diagnostics,
            marking: schema == nil ? "" : "schema: "
        )
        return SkinDocument(
            id: partial.map(\.id).flatMap { $0.isEmpty ? nil : $0 },
            extends: partial?.extends,
            source: source,
            diagnostics: diagnostics,
            partial: partial
        )
    }

    /// The parser's diagnostics (with the schema's, when one was given, marked `schema:`) and the
    /// reader's, all of them, in file order.
    static func combine(schema: [SkinDiagnostic], meaning: [SkinDiagnostic], marking: String) -> [SkinDiagnostic] {
        let result =
            meaning
            + schema.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.message = marking + diagnostic.message
                return diagnostic
            }
        return result.enumerated().sorted { lhs, rhs in
            (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
        }.map(\.element)
    }
}
