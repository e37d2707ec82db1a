internal import CLibXML2
import RefreshSupport

/// A compiled RELAX NG schema (XML syntax), given as bytes.
///
/// The schema itself is parsed with the same secure parser as documents, so it cannot load
/// anything either (`include` and `externalRef` are refused by the deny-all entity loader).
/// Validation is serialized through a lock; compile a schema once and share it.
public final class RelaxNGSchema: @unchecked Sendable {
    private let schema: xmlRelaxNGPtr
    private let lock = PThreadLock(0)
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
        let checked = XMLSecureParser.parse(bytes, path: path, limits: XMLParseLimits(maxInputBytes: 4 << 20))
        if checked.hasErrors {
            throw RelaxNGSchemaError(diagnostics: checked.diagnostics)
        }
        LibXML2Runtime.ensureInitialized()
        let session = ParseSession(
            path: path,
            kind: .document,
            limits: XMLParseLimits(),
            bytes: bytes,
            buildsDocument: false
        )
        let compiled: xmlRelaxNGPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                guard let parser = xmlRelaxNGNewMemParserCtxt(chars, Int32(buffer.count)) else { return nil }
                defer { xmlRelaxNGFreeParserCtxt(parser) }
                let unmanaged = Unmanaged.passRetained(session)
                defer { unmanaged.release() }
                xmlRelaxNGSetParserStructuredErrors(parser, relaxNGErrorHandler, unmanaged.toOpaque())
                return xmlRelaxNGParse(parser)
            }
        }
        guard let compiled else {
            var diagnostics = session.diagnostics
            if diagnostics.isEmpty {
                diagnostics.append(
                    XMLDiagnostic(file: path, line: 0, column: 0, message: "the schema does not compile")
                )
            }
            throw RelaxNGSchemaError(diagnostics: diagnostics)
        }
        schema = compiled
    }

    deinit {
        xmlRelaxNGFree(schema)
    }

    /// Validates a parsed document, adding diagnostics to the session.
    func validate(_ doc: xmlDocPtr, session: ParseSession) {
        lock.withLock { _ in
            guard let validator = xmlRelaxNGNewValidCtxt(schema) else {
                session.report(line: 0, column: 0, "the schema validator could not be created (out of memory?)")
                return
            }
            defer { xmlRelaxNGFreeValidCtxt(validator) }
            let unmanaged = Unmanaged.passRetained(session)
            defer { unmanaged.release() }
            xmlRelaxNGSetValidStructuredErrors(validator, relaxNGErrorHandler, unmanaged.toOpaque())
            let before = session.diagnostics.count
            let result = xmlRelaxNGValidateDoc(validator, doc)
            if result != 0, session.diagnostics.count == before {
                session.report(line: 1, column: 1, "the document does not match the schema")
            }
        }
    }
}

/// Receives RELAX NG parser and validator errors; the context is the `ParseSession`.
private let relaxNGErrorHandler: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    let session = Unmanaged<ParseSession>.fromOpaque(context).takeUnretainedValue()
    session.report(libxmlError: error, node: error.pointee.node)
}
