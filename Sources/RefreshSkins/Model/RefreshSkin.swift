import RefreshCore
import RefreshStyle

/// A look and feel for refresh headers and footers.
///
/// A skin gives the engine its metrics and turns the engine's `RefreshRenderModel` into a
/// ``RefreshFrame`` to draw. A new skin is a small type conforming to this protocol, or a small
/// XML descriptor loaded by RefreshSkins: never a change to the engine.
public protocol RefreshSkin: Sendable {
    /// A short, unique, lowercase name such as `blue`.
    var id: String { get }
    /// A name to show people, such as "Classic Blue".
    var displayName: String { get }
    /// The metrics of an edge, used to configure `RefreshEngine`.
    func metrics(for edge: RefreshEdge) -> RefreshMetrics
    /// How the footer decides to load.
    var footerMode: FooterMode { get }
    /// The key under which the last-updated date of this skin's header is stored by default.
    var lastUpdatedKey: String { get }
    /// What to draw for an edge in a given state, in a light or dark appearance.
    func frame(for model: RefreshRenderModel, appearance: Appearance) -> RefreshFrame
}

extension RefreshSkin {
    /// Manual: the footer loads when pulled up and released.
    public var footerMode: FooterMode { .manual }
    /// `refreshkit.<id>`.
    public var lastUpdatedKey: String { "refreshkit.\(id)" }

    /// An engine configured with this skin's metrics and footer mode.
    public func makeEngine() -> RefreshEngine {
        RefreshEngine(header: metrics(for: .header), footer: metrics(for: .footer), footerMode: footerMode)
    }
}
