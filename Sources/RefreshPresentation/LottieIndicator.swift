import RefreshCore
import RefreshImage
import RefreshSkins

/// The skin's Lottie animation (`style="lottie"`, its `<lottie>`): in each state, the frame its
/// markers give (`SkinLottie.frame(of:state:progress:result:secondsInState:)`: `pull` by the
/// pull's progress, `loading` by time, `success` or `failure` once a load ends), drawn by rlottie
/// as an image filling the indicator's frame, in the file for the appearance (and named by
/// ``PresentedIndicator/lottie``, so that the SVG draws rlottie's shapes instead). A part without an
/// animation, or a frame rlottie cannot draw, shows the activity spinner
/// (``IndicatorContext/activityIndicator``: built with the pull, turning while loading), as the
/// `frames` kind does.
public struct LottieIndicator: IndicatorKind {
    /// `lottie`.
    public let name = "lottie"
    /// The display scale drawn: the frame is rendered at twice the indicator's size in points.
    public static let scale = 2.0

    /// Creates the kind.
    public init() {}

    /// The animation's frame for the context's state, or the fallback.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        let model = context.model
        guard let lottie = context.lottie else { return context.activityIndicator }
        let file = lottie.file(for: context.appearance)
        guard
            let frame = lottie.frame(
                of: file,
                state: model.state,
                progress: model.progress,
                pullRatio: model.pullRatio,
                result: model.result,
                secondsInState: context.secondsInState,
                stills: context.showsStills
            )
        else { return .none }
        let width = Int(clamping: context.size.width * Self.scale, rounding: .toNearestOrAwayFromZero)
        let height = Int(clamping: context.size.height * Self.scale, rounding: .toNearestOrAwayFromZero)
        guard let image = file.image(frame: frame, width: max(width, 1), height: max(height, 1)) else {
            return context.activityIndicator
        }
        var presented = PresentedIndicator(.image(image, angle: 0))
        presented.lottie = PresentedIndicator.LottieFrame(
            file: file,
            frame: frame,
            width: image.width,
            height: image.height
        )
        return presented
    }
}
