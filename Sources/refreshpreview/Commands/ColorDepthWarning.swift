import RefreshCommandLine
import RefreshCore
import RefreshPresentation
import RefreshSkins
import RefreshStyle
import RefreshTerminal

/// The warning that a terminal with 16 or 256 colours draws some of a skin's distinct colours as
/// one (a green palette may all come out grey), with how to get true colour.
enum ColorDepthWarning {
    /// The skin's colours a terminal draws for an edge in an appearance, as it draws them: the
    /// background over the list, the text, and the arrow's tint and the spinner when the style
    /// draws them, each over the background.
    static func colors(of part: SkinPart, appearance: Appearance) -> [(name: String, color: RGBAColor)] {
        let colors = part.colors
        let background = colors.background.resolved(for: appearance)
            .composited(over: ListPalette.forAppearance(appearance).list)
        func drawn(_ color: SkinColor) -> RGBAColor { color.resolved(for: appearance).composited(over: background) }
        var named: [(name: String, color: RGBAColor)] = [("background", background), ("text", drawn(colors.text))]
        if part.style == .arrow, let tint = colors.arrowTint?.resolved(for: appearance) {
            named.append(("arrowTint", tint.composited(over: background)))
        }
        if part.style != .text { named.append(("spinner", drawn(colors.spinner))) }
        return named
    }

    /// The warning for `skin` shown at `depth`, or `nil` when every distinct colour keeps a
    /// terminal colour of its own (always at true colour and without colour).
    static func message(skin: SkinDescriptor, edge: RefreshEdge, options: PreviewOptions, depth: ColorDepth) -> String?
    {
        let merged = depth.mergedColors(colors(of: skin.part(edge), appearance: options.appearance))
        guard !merged.isEmpty else { return nil }
        let groups = merged.map { group in
            group.map { "\($0.name) \($0.color.hexString)" }.joined(separator: " and ")
        }
        return "at \(depth.rawValue) colours, the skin's " + groups.joined(separator: "; its ")
            + " come out as one colour; if this terminal shows true colour, set COLORTERM=truecolor"
    }
}
