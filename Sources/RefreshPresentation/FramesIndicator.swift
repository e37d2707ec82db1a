import RefreshCore
import RefreshImage
import RefreshSkins

/// The skin's frame animations (`style="frames"`, its `<frames>`): in each state, the frame of
/// the sequence that covers it, chosen by the pull's clamped progress (`bind="progress"`) or by
/// the time since the state began (`bind="time"`, looping or holding the last frame), drawn as
/// an image in the indicator's frame. A state no sequence covers shows the activity spinner while
/// loading and nothing otherwise. Frames are decoded once, on first use, and shared.
public struct FramesIndicator: IndicatorKind {
    /// `frames`.
    public let name = "frames"
    /// The display scale whose frames are drawn (2x frames when the skin has them, as for the arrow).
    public static let scale = 2.0

    /// Creates the kind.
    public init() {}

    /// The current frame of the sequence covering the context's state, or the fallback.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        guard let sequence = context.frames.first(where: { $0.states.contains(context.model.state) }) else {
            if case .spinner(let color) = context.frame {
                return PresentedIndicator(.activity(phase: context.activityPhase, color: color))
            }
            return .none
        }
        let index = sequence.index(
            progress: context.model.progress,
            secondsInState: context.secondsInState,
            stills: context.showsStills
        )
        // The decoded frame itself: its pixels are shared, not copied.
        return PresentedIndicator(.image(sequence.image(at: index, forScale: Self.scale), angle: 0))
    }
}
