/// Distances (points) and durations (seconds) that shape one edge's behaviour.
///
/// Skins supply these; ``classic`` holds the numbers of the original EGO header.
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

    /// Creates metrics; every argument defaults to the classic value.
    public init(
        triggerDistance: Double = 65,
        loadingInset: Double = 60,
        flipDuration: Double = 0.18,
        openDuration: Double = 0.2,
        closeDuration: Double = 0.3,
        minimumLoadingTime: Double = 0,
        resultHoldTime: Double = 0
    ) {
        self.triggerDistance = triggerDistance
        self.loadingInset = loadingInset
        self.flipDuration = flipDuration
        self.openDuration = openDuration
        self.closeDuration = closeDuration
        self.minimumLoadingTime = minimumLoadingTime
        self.resultHoldTime = resultHoldTime
    }

    /// The EGO header: arm past 65 pt, hold 60 pt, flip 0.18 s, open 0.2 s, close 0.3 s.
    public static let classic = RefreshMetrics()

    /// Problems that make these metrics unusable, as sentences; empty when they are valid.
    public var problems: [String] {
        var found: [String] = []
        let named: [(String, Double)] = [
            ("triggerDistance", triggerDistance), ("loadingInset", loadingInset),
            ("flipDuration", flipDuration), ("openDuration", openDuration),
            ("closeDuration", closeDuration), ("minimumLoadingTime", minimumLoadingTime),
            ("resultHoldTime", resultHoldTime),
        ]
        for (name, value) in named where !(value.isFinite && value >= 0) {
            found.append("\(name) must be a finite number of at least 0, not \(value).")
        }
        if triggerDistance == 0 {
            found.append("triggerDistance must be greater than 0, or every touch would refresh.")
        }
        return found
    }
}
