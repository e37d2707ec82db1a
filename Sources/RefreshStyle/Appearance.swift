/// Light or dark, as the host's appearance setting says.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}
