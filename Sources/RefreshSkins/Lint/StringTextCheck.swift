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
    /// The warnings for a pattern that passed ``StringOverrideCheck``'s checks, whose arguments
    /// ICU's parse found are `parsedArguments` (`nil`: not known).
    static func problems(
        key: MessageKey,
        pattern: String,
        locale: String,
        parsedArguments: Set<String>? = nil
    ) -> [StringOverrideCheck.Problem] {
        let subject = "the message for '\(key.rawValue)' (\(locale))"
        // Spaces, tabs and line breaks are blank too.
        if pattern.unicodeScalars.allSatisfy(isBlank) {
            let shown =
                pattern.unicodeScalars.allSatisfy(isSpace)
                ? "is \(pattern.isEmpty ? "empty" : "only white space"), so nothing is shown"
                : "is only characters that draw nothing (\(describeBlank(pattern))), so the line is blank"
            return [
                StringOverrideCheck.Problem(
                    message: "\(subject) \(shown); write the text, or remove it to use RefreshKit's own translation",
                    code: .emptyString,
                    severity: .warning
                )
            ]
        }
        let problems = quotedArguments(key: key, pattern: pattern, subject: subject, parsed: parsedArguments ?? [])
        let text = ShownText(pattern)
        var kept: [String] = []
        if let run = text.leading { kept.append("starts with \(describe(run))") }
        if let run = text.trailing { kept.append("ends with \(describe(run))") }
        if let run = text.innerBreaks.first {
            let more = text.innerBreaks.count > 1 ? " (and \(text.innerBreaks.count - 1) more)" : ""
            kept.append("has \(describe(run)) inside its text\(more)")
        }
        guard !kept.isEmpty else { return problems }
        return problems + [
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

    /// Whether `scalar` draws nothing: white space of any kind (a no-break space U+00A0, an
    /// ideographic space U+3000, the typographic spaces U+2000–U+200A), a character that is
    /// ignored when drawn (a zero-width space U+200B, a joiner, a byte order mark, a Hangul
    /// filler), or the blank Braille pattern U+2800.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint || scalar.value == 0x2800
    }

    /// The distinct characters of a blank text, named: `U+00A0 NO-BREAK SPACE and U+200B
    /// ZERO WIDTH SPACE`.
    static func describeBlank(_ text: String) -> String {
        var seen: Set<Unicode.Scalar> = []
        let named = text.unicodeScalars.filter { seen.insert($0).inserted }.prefix(4).map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex
            return scalar.properties.name.map { "\(code) \($0)" } ?? code
        }
        let more = seen.count > 4 ? ["\(seen.count - 4) more"] : []
        return SkinValueType.list(named + more, lastJoinedBy: "and")
    }

    /// A warning for each argument of `key` that `pattern` writes inside ICU's quotation: an
    /// apostrophe before a brace (`'{count}'`, `l'{count}`) starts quoted text that runs to the
    /// next apostrophe, so the braces are shown as written and the value never is. The
    /// suggestion doubles those apostrophes (`''` is one apostrophe shown), which shows the value
    /// and the apostrophes both.
    /// An argument ICU's parse found (`parsed`) is shown, wherever apostrophes are.
    static func quotedArguments(key: MessageKey, pattern: String, subject: String, parsed: Set<String>)
        -> [StringOverrideCheck.Problem]
    {
        let names = key.arguments.map(\.name).filter { !parsed.contains($0) }
        guard !names.isEmpty, pattern.contains("'") else { return [] }
        let scalars = Array(pattern.unicodeScalars)
        var quotes: [(open: Int, close: Int?)] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "'" else {
                index += 1
                continue
            }
            let next = index + 1
            if next < scalars.count, scalars[next] == "'" {
                index += 2
                continue
            }
            guard next < scalars.count, "{}#|".unicodeScalars.contains(scalars[next]) else {
                index += 1
                continue
            }
            // Quoted up to the next apostrophe that is not doubled (or to the end).
            var end = next
            var close: Int?
            while end < scalars.count {
                if scalars[end] == "'" {
                    if end + 1 < scalars.count, scalars[end + 1] == "'" {
                        end += 2
                        continue
                    }
                    close = end
                    break
                }
                end += 1
            }
            quotes.append((index, close))
            index = (close ?? scalars.count) + 1
        }
        var hidden: [String] = []
        var doubled: Set<Int> = []
        for quote in quotes {
            let inside = String(String.UnicodeScalarView(scalars[(quote.open + 1)..<(quote.close ?? scalars.count)]))
            let found = names.filter { name in
                inside.contains("{\(name)}") || inside.contains("{\(name),") || inside.contains("{\(name) ")
            }
            guard !found.isEmpty else { continue }
            hidden += found.filter { !hidden.contains($0) }
            doubled.insert(quote.open)
            if let close = quote.close { doubled.insert(close) }
        }
        guard let first = hidden.first else { return [] }
        var fixed = String.UnicodeScalarView()
        for (offset, scalar) in scalars.enumerated() {
            fixed.append(scalar)
            if doubled.contains(offset) { fixed.append("'") }
        }
        let arguments = SkinValueType.list(hidden.map { "{\($0)}" }, lastJoinedBy: "and")
        return [
            StringOverrideCheck.Problem(
                message: "\(subject) writes \(arguments) after an apostrophe, which ICU reads as the start of quoted "
                    + "text, so users see '{\(first)}' as written and never its value; write each apostrophe to "
                    + "show as two ('') or as ’, or remove it: '\(String(fixed))'",
                code: .quotedArgument,
                suggestion: String(fixed),
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
