import RefreshCore
import RefreshStyle

extension ColorDepth {
    /// The palette entry `color` is drawn with at this depth: an index of the 256-colour or the
    /// 16-colour palette, or `nil` at ``trueColor`` (every colour is its own) and ``none``.
    public func paletteIndex(of color: RGBAColor) -> Int? {
        switch self {
        case .ansi256: TerminalPalette.xterm256.index(of: color)
        case .ansi16: TerminalPalette.ansi16.index(of: color)
        case .trueColor, .none: nil
        }
    }

    /// The colours among `colors` (by name, such as `background`) that differ but are drawn with
    /// one palette entry at this depth, in groups, each in the order given; colours that keep an
    /// entry of their own are left out. Colours are taken as opaque: composite a translucent one over
    /// what lies beneath it first, as the terminal draws it.
    public func mergedColors(_ colors: [(name: String, color: RGBAColor)]) -> [[(name: String, color: RGBAColor)]] {
        var groups: [Int: [(name: String, color: RGBAColor)]] = [:]
        var order: [Int] = []
        for entry in colors {
            guard let index = paletteIndex(of: entry.color) else { return [] }
            if groups[index] == nil { order.append(index) }
            groups[index, default: []].append(entry)
        }
        return order.compactMap { index in
            let group = groups[index] ?? []
            let distinct = Set(group.map { [$0.color.red, $0.color.green, $0.color.blue] })
            return distinct.count > 1 ? group : nil
        }
    }
}
