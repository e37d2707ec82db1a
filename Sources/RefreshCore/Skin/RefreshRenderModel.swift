import RefreshFoundation

/// What a skin receives to draw one edge: the engine's view of that edge at one moment.
public struct RefreshRenderModel: Sendable, Hashable {
    /// The edge being drawn.
    public var edge: RefreshEdge
    /// Its state.
    public var state: RefreshState
    /// How far the pull has gone toward the trigger, 0...1 (1 while loading or finished). 0 for
    /// an idle edge that is not ``isEnabled`` or ``isBlocked``: its pull starts nothing.
    public var progress: Double
    /// How far the content is pulled, as a fraction of the trigger distance, not clamped: past
    /// 1 when pulled beyond the trigger (over-pull), at any state, loading included; below 0 when
    /// pushed the other way. Indicators that stretch or fill with the pull read this. Like
    /// ``progress``, at most 0 for an idle edge that is not ``isEnabled`` or ``isBlocked``, so
    /// that nothing fills toward a load the pull cannot start.
    public var pullRatio: Double
    /// How far into view the indicator is, in points from its edge. With
    /// ``RefreshPlacement/follow`` the content carries it, so this is the pull (0 at rest); with
    /// ``RefreshPlacement/overlay`` and ``RefreshPlacement/fixed`` it is the pull while pulling,
    /// and the loading inset while loading or showing the result, whatever the content does.
    public var indicatorOffset: Double
    /// The rotation the arrow should turn to, in radians (0 pointing along the pull, π flipped).
    public var arrowAngle: Double
    /// How long the arrow takes to reach ``arrowAngle``, in seconds.
    public var arrowDuration: Double
    /// The result of the last load, once finished.
    public var result: RefreshResult?
    /// How many new items the last load brought, when the data source said.
    public var newItems: Int?
    /// When the content was last refreshed, or `nil` if never.
    public var lastUpdated: Date?
    /// Whether the edge accepts pulls (``RefreshInput/setEnabled(edge:enabled:)``). A disabled
    /// edge is drawn without an indicator or labels (its pull promises nothing), and its idle
    /// ``progress`` is 0.
    public var isEnabled: Bool
    /// Whether the edge is enabled but the other edge is loading, showing its result or open to
    /// the second level, so that a pull cannot start this one now. A blocked idle edge shows no
    /// progress and its arrow does not flip.
    public var isBlocked: Bool
    /// Where the edge's indicator sits (the engine's ``RefreshMetrics/placement`` for the edge):
    /// a presenter lays the edge out from this, so an engine configured in code and its picture
    /// agree.
    public var placement: RefreshPlacement

    /// Creates a render model; `pullRatio` defaults to `progress`, `indicatorOffset` to 0; the
    /// edge is enabled, not blocked, and follows the content unless told otherwise.
    public init(
        edge: RefreshEdge,
        state: RefreshState,
        progress: Double = 0,
        pullRatio: Double? = nil,
        indicatorOffset: Double = 0,
        arrowAngle: Double = 0,
        arrowDuration: Double = 0,
        result: RefreshResult? = nil,
        newItems: Int? = nil,
        lastUpdated: Date? = nil,
        isEnabled: Bool = true,
        isBlocked: Bool = false,
        placement: RefreshPlacement = .follow
    ) {
        self.edge = edge
        self.state = state
        self.progress = progress
        self.pullRatio = pullRatio ?? progress
        self.indicatorOffset = indicatorOffset
        self.arrowAngle = arrowAngle
        self.arrowDuration = arrowDuration
        self.result = result
        self.newItems = newItems
        self.lastUpdated = lastUpdated
        self.isEnabled = isEnabled
        self.isBlocked = isBlocked
        self.placement = placement
    }
}

extension RefreshRenderModel {
    /// The status line the standard skins show for this model.
    public var statusMessage: RefreshMessage {
        typealias Key = MessageKey
        switch (edge, state) {
        case (.header, .idle), (.header, .noMoreData), (.header, .secondLevel): return RefreshMessage(Key.headerPull)
        case (.header, .failed): return RefreshMessage(Key.headerFailed)
        case (.header, .pulling): return RefreshMessage(Key.headerRelease)
        case (.header, .loading): return RefreshMessage(Key.headerLoading)
        case (.header, .finished):
            if result == .failure { return RefreshMessage(Key.headerFailed) }
            // An unknown count reads neutrally ("Updated"), never as "No new items".
            guard let newItems else { return RefreshMessage(Key.headerUpdated) }
            return RefreshMessage(Key.headerFinished, ["count": .int(newItems)])
        case (.footer, .idle): return RefreshMessage(Key.footerIdle)
        case (.footer, .pulling): return RefreshMessage(Key.footerRelease)
        case (.footer, .loading): return RefreshMessage(Key.footerLoading)
        case (.footer, .noMoreData): return RefreshMessage(Key.footerNoMore)
        case (.footer, .failed): return RefreshMessage(Key.footerFailed)
        case (.footer, .secondLevel): return RefreshMessage(Key.footerIdle)
        case (.footer, .finished):
            if result == .failure { return RefreshMessage(Key.footerFailed) }
            // What the load brought, as the header says it: never the idle "Pull up or tap".
            guard let newItems else { return RefreshMessage(Key.footerUpdated) }
            return RefreshMessage(Key.footerFinished, ["count": .int(newItems)])
        }
    }

    /// The detail line the standard skins show: the last-updated date for a header, none for a
    /// footer.
    public var detailMessage: RefreshMessage? {
        guard edge == .header else { return nil }
        guard let lastUpdated else { return RefreshMessage(MessageKey.headerNeverUpdated) }
        return RefreshMessage(MessageKey.headerLastUpdated, ["date": .date(lastUpdated)])
    }
}
