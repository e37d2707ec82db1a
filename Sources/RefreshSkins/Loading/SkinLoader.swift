import RefreshXML

/// Reads skin descriptors: secure parse, schema validation, then meaning checks, reporting every
/// problem of a file in one pass as `path:line:col: error: message`.
public struct SkinLoader: Sendable {
    /// The schema descriptors are validated against, or `nil` to run the loader's own checks only.
    public var schema: RelaxNGSchema?
    /// Size limits.
    public var limits: SkinLimits
    /// Checks a string override (an ICU MessageFormat pattern) for a locale; returns a sentence
    /// saying what is wrong, or `nil` when it is valid. The loader checks brace balance itself
    /// first; by default the pattern is then compiled by ICU (``icuPatternCheck``).
    public var validatePattern: (@Sendable (_ pattern: String, _ locale: String) -> String?)?

    /// Creates a loader.
    public init(
        schema: RelaxNGSchema?,
        limits: SkinLimits = SkinLimits(),
        validatePattern: (@Sendable (_ pattern: String, _ locale: String) -> String?)? = SkinLoader.icuPatternCheck
    ) {
        self.schema = schema
        self.limits = limits
        self.validatePattern = validatePattern
    }

    /// Reads the descriptor at `relativePath` of a file tree; assets it names are read from the
    /// same tree, relative to the descriptor, and must stay inside the tree.
    public func readDocument(_ relativePath: String, in files: any SkinFiles, source: SkinSource) -> SkinDocument {
        let path = files.displayPath(of: relativePath)
        let bytes: [UInt8]
        do {
            bytes = try files.read(relativePath, limit: limits.maxDescriptorBytes)
        } catch {
            return SkinDocument(
                id: nil,
                extends: nil,
                source: source,
                diagnostics: [SkinDiagnostic(file: path, line: 0, column: 0, message: error.description)],
                partial: nil
            )
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
            limits: XMLParseLimits(maxInputBytes: limits.maxDescriptorBytes, maxDepth: 16),
            schema: schema
        )
        guard let root = parsed.root else {
            return SkinDocument(id: nil, extends: nil, source: source, diagnostics: parsed.diagnostics, partial: nil)
        }
        var reader = DescriptorReader(
            path: path,
            descriptorPath: relativePath,
            files: files,
            limits: limits,
            validatePattern: validatePattern
        )
        let partial = reader.read(root, source: source)
        let diagnostics = Self.combine(schema: parsed.diagnostics, meaning: reader.diagnostics)
        return SkinDocument(
            id: partial.map(\.id).flatMap { $0.isEmpty ? nil : $0 },
            extends: partial?.extends,
            source: source,
            diagnostics: diagnostics,
            partial: partial
        )
    }

    /// The loader checks everything the schema checks, with better messages and locations
    /// (libxml2 reports a bad value inside an interleave as several vague errors at the root).
    /// So schema messages are shown only when the loader found no error of its own: then they
    /// point at a rule the loader lacks.
    static func combine(schema: [SkinDiagnostic], meaning: [SkinDiagnostic]) -> [SkinDiagnostic] {
        var result = meaning
        if !meaning.contains(where: { $0.severity == .error }) {
            result += schema.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.message = "schema: " + diagnostic.message
                return diagnostic
            }
        }
        return result.enumerated().sorted { lhs, rhs in
            (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
        }.map(\.element)
    }
}
