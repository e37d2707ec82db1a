/// Why a PNG could not be decoded.
public struct PNGDecodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// Creates the error.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
