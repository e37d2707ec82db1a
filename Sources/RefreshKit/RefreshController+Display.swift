import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshPresentation

extension RefreshController {
    /// Both edges as they look now, for the host to draw, with when to ask again.
    ///
    /// Ask after each input, when ``RefreshScrollHost/setNeedsDisplay()`` is called, at every
    /// display refresh while ``RefreshDisplay/isAnimating``, and otherwise once
    /// ``RefreshDisplay/nextUpdate`` has passed (one timer): with nothing moving and nothing
    /// waiting, a host draws nothing.
    ///
    /// - Throws: `LocalizationError` when a text cannot be formatted (ICU refused it).
    public func display() throws(LocalizationError) -> RefreshDisplay {
        let time = now
        let wall = date(at: time)
        send(.tick)
        let looks = try presenter.present(engine, lastUpdated: lastUpdated, now: wall, time: time, timeline: timeline)
        let header = edge(.header, look: looks.header)
        let footer = edge(.footer, look: looks.footer)
        var animating = timeline.isTurning(at: time)
        for shown in [header, footer] {
            let moving: Set<RefreshState> = [.loading, .finished, .secondLevel]
            if shown.isVisible, moving.contains(shown.state) || skin.part(shown.look.edge).motion != .none {
                animating = true
            }
            // A failure or the end of the list plays its picture once as it comes (a Lottie
            // segment, frames): drawn until that has surely ended, then still (in view or not:
            // a host may show the footer's band by other means than the scroll offset).
            let playsOnce: Set<RefreshState> = [.failed, .noMoreData]
            let seconds = timeline.secondsInState(of: shown.look.edge, at: time)
            if playsOnce.contains(shown.state), seconds < Self.playedOnceDuration { animating = true }
            // An edge closing after its result draws its exit (a disc scaling out) as it closes.
            let edge = shown.look.edge
            let closeDuration = skin.metrics(for: edge).closeDuration
            if shown.isVisible, timeline.resultShown(of: edge, at: time, closeDuration: closeDuration) != nil {
                animating = true
            }
        }
        var next: Double?
        if let deadline = engine.nextDeadline { next = deadline - time }
        for look in [looks.header, looks.footer] {
            guard let until = look.textsValidUntil?.timeIntervalSince(wall) else { continue }
            next = min(next ?? until, until)
        }
        return RefreshDisplay(
            header: header,
            footer: footer,
            isAnimating: animating,
            nextUpdate: next.map { .seconds(max($0, 0)) }
        )
    }

    /// How long a failed or finished-loading edge is drawn as it moves after it enters that
    /// state, for a picture the skin plays once then (longer than any such segment of the
    /// built-in skins, which end within a second).
    static let playedOnceDuration = 3.0

    private func edge(_ edge: RefreshEdge, look: PresentedEdge) -> RefreshDisplay.Edge {
        let model = engine.renderModel(for: edge)
        let placement = engine.metrics(for: edge).placement
        let pull = engine.pullDistance(at: edge)
        // A floating edge is where its look says: held in place while it closes after a load,
        // for its kind's exit (the engine's own offset is 0 by then).
        let offset = placement == .follow ? max(pull, 0) : look.floatingOffset ?? model.indicatorOffset
        return RefreshDisplay.Edge(
            state: model.state,
            isVisible: offset > 0,
            isEnabled: model.isEnabled && !model.isBlocked,
            progress: model.progress,
            offset: offset,
            placement: placement,
            look: look
        )
    }
}
