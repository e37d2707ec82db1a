import RefreshCore
import RefreshImage
import RefreshSkins
import RefreshStyle

/// What a host draws beside an edge's labels: drawing primitives every host knows, so that an
/// indicator kind registered by a package (see ``IndicatorKind``) needs no change to any host.
public struct PresentedIndicator: Sendable, Hashable {
    /// What to draw.
    public var content: Content
    /// The indicator's opacity, 0 (invisible) to 1.
    public var opacity: Double
    /// How it is turned, sized and moved from where its kind drew it (keyframe animations).
    public var transform: IndicatorTransform = .identity
    /// What the indicator stands for, for a host whose cells are too coarse to show its picture
    /// legibly (the terminal, where a 30-point arrow is five cells): the host draws a design of
    /// its own for it. `nil` when the picture is all there is to it.
    public var symbol: Symbol?
    /// The frame of the skin's Lottie animation that an image shows, when it is one: a host that
    /// draws vectors (the SVG) draws it from rlottie's shapes rather than the image's pixels.
    public var lottie: LottieFrame?

    /// A frame of a skin's Lottie file, at the pixel size of the image drawn of it.
    public struct LottieFrame: Sendable, Hashable {
        /// The file.
        public var file: SkinLottieFile
        /// The frame.
        public var frame: Int
        /// The image's width in pixels.
        public var width: Int
        /// The image's height in pixels.
        public var height: Int

        /// Creates a reference to a frame.
        public init(file: SkinLottieFile, frame: Int, width: Int, height: Int) {
            self.file = file
            self.frame = frame
            self.width = width
            self.height = height
        }

        /// The frame as SVG elements in pixels of ``width`` × ``height`` (gradients defined with
        /// ids of `gradientPrefix` and a number), or `nil` when rlottie cannot draw it.
        public func svg(gradientPrefix: String = "gradient-") -> String? {
            file.svg(frame: frame, width: width, height: height, gradientPrefix: gradientPrefix)
        }
    }

    /// The primitives.
    public enum Content: Sendable, Hashable {
        /// An image, turned by `angle` radians about its centre (0: as drawn), in the layout's
        /// indicator frame.
        case image(RGBAImage, angle: Double)
        /// Vector shapes in the indicator's frame (points from its top left), drawn in order.
        case shapes([IndicatorShape])
        /// The host's own activity indicator (a spinner) at animation step `phase`, in a colour;
        /// each host draws it in its own way (a turning ring in block pixels, spokes), as apps use the
        /// platform's. `built` `nil` is the whole spinner turning (loading); a share from 0 to 1
        /// is a spinner standing still, built up with the pull (as UIRefreshControl's spokes
        /// appear one by one): ``ActivityPhase/spokes(built:)`` of its twelve steps, clockwise
        /// from twelve o'clock, all in the full colour.
        case activity(phase: Int, color: RGBAColor, built: Double? = nil)
        /// A few characters (a finished icon's `✓`) centred in the indicator's frame, in a colour.
        case glyph(String, color: RGBAColor)
        /// Nothing.
        case none
    }

    /// What an indicator stands for (see ``symbol``).
    public enum Symbol: Sendable, Hashable {
        /// An arrow turned by `angle` radians from pointing down, as the `arrow` kind's image is.
        case arrow(angle: Double)
        /// The outcome of a finished load (`.success` or `.failure`), shown by a picture such as
        /// a disc with a check.
        case result(RefreshResult)
    }

    /// Creates an indicator.
    public init(_ content: Content, opacity: Double = 1) {
        self.content = content
        self.opacity = opacity
    }

    /// No indicator.
    public static let none = PresentedIndicator(.none)
}
