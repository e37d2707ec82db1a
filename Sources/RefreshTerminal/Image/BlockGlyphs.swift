import RefreshSupport

/// Which block characters draw pictures in cells: the finer, the better a small shape (the arrow's
/// head) survives. Each cell holds `columnsPerCell × rowsPerCell` pixels in two colours (the
/// character's foreground and background).
public enum BlockGlyphs: String, Sendable, Hashable, CaseIterable {
    /// `▀ ▄ █`: one pixel across, two down. Every terminal with Unicode has them.
    case halfBlocks = "half"
    /// `▘ ▝ ▖ ▗ ▚ ▙ …`: two across, two down (Unicode 1.0 block elements; most fonts).
    case quadrants = "quadrant"
    /// `🬀 🬁 … 🬻`: two across, three down (Unicode 13 legacy computing; terminals that draw them
    /// themselves, such as kitty, foot, WezTerm, contour, Alacritty and VTE-based ones).
    case sextants = "sextant"

    /// Pixels across a cell.
    public var columnsPerCell: Int { self == .halfBlocks ? 1 : 2 }
    /// Pixels down a cell.
    public var rowsPerCell: Int {
        switch self {
        case .halfBlocks, .quadrants: 2
        case .sextants: 3
        }
    }

    /// The blocks to use for a terminal, from its environment: `REFRESHKIT_BLOCKS` (`half`,
    /// `quadrant` or `sextant`) when set; half blocks unless the locale is UTF-8 (`LC_ALL`,
    /// `LC_CTYPE`, `LANG`) and the terminal is not the Linux console (whose font lacks
    /// quadrants); sextants on terminals known to draw them (kitty, foot, WezTerm, contour,
    /// Alacritty, and VTE 0.60 or later, which sets `VTE_VERSION`); quadrants otherwise (a font
    /// without sextants would show boxes).
    public static func detect(environment: [String: String]) -> BlockGlyphs {
        if let chosen = environment["REFRESHKIT_BLOCKS"].flatMap(BlockGlyphs.init(rawValue:)) { return chosen }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        guard lowered.contains("utf-8") || lowered.contains("utf8") else { return .halfBlocks }
        let term = (environment["TERM"] ?? "").lowercased()
        if term == "linux" { return .halfBlocks }
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        let sextantTerminals = ["kitty", "foot", "wezterm", "contour", "alacritty"]
        if sextantTerminals.contains(where: { term.contains($0) || program.contains($0) }) { return .sextants }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 6000 { return .sextants }
        return .quadrants
    }

    /// The character that shows the pixels set in `mask`: bit `row * columnsPerCell + column`
    /// for each inked pixel of the cell, from the top left.
    public func glyph(_ mask: Int) -> Character {
        switch self {
        case .halfBlocks:
            return Self.halves[mask & 3]
        case .quadrants:
            return Self.quadrantGlyphs[mask & 15]
        case .sextants:
            let mask = mask & 63
            switch mask {
            case 0: return " "
            case 63: return "█"
            case 21: return "▌"
            case 42: return "▐"
            default:
                // U+1FB00… list the other 60 patterns in order, skipping the two halves above.
                let index = mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)
                return Unicode.Scalar(0x1FB00 + UInt32(index)).map(Character.init) ?? "█"
            }
        }
    }

    private static let halves: [Character] = [" ", "▀", "▄", "█"]
    private static let quadrantGlyphs: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]
}

extension BlockGlyphs {
    /// ``glyph(_:)`` of every mask (`0 ..< 1 << (columnsPerCell * rowsPerCell)`), as a cell keeps it.
    var storedGlyphs: [InlineCharacter] {
        switch self {
        case .halfBlocks: Self.storedHalves
        case .quadrants: Self.storedQuadrants
        case .sextants: Self.storedSextants
        }
    }

    private static let storedHalves = halfBlocks.masksStored()
    private static let storedQuadrants = quadrants.masksStored()
    private static let storedSextants = sextants.masksStored()

    private func masksStored() -> [InlineCharacter] {
        (0..<(1 << (columnsPerCell * rowsPerCell))).map { InlineCharacter(glyph($0)) }
    }
}
