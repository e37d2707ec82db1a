import RefreshCore

/// A part's motion as written in one descriptor (before `extends` and defaults): its
/// animations, finished icons and fade. `maximumProgress` and `<motion reduced>` are kept with the
/// other values.
struct PartialMotion: Sendable, Hashable {
    /// The animations, or `nil` when the descriptor gives none (then a base's apply).
    var animations: [SkinAnimation]?
    /// The icons given, by result: `nil` for one written `none` (`<finishedIcon glyph="none">`),
    /// which takes away the icon of a skin extended.
    var finishedIcons: [RefreshResult: SkinStateIcon?] = [:]
    var fade: SkinFade?

    /// This motion laid over `base`: animations as a whole (a part that gives any replaces the
    /// base's), icons result by result, the fade as a whole.
    func overlaid(on base: PartialMotion) -> PartialMotion {
        PartialMotion(
            animations: animations ?? base.animations,
            finishedIcons: base.finishedIcons.merging(finishedIcons) { _, new in new },
            fade: fade ?? base.fade
        )
    }

    /// The resolved motion, before the part's `maximumProgress` and `<motion reduced>` are set.
    var resolved: SkinMotion {
        SkinMotion(animations: animations ?? [], finishedIcons: finishedIcons.compactMapValues { $0 }, fade: fade)
    }
}
