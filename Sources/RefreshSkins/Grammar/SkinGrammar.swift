import RefreshCore
import RefreshLocalization
import RefreshStyle

/// One attribute of the skin grammar (a class: the table is built once and only read, so the
/// reader passes rules around by reference).
final class SkinAttributeRule: Sendable {
    /// The attribute's name.
    let name: String
    /// What its value is checked as.
    let type: SkinValueType
    /// Whether the element needs it.
    let required: Bool
    /// The value used when it is left out, as the reference shows it, or `nil` for none.
    let defaultValue: String?
    /// One line for the reference.
    let doc: String
    /// Another attribute and the value it must have for this one to be allowed (`maxTriggers`
    /// needs `mode="automatic"`).
    let requires: (attribute: String, value: String)?

    init(
        name: String,
        type: SkinValueType,
        required: Bool = false,
        defaultValue: String? = nil,
        doc: String,
        requires: (attribute: String, value: String)? = nil
    ) {
        self.name = name
        self.type = type
        self.required = required
        self.defaultValue = defaultValue
        self.doc = doc
        self.requires = requires
    }
}

/// One element of the skin grammar, with its attributes and the elements it may hold (a class,
/// as ``SkinAttributeRule`` is).
final class SkinElementRule: Sendable {
    /// How the reader turns the element into model values.
    enum Reader: Sendable {
        /// Each attribute becomes a value under the element's path.
        case values
        /// A colour pair: `dark` is `light` when left out.
        case colourPair
        /// A tint: `light` and `dark` each optional, one needed; a missing one means no tint.
        case tint
        /// The arrow image (the reader loads the file).
        case arrow
        /// String overrides (the reader checks the patterns).
        case strings
        /// Motion (`<animation>`, `<finishedIcon>`, `<fade>`; SkinGrammar+Motion.swift).
        case motion
        /// A frame animation (the reader loads its files; see `DescriptorReader+Frames.swift`).
        case frames
        /// A Lottie animation (the reader loads and checks its files; see `DescriptorReader+Lottie.swift`).
        case lottie
        /// Nothing: the element is read elsewhere (its text, or its children).
        case none
    }

    /// The element's name.
    let name: String
    /// One line for the reference.
    let doc: String
    /// Its attributes.
    let attributes: [SkinAttributeRule]
    /// The elements it may hold, in the order the reference lists them.
    let children: [SkinElementRule]
    /// Whether it may appear more than once in its parent.
    let repeatable: Bool
    /// Whether it may hold text.
    let allowsText: Bool
    /// How it is read.
    let reader: Reader
    /// Elements that belong elsewhere, with the message saying where.
    let misplaced: [String: String]
    /// The names of ``attributes`` and of ``children``, in their order: looked up for each
    /// element read, so kept as plain strings.
    let attributeNames: [String]
    let childNames: [String]
    /// The names of the attributes the element needs.
    let requiredAttributeNames: [String]
    /// Whether each of ``children`` may appear more than once.
    let repeatableChildren: [Bool]

    init(
        name: String,
        doc: String,
        attributes: [SkinAttributeRule] = [],
        children: [SkinElementRule] = [],
        repeatable: Bool = false,
        allowsText: Bool = false,
        reader: Reader = .values,
        misplaced: [String: String] = [:]
    ) {
        self.name = name
        self.doc = doc
        self.attributes = attributes
        self.children = children
        self.repeatable = repeatable
        self.allowsText = allowsText
        self.reader = reader
        self.misplaced = misplaced
        attributeNames = attributes.map(\.name)
        childNames = children.map(\.name)
        requiredAttributeNames = attributes.filter(\.required).map(\.name)
        repeatableChildren = children.map(\.repeatable)
    }

    /// The place of the attribute named `name` in ``attributes``.
    func attributeIndex(_ name: String) -> Int? { Self.index(of: name, in: attributeNames) }
    /// The place of the child named `name` in ``children``.
    func childIndex(_ name: String) -> Int? { Self.index(of: name, in: childNames) }

    /// The place of `name` in `names`; names of another length are passed over without comparing
    /// their characters (most names met are not the one looked for).
    private static func index(of name: String, in names: [String]) -> Int? {
        let length = name.utf8.count
        for index in names.indices where names[index].utf8.count == length && names[index] == name {
            return index
        }
        return nil
    }

    /// The rule of a child element, by name.
    func child(_ name: String) -> SkinElementRule? { childIndex(name).map { children[$0] } }
    /// The rule of an attribute, by name.
    func attribute(_ name: String) -> SkinAttributeRule? { attributeIndex(name).map { attributes[$0] } }
}

/// The skin descriptor grammar: every element and attribute, its type, range, default and a
/// one-line doc. It is the one definition of the format: the reader checks and reads descriptors
/// by it, `Resources/Schema/skin.rng` (for editors) is generated from it (``relaxNG``), and so is
/// the reference section of the format guide (``reference``). Tests keep both files current.
///
/// Adding an attribute is one entry here and the model field it fills (see ``PartialPart``).
enum SkinGrammar {
    static let points = " points"
    /// The automatic footer's `maxTriggers` when left out.
    static let defaultMaxTriggers = 3
    static let seconds = " seconds"

    // MARK: Colours

    static func colourPair(_ name: String, _ doc: String, extra: [SkinAttributeRule] = []) -> SkinElementRule {
        SkinElementRule(
            name: name,
            doc: doc,
            attributes: [
                SkinAttributeRule(
                    name: "light",
                    type: .colour,
                    required: true,
                    doc: "The colour in a light appearance."
                ),
                SkinAttributeRule(
                    name: "dark",
                    type: .colour,
                    defaultValue: "the light colour",
                    doc: "The colour in a dark appearance."
                ),
            ] + extra,
            reader: .colourPair
        )
    }

    /// The colours ``CSSColor`` reads, as a RELAX NG pattern: `#RGB`, `#RGBA`, `#RRGGBB`,
    /// `#RRGGBBAA`, `rgb(R, G, B)`, `rgba(R, G, B, A)`, `transparent` (R, G, B integers 0-255; A
    /// 0-1 or a percentage), or a name (the loader checks it against the 148 CSS Color 4 names).
    static let colourPattern =
        #"\s*(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|transparent|[A-Za-z]{3,20}|rgb\(\s*(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\s*,\s*(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\s*,\s*(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\s*\)|rgba\(\s*(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\s*,\s*(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\s*,\s*(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\s*,\s*(0|1|0?\.[0-9]+|1\.0+|(100|[1-9]?[0-9])(\.[0-9]+)?%)\s*\))\s*"#

    static func hex(_ color: RGBAColor) -> String {
        let digits = [color.red, color.green, color.blue] + (color.alpha == 255 ? [] : [color.alpha])
        return "#" + digits.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }

    static let shadowOffset = ValueBounds.from(-20, through: 20)

    static let colors = SkinElementRule(
        name: "colors",
        doc: "The part's colours; each is a pair for the light and the dark appearance.",
        children: [
            colourPair("background", "The control's background (default \(hex(SkinColors.classic.background.light)))."),
            colourPair("text", "The labels (default \(hex(SkinColors.classic.text.light)))."),
            colourPair(
                "textShadow",
                "The labels' shadow (default \(hex(SkinColors.classic.textShadow.light))); fully transparent means none.",
                extra: [
                    SkinAttributeRule(
                        name: "offsetX",
                        type: .number(shadowOffset, unit: points),
                        defaultValue: ValueBounds.format(SkinColors.classic.textShadowOffsetX),
                        doc: "Horizontal offset in points."
                    ),
                    SkinAttributeRule(
                        name: "offsetY",
                        type: .number(shadowOffset, unit: points),
                        defaultValue: ValueBounds.format(SkinColors.classic.textShadowOffsetY),
                        doc: "Vertical offset in points (positive is down)."
                    ),
                ]
            ),
            SkinElementRule(
                name: "arrowTint",
                doc:
                    "Recolours the arrow image; give `light`, `dark` or both (one left out draws the image as it is in that appearance).",
                attributes: [
                    SkinAttributeRule(
                        name: "light",
                        type: .colour,
                        defaultValue: "none",
                        doc: "The tint in a light appearance."
                    ),
                    SkinAttributeRule(
                        name: "dark",
                        type: .colour,
                        defaultValue: "the light tint",
                        doc: "The tint in a dark appearance."
                    ),
                ],
                reader: .tint
            ),
            colourPair("spinner", "The activity spinner (default \(hex(SkinColors.classic.spinner.light)))."),
        ]
    )

    // MARK: Metrics

    static func metric(
        _ name: String,
        _ bounds: ValueBounds,
        _ unit: String,
        _ classic: Double?,
        _ doc: String
    ) -> SkinAttributeRule {
        SkinAttributeRule(
            name: name,
            type: .number(bounds, unit: unit),
            defaultValue: classic.map(ValueBounds.format) ?? "none",
            doc: doc
        )
    }

    static let metrics: SkinElementRule = {
        let classic = RefreshMetrics.classic
        typealias B = RefreshMetrics.Bounds
        return SkinElementRule(
            name: "metrics",
            doc: "Distances in points and durations in seconds; numbers are written like `0.25` (no exponents).",
            attributes: [
                metric(
                    "triggerDistance",
                    B.triggerDistance,
                    points,
                    classic.triggerDistance,
                    "How far to pull before releasing refreshes."
                ),
                metric("loadingInset", B.loadingInset, points, classic.loadingInset, "The room kept while loading."),
                metric("flipDuration", B.duration, seconds, classic.flipDuration, "The arrow's flip."),
                metric("openDuration", B.duration, seconds, classic.openDuration, "Opening when loading starts."),
                metric("closeDuration", B.duration, seconds, classic.closeDuration, "Closing when loading ends."),
                metric(
                    "minimumLoadingTime",
                    B.duration,
                    seconds,
                    classic.minimumLoadingTime,
                    "Show loading at least this long."
                ),
                metric(
                    "resultHoldTime",
                    B.duration,
                    seconds,
                    classic.resultHoldTime,
                    "How long the result (\"3 new items\") stays before closing."
                ),
                metric(
                    "staleAfter",
                    B.staleAfter,
                    seconds,
                    classic.staleAfter,
                    "Header only: content older than this, or never updated, is refreshed when the list appears."
                ),
                metric(
                    "secondLevelDistance",
                    B.secondLevelDistance,
                    points,
                    classic.secondLevelDistance,
                    "Header only: releasing past it (more than `triggerDistance`; needs `trigger=\"release\"`) opens a second level."
                ),
                metric(
                    "dragRate",
                    B.dragRate,
                    "",
                    classic.dragRate,
                    "How much of the finger's travel past the end the content follows."
                ),
                metric(
                    "maximumPull",
                    B.maximumPull,
                    points,
                    classic.maximumPull,
                    "The farthest the content can be pulled past its end."
                ),
                maximumProgress,
                SkinAttributeRule(
                    name: "haptics",
                    type: .onOff,
                    defaultValue: classic.haptics ? "on" : "off",
                    doc: "Haptics when the control arms, a load starts, and at its end."
                ),
                SkinAttributeRule(
                    name: "trigger",
                    type: .choice(RefreshTrigger.allCases.map(\.rawValue), what: "trigger"),
                    defaultValue: classic.trigger.rawValue,
                    doc: "`reach` starts the load as soon as the pull reaches `triggerDistance`, finger still down."
                ),
                SkinAttributeRule(
                    name: "placement",
                    type: .choice(RefreshPlacement.allCases.map(\.rawValue), what: "placement"),
                    defaultValue: classic.placement.rawValue,
                    doc:
                        "`follow` moves the content for the control; `overlay` floats the indicator over content that stays (no insets); `fixed` does so over content that cannot scroll."
                ),
                SkinAttributeRule(
                    name: "curve",
                    type: .choice(RefreshCurve.allCases.map(\.rawValue), what: "curve"),
                    defaultValue: classic.curve.rawValue,
                    doc:
                        "How the finger's travel maps to the pull: UIKit's `rubberBand`, or `material` (half the travel, then the overshoot eased up to twice `triggerDistance`)."
                ),
                SkinAttributeRule(
                    name: "noMoreData",
                    type: .choice(["close", "stay"], what: "noMoreData"),
                    defaultValue: classic.keepsNoMoreDataInView ? "stay" : "close",
                    doc:
                        "Footer only: `stay` keeps the footer open when there is nothing more to load, so \"No more items\" shows at rest at the end of the list; `close` shows it only while the list bounces."
                ),
            ]
        )
    }()

    // MARK: The other parts

    static let arrow = SkinElementRule(
        name: "arrow",
        doc: "The arrow image, pointing down; required when the style is `arrow` (here or in a skin extended).",
        attributes: [
            SkinAttributeRule(
                name: "image",
                type: .text(.imagePath),
                required: true,
                doc: "The 1x PNG; `name@2x.png` beside it is the 2x one."
            )
        ],
        reader: .arrow
    )

    static let fontSize = ValueBounds.above(0, through: 200)

    static func font(_ name: String, _ classic: SkinFont, _ doc: String) -> SkinElementRule {
        SkinElementRule(
            name: name,
            doc: doc,
            attributes: [
                SkinAttributeRule(
                    name: "size",
                    type: .number(fontSize, unit: points),
                    defaultValue: ValueBounds.format(classic.size),
                    doc: "Size in points."
                ),
                SkinAttributeRule(
                    name: "weight",
                    type: .choice(SkinFontWeight.allCases.map(\.rawValue), what: "font weight"),
                    defaultValue: classic.weight.rawValue,
                    doc: "Weight."
                ),
            ]
        )
    }

    /// How far a text may shrink to fit before it is cut with an ellipsis.
    static let minimumScale = ValueBounds.from(0.5, through: 1)

    static let fonts = SkinElementRule(
        name: "fonts",
        doc: "Fonts for hosts that draw text with their own fonts (a terminal does not).",
        attributes: [
            SkinAttributeRule(
                name: "minimumScale",
                type: .number(minimumScale, unit: ""),
                defaultValue: ValueBounds.format(SkinPart.defaultMinimumTextScale),
                doc: "The smallest share of its size a text that does not fit may shrink to before it is cut "
                    + "with an ellipsis (a terminal cannot shrink text and cuts it at once)."
            ),
            SkinAttributeRule(
                name: "maximumLines",
                type: .wholeNumber(1...2),
                defaultValue: String(SkinPart.defaultMaximumTextLines),
                doc: "How many lines a text that does not fit on one line may wrap to, where the edge has room "
                    + "(a footer's status line; one of a header's two lines), broken where the language allows "
                    + "(ICU's line breaking); `1` cuts it instead."
            ),
        ],
        children: [
            font("status", .classicStatus, "The status line."),
            font("detail", .classicDetail, "The last-updated line."),
        ]
    )

    static let layout = SkinElementRule(
        name: "layout",
        doc: "Which way the part reads.",
        attributes: [
            SkinAttributeRule(
                name: "direction",
                type: .choice(RefreshFrame.LayoutDirection.allCases.map(\.rawValue), what: "direction"),
                required: true,
                doc: "`auto` follows the language of the strings."
            )
        ]
    )

    static let strings = SkinElementRule(
        name: "strings",
        doc: "Your own wording for one locale: ICU MessageFormat patterns by key.",
        attributes: [
            SkinAttributeRule(
                name: "locale",
                type: .text(.locale),
                required: true,
                doc: "The locale; a user in `de-AT` gets `de` strings."
            )
        ],
        children: [
            SkinElementRule(
                name: "string",
                doc: "One message; its text is the pattern, exactly as written: spaces and line breaks in it "
                    + "are shown, so write it on the line of its tags.",
                attributes: [
                    SkinAttributeRule(name: "key", type: .messageKey, required: true, doc: "The message key.")
                ],
                repeatable: true,
                allowsText: true,
                reader: .none
            )
        ],
        repeatable: true,
        reader: .strings
    )

    static let lastUpdated = SkinElementRule(
        name: "lastUpdated",
        doc: "How the header's last-updated line shows the date.",
        attributes: [
            SkinAttributeRule(
                name: "style",
                type: .choice(LastUpdatedFormatter.Style.allCases.map(\.rawValue), what: "last-updated style"),
                defaultValue: LastUpdatedFormatter.Style.relative.rawValue,
                doc: "`relative` (\"5 minutes ago\"), `calendar` (\"Yesterday at 14:05\") or `absolute`."
            ),
            SkinAttributeRule(
                name: "skeleton",
                type: .text(.skeleton),
                defaultValue: "the locale's",
                doc: "The date's fields for `calendar` and `absolute`; the locale orders them."
            ),
            SkinAttributeRule(
                name: "storeKey",
                type: .text(.storeKey),
                defaultValue: "`refreshkit.<id>`",
                doc: "The key the date is saved under."
            ),
        ]
    )

    static let style = SkinAttributeRule(
        name: "style",
        type: .text(.indicatorKind),
        defaultValue: SkinStyle.arrow.rawValue,
        doc: "`arrow` (flips when armed, a spinner while loading), `spinner` (only while loading), `text`, "
            + "`ring` (fills as you pull, spins while loading), `dots` (grow as you pull, pulse while loading), "
            + "`disc` (a disc whose arc grows as you pull and turns while loading, for an overlay), "
            + "`frames` (the part's `<frames>` animations) or `lottie` (the part's `<lottie>` animation). "
            + "Or the name of a kind the program registers in code "
            + "(a warning when the loader does not know it)."
    )

    static let commonParts = [colors, arrow, frames, lottie, metrics, fonts, layout, strings] + motionParts

    static let header = SkinElementRule(
        name: "header",
        doc: "The pull-to-refresh header.",
        attributes: [style],
        children: commonParts + [lastUpdated]
    )

    static let footer = SkinElementRule(
        name: "footer",
        doc: "The load-more footer.",
        attributes: [
            style,
            SkinAttributeRule(
                name: "mode",
                type: .choice(["manual", "automatic"], what: "footer mode"),
                defaultValue: "manual",
                doc: "`manual`: pull up and release; `automatic`: loading starts by itself near the bottom."
            ),
            SkinAttributeRule(
                name: "maxTriggers",
                type: .wholeNumber(1...1000),
                defaultValue: String(defaultMaxTriggers),
                doc: "With `mode=\"automatic\"`: how many loads may start in a row while the content does not grow.",
                requires: ("mode", "automatic")
            ),
        ],
        children: commonParts,
        misplaced: ["lastUpdated": "<lastUpdated> belongs in <header>; a footer has no last-updated line"]
    )

    /// The root element.
    static let skin = SkinElementRule(
        name: "skin",
        doc: "One skin.",
        attributes: [
            SkinAttributeRule(
                name: "id",
                type: .text(.identifier),
                required: true,
                doc: "What users type (`--skin sunset`)."
            ),
            SkinAttributeRule(name: "name", type: .text(.nonEmpty), required: true, doc: "The name shown to people."),
            SkinAttributeRule(name: "format", type: .text(.formatVersion), required: true, doc: "Always `1` for now."),
            SkinAttributeRule(
                name: "extends",
                type: .text(.identifier),
                defaultValue: "none",
                doc: "The id of a skin to start from."
            ),
        ],
        children: [
            SkinElementRule(name: "description", doc: "A sentence about the skin.", allowsText: true, reader: .none),
            header,
            footer,
        ],
        reader: .none
    )

    /// The elements `<skin>` needs at least one of.
    static let requiredParts = ["header", "footer"]

    /// Every value path a part can hold (`style`, `colors.text.light`, `metrics.dragRate`), for
    /// the model's lookups (``partPathList`` in order).
    static var partPaths: Set<String> { Set(partPathList) }
}
