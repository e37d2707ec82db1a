import RefreshCore
import RefreshLocalization
import RefreshStyle

/// A header or footer as written in one descriptor: only what it states, before `extends` and
/// defaults are applied.
///
/// Attribute values are kept by their path in the grammar table (``SkinGrammar``): `style`,
/// `colors.text.light`, `metrics.dragRate`, `fonts.status.size`. Laying a part over another
/// replaces values one by one; ``resolved(edge:)`` turns them into the model with defaults.
struct PartialPart: Sendable, Hashable {
    var line = 0
    var column = 0
    /// The checked attribute values, by path.
    var values = PartValues()
    var arrow: SkinArrow?
    /// The frame animations, when the part gives any (`nil`: the base's are kept).
    var frames: [SkinFrames]?
    /// Where the part's first `<frames>` is (0 when it has none), for messages.
    var framesLine = 0
    var framesColumn = 0
    /// The Lottie animation, when the part gives one (`nil`: the base's is kept).
    var lottie: SkinLottie?
    var strings = SkinStrings()
    var motion = PartialMotion()

    /// This part laid over `base`: what this part states wins, the rest comes from `base`.
    func overlaid(on base: PartialPart) -> PartialPart {
        var merged = base
        merged.line = line
        merged.column = column
        merged.values.overlay(values)
        merged.arrow = arrow ?? base.arrow
        merged.frames = frames ?? base.frames
        merged.lottie = lottie ?? base.lottie
        merged.strings = base.strings.overlaid(with: strings)
        merged.motion = motion.overlaid(on: base.motion)
        return merged
    }

    /// This part without the values of an element or attribute path (`mode`, `lastUpdated`).
    func removing(_ paths: [String]) -> PartialPart {
        var copy = self
        copy.values = values.removing(paths)
        return copy
    }

    /// The complete part: what the grammar table's attributes set over the classic part
    /// (``SkinAttributeRule/sets``), less what only the other edge has.
    func resolved(edge: RefreshEdge) -> SkinPart {
        var part = SkinPart(
            edge: edge,
            arrow: arrow,
            frames: frames ?? [],
            lottie: lottie,
            strings: strings,
            motion: motion.resolved
        )
        for (slot, sets) in SkinGrammar.partSetters.enumerated() {
            if let sets, let value = values[slot] { sets(&part, value) }
        }
        if edge == .header {
            part.metrics.keepsNoMoreDataInView = false
            part.footerMode = .manual
        } else {
            part.metrics.staleAfter = nil
            part.metrics.secondLevelDistance = nil
        }
        return part
    }
}
