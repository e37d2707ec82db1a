import RefreshCore

/// One resolved part of a skin: the header or the footer.
public struct SkinPart: Sendable, Hashable {
    /// Which edge this part is for.
    public var edge: RefreshEdge
    /// What is drawn beside the text.
    public var style: SkinStyle
    /// The colours.
    public var colors: SkinColors
    /// The arrow image; present whenever ``style`` is ``SkinStyle/arrow``.
    public var arrow: SkinArrow?
    /// The frame animations (`<frames>`), shown when ``style`` is ``SkinStyle/frames``; no two
    /// share a state.
    public var frames: [SkinFrames]
    /// The Lottie animation (`<lottie>`), shown when ``style`` is ``SkinStyle/lottie``.
    public var lottie: SkinLottie?
    /// Distances and durations.
    public var metrics: RefreshMetrics
    /// The last-updated line (headers only; ignored for footers).
    public var lastUpdated: SkinLastUpdated
    /// The status line's font.
    public var statusFont: SkinFont
    /// The detail (last-updated) line's font.
    public var detailFont: SkinFont
    /// The smallest share of its font size a text that does not fit may shrink to before it is
    /// cut with an ellipsis (`<fonts minimumScale>`).
    public var minimumTextScale: Double = SkinPart.defaultMinimumTextScale
    /// How many lines a text that does not fit on one line may wrap to (`<fonts maximumLines>`).
    public var maximumTextLines: Int = SkinPart.defaultMaximumTextLines
    /// Which way the layout reads.
    public var layoutDirection: RefreshFrame.LayoutDirection
    /// How the footer decides to load (footers only).
    public var footerMode: FooterMode
    /// String overrides.
    public var strings: SkinStrings
    /// Keyframe animations, finished icons and fade (see ``SkinMotion``).
    public var motion: SkinMotion = .none

    /// Texts shrink to 85 % of their size at most, unless the skin says otherwise.
    public static let defaultMinimumTextScale = 0.85
    /// Texts wrap to two lines where the edge has room, by default.
    public static let defaultMaximumTextLines = 2

    /// Creates a part; every argument but the edge defaults to the classic header's value.
    public init(
        edge: RefreshEdge,
        style: SkinStyle = .arrow,
        colors: SkinColors = .classic,
        arrow: SkinArrow? = nil,
        frames: [SkinFrames] = [],
        lottie: SkinLottie? = nil,
        metrics: RefreshMetrics = .classic,
        lastUpdated: SkinLastUpdated = SkinLastUpdated(),
        statusFont: SkinFont = .classicStatus,
        detailFont: SkinFont = .classicDetail,
        layoutDirection: RefreshFrame.LayoutDirection = .auto,
        footerMode: FooterMode = .manual,
        strings: SkinStrings = SkinStrings(),
        motion: SkinMotion = .none
    ) {
        self.edge = edge
        self.style = style
        self.colors = colors
        self.arrow = arrow
        self.frames = frames
        self.lottie = lottie
        self.metrics = metrics
        self.lastUpdated = lastUpdated
        self.statusFont = statusFont
        self.detailFont = detailFont
        self.layoutDirection = layoutDirection
        self.footerMode = footerMode
        self.strings = strings
        self.motion = motion
    }
}
