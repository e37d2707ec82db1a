/// A font weight, named as in most UI toolkits.
public enum SkinFontWeight: String, Sendable, Hashable, CaseIterable {
    /// The thinnest weight.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// The heaviest weight.
    case black

    /// Whether a host that knows only regular and bold should draw this weight bold.
    public var isBold: Bool {
        switch self {
        case .semibold, .bold, .heavy, .black: true
        default: false
        }
    }
}
