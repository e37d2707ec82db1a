/// How the finger's travel past the end maps to the displayed pull
/// (``RefreshMetrics/displayedPull(forTravel:viewportHeight:)``).
public enum RefreshCurve: String, Sendable, Hashable, CaseIterable {
    /// UIKit's rubber band, which resists more as the pull nears the viewport's height.
    case rubberBand
    /// Material 3's: half the travel up to the trigger distance, then the overshoot eased and
    /// capped at twice the trigger distance.
    case material
}
