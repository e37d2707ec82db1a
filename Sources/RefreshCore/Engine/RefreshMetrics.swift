/// Distances (points) and durations (seconds) that shape one edge's behaviour.
///
/// Skins supply these; ``classic`` holds the numbers of the original EGO header. Every behaviour
/// added since (haptics, trigger on reach, staleness, a second level, damping, a maximum pull, an
/// overlay placement, Material's curve, a footer kept in view at its end) is off in ``classic``
/// and must be asked for.
public struct RefreshMetrics: Sendable, Hashable {
    /// How far past the resting position the content must be pulled to arm a refresh.
    public var triggerDistance: Double
    /// How much inset the edge adds while loading, keeping the control visible.
    public var loadingInset: Double
    /// How long the arrow takes to flip when the control arms or disarms.
    public var flipDuration: Double
    /// How long the inset takes to open when loading starts.
    public var openDuration: Double
    /// How long the inset takes to close when loading ends.
    public var closeDuration: Double
    /// The shortest time the loading state is shown, so a fast load does not flash the spinner.
    public var minimumLoadingTime: Double
    /// How long the result ("3 new items", "Couldn't refresh") stays before the control closes.
    public var resultHoldTime: Double
    /// Whether the engine emits ``RefreshEffect/haptic(_:_:)`` effects for this edge.
    public var haptics: Bool
    /// When a pull past the trigger distance starts a load.
    public var trigger: RefreshTrigger
    /// The header only: content older than this many seconds (or never updated) is refreshed
    /// when the list appears (``RefreshInput/appear(lastUpdatedAge:)``); `nil` never refreshes.
    public var staleAfter: Double?
    /// The header only: releasing a pull past this distance (greater than ``triggerDistance``)
    /// opens the header to the full viewport (``RefreshState/secondLevel``) instead of
    /// refreshing; `nil` has no second level. A second level needs ``RefreshTrigger/release``,
    /// since with ``RefreshTrigger/reach`` the load starts at the trigger distance.
    public var secondLevelDistance: Double?
    /// How much of the finger's travel past the end the content follows before the rubber band
    /// (0 < rate ≤ 1; 1 is UIKit's feel). See ``displayedPull(forTravel:viewportHeight:)``.
    public var dragRate: Double
    /// The farthest the content can be pulled past its end, approached smoothly; `nil` for no
    /// bound but the rubber band's. See ``displayedPull(forTravel:viewportHeight:)``.
    public var maximumPull: Double?
    /// Where the indicator sits, and whether the content moves for it (``RefreshPlacement/follow``
    /// asks for insets and offsets; the others for neither).
    public var placement: RefreshPlacement
    /// How the finger's travel maps to the displayed pull. See
    /// ``displayedPull(forTravel:viewportHeight:)``.
    public var curve: RefreshCurve
    /// The footer only: whether the footer stays open in ``RefreshState/noMoreData``, its
    /// loading inset kept, so that "No more items" is seen at rest at the end of the list (as
    /// MJRefresh's and SmartRefreshLayout's footers are), rather than only while the list
    /// bounces past its end. What ends `noMoreData` (a successful header refresh,
    /// ``RefreshEngine/resetNoMoreData()``) closes it. Off in ``classic``.
    public var keepsNoMoreDataInView: Bool

    /// Creates metrics; every argument defaults to the classic value.
    public init(
        triggerDistance: Double = 65,
        loadingInset: Double = 60,
        flipDuration: Double = 0.18,
        openDuration: Double = 0.2,
        closeDuration: Double = 0.3,
        minimumLoadingTime: Double = 0,
        resultHoldTime: Double = 0,
        haptics: Bool = false,
        trigger: RefreshTrigger = .release,
        staleAfter: Double? = nil,
        secondLevelDistance: Double? = nil,
        dragRate: Double = 1,
        maximumPull: Double? = nil,
        placement: RefreshPlacement = .follow,
        curve: RefreshCurve = .rubberBand,
        keepsNoMoreDataInView: Bool = false
    ) {
        self.triggerDistance = triggerDistance
        self.loadingInset = loadingInset
        self.flipDuration = flipDuration
        self.openDuration = openDuration
        self.closeDuration = closeDuration
        self.minimumLoadingTime = minimumLoadingTime
        self.resultHoldTime = resultHoldTime
        self.haptics = haptics
        self.trigger = trigger
        self.staleAfter = staleAfter
        self.secondLevelDistance = secondLevelDistance
        self.dragRate = dragRate
        self.maximumPull = maximumPull
        self.placement = placement
        self.curve = curve
        self.keepsNoMoreDataInView = keepsNoMoreDataInView
    }

    /// The EGO header: arm past 65 pt, hold 60 pt, flip 0.18 s, open 0.2 s, close 0.3 s.
    public static let classic = RefreshMetrics()

    /// Problems that make these metrics unusable, as sentences; empty when they are valid. The
    /// ranges are ``Bounds``, the same a skin's `<metrics>` is checked against.
    public var problems: [String] {
        var found: [String] = []
        let named: [(String, Double?, ValueBounds)] = [
            ("triggerDistance", triggerDistance, Bounds.triggerDistance),
            ("loadingInset", loadingInset, Bounds.loadingInset),
            ("flipDuration", flipDuration, Bounds.duration), ("openDuration", openDuration, Bounds.duration),
            ("closeDuration", closeDuration, Bounds.duration),
            ("minimumLoadingTime", minimumLoadingTime, Bounds.duration),
            ("resultHoldTime", resultHoldTime, Bounds.duration), ("staleAfter", staleAfter, Bounds.staleAfter),
            ("secondLevelDistance", secondLevelDistance, Bounds.secondLevelDistance),
            ("dragRate", dragRate, Bounds.dragRate), ("maximumPull", maximumPull, Bounds.maximumPull),
        ]
        for (name, value, bounds) in named {
            guard let value, !bounds.contains(value) else { continue }
            found.append("\(name) must be a finite number \(bounds.phrase), not \(value).")
        }
        if let secondLevelDistance, secondLevelDistance.isFinite, secondLevelDistance <= triggerDistance {
            found.append(
                "secondLevelDistance must be greater than triggerDistance (\(triggerDistance)), not \(secondLevelDistance)."
            )
        }
        return found
    }
}
