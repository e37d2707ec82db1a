/// When a pull past the trigger distance starts a load.
public enum RefreshTrigger: String, Sendable, Hashable, CaseIterable {
    /// When the finger lifts past the trigger distance (the classic behaviour).
    case release
    /// As soon as the pull reaches the trigger distance, with the finger still down (as
    /// UIRefreshControl does); the loading inset is applied when the finger lifts, without a jump.
    case reach
}
