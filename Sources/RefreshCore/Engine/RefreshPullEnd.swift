/// How a pull ended when the finger lifted (``RefreshEffect/pullEnded(_:_:)``).
public enum RefreshPullEnd: String, Sendable, Hashable, CaseIterable {
    /// The pull started a load, at the lift or earlier on reaching the trigger.
    case refresh
    /// The pull started no load: it fell short of the trigger, or opened the second level.
    case cancel
}
