/// Limits applied to untrusted documents before and while parsing.
public struct XMLParseLimits: Sendable, Hashable {
    /// The largest accepted input, in bytes; larger input is rejected before libxml2 sees it.
    public var maxInputBytes: Int
    /// The deepest accepted element nesting (the root element is depth 1).
    public var maxDepth: Int
    /// The most diagnostics collected for one document; the rest are summarized in one line.
    public var maxDiagnostics: Int

    /// Creates limits. The defaults suit small hand-written documents: 1 MiB, 64 levels, 100 diagnostics.
    public init(maxInputBytes: Int = 1 << 20, maxDepth: Int = 64, maxDiagnostics: Int = 100) {
        self.maxInputBytes = maxInputBytes
        self.maxDepth = min(max(maxDepth, 1), 200)
        self.maxDiagnostics = max(maxDiagnostics, 1)
    }
}
