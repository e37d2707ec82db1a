/// What the host tells the engine: one thing its scroll view or data source did.
public enum RefreshInput: Sendable, Hashable {
    /// The scroll view's geometry is known or changed.
    case layout(ScrollLayout)
    /// The content offset moved to `offset` (negative when pulled down past the top); `dragging`
    /// says whether a finger is on the screen.
    case scroll(offset: Double, dragging: Bool)
    /// The finger lifted at `offset`.
    case release(offset: Double)
    /// The data source finished loading for `edge`, with its result and, optionally, how many new
    /// items arrived.
    case finish(edge: RefreshEdge, result: RefreshResult, newItems: Int?)
    /// The app starts a refresh by itself (for example on launch).
    case begin(edge: RefreshEdge)
    /// Time passed; lets delayed work (minimum loading time, result hold) happen.
    case tick
}
