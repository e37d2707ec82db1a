import RefreshCore

/// Checks the text a valid pattern shows, for what works but looks wrong: a text that is empty
/// or only spaces (the line shows nothing), and white space an editor's indentation leaves in
/// it. A pattern is used exactly as written, so the spaces and line breaks of
///
/// ```xml
/// <string key="header.pull">
///     Pull to refresh
/// </string>
/// ```
///
/// are shown, and the text is drawn off-centre. Both are warnings: the skin works.
///
/// Only the text is looked at: the top of the pattern and the choices of its plurals and
/// selects. Spaces and line breaks between the parts of an argument (`{count, plural,` and
/// `one {…}` on lines of their own) are ICU's syntax and not shown, so they are fine.
enum StringTextCheck {
    /// The warnings for a pattern that passed ``StringOverrideCheck``'s checks.
    static func problems(key: MessageKey, pattern: String, locale: String) -> [StringOverrideCheck.Problem] {
        let subject = "the message for '\(key.rawValue)' (\(locale))"
        if pattern.unicodeScalars.allSatisfy(isSpace) {
            return [
                StringOverrideCheck.Problem(
                    message: "\(subject) is \(pattern.isEmpty ? "empty" : "only white space"), so nothing is shown; "
                        + "write the text, or remove it to use RefreshKit's own translation",
                    code: .emptyString,
                    severity: .warning
                )
            ]
        }
        let text = ShownText(pattern)
        var kept: [String] = []
        if let run = text.leading { kept.append("starts with \(describe(run))") }
        if let run = text.trailing { kept.append("ends with \(describe(run))") }
        if let run = text.innerBreaks.first {
            let more = text.innerBreaks.count > 1 ? " (and \(text.innerBreaks.count - 1) more)" : ""
            kept.append("has \(describe(run)) inside its text\(more)")
        }
        guard !kept.isEmpty else { return [] }
        return [
            StringOverrideCheck.Problem(
                message: "\(subject) \(SkinValueType.list(kept, lastJoinedBy: "and")), which are shown as they are "
                    + "(the text is drawn off-centre, or broken across lines); write the text without them: '"
                    + text.fixed.unicodeScalars.map { $0 == "\n" ? "\\n" : String($0) }.joined() + "'",
                code: .stringWhitespace,
                suggestion: text.fixed,
                severity: .warning
            )
        ]
    }

    /// Space, tab, line feed or carriage return: the white space of XML and of indentation.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

    /// `a line break and 4 spaces`, `2 spaces`, `a tab`.
    static func describe(_ run: Substring.UnicodeScalarView) -> String {
        var breaks = 0
        var spaces = 0
        var tabs = 0
        var previous: Unicode.Scalar?
        for scalar in run {
            switch scalar {
            case "\n": if previous != "\r" { breaks += 1 }
            case "\r": breaks += 1
            case "\t": tabs += 1
            default: spaces += 1
            }
            previous = scalar
        }
        let parts = [(breaks, "line break"), (spaces, "space"), (tabs, "tab")].compactMap { count, name -> String? in
            switch count {
            case 0: nil
            case 1: "a \(name)"
            default: "\(count) \(name)s"
            }
        }
        return SkinValueType.list(parts, lastJoinedBy: "and")
    }

    /// The shown text of a pattern: its runs of white space at the start and end, the runs with
    /// a line break inside its text, and the pattern with these removed (``fixed``).
    struct ShownText {
        var leading: Substring.UnicodeScalarView?
        var trailing: Substring.UnicodeScalarView?
        var innerBreaks: [Substring.UnicodeScalarView] = []
        /// The pattern with its leading and trailing white space removed, and each run of white
        /// space with a line break in its text made one space (or nothing, at the start or end of
        /// a choice).
        var fixed = ""

        init(_ pattern: String) {
            let scalars = pattern.unicodeScalars
            // Whether each open brace opened text (a choice) or an argument; the pattern is text.
            var inText = [true]
            var quoted = false
            var index = scalars.startIndex
            var output = String.UnicodeScalarView()
            while index < scalars.endIndex {
                let scalar = scalars[index]
                let next = scalars.index(after: index)
                let atText = inText.last ?? true
                if atText, !quoted, isSpace(scalar) {
                    let end = scalars[index...].firstIndex { !isSpace($0) } ?? scalars.endIndex
                    let run = scalars[index..<end]
                    let atStart = index == scalars.startIndex
                    let atEnd = end == scalars.endIndex
                    // A run against the brace of a choice opens or closes that choice's text.
                    let opensChoice = !atStart && scalars[scalars.index(before: index)] == "{" && inText.count > 1
                    let closesChoice = !atEnd && scalars[end] == "}" && inText.count > 1
                    if atStart {
                        leading = run
                    } else if atEnd {
                        trailing = run
                    } else if run.contains(where: isBreak) {
                        innerBreaks.append(run)
                        if !opensChoice, !closesChoice { output.append(" ") }
                    } else {
                        output.append(contentsOf: run)
                    }
                    index = end
                    continue
                }
                output.append(scalar)
                if scalar == "'" {
                    // ICU's apostrophes: '' is one; ' before a brace, # or | quotes up to the next '.
                    if next < scalars.endIndex, scalars[next] == "'" {
                        output.append("'")
                        index = scalars.index(after: next)
                        continue
                    }
                    if quoted {
                        quoted = false
                    } else if atText, next < scalars.endIndex, "{}#|".unicodeScalars.contains(scalars[next]) {
                        quoted = true
                    }
                } else if !quoted, scalar == "{" {
                    inText.append(!atText)
                } else if !quoted, scalar == "}", inText.count > 1 {
                    inText.removeLast()
                }
                index = next
            }
            fixed = String(output)
        }
    }
}
