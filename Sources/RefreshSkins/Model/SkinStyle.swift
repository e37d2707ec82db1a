/// What a part draws beside its text: an indicator kind, by name.
///
/// The built-in names are ``arrow``, ``spinner``, ``text``, ``ring``, ``dots``, ``disc``, ``frames`` and ``lottie``
/// (the loader knows them by default, and RefreshPresentation registers a kind for each); the
/// style is carried as a name so that a skin can name an indicator kind registered elsewhere (a
/// package's own kind, `style="sunburst"`). The loader warns about a name it does not know (see
/// ``SkinLoader/indicatorKinds``).
public struct SkinStyle: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The style's name as written in a skin (`style="arrow"`).
    public var rawValue: String

    /// A style by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An arrow image that flips when the control arms, and a spinner while loading.
    public static let arrow = SkinStyle(rawValue: "arrow")
    /// No arrow; a spinner while loading.
    public static let spinner = SkinStyle(rawValue: "spinner")
    /// Text only.
    public static let text = SkinStyle(rawValue: "text")
    /// A ring drawn in code that fills as the pull goes, spins while loading and shows a check
    /// when finished.
    public static let ring = SkinStyle(rawValue: "ring")
    /// Three dots drawn in code that grow in turn as the pull goes and pulse while loading.
    public static let dots = SkinStyle(rawValue: "dots")
    /// A disc drawn in code, in the part's background colour, holding an arc that grows as the
    /// pull goes and turns while loading: Material's floating indicator, for
    /// `<metrics placement="overlay">`.
    public static let disc = SkinStyle(rawValue: "disc")

    /// The part's frame animations (``SkinPart/frames``, `<frames>` in a skin), each in the states
    /// it names; a spinner while loading when no animation covers loading.
    public static let frames = SkinStyle(rawValue: "frames")

    /// The part's Lottie animation (``SkinPart/lottie``, `<lottie>` in a skin), bound to the
    /// engine's states by its markers.
    public static let lottie = SkinStyle(rawValue: "lottie")

    /// The styles every RefreshKit knows, in the order the guide lists them.
    public static let builtIn: [SkinStyle] = [.arrow, .spinner, .text, .ring, .dots, .disc, .frames, .lottie]

    /// The name.
    public var description: String { rawValue }
}
