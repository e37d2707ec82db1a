import RefreshFoundation

extension RefreshEngine {
    /// The render model of an edge now, for a skin to draw.
    ///
    /// - Parameters:
    ///   - edge: the header or the footer.
    ///   - lastUpdated: when the content was last refreshed, from the host's last-updated store
    ///     (RefreshStore); the engine keeps no wall-clock dates.
    public func renderModel(for edge: RefreshEdge, lastUpdated: Date? = nil) -> RefreshRenderModel {
        let machine = self[edge]
        let other = edge == .header ? self[.footer] : self[.header]
        let pull = pullDistance(at: edge)
        let isBlocked = machine.isEnabled && other.isBusy
        // A pull that cannot start this edge fills nothing and flips nothing.
        let inert = (!machine.isEnabled || isBlocked) && (machine.state == .idle || machine.state == .pulling)
        let armed = machine.state == .pulling && !inert
        let measured = pull / machine.metrics.triggerDistance
        let ratio = inert ? min(measured, 0) : measured
        let progress: Double =
            switch machine.state {
            case .loading, .finished, .secondLevel: 1
            case .idle, .pulling, .noMoreData, .failed: min(max(ratio, 0), 1)
            }
        let held = machine.state == .loading || machine.state == .finished
        return RefreshRenderModel(
            edge: edge,
            state: machine.state,
            progress: progress,
            pullRatio: ratio.isFinite ? ratio : progress,
            indicatorOffset: held && !machine.movesContent ? machine.metrics.loadingInset : max(pull, 0),
            arrowAngle: armed ? Double.pi : 0,
            arrowDuration: machine.metrics.flipDuration,
            result: machine.result,
            newItems: machine.newItems,
            lastUpdated: lastUpdated,
            isEnabled: machine.isEnabled,
            isBlocked: isBlocked,
            placement: machine.metrics.placement
        )
    }
}
