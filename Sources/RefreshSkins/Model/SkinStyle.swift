/// What a part draws beside its text.
public enum SkinStyle: String, Sendable, Hashable, CaseIterable {
    /// An arrow image that flips when the control arms, and a spinner while loading.
    case arrow
    /// No arrow; a spinner while loading.
    case spinner
    /// Text only.
    case text
}
