import RefreshCore

extension PreviewOptions {
    /// `--result`: how the load of a `finished` still frame ends.
    package enum FinishResult: String, Sendable, CaseIterable {
        /// New data arrived.
        case success
        /// The load failed.
        case failure

        /// The engine's result of the same name.
        package var refreshResult: RefreshResult {
            switch self {
            case .success: .success
            case .failure: .failure
            }
        }
    }

    /// `--color`: when to colour the picture.
    package enum ColorChoice: String, Sendable, CaseIterable {
        /// Only on a terminal, not with `NO_COLOR` or `TERM=dumb`.
        case auto
        /// Always, even into a pipe.
        case always
        /// Never.
        case never
    }
}
