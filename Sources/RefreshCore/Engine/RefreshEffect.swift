/// What the engine asks of the host. Effects come in the order the host should apply them.
public enum RefreshEffect: Sendable, Hashable {
    /// The edge's state changed.
    case state(RefreshEdge, RefreshState)
    /// Ask the data source to load for this edge; the host answers later with
    /// ``RefreshInput/finish(edge:result:newItems:)``.
    case refresh(RefreshEdge)
    /// Set the inset this edge adds to the host's own (0 removes it), animated over `duration`
    /// seconds (0: at once).
    case inset(RefreshEdge, points: Double, duration: Double)
    /// Set the content offset to this value. Emitted with an inset change made while the finger is
    /// down, so the content stays still under the finger, and to reveal a header opened by
    /// ``RefreshInput/begin(edge:)``.
    case offset(RefreshEdge, Double)
    /// Tell assistive technologies (VoiceOver, TalkBack, a screen reader) that a load started or
    /// ended; emitted for every skin.
    case announce(RefreshEdge, RefreshAnnouncement)
    /// Play a haptic; emitted only when the edge's metrics turn haptics on.
    case haptic(RefreshEdge, RefreshHaptic)
    /// A pull that moved this edge ended with the finger's lift, and either started a load
    /// (``RefreshPullEnd/refresh``) or not (``RefreshPullEnd/cancel``), as Ionic's `ionPullEnd`
    /// reports. Emitted after the effects of the lift, for every skin, for an enabled edge that
    /// the drag pulled past its resting position while it could start a load.
    case pullEnded(RefreshEdge, RefreshPullEnd)

    /// The edge this effect concerns.
    public var edge: RefreshEdge {
        switch self {
        case .state(let edge, _), .refresh(let edge), .inset(let edge, _, _), .offset(let edge, _),
            .announce(let edge, _), .haptic(let edge, _), .pullEnded(let edge, _):
            edge
        }
    }
}
