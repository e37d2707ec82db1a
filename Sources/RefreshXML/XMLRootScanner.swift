internal import CLibXML2

/// Reads only the attributes of a document's root element, stopping the parser there: a cheap
/// look at what a document declares (say the root element's `id`) without building a tree or
/// validating. Same safety as ``XMLSecureParser``: no network, and a DOCTYPE stops the scan.
public enum XMLRootScanner {
    /// The root element's unprefixed attributes, or `nil` when the document has no readable root
    /// start tag (not well-formed up to there, a DOCTYPE, empty, not UTF-8, or over
    /// `maxInputBytes`). Nothing is printed: libxml2 would write a failed conversion from another
    /// encoding to standard error, so a document in one is not handed to it.
    public static func rootAttributes(_ bytes: [UInt8], maxInputBytes: Int = 1 << 20) -> [String: String]? {
        guard !bytes.isEmpty, bytes.count <= maxInputBytes, XMLEncodingCheck.problem(bytes, path: "") == nil else {
            return nil
        }
        LibXML2Runtime.ensureInitialized()
        let scan = RootScan()
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                guard let ctxt = xmlCreateMemoryParserCtxt(chars, Int32(buffer.count)) else { return }
                defer {
                    if let doc = ctxt.pointee.myDoc { xmlFreeDoc(doc) }
                    ctxt.pointee.myDoc = nil
                    ctxt.pointee._private = nil
                    xmlFreeParserCtxt(ctxt)
                }
                _ = xmlCtxtUseOptions(ctxt, Int32(XML_PARSE_NONET.rawValue))
                guard let sax = ctxt.pointee.sax else { return }
                sax.pointee.serror = { _, _ in }
                sax.pointee.internalSubset = { ctx, _, _, _ in RootScan.stop(ctx, found: false) }
                sax.pointee.externalSubset = { ctx, _, _, _ in RootScan.stop(ctx, found: false) }
                sax.pointee.startElementNs = { ctx, _, _, _, _, _, attrCount, _, attrs in
                    guard let (scan, _) = RootScan.from(ctx) else { return }
                    // Five pointers per attribute: local name, prefix, URI, value, end of value.
                    if let attrs {
                        for index in 0..<Int(max(attrCount, 0)) {
                            let base = index * 5
                            guard attrs[base + 1] == nil, let name = attrs[base] else { continue }
                            var value: [UInt8] = []
                            XMLDocumentBuilder.appendAttributeValue(
                                from: attrs[base + 3],
                                to: attrs[base + 4],
                                to: &value
                            )
                            scan.attributes[String(cString: name)] = String(decoding: value, as: UTF8.self)
                        }
                    }
                    RootScan.stop(ctx, found: true)
                }
                let unmanaged = Unmanaged.passRetained(scan)
                defer { unmanaged.release() }
                ctxt.pointee._private = unmanaged.toOpaque()
                _ = xmlParseDocument(ctxt)
            }
        }
        return scan.found ? scan.attributes : nil
    }
}

/// The state of one root scan, reached from libxml2 callbacks through `ctxt->_private`.
private final class RootScan {
    var attributes: [String: String] = [:]
    var found = false

    static func from(_ ctx: UnsafeMutableRawPointer?) -> (RootScan, xmlParserCtxtPtr)? {
        guard let ctx else { return nil }
        let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let scan = ctxt.pointee._private else { return nil }
        return (Unmanaged<RootScan>.fromOpaque(scan).takeUnretainedValue(), ctxt)
    }

    static func stop(_ ctx: UnsafeMutableRawPointer?, found: Bool) {
        guard let (scan, ctxt) = from(ctx) else { return }
        if !scan.found { scan.found = found }
        xmlStopParser(ctxt)
    }
}
