internal import CRefreshXML

/// A compiled RELAX NG schema (XML syntax), given as bytes.
///
/// The schema itself is parsed with the same secure parser as documents, so it cannot load
/// anything either (`include` and `externalRef` are refused by the deny-all entity loader).
/// Validations against one schema are serialized; compile a schema once and share it.
public final class RelaxNGSchema: @unchecked Sendable {
    /// The compiled schema, which the shim validates against under its own lock.
    let compiled: OpaquePointer
    /// The path the schema was compiled from, for messages.
    public let path: String

    /// Compiles a schema.
    ///
    /// - Parameters:
    ///   - bytes: The schema in RELAX NG XML syntax.
    ///   - path: The path used in diagnostics.
    /// - Throws: ``RelaxNGSchemaError`` with every problem found.
    public init(bytes: [UInt8], path: String) throws(RelaxNGSchemaError) {
        self.path = path
        let limits = XMLParseLimits(maxInputBytes: 4 << 20)
        let checked = XMLSecureParser.parse(bytes, path: path, limits: limits)
        if checked.hasErrors {
            throw RelaxNGSchemaError(diagnostics: checked.diagnostics)
        }
        // Checked above: the bytes are a well-formed document of at most 4 MiB.
        let session = ParseSession(path: path, kind: .document, limits: XMLParseLimits(), bytes: bytes)
        let compiled = bytes.withUnsafeBufferPointer { buffer in
            withExtendedLifetime(session) {
                rk_xml_schema_compile(
                    buffer.baseAddress,
                    Int32(clamping: buffer.count),
                    { context, error in
                        guard let error else { return }
                        ParseSession.with(context) { session in session.report(error.pointee) }
                    },
                    Unmanaged.passUnretained(session).toOpaque()
                )
            }
        }
        guard let compiled else {
            var diagnostics = session.diagnostics
            if diagnostics.isEmpty {
                diagnostics.append(
                    XMLDiagnostic(file: path, line: 0, column: 0, message: "the schema does not compile", code: .schema)
                )
            }
            throw RelaxNGSchemaError(diagnostics: diagnostics)
        }
        self.compiled = compiled
    }

    deinit {
        rk_xml_schema_free(compiled)
    }
}
