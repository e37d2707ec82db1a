import RefreshCore
import RefreshPresentation
import RefreshStyle

/// How the terminal draws an activity indicator: a faint ring as wide as the indicator's box (as
/// large as the arrow it replaces) with a bright arc turning round it, a twelfth of a turn a
/// step. It is drawn in block pixels like any indicator's shapes, so it keeps its size and
/// shape at terminal scale, where a glyph would be one cell. Built by a pull, it is the ring's
/// first twelfths from twelve o'clock, one for each spoke built, in the full colour.
public enum Spinner {
    /// Steps in a turn of the bright arc.
    public static let stepsPerTurn = 12
    /// The bright arc's length, as a fraction of a turn.
    public static let arcLength = 0.3
    /// The ring's opacity relative to the bright arc's.
    public static let trackOpacity = 0.25

    /// The ring and its arc at activity step `phase` (any step, negative ones included), centred
    /// in a box of `size`, in `color`; or, `built` by a pull (0 to 1), the part of the ring its
    /// spokes cover (`ActivityPhase.spokes(built:)`).
    public static func shapes(phase: Int, color: RGBAColor, built: Double? = nil, in size: IndicatorSize)
        -> [IndicatorShape]
    {
        let outer = max(min(size.width, size.height) / 2 - 0.5, 0)
        let width = outer * 0.35
        let radius = outer - width / 2
        let centre = IndicatorPoint(x: size.width / 2, y: size.height / 2)
        let turn = 2 * Double.pi
        if let built {
            let spokes = ActivityPhase.spokes(built: built)
            guard spokes > 0 else { return [] }
            let end = Double(spokes) / Double(stepsPerTurn) * turn
            return [.arc(centre: centre, radius: radius, from: 0, to: end, width: width, color: color)]
        }
        let start = Double((phase % stepsPerTurn + stepsPerTurn) % stepsPerTurn) / Double(stepsPerTurn) * turn
        let track = color.scalingAlpha(trackOpacity)
        return [
            .arc(centre: centre, radius: radius, from: 0, to: turn, width: width, color: track),
            .arc(centre: centre, radius: radius, from: start, to: start + arcLength * turn, width: width, color: color),
        ]
    }
}
