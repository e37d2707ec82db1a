import RefreshCore

/// A kind of indicator (the arrow, the spinner, none, or one a package brings): it turns what the
/// skin's frame asks for into drawing primitives every host knows (``PresentedIndicator``).
///
/// Kinds are found by name in an ``IndicatorRegistry``; a new kind plugs in by registering itself,
/// without any change to the hosts that draw it.
public protocol IndicatorKind: Sendable {
    /// The kind's name, as the frame's indicator names it (`arrow`, `spinner`, `none`).
    var name: String { get }
    /// The indicator to draw at one moment.
    func present(_ context: IndicatorContext) -> PresentedIndicator
}

/// What an indicator kind knows when it presents one moment of an edge.
public struct IndicatorContext: Sendable {
    /// The engine's render model of the edge (state, pull progress).
    public var model: RefreshRenderModel
    /// What the skin's frame asks for.
    public var frame: RefreshFrame.Indicator
    /// The edge's image (the skin's arrow, tinted for the appearance), if it has one.
    public var image: RGBAImage?
    /// The image's angle now, in radians, mid-animation values included.
    public var angle: Double
    /// The activity step now (it advances with time).
    public var activityPhase: Int

    /// Creates a context.
    public init(
        model: RefreshRenderModel,
        frame: RefreshFrame.Indicator,
        image: RGBAImage?,
        angle: Double,
        activityPhase: Int
    ) {
        self.model = model
        self.frame = frame
        self.image = image
        self.angle = angle
        self.activityPhase = activityPhase
    }
}

/// The indicator kinds a presenter can use, by name.
public struct IndicatorRegistry: Sendable {
    private var kinds: [String: any IndicatorKind]

    /// A registry of `kinds`; a later kind of the same name replaces an earlier one.
    public init(_ kinds: [any IndicatorKind]) {
        self.kinds = [:]
        for kind in kinds { self.kinds[kind.name] = kind }
    }

    /// The built-in kinds: `arrow`, `spinner` and `none`.
    public static let builtIn = IndicatorRegistry([ArrowIndicator(), SpinnerIndicator(), NoIndicator()])

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

    /// The name of the kind that presents a frame's indicator.
    public static func kindName(for indicator: RefreshFrame.Indicator) -> String {
        switch indicator {
        case .arrow: "arrow"
        case .spinner: "spinner"
        case .none: "none"
        }
    }

    /// Presents a frame's indicator with the kind registered for it; nothing when none is.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        kind(named: Self.kindName(for: context.frame))?.present(context) ?? .none
    }
}

/// The classic arrow: the skin's image, turned as the engine asks (animated by the caller).
public struct ArrowIndicator: IndicatorKind {
    /// `arrow`.
    public let name = "arrow"
    /// Creates the kind.
    public init() {}
    /// The tinted image at the animated angle, or nothing when the skin has no image.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        guard let image = context.image else { return .none }
        return PresentedIndicator(.image(image, angle: context.angle))
    }
}

/// An activity spinner in the frame's colour.
public struct SpinnerIndicator: IndicatorKind {
    /// `spinner`.
    public let name = "spinner"
    /// Creates the kind.
    public init() {}
    /// The spinner at the context's step.
    public func present(_ context: IndicatorContext) -> PresentedIndicator {
        guard case .spinner(let color) = context.frame else { return .none }
        return PresentedIndicator(.activity(phase: context.activityPhase, color: color))
    }
}

/// No indicator.
public struct NoIndicator: IndicatorKind {
    /// `none`.
    public let name = "none"
    /// Creates the kind.
    public init() {}
    /// Nothing.
    public func present(_ context: IndicatorContext) -> PresentedIndicator { .none }
}
