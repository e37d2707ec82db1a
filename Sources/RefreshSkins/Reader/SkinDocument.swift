/// One descriptor file, read and checked on its own but not yet resolved against the skin it
/// extends. A registry resolves documents into ``SkinDescriptor``s.
public struct SkinDocument: Sendable {
    /// The skin's id, when the file got far enough to state one.
    public var id: String?
    /// The id of the skin it extends, if any.
    public var extends: String?
    /// Where it came from.
    public var source: SkinSource
    /// Every problem found in the file.
    public var diagnostics: [SkinDiagnostic]
    /// What could be read of the skin; for a file with errors, only enough to check `extends`.
    var partial: PartialSkin?

    /// Whether the file has no errors (warnings allowed).
    public var isValid: Bool {
        partial != nil && !diagnostics.contains { $0.severity == .error }
    }
}
