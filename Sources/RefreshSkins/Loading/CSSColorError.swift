/// Why a colour could not be read.
public struct CSSColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment.
    public var message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
