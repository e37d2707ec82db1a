import RefreshCore
import RefreshPresentation

/// What a host draws for both edges at one moment (``RefreshController/display()``): each edge's
/// state, whether it is in view and enabled, its progress and offset, and how it looks (texts in
/// the user's language, colours, the indicator with the arrow's angle already turned), with when
/// to ask again.
public struct RefreshDisplay: Sendable, Hashable {
    /// One edge as a host draws it.
    public struct Edge: Sendable, Hashable {
        /// The edge's state.
        public var state: RefreshState
        /// Whether any of it is in view: pulled into view, held open while loading or showing a
        /// result, or floating in view. A host draws nothing of an edge that is not.
        public var isVisible: Bool
        /// Whether the edge takes pulls: it has an action, the app has not disabled it, and the
        /// other edge is not loading. A disabled edge is drawn as an empty band, without indicator
        /// or texts.
        public var isEnabled: Bool
        /// How far the pull has gone toward the trigger, 0 to 1 (1 while loading).
        public var progress: Double
        /// How far into view the edge reaches, in points from the view's edge: the pull while the
        /// content follows it (``RefreshPlacement/follow``), where the indicator floats otherwise.
        public var offset: Double
        /// Where the edge sits: carried by the content, or floating over it.
        public var placement: RefreshPlacement
        /// How it looks: texts, colours, fonts, the indicator, layout in points.
        public var look: PresentedEdge

        /// Creates an edge.
        public init(
            state: RefreshState,
            isVisible: Bool,
            isEnabled: Bool,
            progress: Double,
            offset: Double,
            placement: RefreshPlacement,
            look: PresentedEdge
        ) {
            self.state = state
            self.isVisible = isVisible
            self.isEnabled = isEnabled
            self.progress = progress
            self.offset = offset
            self.placement = placement
            self.look = look
        }
    }

    /// The header.
    public var header: Edge
    /// The footer.
    public var footer: Edge
    /// Something moves by itself (a spinner while loading, the arrow turning): ask again at the
    /// next display refresh.
    public var isAnimating: Bool
    /// When nothing animates, how long until the display changes by the clock alone (a held
    /// result closes, a minimum loading time ends, "1 minute ago" becomes "2 minutes ago"): ask
    /// again after it, with one timer. `nil`: only input changes it.
    public var nextUpdate: Duration?

    /// Creates a display.
    public init(header: Edge, footer: Edge, isAnimating: Bool, nextUpdate: Duration?) {
        self.header = header
        self.footer = footer
        self.isAnimating = isAnimating
        self.nextUpdate = nextUpdate
    }

    /// One edge.
    public subscript(edge: RefreshEdge) -> Edge {
        edge == .header ? header : footer
    }
}
