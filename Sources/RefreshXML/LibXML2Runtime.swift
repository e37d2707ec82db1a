internal import CLibXML2

/// One-time, process-wide libxml2 setup: `xmlInitParser()` and a deny-all external entity
/// loader, so that no document, DTD or schema can make libxml2 open a file or a URL.
enum LibXML2Runtime {
    /// Runs the setup exactly once (Swift initializes globals lazily and thread-safely).
    static func ensureInitialized() {
        _ = initialized
    }

    private static let initialized: Bool = {
        xmlInitParser()
        xmlSetExternalEntityLoader(denyAllExternalEntities)
        return true
    }()
}

/// The external entity loader installed for the whole process: it loads nothing.
private let denyAllExternalEntities: xmlExternalEntityLoader = { _, _, _ in
    nil
}
