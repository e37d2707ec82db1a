import RefreshCore
import RefreshImage
import RefreshSkins

/// The skin's frame animations (`style="frames"`, its `<frames>`): in each state, the frame of
/// the sequence that covers it (after a load, the one for its result if there is one:
/// `SkinFrames.shown(in:result:of:)`), chosen by the pull's clamped progress
/// (`bind="progress"`) or by the time since the state began (`bind="time"`, looping or holding
/// the last frame), drawn as an image in the indicator's frame. A state no sequence covers shows
/// the activity spinner (``IndicatorContext/activityIndicator``: built with the pull, turning
/// while loading). Frames are decoded once, on first use, and shared.
public struct FramesIndicator: IndicatorKind {
    /// `frames`.
    public let name = "frames"
    /// The display scale whose frames are drawn (2x frames when the skin has them, as for the arrow).
    public static let scale = 2.0

    /// Creates the kind.
    public init() {}

    /// The current frame of the sequence covering the context's state, or the fallback.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        guard
            let sequence = SkinFrames.shown(in: context.model.state, result: context.model.result, of: context.frames)
        else {
            return context.activityIndicator
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
