import RefreshXML

/// The stable code of each kind of problem the skin reader, the registry and lint report
/// (``SkinDiagnostic``'s `code`), for editors and CI (`lint --format json`): one code for each kind
/// of problem, wherever it is found. The parser's own codes (malformed XML, encoding, size) are
/// `XMLDiagnosticCode`'s. The format guide lists them all, and a test keeps the two lists equal.
public enum SkinDiagnosticCode: String, CaseIterable, Sendable {
    // MARK: Structure

    /// The root element is not `<skin>`.
    case wrongRoot = "wrong-root"
    /// An element the grammar does not know in its parent; the suggestion is the nearest name.
    case unknownElement = "unknown-element"
    /// A known element in a place it does not belong (`<lastUpdated>` in a footer).
    case misplacedElement = "misplaced-element"
    /// An attribute the element does not take; the suggestion is the nearest name.
    case unknownAttribute = "unknown-attribute"
    /// An element or attribute in an XML namespace, which skins do not use.
    case namespacedName = "namespaced-name"
    /// A required attribute is missing, or an attribute needs another one beside it.
    case missingAttribute = "missing-attribute"
    /// A required element is missing (a part, an `<arrow>` for style `arrow`, `<key>`s).
    case missingElement = "missing-element"
    /// Two attributes that exclude each other are both given.
    case conflictingAttributes = "conflicting-attributes"
    /// An attribute that has no effect with the other values given (`maxTriggers` without
    /// `mode="automatic"`).
    case inapplicableAttribute = "inapplicable-attribute"
    /// An element given more than once where it may appear once.
    case duplicateElement = "duplicate-element"
    /// More elements of one kind than allowed.
    case tooManyElements = "too-many-elements"
    /// Text inside an element that holds none.
    case unexpectedText = "unexpected-text"

    // MARK: Values

    /// A colour that is not a CSS colour; for a misspelt name the suggestion is the colour meant.
    case invalidColor = "invalid-color"
    /// A number that is not a plain decimal or whole number.
    case invalidNumber = "invalid-number"
    /// A number outside what the attribute allows.
    case valueOutOfRange = "value-out-of-range"
    /// Two values in the wrong order (a second level not past the trigger, keys not increasing,
    /// a fade that ends before it starts).
    case valuesOutOfOrder = "values-out-of-order"
    /// A value that is none of the names the attribute takes; the suggestion is the nearest one.
    case unknownValue = "unknown-value"
    /// A message key that does not exist; the suggestion is the nearest one.
    case unknownMessageKey = "unknown-message-key"
    /// A state name the engine does not have; the suggestion is the engine's name.
    case unknownState = "unknown-state"
    /// A value that is a known name but does not apply here (text does not turn or scale).
    case inapplicableValue = "inapplicable-value"
    /// A name of the wrong shape: a skin id, a store key, a date skeleton, an indicator kind.
    case invalidName = "invalid-name"
    /// An attribute that must not be empty is empty.
    case emptyValue = "empty-value"
    /// A glyph that is not 1 to 4 visible characters.
    case invalidGlyph = "invalid-glyph"
    /// A `format` this RefreshKit does not read.
    case unsupportedFormat = "unsupported-format"
    /// A `style` a typo away from a built-in kind's name; the suggestion is the built-in.
    case unknownStyle = "unknown-style"
    /// A `style` that names no kind the checker knows.
    case unregisteredStyle = "unregistered-style"

    // MARK: Images and files

    /// An image path that is not a `.png` path (or not a numbered one where one is needed).
    case invalidImagePath = "invalid-image-path"
    /// A Lottie animation that is not a `.json` path, or that the package's reader refuses (its
    /// JSON, a feature outside the subset every host draws, or a cap), at its line and column.
    case invalidAnimation = "invalid-animation"
    /// A `<segment marker>` that names no marker of the part's Lottie files; the suggestion is
    /// the nearest marker.
    case unknownMarker = "unknown-marker"
    /// A Lottie file without a marker for a role the edge plays: it falls back (the whole file,
    /// or nothing for `noMoreData`).
    case missingSegment = "missing-segment"
    /// A segment of a Lottie file that draws nothing in any of its frames.
    case emptyAnimation = "empty-animation"
    /// A Lottie file rlottie could not draw within the limits it works under (it crashed, or
    /// took too long or too much memory).
    case animationPastLimits = "animation-past-limits"
    /// An image that is not there; the suggestion is the nearest file beside it.
    case assetNotFound = "asset-not-found"
    /// A path that leads outside the skin's folder (`..`, absolute, a URL, a backslash, a link).
    case assetOutsideSkin = "asset-outside-skin"
    /// An image that is not a usable PNG.
    case invalidImage = "invalid-image"
    /// An image, or the frames of a skin, larger than allowed.
    case imageTooLarge = "image-too-large"
    /// Frames whose sizes do not agree (a sprite that does not divide, numbered frames of two
    /// sizes).
    case imageSizeMismatch = "image-size-mismatch"
    /// A 2x image that is not twice its 1x image, or 2x images given for only some frames.
    case image2xMismatch = "image-2x-mismatch"
    /// A file that is not there.
    case fileNotFound = "file-not-found"
    /// A path that names a folder, a pipe or a device where a file should be.
    case notAFile = "not-a-file"
    /// A file larger than the limit.
    case fileTooLarge = "file-too-large"
    /// A file that could not be read.
    case unreadableFile = "unreadable-file"
    /// A file or folder a scan passed over (a broken link, a loop).
    case skippedFile = "skipped-file"
    /// The built-in skins are not in this build.
    case builtInsMissing = "built-ins-missing"

    // MARK: Frames and motion

    /// A state shown by two `<frames>` of a part, or listed twice.
    case duplicateState = "duplicate-state"
    /// `<frames>` in a part whose style is not `frames`: they are not shown.
    case unusedFrames = "unused-frames"
    /// A key past the part's `maximumProgress`: the pull never reaches it.
    case unreachableKey = "unreachable-key"

    // MARK: Strings

    /// A `<strings locale>` that is not a language tag ICU knows; the suggestion is the tag meant.
    case unknownLocale = "unknown-locale"
    /// A pattern uses an argument its key does not give; the suggestion is the argument meant.
    case unknownArgument = "unknown-argument"
    /// An argument used as something it is not.
    case wrongArgumentKind = "wrong-argument-kind"
    /// A plural or select without an `other` choice.
    case missingOther = "missing-other"
    /// A pattern nests braces too deep.
    case tooDeep = "too-deep"
    /// A `{` without `}`, or the reverse.
    case unbalancedBraces = "unbalanced-braces"
    /// Any other mistake in a pattern.
    case invalidPattern = "invalid-pattern"
    /// A key given twice for one locale.
    case duplicateString = "duplicate-string"
    /// A key of one edge in the other edge's `<strings>`.
    case misplacedString = "misplaced-string"
    /// A message whose text is empty or only white space: it shows nothing.
    case emptyString = "empty-string"
    /// A message whose text keeps white space from indentation (at its start or end, or a line
    /// break inside); the suggestion is the text without it.
    case stringWhitespace = "string-whitespace"

    // MARK: Skins and extends

    /// Two skins with one id at the same level.
    case duplicateSkinID = "duplicate-skin-id"
    /// A skin replaces one of the same id from an earlier level.
    case replacedSkin = "replaced-skin"
    /// `extends` names no skin; the suggestion is the nearest id.
    case unknownSkin = "unknown-skin"
    /// A skin extends itself, directly or through others.
    case extendsCycle = "extends-cycle"
    /// A chain of `extends` longer than allowed.
    case extendsTooDeep = "extends-too-deep"
    /// A skin that extends another gives one edge and takes the other unchanged.
    case inheritedEdge = "inherited-edge"
    /// A descriptor lint checked from which no skin loaded, though no other error says why: lint
    /// never passes a skin the loader refuses.
    case skinNotLoaded = "skin-not-loaded"

    // MARK: Theme packages and catalogs

    /// A folder that should hold skins holds none that load.
    case noSkins = "no-skins"
    /// A file given to check lies outside the folder it is checked in.
    case fileOutsideRoot = "file-outside-root"
    /// A catalog (`.strings`) whose name is not a locale, or whose text does not parse.
    case invalidCatalog = "invalid-catalog"
    /// A catalog every other one needs (`en.strings`) is missing.
    case missingCatalog = "missing-catalog"
    /// A file given to lint that is neither a skin descriptor nor a Lottie animation (an image).
    case notASkin = "not-a-skin"

    /// A line of `kinds.txt` that is not an indicator kind's name.
    case invalidKindName = "invalid-kind-name"
    /// A name listed twice in `kinds.txt`.
    case duplicateKindName = "duplicate-kind-name"
    /// More names in `kinds.txt` than allowed.
    case tooManyKindNames = "too-many-kind-names"

    // MARK: Review

    /// Text under WCAG AA contrast in light or dark mode.
    case lowContrast = "low-contrast"
    /// A `<strings locale>` whose language no catalog speaks.
    case localeWithoutCatalog = "locale-without-catalog"

    // MARK: The picture (RefreshLint's VisualReview)

    /// A text cut with `…`: it fits neither on one line nor on two, even shrunk.
    case textTruncated = "text-truncated"
    /// A text with no room beside the indicator: not drawn at all.
    case textHidden = "text-hidden"
    /// An indicator under 3:1 against its background.
    case indicatorLowContrast = "indicator-low-contrast"
    /// The same picture after a failed load as after a successful one.
    case sameResultPictures = "same-result-pictures"
    /// A trigger distance no pull reaches.
    case triggerUnreachable = "trigger-unreachable"
    /// No fonts to measure texts with: the picture was not checked.
    case noFonts = "no-fonts"
    /// A skin that writes strings for more languages than lint's picture checks review: the
    /// others were not checked.
    case unreviewedLanguages = "unreviewed-languages"
}

extension XMLDiagnostic {
    /// A diagnostic with a skin code.
    public init(
        file: String,
        line: Int,
        column: Int,
        severity: Severity = .error,
        message: String,
        code: SkinDiagnosticCode,
        suggestion: String? = nil
    ) {
        self.init(
            file: file,
            line: line,
            column: column,
            severity: severity,
            message: message,
            code: code.rawValue,
            suggestion: suggestion
        )
    }
}
