/// What the host tells the engine: one thing its scroll view or data source did.
public enum RefreshInput: Sendable, Hashable {
    /// The scroll view's geometry is known or changed. A change while the finger is down (a
    /// navigation bar collapsing, insets changing) keeps the pull: it is measured from the new
    /// resting offset from then on, and the change alone never changes a state.
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
    /// The user tapped the control. On the footer it starts a load from `failed` ("Tap to try
    /// again"), or from `idle` in either ``FooterMode`` ("Pull up or tap to load more": an
    /// automatic footer takes a tap too, as MJRefresh's does), with no finger on the screen and
    /// the header not loading; otherwise it does nothing.
    case tap(edge: RefreshEdge)
    /// An assistive technology asked for a refresh (VoiceOver's or TalkBack's custom action):
    /// it starts a load with no gesture, as ``begin(edge:)`` does, and also retries a `failed`
    /// footer as a tap would.
    case accessibilityRefresh(edge: RefreshEdge)
    /// The list appeared, and its content was last updated `lastUpdatedAge` seconds ago (`nil`:
    /// never). With the header's ``RefreshMetrics/staleAfter`` set, stale or never-updated
    /// content starts a header refresh, as ``begin(edge:)`` does.
    case appear(lastUpdatedAge: Double?)
    /// The app closes the header's second level (``RefreshState/secondLevel``).
    case closeSecondLevel
    /// The app turns an edge on or off (Compose's and React Native's `enabled`, Ionic's
    /// `disabled`). A disabled edge starts nothing: pulls, taps, ``accessibilityRefresh(edge:)``,
    /// ``begin(edge:)``, ``appear(lastUpdatedAge:)`` and ``refreshing(edge:isRefreshing:)`` leave
    /// it as it is and emit nothing for it (an edge in `pulling` goes back to `idle` as it is
    /// disabled), while a load already running goes on and finishes normally. Edges start enabled.
    case setEnabled(edge: RefreshEdge, enabled: Bool)
    /// The host abandoned the edge's load (the view went away, the task was cancelled): the edge
    /// goes to `idle`, its inset closes (at the lift, under a finger), the end is announced as
    /// ``RefreshAnnouncement/refreshCancelled``, and a later ``finish(edge:result:newItems:)``
    /// for that load is ignored. Nothing happens when the edge is not loading.
    case cancel(edge: RefreshEdge)
    /// The host's own "is refreshing" flag changed (Compose's and SwiftUI's `isRefreshing`,
    /// React Native's `refreshing`). `true` shows loading as ``begin(edge:)`` does (after the first
    /// layout and the lift of the finger) but emits no ``RefreshEffect/refresh(_:)``: the app is
    /// already loading. `false` while loading finishes the load as a success with no count, and
    /// cancels a `true` still waiting to show; `false` otherwise does nothing.
    case refreshing(edge: RefreshEdge, isRefreshing: Bool)
}
