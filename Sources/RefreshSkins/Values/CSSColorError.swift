/// Why a colour could not be read.
public struct CSSColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment.
    public var message: String
    /// The colour that was probably meant, for a misspelt name.
    public var suggestion: String?

    /// Creates the error.
    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    /// The message.
    public var description: String { message }
}
