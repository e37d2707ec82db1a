import RefreshCore

/// How many colours a terminal shows, from most to fewest.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable {
    /// 24-bit colour (`COLORTERM=truecolor`).
    case trueColor = "truecolor"
    /// The 256-colour palette (`TERM=xterm-256color`).
    case ansi256 = "256"
    /// The 16 basic colours.
    case ansi16 = "16"
    /// No colour at all: plain characters.
    case none

    /// The depth to use for an output stream, from the environment, as well-mannered terminal
    /// programs decide it: no colour unless the stream is a terminal, none with `NO_COLOR` (any
    /// value but empty) or `TERM=dumb`; true colour when `COLORTERM` offers it; 256 colours when
    /// `TERM` says so; 16 otherwise.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorDepth {
        guard isTerminal else { return .none }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" || term.isEmpty { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return .ansi256 }
        return .ansi16
    }

    /// The SGR parameters that set the foreground (or background) to `color` at this depth, or
    /// `nil` at ``none``.
    func parameters(_ color: RGBAColor, background: Bool) -> String? {
        switch self {
        case .trueColor:
            return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256:
            return "\(background ? 48 : 38);5;\(Self.palette256Index(color))"
        case .ansi16:
            let index = Self.palette16Index(color)
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            return String(base + index % 8)
        case .none:
            return nil
        }
    }

    /// The nearest entry of xterm's 256-colour palette (the 6×6×6 cube or the grey ramp).
    static func palette256Index(_ color: RGBAColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
        let cube = RGBAColor(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
        let greyLevel = UInt8(8 + greyStep * 10)
        let grey = RGBAColor(red: greyLevel, green: greyLevel, blue: greyLevel)
        return distance(color, grey) < distance(color, cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }

    /// The nearest of the 16 basic colours (0–7 normal, 8–15 bright), by their usual xterm values.
    static func palette16Index(_ color: RGBAColor) -> Int {
        let basic: [(UInt8, UInt8, UInt8)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
            (255, 255, 255),
        ]
        return basic.indices.min { left, right in
            let a = basic[left]
            let b = basic[right]
            return distance(color, RGBAColor(red: a.0, green: a.1, blue: a.2))
                < distance(color, RGBAColor(red: b.0, green: b.1, blue: b.2))
        }!
    }

    private static func distance(_ a: RGBAColor, _ b: RGBAColor) -> Int {
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
