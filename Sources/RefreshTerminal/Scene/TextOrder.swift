/// The order in which a picture's right-to-left text (Arabic, Hebrew) is written out.
public enum TextOrder: String, Sendable, Hashable, CaseIterable {
    /// Left to right as the text is seen: a terminal draws characters in the order it gets
    /// them, so this is what reads right on a terminal.
    case visual
    /// The order the text is stored and typed in, first letter first: what reads right in a
    /// file or a pipe opened by a viewer that reorders right-to-left text itself (an editor, a
    /// browser, `less` on a bidi-aware terminal).
    case logical
}
