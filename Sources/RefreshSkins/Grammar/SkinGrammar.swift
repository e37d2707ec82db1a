import RefreshCore
import RefreshLocalization
import RefreshStyle

/// One attribute of the skin grammar.
struct SkinAttributeRule: Sendable {
    /// The attribute's name.
    let name: String
    /// What its value is checked as.
    let type: SkinValueType
    /// Whether the element needs it.
    var required = false
    /// The value used when it is left out, as the reference shows it, or `nil` for none.
    var defaultValue: String?
    /// One line for the reference.
    let doc: String
    /// Another attribute and the value it must have for this one to be allowed (`maxTriggers`
    /// needs `mode="automatic"`).
    var requires: (attribute: String, value: String)?
    /// For an attribute of a part that becomes a field of the model: sets the field to a value
    /// of the attribute (``PartialPart/resolved(edge:)``).
    var sets: Setter?
    typealias Setter = @Sendable (inout SkinPart, SkinValue) -> Void
}

/// One element of the skin grammar, with its attributes and the elements it may hold (a class:
/// the table is built once and only read, and ``SkinGrammar/attributeSlots`` knows a rule by its
/// identity).
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
        /// An `<animation>` with its keys (the motion elements are in SkinGrammar+Motion.swift).
        case animation
        /// A `<finishedIcon>`.
        case finishedIcon
        /// A `<fade>`.
        case fade
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
    }

    /// The place of the attribute named `name` in ``attributes``.
    func attributeIndex(_ name: String) -> Int? { attributeNames.firstIndex(of: name) }
    /// The place of the child named `name` in ``children``.
    func childIndex(_ name: String) -> Int? { childNames.firstIndex(of: name) }

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

    /// The part the defaults are shown from: the classic header.
    static let classic = SkinPart(edge: .header)

    /// An attribute of a part that sets `field` of the model; its default is the classic part's
    /// (`none` for no value) unless `defaultValue` says it in words.
    static func field<T: SkinValueField>(
        _ name: String,
        _ type: SkinValueType,
        _ field: WritableKeyPath<SkinPart, T> & Sendable,
        required: Bool = false,
        defaultValue: String? = nil,
        doc: String
    ) -> SkinAttributeRule {
        SkinAttributeRule(
            name: name,
            type: type,
            required: required,
            defaultValue: defaultValue ?? classic[keyPath: field].skinValue?.shown ?? "none",
            doc: doc,
            sets: { part, value in
                if let typed = T(skinValue: value) { part[keyPath: field] = typed }
            }
        )
    }

    /// An attribute of a part that names one of the cases of `T` (by its raw value).
    static func choice<T: SkinValueField & CaseIterable & RawRepresentable>(
        _ name: String,
        _ field: WritableKeyPath<SkinPart, T> & Sendable,
        what: String,
        required: Bool = false,
        doc: String
    ) -> SkinAttributeRule where T.RawValue == String {
        Self.field(name, .choice(T.allCases.map(\.rawValue), what: what), field, required: required, doc: doc)
    }

    // MARK: Colours

    static func colourPair(
        _ name: String,
        _ field: WritableKeyPath<SkinColors, SkinColor> & Sendable,
        _ doc: String,
        extra: [SkinAttributeRule] = []
    ) -> SkinElementRule {
        SkinElementRule(
            name: name,
            doc: doc,
            attributes: [
                SkinAttributeRule(
                    name: "light",
                    type: .colour,
                    required: true,
                    doc: "The colour in a light appearance.",
                    sets: { part, value in
                        if case .colour(let light?) = value { part.colors[keyPath: field].light = light }
                    }
                ),
                SkinAttributeRule(
                    name: "dark",
                    type: .colour,
                    defaultValue: "the light colour",
                    doc: "The colour in a dark appearance.",
                    sets: { part, value in
                        if case .colour(let dark?) = value { part.colors[keyPath: field].dark = dark }
                    }
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

    static func hex(_ color: RGBAColor) -> String { color.hexString.uppercased() }

    static let shadowOffset = ValueBounds.from(-20, through: 20)

    static let colors = SkinElementRule(
        name: "colors",
        doc: "The part's colours; each is a pair for the light and the dark appearance.",
        children: [
            colourPair(
                "background",
                \.background,
                "The control's background (default \(hex(SkinColors.classic.background.light)))."
            ),
            colourPair("text", \.text, "The labels (default \(hex(SkinColors.classic.text.light)))."),
            colourPair(
                "textShadow",
                \.textShadow,
                "The labels' shadow (without it: \(hex(SkinColors.classic.textShadow.light)) in a light appearance, "
                    + "none in a dark one); fully transparent means none.",
                extra: [
                    field(
                        "offsetX",
                        .number(shadowOffset, unit: points),
                        \.colors.textShadowOffsetX,
                        doc: "Horizontal offset in points."
                    ),
                    field(
                        "offsetY",
                        .number(shadowOffset, unit: points),
                        \.colors.textShadowOffsetY,
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
                        doc: "The tint in a light appearance.",
                        sets: { part, value in
                            guard case .colour(let light) = value else { return }
                            part.colors.arrowTint = SkinTint(light: light, dark: nil)
                        }
                    ),
                    SkinAttributeRule(
                        name: "dark",
                        type: .colour,
                        defaultValue: "the light tint",
                        doc: "The tint in a dark appearance.",
                        // The reader gives both or neither; a tint in neither appearance is none.
                        sets: { part, value in
                            guard case .colour(let dark) = value else { return }
                            let light = part.colors.arrowTint?.light
                            part.colors.arrowTint = (light ?? dark) == nil ? nil : SkinTint(light: light, dark: dark)
                        }
                    ),
                ],
                reader: .tint
            ),
            colourPair("spinner", \.spinner, "The activity spinner (default \(hex(classic.colors.spinner.light)))."),
        ]
    )

    // MARK: Metrics

    static func metric<T: SkinValueField>(
        _ name: String,
        _ bounds: ValueBounds,
        _ unit: String,
        _ field: WritableKeyPath<SkinPart, T> & Sendable,
        _ doc: String
    ) -> SkinAttributeRule {
        Self.field(name, .number(bounds, unit: unit), field, doc: doc)
    }

    static let metrics: SkinElementRule = {
        typealias B = RefreshMetrics.Bounds
        return SkinElementRule(
            name: "metrics",
            doc: "Distances in points and durations in seconds; numbers are written like `0.25` (no exponents).",
            attributes: [
                metric(
                    "triggerDistance",
                    B.triggerDistance,
                    points,
                    \.metrics.triggerDistance,
                    "How far to pull before releasing refreshes."
                ),
                metric("loadingInset", B.loadingInset, points, \.metrics.loadingInset, "The room kept while loading."),
                metric("flipDuration", B.duration, seconds, \.metrics.flipDuration, "The arrow's flip."),
                metric("openDuration", B.duration, seconds, \.metrics.openDuration, "Opening when loading starts."),
                metric("closeDuration", B.duration, seconds, \.metrics.closeDuration, "Closing when loading ends."),
                metric(
                    "minimumLoadingTime",
                    B.duration,
                    seconds,
                    \.metrics.minimumLoadingTime,
                    "Show loading at least this long."
                ),
                metric(
                    "resultHoldTime",
                    B.duration,
                    seconds,
                    \.metrics.resultHoldTime,
                    "How long the result (\"3 new items\") stays before closing."
                ),
                metric(
                    "staleAfter",
                    B.staleAfter,
                    seconds,
                    \.metrics.staleAfter,
                    "Header only: content older than this, or never updated, is refreshed when the list appears."
                ),
                metric(
                    "secondLevelDistance",
                    B.secondLevelDistance,
                    points,
                    \.metrics.secondLevelDistance,
                    "Header only: releasing past it (more than `triggerDistance`; needs `trigger=\"release\"`) opens a second level."
                ),
                metric(
                    "dragRate",
                    B.dragRate,
                    "",
                    \.metrics.dragRate,
                    "How much of the finger's travel past the end the content follows."
                ),
                metric(
                    "maximumPull",
                    B.maximumPull,
                    points,
                    \.metrics.maximumPull,
                    "The farthest the content can be pulled past its end."
                ),
                maximumProgress,
                field(
                    "haptics",
                    .onOff,
                    \.metrics.haptics,
                    doc: "Haptics when the control arms, a load starts, and at its end."
                ),
                choice(
                    "trigger",
                    \.metrics.trigger,
                    what: "trigger",
                    doc: "`reach` starts the load as soon as the pull reaches `triggerDistance`, finger still down."
                ),
                choice(
                    "placement",
                    \.metrics.placement,
                    what: "placement",
                    doc:
                        "`follow` moves the content for the control; `overlay` floats the indicator over content that stays (no insets); `fixed` does so over content that cannot scroll."
                ),
                choice(
                    "curve",
                    \.metrics.curve,
                    what: "curve",
                    doc:
                        "How the finger's travel maps to the pull: UIKit's `rubberBand`, or `material` (half the travel, then the overshoot eased up to twice `triggerDistance`)."
                ),
                SkinAttributeRule(
                    name: "noMoreData",
                    type: .choice(["close", "stay"], what: "noMoreData"),
                    defaultValue: classic.metrics.keepsNoMoreDataInView ? "stay" : "close",
                    doc:
                        "Footer only: `stay` keeps the footer open when there is nothing more to load, so \"No more items\" shows at rest at the end of the list; `close` shows it only while the list bounces.",
                    sets: { part, value in part.metrics.keepsNoMoreDataInView = value == .name("stay") }
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

    /// A font element: its `size` and `weight` set the fields at `size` and `weight`.
    static func font(
        _ name: String,
        _ size: WritableKeyPath<SkinPart, Double> & Sendable,
        _ weight: WritableKeyPath<SkinPart, SkinFontWeight> & Sendable,
        _ doc: String
    ) -> SkinElementRule {
        SkinElementRule(
            name: name,
            doc: doc,
            attributes: [
                field("size", .number(fontSize, unit: points), size, doc: "Size in points."),
                choice("weight", weight, what: "font weight", doc: "Weight."),
            ]
        )
    }

    /// How far a text may shrink to fit before it is cut with an ellipsis.
    static let minimumScale = ValueBounds.from(0.5, through: 1)

    static let fonts = SkinElementRule(
        name: "fonts",
        doc: "Fonts for hosts that draw text with their own fonts (a terminal does not).",
        attributes: [
            field(
                "minimumScale",
                .number(minimumScale, unit: ""),
                \.minimumTextScale,
                doc: "The smallest share of its size a text that does not fit may shrink to before it is cut "
                    + "with an ellipsis (a terminal cannot shrink text and cuts it at once)."
            ),
            field(
                "maximumLines",
                .wholeNumber(1...2),
                \.maximumTextLines,
                doc: "How many lines a text that does not fit on one line may wrap to, where the edge has room "
                    + "(a footer's status line; one of a header's two lines), broken where the language allows "
                    + "(ICU's line breaking); `1` cuts it instead."
            ),
        ],
        children: [
            font("status", \.statusFont.size, \.statusFont.weight, "The status line."),
            font("detail", \.detailFont.size, \.detailFont.weight, "The last-updated line."),
        ]
    )

    static let layout = SkinElementRule(
        name: "layout",
        doc: "Which way the part reads.",
        attributes: [
            choice(
                "direction",
                \.layoutDirection,
                what: "direction",
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
            choice(
                "style",
                \.lastUpdated.style,
                what: "last-updated style",
                doc: "`relative` (\"5 minutes ago\"), `calendar` (\"Yesterday at 14:05\") or `absolute`."
            ),
            field(
                "skeleton",
                .text(.skeleton),
                \.lastUpdated.skeleton,
                defaultValue: "the locale's",
                doc: "The date's fields for `calendar` and `absolute`; the locale orders them."
            ),
            field(
                "storeKey",
                .text(.storeKey),
                \.lastUpdated.storeKey,
                defaultValue: "`refreshkit.<id>`",
                doc: "The key the date is saved under."
            ),
        ]
    )

    static let style = field(
        "style",
        .text(.indicatorKind),
        \.style,
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
                doc: "`manual`: pull up and release; `automatic`: loading starts by itself near the bottom.",
                sets: { part, value in
                    let automatic = value == .name("automatic")
                    part.footerMode = automatic ? .automatic(maxTriggers: defaultMaxTriggers) : .manual
                }
            ),
            SkinAttributeRule(
                name: "maxTriggers",
                type: .wholeNumber(1...1000),
                defaultValue: String(defaultMaxTriggers),
                doc: "With `mode=\"automatic\"`: how many loads may start in a row while the content does not grow.",
                requires: ("mode", "automatic"),
                sets: { part, value in
                    guard case .automatic = part.footerMode, let count = Int(skinValue: value) else { return }
                    part.footerMode = .automatic(maxTriggers: count)
                }
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
}
