import RefreshCore
import RefreshSupport

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

    /// `--last-updated`: a number of seconds, or `never`.
    package enum LastUpdated: Sendable, Hashable {
        /// Never updated.
        case never
        /// This many seconds ago (0 or more).
        case ago(Double)

        /// The value of `--last-updated` written `text`.
        init(_ text: String) throws(UsageError) {
            if text == "never" {
                self = .never
                return
            }
            guard let seconds = ArgumentList.decimal(text, fraction: true), seconds >= 0 else {
                throw UsageError(
                    "--last-updated takes a number of seconds (0 or more) or 'never', not '\(ControlCharacters.escaped(text))'"
                )
            }
            self = .ago(seconds)
        }
    }
}
