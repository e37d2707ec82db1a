extension SkinDescriptor {
    /// Whether `text` can be a skin's id: lowercase letters, digits, `.`, `_` and `-`, at most 64,
    /// starting with a letter or a digit (the rule the loader checks `<skin id>` with).
    public static func isValidID(_ text: String) -> Bool {
        SkinTextRule.identifier.accepts(text)
    }

    /// What a valid id looks like, for messages.
    public static let idRule =
        "lowercase letters, digits, '.', '_' or '-' (at most 64), starting with a letter or digit"
}
