import RefreshCore
import RefreshLocalization
import RefreshPresentation

/// Why a preview could not show what was asked.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The skin cannot show `state` on `edge`; `reason` says why, in words for the skin's author.
    case unreachable(RefreshState, edge: RefreshEdge, reason: String)
    /// A text could not be formatted (for example a skin's string that is not a valid message).
    case localization(LocalizationError)

    /// The message, as the command line prints it after `error: `.
    public var description: String {
        switch self {
        case .unreachable(let state, let edge, let reason):
            "the \(edge.rawValue) cannot be shown \(state.rawValue): \(reason)"
        case .localization(let error):
            error.description
        }
    }
}
