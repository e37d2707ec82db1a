import RefreshCore

extension PreviewOptions {
    /// `--state`: the states a still frame can show.
    package enum StillState: String, Sendable, CaseIterable {
        /// Pulled up to the trigger distance.
        case idle
        /// Pulled past the trigger distance.
        case pulling
        /// Loading.
        case loading
        /// The load has finished (see ``FinishResult``).
        case finished
    }

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
