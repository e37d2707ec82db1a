import RefreshCore
import RefreshStyle
import RefreshSupport

/// How many colours a terminal shows, from most to fewest.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable {
    /// 24-bit colour (`COLORTERM=truecolor`).
    case trueColor = "truecolor"
    /// The 256-colour palette (`TERM=xterm-256color`): its colour cube and grey ramp, each colour
    /// drawn with the entry nearest in a perceptual space (OKLab) that keeps its hue.
    case ansi256 = "256"
    /// The 16 basic colours, chosen as at 256 colours (by xterm's usual values for them).
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

}
