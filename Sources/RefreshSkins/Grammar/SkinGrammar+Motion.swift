import RefreshCore
import RefreshSupport
import RefreshXML

/// The motion vocabulary of a part (`<animation>` with its `<key>`s, `<finishedIcon>`, `<fade>`,
/// `<motion reduced>`; `maximumProgress` is a metric), in the grammar table. The reader reads the first
/// three into ``PartialMotion`` (DescriptorReader+Motion.swift).
extension SkinGrammar {
    /// The part's motion elements, after the common ones.
    static let motionParts = [animation, finishedIcon, fade, reducedMotion]

    /// `<motion reduced>`: what the part shows for a user who asks for reduced motion.
    static let reducedMotion = SkinElementRule(
        name: "motion",
        doc: "What the part shows, in place of what moves by itself, for a user who asks for reduced motion "
            + "(the terminal's `--reduced-motion`, `prefers-reduced-motion` in a browser). What the pull drives "
            + "still follows it; states, texts and announcements are unchanged.",
        attributes: [
            choice(
                "reduced",
                \.motion.reduced,
                what: "reduced motion",
                doc: "`static`: a loop shows its first frame, a run played once (a `success` segment, "
                    + "`loop=\"off\"`, `repeat=\"off\"`) its last, and the spinner stands still but stays; "
                    + "`slow`: everything that moves by itself moves at a quarter of its speed; `crossfade`: "
                    + "the stills of `static`, and while loading the indicator fades gently out and back in "
                    + "(every 2 seconds)."
            )
        ]
    )

    /// `maximumProgress` in `<metrics>`.
    static let maximumProgress = metric(
        "maximumProgress",
        SkinMotion.Bounds.maximumProgress,
        "",
        \.motion.maximumProgress,
        "How far pull progress runs for `<animation bind=\"progress\">` (1 is the trigger; up to 4 for stretch effects)."
    )

    /// Pull ratios: 0 to the largest `maximumProgress`.
    static let progressBounds = ValueBounds.from(0, through: SkinMotion.Bounds.maximumProgress.upper)

    static let key = SkinElementRule(
        name: "key",
        doc: "One key of an animation: the property's value at a position.",
        attributes: [
            SkinAttributeRule(
                name: "at",
                type: .number(progressBounds, unit: ""),
                required: true,
                doc: "With `bind=\"progress\"`, the pull ratio (0 to `maximumProgress`); with `bind=\"time\"`, "
                    + "the fraction of `duration` (0 to 1). Keys go in increasing `at`."
            ),
            SkinAttributeRule(
                name: "value",
                type: .number(SkinAnimation.Property.rotation.bounds, unit: ""),
                required: true,
                doc: "Rotation in degrees (-3600 to 3600), scale 0 to 10, offsets in points (-200 to 200), "
                    + "opacity 0 to 1."
            ),
        ],
        repeatable: true,
        reader: .none
    )

    /// A finished icon's glyph: 1 to 4 characters, no control characters or white space only.
    static let glyph = SkinTextRule(
        name: "glyph",
        summary: "1 to 4 characters such as `✓`",
        relaxNG: #"<data type="string"><param name="minLength">1</param><param name="maxLength">4</param></data>"#,
        accepts: { text in
            SkinMotion.Bounds.glyphLength.contains(text.count) && !ControlCharacters.contains(in: text)
                && !text.trimmingASCIIWhitespace().isEmpty
        },
        problem: { _, text in
            SkinValueError(
                .invalidGlyph,
                "a glyph is 1 to 4 characters that are not control characters or only spaces, not "
                    + "'\(ControlCharacters.escaped(text))'"
            )
        }
    )

    static let animation = SkinElementRule(
        name: "animation",
        doc: "Moves a property of the indicator or of the texts through its `<key>`s, by the pull or by time "
            + "in a state (see Motion).",
        attributes: [
            SkinAttributeRule(
                name: "target",
                type: .choice(SkinAnimation.Target.allCases.map(\.rawValue), what: "animation target"),
                defaultValue: SkinAnimation.Target.indicator.rawValue,
                doc: "What moves: the `indicator`, or the `text` (status and detail lines; offsets and opacity only)."
            ),
            SkinAttributeRule(
                name: "property",
                type: .choice(SkinAnimation.Property.allCases.map(\.rawValue), what: "animated property"),
                required: true,
                doc: "`rotation` (degrees, clockwise), `scale`, `offsetX`/`offsetY` (points) or `opacity`."
            ),
            SkinAttributeRule(
                name: "bind",
                type: .choice(SkinAnimation.Binding.allCases.map(\.rawValue), what: "binding"),
                defaultValue: SkinAnimation.Binding.progress.rawValue,
                doc: "`progress`: keys at pull ratios; `time`: keys at fractions of `duration` since the state began."
            ),
            SkinAttributeRule(
                name: "states",
                type: .text(.animationStates),
                defaultValue: "`idle pulling` for progress, `loading` for time",
                doc: "The states in which it applies."
            ),
            SkinAttributeRule(
                name: "duration",
                type: .number(SkinMotion.Bounds.duration, unit: seconds),
                defaultValue: "1",
                doc: "With `bind=\"time\"`: seconds per pass."
            ),
            SkinAttributeRule(
                name: "repeat",
                type: .onOff,
                defaultValue: "on",
                doc: "With `bind=\"time\"`: start over after each pass (`off` holds the last key)."
            ),
            SkinAttributeRule(
                name: "easing",
                type: .choice(SkinEasing.allCases.map(\.rawValue), what: "easing"),
                defaultValue: SkinEasing.linear.rawValue,
                doc: "Between keys: `linear`, `easeIn`, `easeOut`, `easeInOut` or `spring` (overshoots by at most 5%)."
            ),
        ],
        children: [key],
        repeatable: true,
        reader: .animation
    )

    static let finishedIcon = SkinElementRule(
        name: "finishedIcon",
        doc: "What the `finished` state shows instead of the indicator, for one result; give `image` or `glyph`.",
        attributes: [
            SkinAttributeRule(
                name: "result",
                type: .choice(["success", "failure"], what: "result"),
                required: true,
                doc: "The load's result it stands for."
            ),
            SkinAttributeRule(
                name: "image",
                type: .text(.iconImagePath),
                defaultValue: "none",
                doc: "A 1x PNG in the skin's folder (`name@2x.png` beside it is the 2x one); `none` for no icon, "
                    + "which takes away one the skin extends."
            ),
            SkinAttributeRule(
                name: "glyph",
                type: .text(glyph),
                defaultValue: "none",
                doc: "Characters drawn in the spinner colour (`✓`, `✕`); `none` for no icon, which takes away "
                    + "one the skin extends."
            ),
        ],
        repeatable: true,
        reader: .finishedIcon
    )

    static let fade = SkinElementRule(
        name: "fade",
        doc: "Fades the whole edge in with the pull (opaque while loading and after).",
        attributes: [
            SkinAttributeRule(
                name: "from",
                type: .number(ValueBounds.from(0, through: progressBounds.upper - 1), unit: ""),
                defaultValue: "0",
                doc: "The pull ratio at which the edge is still invisible."
            ),
            SkinAttributeRule(
                name: "to",
                type: .number(ValueBounds.above(0, through: progressBounds.upper), unit: ""),
                defaultValue: "1",
                doc: "The pull ratio at which it is opaque; more than `from`."
            ),
        ],
        reader: .fade
    )
}
