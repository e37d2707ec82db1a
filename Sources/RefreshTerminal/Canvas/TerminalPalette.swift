import RefreshCore
import RefreshStyle

/// The colours a terminal with a palette can show, and which of them draws a given colour: the
/// entry nearest in OKLab, keeping hues apart. A colour without a visible hue is drawn with the
/// nearest grey (a pale grey never turns cyan). A colour with one is not drawn grey when the
/// palette has an entry of about its hue, not much more colourful, not much farther away: so a
/// pale pink and a pale blue stay pink and blue at 256 colours, and a dark green stays green at
/// 16, while a near-black with a trace of blue stays black.
struct TerminalPalette: Sendable {
    /// The entries' SGR palette indices.
    let indices: [Int]
    /// The entries' colours.
    let colors: [RGBAColor]
    /// The entries' colours in OKLab.
    private let points: [OKLab]
    /// Whether each entry is a grey.
    private let greys: [Bool]

    /// A palette of the given entries.
    init(_ entries: [(index: Int, color: RGBAColor)]) {
        indices = entries.map(\.index)
        colors = entries.map(\.color)
        points = colors.map(OKLab.init)
        greys = colors.map(Self.isGrey)
    }

    /// The OKLab chroma from which a colour counts as having a hue: about one just-noticeable
    /// difference (0.02 in OKLab) away from grey.
    static let visibleChroma = 0.02
    /// How far apart in hue an entry may be and still keep a colour's hue: 45 degrees.
    static let sameHueCosine = 0.5.squareRoot()
    /// How much farther than the nearest grey an entry of the colour's hue may be and still be
    /// chosen over it: three times the distance.
    static let hueKeepingReach = 3.0
    /// How much more colourful than the colour an entry of its hue may be: four times its chroma
    /// (the palest tints of the 256-colour cube are about that to a just visible tint).
    static let hueKeepingChroma = 4.0

    /// The palette index that draws `color`.
    func index(of color: RGBAColor) -> Int {
        let point = OKLab(color)
        guard point.chroma >= Self.visibleChroma else {
            return indices[nearest(to: point) { greys[$0] } ?? 0]
        }
        let nearest = nearest(to: point) { _ in true } ?? 0
        guard greys[nearest] else { return indices[nearest] }
        let mostChroma = point.chroma * Self.hueKeepingChroma
        let hued = self.nearest(to: point) { entry in
            !greys[entry] && points[entry].chroma <= mostChroma
                && point.hueCosine(with: points[entry]) >= Self.sameHueCosine
        }
        guard let hued else { return indices[nearest] }
        let reach = Self.hueKeepingReach * Self.hueKeepingReach
        let keepsHue = point.distanceSquared(to: points[hued]) <= point.distanceSquared(to: points[nearest]) * reach
        return indices[keepsHue ? hued : nearest]
    }

    /// The position of the entry nearest to `point` among those `included`, if any.
    private func nearest(to point: OKLab, where included: (Int) -> Bool) -> Int? {
        var best: Int?
        var bestDistance = Double.infinity
        for entry in points.indices where included(entry) {
            let distance = point.distanceSquared(to: points[entry])
            if distance < bestDistance {
                best = entry
                bestDistance = distance
            }
        }
        return best
    }

    /// Whether a palette colour is a grey (black and white included).
    static func isGrey(_ color: RGBAColor) -> Bool {
        color.red == color.green && color.green == color.blue
    }

    /// xterm's 256-colour palette without its first 16 entries (which terminals' themes
    /// redefine): the 6×6×6 cube (16–231) and the grey ramp (232–255).
    static let xterm256: TerminalPalette = {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        var entries: [(index: Int, color: RGBAColor)] = []
        for red in levels.indices {
            for green in levels.indices {
                for blue in levels.indices {
                    let color = RGBAColor(red: levels[red], green: levels[green], blue: levels[blue])
                    entries.append((16 + 36 * red + 6 * green + blue, color))
                }
            }
        }
        for step in 0..<24 {
            let level = UInt8(8 + 10 * step)
            entries.append((232 + step, RGBAColor(red: level, green: level, blue: level)))
        }
        return TerminalPalette(entries)
    }()

    /// The 16 basic colours (0–7 normal, 8–15 bright) with xterm's usual values.
    static let ansi16: TerminalPalette = {
        let values: [(UInt8, UInt8, UInt8)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
            (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        return TerminalPalette(
            values.enumerated().map {
                ($0.offset, RGBAColor(red: $0.element.0, green: $0.element.1, blue: $0.element.2))
            }
        )
    }()
}
