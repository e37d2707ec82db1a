import Foundation

/// A text a skin wants shown, named by its catalog key, with its arguments.
///
/// The core does not format text: a host resolves the message through a catalog (for example
/// RefreshLocalization's) in the user's language, after the skin's own string overrides.
public struct RefreshMessage: Sendable, Hashable {
    /// The catalog key, such as `header.pull`.
    public var key: String
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
    public init(_ key: String, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

extension RefreshMessage {
    /// The catalog keys that skins use. Catalogs have a value for each of them.
    public enum Key {
        /// Header, idle: "Pull down to refresh".
        public static let headerPull = "header.pull"
        /// Header, armed: "Release to refresh".
        public static let headerRelease = "header.release"
        /// Header, loading: "Loading…".
        public static let headerLoading = "header.loading"
        /// Header, finished with `count` new items.
        public static let headerFinished = "header.finished"
        /// Header, the refresh failed.
        public static let headerFailed = "header.failed"
        /// Header, "Last updated: {date}".
        public static let headerLastUpdated = "header.lastUpdated"
        /// Header, never refreshed.
        public static let headerNeverUpdated = "header.neverUpdated"
        /// Footer, idle: "Pull up or tap to load more".
        public static let footerIdle = "footer.idle"
        /// Footer, armed: "Release to load more".
        public static let footerRelease = "footer.release"
        /// Footer, loading.
        public static let footerLoading = "footer.loading"
        /// Footer, nothing more to load.
        public static let footerNoMore = "footer.noMore"
        /// Footer, the load failed.
        public static let footerFailed = "footer.failed"
    }
}
