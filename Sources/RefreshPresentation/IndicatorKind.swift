import RefreshCore
import RefreshImage
import RefreshSkins
import RefreshStyle

/// A kind of indicator: what is drawn beside an edge's labels. The built-in kinds (the arrow, the
/// spinner, text only, the ring, the dots, the disc and frame animations) and any a package brings are the
/// same thing to everyone else: a kind turns one moment of an edge (its state, pull, time and
/// colours) into drawing primitives every host knows (``PresentedIndicator``: an image, vector
/// shapes, an activity indicator).
///
/// Kinds are found by name in an ``IndicatorRegistry``; a skin's part names the kind it shows
/// (its `style`: `arrow`, `spinner`, `text`, `ring`, `dots`, `disc`, `frames`). A new kind plugs in by
/// registering itself, without any change to the hosts that draw it (the terminal, SVG, an app):
///
/// ```swift
/// struct Halo: IndicatorKind {
///     let name = "halo"
///     func present(_ context: IndicatorContext) -> PresentedIndicator {
///         let centre = IndicatorPoint(x: context.size.width / 2, y: context.size.height / 2)
///         let fill = min(max(context.model.pullRatio, 0), 1)
///         return PresentedIndicator(
///             .shapes([.arc(centre: centre, radius: 10, from: 0, to: fill * 2 * .pi, width: 3, color: context.color)])
///         )
///     }
/// }
/// let presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light,
///                                   indicators: .builtIn.registering(Halo()))
/// ```
public protocol IndicatorKind: Sendable {
    /// The kind's name, as a skin names it (`arrow`, `spinner`, `text`).
    var name: String { get }
    /// The indicator to draw at one moment.
    func present(_ context: IndicatorContext) -> PresentedIndicator
}

/// What an indicator kind knows when it presents one moment of an edge.
public struct IndicatorContext: Sendable {
    /// The engine's render model of the edge: its state, the clamped `progress` (0...1) and the
    /// unclamped `pullRatio` (past 1 when over-pulled).
    public var model: RefreshRenderModel
    /// What the skin's frame asks for in this state (the arrow and its angle, the spinner and its
    /// colour, or nothing).
    public var frame: RefreshFrame.Indicator
    /// The edge's image (the skin's arrow, tinted for the appearance), if it has one.
    public var image: RGBAImage?
    /// The image's angle now, in radians, mid-animation values included.
    public var angle: Double
    /// Seconds since the host's clock started (the preview's simulated time): a kind that moves
    /// by itself computes its look from this, so it animates at whatever rate the host draws.
    public var time: Double
    /// The size of the indicator's frame in points (see ``EdgeLayout/indicator``); shapes are
    /// drawn in this box, origin at its top left.
    public var size: IndicatorSize
    /// The colour the skin gives its indicator (its spinner colour) for the appearance.
    public var color: RGBAColor
    /// The colour of the labels, for kinds that draw text-like marks.
    public var textColor: RGBAColor
    /// The edge's background colour for the appearance, for kinds that draw their own ground
    /// (the `disc`).
    public var background: RGBAColor
    /// The skin's frame animations for the edge (`<frames>`; empty when it has none), each with
    /// the states it is shown in; the `frames` kind draws them.
    public var frames: [SkinFrames]
    /// The skin's Lottie animation for the edge (`<lottie>`), which the `lottie` kind draws.
    public var lottie: SkinLottie?
    /// The appearance drawn: which of the animation's files is shown.
    public var appearance: Appearance
    /// Seconds since the edge entered its state (the preview's simulated time), for animations
    /// that start with a state; ``time`` when the host does not know.
    public var secondsInState: Double
    /// Whether the user asked for reduced motion and the skin shows stills instead
    /// (`ReducedMotion.static` and `.crossfade`): ``time`` and ``secondsInState`` are then 0, and a
    /// kind that plays a run once by time (a `success` segment, a sequence with `loop="off"`)
    /// shows its last frame rather than its first.
    public var showsStills: Bool
    /// How far an edge that is closing after its result has closed, from 0 (it starts to close)
    /// to 1 (closed), while it shows that result (``EdgeTimeline/resultShown(of:at:closeDuration:)``;
    /// the model's state is then `finished`); `nil` at any other time. A kind may draw its exit
    /// from it (the `disc` scales out).
    public var closing: Double?
    /// Whether the user asked for reduced motion (``SkinPresenter/prefersReducedMotion``), in any
    /// of the skin's `<motion reduced>` ways: a kind then draws no exit of its own (it hides).
    public var prefersReducedMotion: Bool

    /// Creates a context.
    public init(
        model: RefreshRenderModel,
        frame: RefreshFrame.Indicator,
        image: RGBAImage?,
        angle: Double,
        time: Double,
        size: IndicatorSize = IndicatorSize(width: 30, height: 55),
        color: RGBAColor = RGBAColor(red: 87, green: 108, blue: 137),
        textColor: RGBAColor = RGBAColor(red: 87, green: 108, blue: 137),
        background: RGBAColor = RGBAColor(red: 226, green: 231, blue: 237),
        frames: [SkinFrames] = [],
        lottie: SkinLottie? = nil,
        appearance: Appearance = .light,
        secondsInState: Double? = nil,
        showsStills: Bool = false,
        closing: Double? = nil,
        prefersReducedMotion: Bool = false
    ) {
        self.model = model
        self.frame = frame
        self.image = image
        self.angle = angle
        self.time = time
        self.size = size
        self.color = color
        self.textColor = textColor
        self.background = background
        self.frames = frames
        self.lottie = lottie
        self.appearance = appearance
        self.secondsInState = secondsInState ?? time
        self.showsStills = showsStills
        self.closing = closing
        self.prefersReducedMotion = prefersReducedMotion
    }

    /// The activity step now (``ActivityPhase``, 12 a second).
    public var activityPhase: Int { ActivityPhase.at(time) }

    /// The host's activity indicator as the built-in kinds show it: turning at ``activityPhase``
    /// while the frame asks for the spinner (loading); standing, built up with the pull's
    /// clamped progress, while the edge is pulled (`idle` or `pulling` with some progress), as
    /// UIRefreshControl's spokes appear one by one; nothing otherwise. What the pull builds
    /// does not move by itself, so reduced motion shows it as it is.
    public var activityIndicator: PresentedIndicator {
        if case .spinner(let color) = frame {
            return PresentedIndicator(.activity(phase: activityPhase, color: color))
        }
        let progress = model.progress
        guard model.state == .idle || model.state == .pulling, progress > 0 else { return .none }
        return PresentedIndicator(.activity(phase: 0, color: color, built: min(progress, 1)))
    }
}

/// A width and a height in points.
public struct IndicatorSize: Sendable, Hashable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// The indicator kinds a presenter can use, by name.
public struct IndicatorRegistry: Sendable {
    private var kinds: [String: any IndicatorKind]

    /// A registry of `kinds`; a later kind of the same name replaces an earlier one.
    public init(_ kinds: [any IndicatorKind]) {
        self.kinds = Dictionary(kinds.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    }

    /// The built-in kinds: `arrow`, `spinner`, `text`, the code-drawn `ring`, `dots` and `disc`, and
    /// `frames` and `lottie` (the skin's frame and Lottie animations), registered exactly as a package
    /// registers its own.
    public static let builtIn = IndicatorRegistry([
        ArrowIndicator(), SpinnerIndicator(), TextOnlyIndicator(), RingIndicator(), DotsIndicator(), DiscIndicator(),
        FramesIndicator(), LottieIndicator(),
    ])

    /// This registry with `kind` added (replacing a kind of the same name).
    public func registering(_ kind: any IndicatorKind) -> IndicatorRegistry {
        var copy = self
        copy.kinds[kind.name] = kind
        return copy
    }

    /// The kind named `name`, if registered.
    public func kind(named name: String) -> (any IndicatorKind)? { kinds[name] }

    /// The names of the registered kinds, sorted.
    public var names: [String] { kinds.keys.sorted() }

    /// Presents a moment with the kind named `name`; nothing when no kind has that name.
    public func present(kind name: String, _ context: IndicatorContext) -> PresentedIndicator {
        kind(named: name)?.present(context) ?? .none
    }
}

/// The classic arrow: the skin's image, turned as the engine asks (animated by the caller), and
/// the activity indicator while loading.
public struct ArrowIndicator: IndicatorKind {
    /// `arrow`.
    public let name = "arrow"
    /// Creates the kind.
    public init() {}
    /// The tinted image at the animated angle while the frame shows the arrow (its
    /// ``PresentedIndicator/symbol`` an arrow at that angle); the spinner while loading; nothing
    /// otherwise (or when the skin has no image).
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        switch context.frame {
        case .arrow:
            guard let image = context.image else { return .none }
            var arrow = PresentedIndicator(.image(image, angle: context.angle))
            arrow.symbol = .arrow(angle: context.angle)
            return arrow
        case .spinner(let color):
            return PresentedIndicator(.activity(phase: context.activityPhase, color: color))
        case .none:
            return .none
        }
    }
}

/// No arrow: an activity spinner that the pull builds up spoke by spoke, turning in the frame's
/// colour while loading.
public struct SpinnerIndicator: IndicatorKind {
    /// `spinner`.
    public let name = "spinner"
    /// Creates the kind.
    public init() {}
    /// The context's ``IndicatorContext/activityIndicator``: built with the pull, turning at the
    /// context's step while loading, else nothing.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        context.activityIndicator
    }
}

/// Text only: never an indicator.
public struct TextOnlyIndicator: IndicatorKind {
    /// `text`.
    public let name = "text"
    /// Creates the kind.
    public init() {}
    /// Nothing.
    public func present(_ context: IndicatorContext) -> PresentedIndicator { .none }
}
