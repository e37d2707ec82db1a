import RefreshXML

/// The codes of the problems the skin reader, the registry and lint report, wherever they are found.
/// The format guide lists them all with the parser's, and a test keeps the lists equal.
extension DiagnosticCode {
    /// Every code the skin reader, the registry and lint give (``tooDeep`` is the parser's too).
    public static let skinCodes: [Self] = [
        .wrongRoot, .unknownElement, .misplacedElement, .unknownAttribute, .namespacedName,
        .missingAttribute, .missingElement, .conflictingAttributes, .inapplicableAttribute,
        .duplicateElement, .tooManyElements, .unexpectedText, .invalidColor, .invalidNumber,
        .valueOutOfRange, .valuesOutOfOrder, .unknownValue, .unknownMessageKey, .unknownState,
        .inapplicableValue, .invalidName, .emptyValue, .invalidGlyph, .unsupportedFormat, .unknownStyle,
        .unregisteredStyle, .invalidImagePath, .invalidAnimation, .unknownMarker, .missingSegment,
        .emptyAnimation, .animationPastLimits, .assetNotFound, .assetOutsideSkin, .invalidImage,
        .imageTooLarge, .imageSizeMismatch, .image2xMismatch, .fileNotFound, .notAFile, .fileTooLarge,
        .unreadableFile, .skippedFile, .builtInsMissing, .duplicateState, .unusedFrames, .unreachableKey,
        .unknownLocale, .unknownRegion, .unknownArgument, .wrongArgumentKind, .missingOther, .unbalancedBraces,
        .invalidPattern, .duplicateString, .misplacedString, .emptyString, .stringWhitespace,
        .quotedArgument,
        .duplicateSkinID, .replacedSkin, .unknownSkin, .extendsCycle, .extendsTooDeep, .inheritedEdge,
        .skinNotLoaded, .noSkins, .fileOutsideRoot, .invalidCatalog, .missingCatalog, .notASkin,
        .invalidKindName, .duplicateKindName, .tooManyKindNames, .lowContrast, .localeWithoutCatalog,
        .textTruncated, .textHidden, .indicatorLowContrast, .sameResultPictures, .triggerUnreachable,
        .noFonts, .unreviewedLanguages, .arrowImageEmpty, .arrowWrongWay, .imageEmpty, .fadedOut,
        .motionOverlap, .textOutsideEdge, .textShadowDouble, .tooDeep,
    ]

    // MARK: Structure

    /// The root element is not `<skin>`.
    public static let wrongRoot = Self(rawValue: "wrong-root")
    /// An element the grammar does not know in its parent; the suggestion is the nearest name.
    public static let unknownElement = Self(rawValue: "unknown-element")
    /// A known element in a place it does not belong (`<lastUpdated>` in a footer).
    public static let misplacedElement = Self(rawValue: "misplaced-element")
    /// An attribute the element does not take; the suggestion is the nearest name.
    public static let unknownAttribute = Self(rawValue: "unknown-attribute")
    /// An element or attribute in an XML namespace, which skins do not use.
    public static let namespacedName = Self(rawValue: "namespaced-name")
    /// A required attribute is missing, or an attribute needs another one beside it.
    public static let missingAttribute = Self(rawValue: "missing-attribute")
    /// A required element is missing (a part, an `<arrow>` for style `arrow`, `<key>`s).
    public static let missingElement = Self(rawValue: "missing-element")
    /// Two attributes that exclude each other are both given.
    public static let conflictingAttributes = Self(rawValue: "conflicting-attributes")
    /// An attribute that has no effect with the other values given (`maxTriggers` without
    /// `mode="automatic"`).
    public static let inapplicableAttribute = Self(rawValue: "inapplicable-attribute")
    /// An element given more than once where it may appear once.
    public static let duplicateElement = Self(rawValue: "duplicate-element")
    /// More elements of one kind than allowed.
    public static let tooManyElements = Self(rawValue: "too-many-elements")
    /// Text inside an element that holds none.
    public static let unexpectedText = Self(rawValue: "unexpected-text")

    // MARK: Values

    /// A colour that is not a CSS colour; for a misspelt name the suggestion is the colour meant.
    public static let invalidColor = Self(rawValue: "invalid-color")
    /// A number that is not a plain decimal or whole number.
    public static let invalidNumber = Self(rawValue: "invalid-number")
    /// A number outside what the attribute allows.
    public static let valueOutOfRange = Self(rawValue: "value-out-of-range")
    /// Two values in the wrong order (a second level not past the trigger, keys not increasing,
    /// a fade that ends before it starts).
    public static let valuesOutOfOrder = Self(rawValue: "values-out-of-order")
    /// A value that is none of the names the attribute takes; the suggestion is the nearest one.
    public static let unknownValue = Self(rawValue: "unknown-value")
    /// A message key that does not exist; the suggestion is the nearest one.
    public static let unknownMessageKey = Self(rawValue: "unknown-message-key")
    /// A state name the engine does not have; the suggestion is the engine's name.
    public static let unknownState = Self(rawValue: "unknown-state")
    /// A value that is a known name but does not apply here (text does not turn or scale).
    public static let inapplicableValue = Self(rawValue: "inapplicable-value")
    /// A name of the wrong shape: a skin id, a store key, a date skeleton, an indicator kind.
    public static let invalidName = Self(rawValue: "invalid-name")
    /// An attribute that must not be empty is empty.
    public static let emptyValue = Self(rawValue: "empty-value")
    /// A glyph that is not 1 to 4 visible characters.
    public static let invalidGlyph = Self(rawValue: "invalid-glyph")
    /// A `format` this RefreshKit does not read.
    public static let unsupportedFormat = Self(rawValue: "unsupported-format")
    /// A `style` a typo away from a built-in kind's name; the suggestion is the built-in.
    public static let unknownStyle = Self(rawValue: "unknown-style")
    /// A `style` that names no kind the checker knows.
    public static let unregisteredStyle = Self(rawValue: "unregistered-style")

    // MARK: Images and files

    /// An image path that is not a `.png` path (or not a numbered one where one is needed).
    public static let invalidImagePath = Self(rawValue: "invalid-image-path")
    /// A Lottie animation that is not a `.json` path, or that the package's reader refuses (its
    /// JSON, a feature outside the subset every host draws, or a cap), at its line and column.
    public static let invalidAnimation = Self(rawValue: "invalid-animation")
    /// A `<segment marker>` that names no marker of the part's Lottie files; the suggestion is
    /// the nearest marker.
    public static let unknownMarker = Self(rawValue: "unknown-marker")
    /// A Lottie file without a marker for a role the edge plays (`pull`, `loading`, `success`,
    /// `failure`): it falls back to the whole file.
    public static let missingSegment = Self(rawValue: "missing-segment")
    /// A segment of a Lottie file that draws nothing in any of its frames.
    public static let emptyAnimation = Self(rawValue: "empty-animation")
    /// A Lottie file rlottie could not draw within the limits it works under (it crashed, or
    /// took too long or too much memory).
    public static let animationPastLimits = Self(rawValue: "animation-past-limits")
    /// An image that is not there; the suggestion is the nearest file beside it.
    public static let assetNotFound = Self(rawValue: "asset-not-found")
    /// A path that leads outside the skin's folder (`..`, absolute, a URL, a backslash, a link).
    public static let assetOutsideSkin = Self(rawValue: "asset-outside-skin")
    /// An image that is not a usable PNG.
    public static let invalidImage = Self(rawValue: "invalid-image")
    /// An image, or the frames of a skin, larger than allowed.
    public static let imageTooLarge = Self(rawValue: "image-too-large")
    /// Frames whose sizes do not agree (a sprite that does not divide, numbered frames of two
    /// sizes).
    public static let imageSizeMismatch = Self(rawValue: "image-size-mismatch")
    /// A 2x image that is not twice its 1x image, or 2x images given for only some frames.
    public static let image2xMismatch = Self(rawValue: "image-2x-mismatch")
    /// A file that is not there.
    public static let fileNotFound = Self(rawValue: "file-not-found")
    /// A path that names a folder, a pipe or a device where a file should be.
    public static let notAFile = Self(rawValue: "not-a-file")
    /// A file larger than the limit.
    public static let fileTooLarge = Self(rawValue: "file-too-large")
    /// A file that could not be read.
    public static let unreadableFile = Self(rawValue: "unreadable-file")
    /// A file or folder a scan passed over (a broken link, a loop).
    public static let skippedFile = Self(rawValue: "skipped-file")
    /// The built-in skins are not in this build.
    public static let builtInsMissing = Self(rawValue: "built-ins-missing")

    // MARK: Frames and motion

    /// A state shown by two `<frames>` of a part, or listed twice.
    public static let duplicateState = Self(rawValue: "duplicate-state")
    /// `<frames>` in a part whose style is not `frames`: they are not shown.
    public static let unusedFrames = Self(rawValue: "unused-frames")
    /// A key past the part's `maximumProgress`: the pull never reaches it.
    public static let unreachableKey = Self(rawValue: "unreachable-key")

    // MARK: Strings

    /// A `<strings locale>` that is not a language tag ICU knows; the suggestion is the tag meant.
    public static let unknownLocale = Self(rawValue: "unknown-locale")
    /// A `<strings locale>` whose region is not written as ISO 3166 writes it (`en-UK`), is a
    /// former country's (`sr-YU`), or is no region (`de-EN`).
    public static let unknownRegion = Self(rawValue: "unknown-region")
    /// A pattern uses an argument its key does not give; the suggestion is the argument meant.
    public static let unknownArgument = Self(rawValue: "unknown-argument")
    /// An argument used as something it is not.
    public static let wrongArgumentKind = Self(rawValue: "wrong-argument-kind")
    /// A plural or select without an `other` choice.
    public static let missingOther = Self(rawValue: "missing-other")
    /// A `{` without `}`, or the reverse.
    public static let unbalancedBraces = Self(rawValue: "unbalanced-braces")
    /// Any other mistake in a pattern.
    public static let invalidPattern = Self(rawValue: "invalid-pattern")
    /// A key given twice for one locale.
    public static let duplicateString = Self(rawValue: "duplicate-string")
    /// A key of one edge in the other edge's `<strings>`.
    public static let misplacedString = Self(rawValue: "misplaced-string")
    /// A message whose text is empty, or only white space or characters that draw nothing
    /// (no-break, zero-width or ideographic spaces): it shows a blank line.
    public static let emptyString = Self(rawValue: "empty-string")
    /// A message whose text keeps white space from indentation (at its start or end, or a line
    /// break inside); the suggestion is the text without it.
    public static let stringWhitespace = Self(rawValue: "string-whitespace")
    /// A message that writes an argument its key gives after an apostrophe (`'{count}'`), which
    /// ICU reads as quoted text: the value never shows. The suggestion doubles the apostrophes.
    public static let quotedArgument = Self(rawValue: "quoted-argument")

    // MARK: Skins and extends

    /// Two skins with one id at the same level.
    public static let duplicateSkinID = Self(rawValue: "duplicate-skin-id")
    /// A skin replaces one of the same id from an earlier level.
    public static let replacedSkin = Self(rawValue: "replaced-skin")
    /// `extends` names no skin; the suggestion is the nearest id.
    public static let unknownSkin = Self(rawValue: "unknown-skin")
    /// A skin extends itself, directly or through others.
    public static let extendsCycle = Self(rawValue: "extends-cycle")
    /// A chain of `extends` longer than allowed.
    public static let extendsTooDeep = Self(rawValue: "extends-too-deep")
    /// A skin that extends another gives one edge and takes the other unchanged.
    public static let inheritedEdge = Self(rawValue: "inherited-edge")
    /// A descriptor lint checked from which no skin loaded, though no other error says why: lint
    /// never passes a skin the loader refuses.
    public static let skinNotLoaded = Self(rawValue: "skin-not-loaded")

    // MARK: Theme packages and catalogs

    /// A folder that should hold skins holds none that load.
    public static let noSkins = Self(rawValue: "no-skins")
    /// A file given to check lies outside the folder it is checked in.
    public static let fileOutsideRoot = Self(rawValue: "file-outside-root")
    /// A catalog (`.strings`) whose name is not a locale, or whose text does not parse.
    public static let invalidCatalog = Self(rawValue: "invalid-catalog")
    /// A catalog every other one needs (`en.strings`) is missing.
    public static let missingCatalog = Self(rawValue: "missing-catalog")
    /// A file given to lint that is neither a skin descriptor nor a Lottie animation (an image).
    public static let notASkin = Self(rawValue: "not-a-skin")

    /// A line of `kinds.txt` that is not an indicator kind's name.
    public static let invalidKindName = Self(rawValue: "invalid-kind-name")
    /// A name listed twice in `kinds.txt`.
    public static let duplicateKindName = Self(rawValue: "duplicate-kind-name")
    /// More names in `kinds.txt` than allowed.
    public static let tooManyKindNames = Self(rawValue: "too-many-kind-names")

    // MARK: Review

    /// Text under WCAG AA contrast in light or dark mode.
    public static let lowContrast = Self(rawValue: "low-contrast")
    /// A `<strings locale>` whose language no catalog speaks.
    public static let localeWithoutCatalog = Self(rawValue: "locale-without-catalog")

    // MARK: The picture (RefreshLint's VisualReview)

    /// A text cut with `…`: it fits neither on one line nor on two, even shrunk.
    public static let textTruncated = Self(rawValue: "text-truncated")
    /// A text with no room beside the indicator: not drawn at all.
    public static let textHidden = Self(rawValue: "text-hidden")
    /// An indicator under 3:1 against its background.
    public static let indicatorLowContrast = Self(rawValue: "indicator-low-contrast")
    /// The same picture after a failed load as after a successful one.
    public static let sameResultPictures = Self(rawValue: "same-result-pictures")
    /// A trigger distance no pull reaches.
    public static let triggerUnreachable = Self(rawValue: "trigger-unreachable")
    /// A `<fade>` or an opacity `<animation>` that leaves the indicator or the texts too faint to
    /// be seen in a state.
    public static let fadedOut = Self(rawValue: "faded-out")
    /// A scale or offset `<animation>` that draws the indicator over a text or the list, or a
    /// text over the list.
    public static let motionOverlap = Self(rawValue: "motion-overlap")
    /// A line of text drawn outside its edge while the edge is open to its loading inset: fonts
    /// too large for the lines to stack in it.
    public static let textOutsideEdge = Self(rawValue: "text-outside-edge")
    /// A text shadow that doubles the text: a copy that stands out more than a point from it, or
    /// one in the text's own colour.
    public static let textShadowDouble = Self(rawValue: "text-shadow-double")
    /// An arrow image with no visible pixel, or too little ink to show an arrow.
    public static let arrowImageEmpty = Self(rawValue: "arrow-image-empty")
    /// A finished icon's image, or every frame of a `<frames>` strip, with no visible pixel or
    /// too little ink to show.
    public static let imageEmpty = Self(rawValue: "image-empty")
    /// An arrow image drawn pointing another way than down.
    public static let arrowWrongWay = Self(rawValue: "arrow-wrong-way")
    /// No fonts to measure texts with: the picture was not checked.
    public static let noFonts = Self(rawValue: "no-fonts")
    /// A skin that writes strings for more languages than lint's picture checks review: the
    /// others were not checked.
    public static let unreviewedLanguages = Self(rawValue: "unreviewed-languages")
}
