import RefreshCore

extension RefreshController {
    /// The scroll view's geometry is known or changed (content height, viewport, its own insets).
    public func layoutChanged(_ layout: ScrollLayout) {
        send(.layout(layout))
    }

    /// The content moved to `offset` (negative when pulled down past the top); `isDragging` says
    /// whether a finger is on it (false while it coasts or bounces).
    public func scrolled(to offset: Double, isDragging: Bool) {
        send(.scroll(offset: offset, dragging: isDragging))
    }

    /// The finger lifted with the content at `offset`.
    public func released(at offset: Double) {
        send(.release(offset: offset))
    }

    /// The user tapped an edge: the footer's "Tap to try again", or "tap to load more".
    public func tapped(_ edge: RefreshEdge) {
        send(.tap(edge: edge))
    }

    /// The list came into view: with the skin's `staleAfter`, content older than that (or never
    /// updated) is refreshed.
    public func appeared() {
        send(.appear(lastUpdatedAge: lastUpdated.map { date(at: now).timeIntervalSince($0) }))
    }

    /// The list went out of view: the running loads are cancelled (``cancel()``).
    public func disappeared() {
        cancel()
    }
}
