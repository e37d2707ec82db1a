internal import CRefreshXML

/// Reads only the attributes of a document's root element, stopping the parser there: a cheap
/// look at what a document declares (say the root element's `id`) without building a tree or
/// validating. Same safety as ``XMLSecureParser``: no network, and a DOCTYPE stops the scan.
public enum XMLRootScanner {
    /// The root element's unprefixed attributes, or `nil` when the document has no readable root
    /// start tag (not well-formed up to there, a DOCTYPE, empty, not UTF-8, or over
    /// `maxInputBytes`). Nothing is printed: libxml2 would write a failed conversion from another
    /// encoding to standard error, so a document in one is not handed to it.
    public static func rootAttributes(_ bytes: [UInt8], maxInputBytes: Int = 1 << 20) -> [String: String]? {
        guard !bytes.isEmpty, bytes.count <= maxInputBytes, let length = Int32(exactly: bytes.count),
            XMLEncodingCheck.problem(bytes, path: "") == nil
        else {
            return nil
        }
        let scan = RootScan()
        _ = bytes.withUnsafeBufferPointer { buffer in
            withUnsafePointer(to: RootScan.handlers) { handlers in
                withExtendedLifetime(scan) {
                    rk_xml_parse(buffer.baseAddress, length, nil, handlers, Unmanaged.passUnretained(scan).toOpaque())
                }
            }
        }
        return scan.attributes
    }
}

/// The state of one root scan, given to the parser's handlers as their context.
private final class RootScan {
    /// The root's attributes, once its start tag was read.
    var attributes: [String: String]?

    /// Reads the root's start tag and stops there; errors are not reported, and a DOCTYPE stops
    /// the parse before any element.
    static let handlers = rk_xml_handlers(
        start_element: { context, _, _, count, written, _ in
            guard let context else { return 1 }
            let scan = Unmanaged<RootScan>.fromOpaque(context).takeUnretainedValue()
            var attributes: [String: String] = [:]
            // Five pointers per attribute: local name, prefix, URI, value, end of value.
            if let written {
                for index in 0..<Int(max(count, 0)) {
                    let base = index * 5
                    guard written[base + 1] == nil, let name = written[base] else { continue }
                    attributes[String(cString: name)] = ParseSession.attributeValue(
                        from: written[base + 3],
                        to: written[base + 4]
                    )
                }
            }
            scan.attributes = attributes
            return 1
        },
        end_element: nil,
        characters: nil,
        doctype: nil,
        error: nil
    )
}
