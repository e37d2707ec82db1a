/// A haptic the host should play, when the edge's metrics turn haptics on (``RefreshMetrics/haptics``).
public enum RefreshHaptic: String, Sendable, Hashable, CaseIterable {
    /// The control armed: the pull passed the trigger distance (entering `pulling`).
    case armed
    /// A pull started a load (at release, or on reaching the trigger with ``RefreshTrigger/reach``).
    case triggered
    /// A load finished well (success, or no more data).
    case success
    /// A load failed.
    case failure
}
