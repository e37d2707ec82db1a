import RefreshFoundation

/// A text a skin wants shown, named by its catalog key, with its arguments.
///
/// The core does not format text: a host resolves the message through a catalog (for example
/// RefreshLocalization's) in the user's language, after the skin's own string overrides.
public struct RefreshMessage: Sendable, Hashable {
    /// The message's key, such as ``MessageKey/headerPull``.
    public var key: MessageKey
    /// The message's named arguments, such as `count` for `header.finished`.
    public var arguments: [String: Argument]

    /// A value given to a message argument.
    public enum Argument: Sendable, Hashable {
        /// A number, for plurals and numbers.
        case int(Int)
        /// Ready-made text.
        case text(String)
        /// A point in time, formatted by the host (for "last updated").
        case date(Date)
    }

    /// Creates a message.
    public init(_ key: MessageKey, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}
