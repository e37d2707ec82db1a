/// Why a ``ShapedTextMeasurer`` could not be made: a font family that is not installed, a font
/// family list that cannot be read, or fontconfig, FreeType or HarfBuzz failing.
public struct FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and what to do, as a sentence.
    public var message: String

    /// Creates the error.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
