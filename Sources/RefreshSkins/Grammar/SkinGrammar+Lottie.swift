import RefreshCore
import RefreshSupport
import RefreshXML

/// `<lottie>`: a Lottie animation, in the grammar table. Reading its files (inside the skin's
/// folder, within the caps, accepted by the package's own JSON reader) is in
/// `DescriptorReader+Lottie.swift`.
extension SkinGrammar {
    static let lottie = SkinElementRule(
        name: "lottie",
        doc:
            "A Lottie animation shown by `style=\"lottie\"`, bound to the engine's states by its markers: `pull` "
            + "(played by the pull's progress, its last frame at the trigger distance), `loading` (looped by time), "
            + "`success` and `failure` (played once when a load ends), and optionally `noMoreData` and `overpull` (the "
            + "pull past the trigger); `<segment>` maps markers of other names. A segment the file does not have "
            + "falls back to the whole animation, with a warning (`missing-segment`). The file is read by the package's own JSON reader and "
            + "accepted only in the subset every host draws (no expressions, images, text or masks), with each "
            + "refusal at its line and column in the file. It fills the indicator's 30×55-point box.",
        attributes: [
            SkinAttributeRule(
                name: "src",
                type: .text(.lottiePath),
                required: true,
                doc: "The `.json` file, relative to the skin file, inside the skin's folder."
            ),
            SkinAttributeRule(
                name: "dark",
                type: .text(.lottiePath),
                defaultValue: "none (`src`)",
                doc: "The file shown in the dark appearance, drawn for a dark background."
            ),
            SkinAttributeRule(
                name: "bind",
                type: .choice(SkinLottie.Binding.allCases.map(\.rawValue), what: "binding"),
                defaultValue: "markers",
                doc: "`markers`: the file's markers as above; `progress`: the whole file by the pull's progress in "
                    + "every state; `time`: the whole file looped by time in every state."
            ),
        ],
        children: [lottieSegment],
        reader: .lottie
    )

    /// `<segment>`: a marker of another name playing one of the roles.
    static let lottieSegment = SkinElementRule(
        name: "segment",
        doc: "Binds a marker of another name to a role, for a file made elsewhere "
            + "(`<segment marker=\"spin\" plays=\"loading\"/>`); each role is played by one marker.",
        attributes: [
            SkinAttributeRule(
                name: "marker",
                type: .text(.nonEmpty),
                required: true,
                doc: "The marker's name in the file (its `cm`), exactly; each file of the part must have it."
            ),
            SkinAttributeRule(
                name: "plays",
                type: .choice(SkinLottie.Role.allCases.map(\.rawValue), what: "segment role"),
                required: true,
                doc: "`pull`, `overpull` (the pull past the trigger, to twice the trigger distance), `loading`, "
                    + "`success`, `failure` or `noMoreData`."
            ),
        ],
        repeatable: true,
        reader: .none
    )
}

extension SkinTextRule {
    /// A Lottie file's path, relative to the descriptor.
    static let lottiePath = path("json", name: "animation path") { attribute, value in
        SkinValueError(
            .invalidAnimation,
            "\(attribute) must be a .json Lottie file, not '\(ControlCharacters.escaped(value))'"
        )
    }
}
