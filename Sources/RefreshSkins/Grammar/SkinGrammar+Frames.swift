import RefreshCore
import RefreshSupport
import RefreshXML

/// `<frames>`: a frame animation, in the grammar table. The reader's checks that go beyond one
/// attribute (one source, a sprite that divides, numbered files that exist and match, no state
/// shown by two sequences) are in `DescriptorReader+Frames.swift`.
extension SkinGrammar {
    /// The frame rates `fps` accepts.
    static let frameRate = ValueBounds.from(1, through: 60)
    /// The largest `first` of numbered frames.
    static let maxFirstFrame = 9999

    static let frames = SkinElementRule(
        name: "frames",
        doc:
            "A frame animation shown by `style=\"frames\"` in some states: a sprite strip or numbered PNG files, "
            + "the frame chosen by the pull's progress or by the time in the state. Give `sprite` or `images`; "
            + "frames fill the indicator's 30×55-point box, so draw them at that size (60×110 for `@2x`).",
        attributes: [
            SkinAttributeRule(
                name: "states",
                type: .text(.stateList),
                required: true,
                doc: "The engine states it is shown in, separated by spaces (`idle pulling`); "
                    + "two `<frames>` of a part may not share a state unless their `result`s differ."
            ),
            SkinAttributeRule(
                name: "result",
                type: .choice(["success", "failure"], what: "result"),
                defaultValue: "any",
                doc: "Shown only after a load with this result, as `<finishedIcon result>` is: for the states "
                    + "`finished` and `failed` alone (the footer's `failed` is a failure). A state may have one "
                    + "`<frames>` per result and one without, which shows for the others; a `<finishedIcon>` "
                    + "of the same result is drawn in place of the frames."
            ),
            SkinAttributeRule(
                name: "bind",
                type: .choice(["progress", "time"], what: "binding"),
                defaultValue: "progress",
                doc: "`progress`: the first frame at rest, the last at the trigger distance; "
                    + "`time`: played at `fps` from the moment the state begins."
            ),
            SkinAttributeRule(
                name: "fps",
                type: .number(frameRate, unit: " frames a second"),
                defaultValue: "none (required with `bind=\"time\"`)",
                doc: "Frames a second.",
                requires: ("bind", "time")
            ),
            SkinAttributeRule(
                name: "loop",
                type: .onOff,
                defaultValue: "on",
                doc: "`off` plays the frames once and holds the last one.",
                requires: ("bind", "time")
            ),
            SkinAttributeRule(
                name: "sprite",
                type: .text(.spritePath),
                defaultValue: "none",
                doc: "One PNG strip, cut into `count` frames of equal width (its width must divide by `count`); "
                    + "`name@2x.png` beside it is the 2x strip."
            ),
            SkinAttributeRule(
                name: "images",
                type: .text(.numberedImagePath),
                defaultValue: "none",
                doc: "Numbered PNG files: the run of `#` is the frame's number, zero-padded (`load-##.png` is "
                    + "`load-00.png`, `load-01.png`, …); every frame the same size; `name@2x.png` beside each is its "
                    + "2x image (used when every frame has one)."
            ),
            SkinAttributeRule(
                name: "first",
                type: .wholeNumber(0...maxFirstFrame),
                defaultValue: "0",
                doc: "With `images`: the first frame's number."
            ),
            SkinAttributeRule(
                name: "count",
                type: .wholeNumber(1...SkinFrames.maximumCount),
                required: true,
                doc: "How many frames."
            ),
        ],
        repeatable: true,
        reader: .frames
    )
}

extension SkinTextRule {
    /// The names of the engine's states (`idle`, `pulling`, …).
    static let stateNames = RefreshState.allCases.map(\.rawValue)

    /// The words of a list attribute.
    static func words(_ text: String) -> [Substring] {
        text.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    }

    /// What authors may call a state by another library's name, and the engine's name for it.
    static let stateSynonyms = ["armed": "pulling", "ready": "pulling", "refreshing": "loading", "done": "finished"]

    /// Engine states, separated by spaces, as `<frames>` names them.
    static let stateList = states(frames: true)
    /// The states an `<animation>` applies in.
    static let animationStates = states(frames: false)

    /// Engine states, separated by spaces. `<frames>` says what the engine calls another
    /// library's name for a state (`armed`) and lists the states for an empty value; an
    /// `<animation>` takes only spaces, tabs and line feeds between them.
    static func states(frames: Bool) -> SkinTextRule {
        @Sendable func split(_ text: String) -> [Substring] {
            frames ? words(text) : text.split(whereSeparator: { " \t\n".contains($0) })
        }
        return SkinTextRule(
            name: "states",
            summary: (frames ? "engine states" : "state names") + " separated by spaces: "
                + stateNames.map { "`\($0)`" }.joined(separator: ", "),
            relaxNG: "<list><oneOrMore><choice>" + stateNames.map { "<value>\($0)</value>" }.joined()
                + "</choice></oneOrMore></list>",
            accepts: { text in
                let words = split(text)
                return !words.isEmpty && words.allSatisfy { stateNames.contains(String($0)) }
            },
            problem: { attribute, value in
                let list = SkinValueType.list(stateNames)
                guard let unknown = split(value).first(where: { !stateNames.contains(String($0)) }).map(String.init)
                else {
                    let listed = frames ? " (\(list))" : ""
                    return SkinValueError(.emptyValue, "\(attribute) must name at least one state\(listed)")
                }
                let synonym = frames ? stateSynonyms[unknown.lowercased()] : nil
                let guess = synonym ?? NameSuggestion.nearest(to: unknown, among: stateNames)
                let hint = synonym.map { "; the engine calls it '\($0)'" } ?? NameSuggestion.clause(guess)
                return SkinValueError(
                    .unknownState,
                    "unknown state '\(ControlCharacters.escaped(unknown))' in \(attribute)\(hint) (expected \(list))",
                    suggestion: guess
                )
            }
        )
    }

    /// A sprite strip's path, relative to the descriptor.
    static let spritePath = path("png") { _, value in
        SkinValueError(.invalidImagePath, "the sprite must be a .png file, not '\(ControlCharacters.escaped(value))'")
    }

    /// The run of `#` in a numbered file's name: where it starts and how long it is, when the name
    /// (after the last `/`) has exactly one run of 1 to 4.
    static func numberRun(in path: String) -> (start: String.Index, length: Int)? {
        let name = path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...]
        guard let start = name.firstIndex(of: "#") else { return nil }
        let run = name[start...].prefix { $0 == "#" }
        guard (1...4).contains(run.count), !name[run.endIndex...].contains("#"),
            !path[..<start].contains("#")
        else { return nil }
        return (start, run.count)
    }

    /// Numbered PNG files' path: `load-##.png`.
    static let numberedImagePath = SkinTextRule(
        name: "numbered path",
        summary: "a `.png` path relative to the skin file whose file name has one run of 1 to 4 `#` "
            + "for the frame number (`load-##.png`)",
        relaxNG:
            #"<data type="string"><param name="pattern">([^\\:#]*/)?[^\\:#/]*#{1,4}[^\\:#/]*\.png</param></data>"#,
        accepts: { $0.hasSuffix(".png") && numberRun(in: $0) != nil },
        problem: { _, value in
            SkinValueError(
                .invalidImagePath,
                "images must be a .png path whose file name has one run of 1 to 4 '#' for the frame number, "
                    + "such as 'load-##.png', not '\(ControlCharacters.escaped(value))'"
            )
        }
    )

    /// The file name of frame `number` of a numbered path, or `nil` when the number needs more
    /// digits than the run of `#` has.
    static func numberedPath(_ pattern: String, number: Int) -> String? {
        guard let (start, length) = numberRun(in: pattern), number >= 0 else { return nil }
        let digits = String(number)
        guard digits.count <= length else { return nil }
        let end = pattern.index(start, offsetBy: length)
        return String(pattern[..<start]) + String(repeating: "0", count: length - digits.count) + digits
            + String(pattern[end...])
    }
}
