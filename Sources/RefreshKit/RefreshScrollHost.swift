import RefreshCore

/// What a scroll view does for a ``RefreshController``: the part of a host toolkit (a GTK widget,
/// a UIKit scroll view, a simulated one in a test) that moves content and speaks.
///
/// The controller calls these on the main actor as the engine asks; the host also feeds the
/// controller its scroll callbacks and draws ``RefreshController/display()``. A `@MainActor` view
/// or view controller adopts it as it stands.
@MainActor
public protocol RefreshScrollHost: AnyObject {
    /// Set the inset `edge` adds to the scroll view's own (0 removes it), animated over `duration`
    /// (zero: at once).
    func setRefreshInset(_ points: Double, for edge: RefreshEdge, animatedOver duration: Duration)
    /// Move the content to `offset`: animated to reveal a header opened from code, at once to
    /// keep the content still under the finger.
    func setContentOffset(_ offset: Double, animated: Bool)
    /// Speak `text` to assistive technology (a load started or ended, in the user's language).
    func announce(_ text: String)
    /// Play a haptic (only when the skin's metrics turn haptics on).
    func playHaptic(_ haptic: RefreshHaptic)
    /// Draw again: what ``RefreshController/display()`` gives changed without input from the
    /// host (a load ended, a held result closed, a setting changed).
    func setNeedsDisplay()
}

extension RefreshScrollHost {
    /// Speaks nothing: a host with no assistive technology to reach.
    public func announce(_ text: String) {}
    /// Plays nothing: a host without haptics.
    public func playHaptic(_ haptic: RefreshHaptic) {}
}
