import RefreshSupport
import RefreshXML

/// A part's `style` names an indicator kind: a built-in one (``SkinStyle/builtIn``) or one a
/// program registers in code (RefreshPresentation's `IndicatorRegistry`). The grammar accepts any
/// well-formed name; the loader then compares it with the kinds it knows
/// (``SkinLoader/indicatorKinds``):
///
/// - a known name is fine;
/// - a name a typo away from a built-in's (`arow`, `rnig`) is an error naming the built-in: every
///   program has the built-ins, so such a name is almost surely a misspelling, and a kind that
///   really has such a name is declared (then it is known and accepted);
/// - any other name is a warning, with the nearest known name when one is close: the kind may be
///   registered by the program at run time, and a part whose kind no registry has shows text
///   only.
package enum IndicatorKindNames {
    /// The most characters a kind's name has.
    static let maxLength = 64

    /// The built-in names, in the order the guide lists them.
    package static var builtIn: [String] { SkinStyle.builtIn.map(\.rawValue) }

    /// Whether `name` has the shape of a kind's name: an ASCII letter, then ASCII letters,
    /// digits, `.`, `_` or `-`, at most 64 in all.
    package static func isWellFormed(_ name: String) -> Bool {
        SkinTextRule.matches(
            name,
            first: SkinTextRule.isASCIILetter,
            rest: {
                SkinTextRule.isASCIILetter($0) || SkinTextRule.isASCIIDigit($0) || SkinTextRule.isNamePunctuation($0)
            },
            maxLength: maxLength
        )
    }

    /// The known names for messages: the built-ins among them in their order, then the others
    /// sorted.
    static func ordered(_ known: Set<String>) -> [String] {
        let builtIn = builtIn
        return builtIn.filter(known.contains) + known.subtracting(builtIn).sorted()
    }
}

extension SkinTextRule {
    /// A part's `style`: the name of an indicator kind (see ``IndicatorKindNames``). The schema
    /// offers the built-in names to editors and accepts any well-formed name.
    static let indicatorKind = SkinTextRule(
        name: "kind",
        summary: IndicatorKindNames.builtIn.map { "`\($0)`" }.joined(separator: ", ")
            + " or a kind the program registers: an ASCII letter, then letters, digits, `.`, `_` or `-`; at most "
            + "\(IndicatorKindNames.maxLength)",
        relaxNG: "<choice>" + IndicatorKindNames.builtIn.map { "<value>\($0)</value>" }.joined()
            + #"<data type="string"><param name="pattern">[A-Za-z][A-Za-z0-9._\-]{0,63}</param></data></choice>"#,
        accepts: IndicatorKindNames.isWellFormed,
        problem: { attribute, value in
            let guess = NameSuggestion.nearest(to: value, among: IndicatorKindNames.builtIn)
            return SkinValueError(
                .invalidName,
                "\(attribute) must name an indicator kind (an ASCII letter, then letters, digits, '.', '_' or '-', "
                    + "at most \(IndicatorKindNames.maxLength)), not '\(value)'\(NameSuggestion.clause(guess))",
                suggestion: guess
            )
        }
    )
}

extension DescriptorReader {
    /// The part's `style` against the kinds the loader knows: an error for a typo of a built-in
    /// (the value is then left out), a warning for a name no known kind has.
    mutating func checkStyle(_ element: XMLTreeElement, into part: inout PartialPart) {
        // The place is found only for a name that is not known.
        guard let name = part.values[path: "style", as: String.self], !indicatorKinds.contains(name),
            let attribute = element.attribute("style")
        else { return }
        let names = IndicatorKindNames.ordered(indicatorKinds)
        let nearest = NameSuggestion.nearest(to: name, among: names)
        let hint = NameSuggestion.clause(nearest)
        let escaped = ControlCharacters.escaped(name)
        guard let nearest, IndicatorKindNames.builtIn.contains(nearest) else {
            let message =
                "style '\(escaped)' names no indicator kind known here\(hint) (known: \(SkinValueType.list(names))); "
                + "the program must register a kind of this name, or the part shows text only "
                + "(a theme package lists the kinds it registers in Skins/\(IndicatorKindDeclaration.fileName))"
            return error(attribute, .unregisteredStyle, message, suggestion: nearest, severity: .warning)
        }
        part.values[path: "style"] = nil
        let message = "unknown style '\(escaped)'\(hint) (expected \(SkinValueType.list(names)))"
        error(attribute, .unknownStyle, message, suggestion: nearest)
    }
}

/// The indicator kinds a theme package registers in code, declared in `kinds.txt` at the top of
/// its `Skins` folder so that its skins may name them without a warning: one name a line, `#`
/// starts a comment.
///
/// ```
/// # Registered by SunsetTheme.indicators
/// sunburst
/// ```
package enum IndicatorKindDeclaration {
    /// The file's name, at the top of a package's skins tree.
    package static let fileName = "kinds.txt"
    /// The most names a file declares.
    static let maxNames = 256
    /// The largest file read.
    static let maxBytes = 64 * 1024

    /// The names declared by `tree`'s `kinds.txt`, if it has one; its problems are appended to
    /// `problems`.
    package static func names(in tree: any SkinFiles, problems: inout [SkinDiagnostic]) -> [String] {
        guard tree.contains(fileName) else { return [] }
        let path = tree.displayPath(of: fileName)
        do {
            let parsed = parse(try tree.read(fileName, limit: maxBytes), path: path)
            problems += parsed.diagnostics
            return parsed.names
        } catch {
            problems.append(
                SkinDiagnostic(file: path, line: 0, column: 0, message: error.description, code: error.code)
            )
            return []
        }
    }

    /// The names in a `kinds.txt` and the problems of its lines.
    package static func parse(_ bytes: [UInt8], path: String) -> (names: [String], diagnostics: [SkinDiagnostic]) {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let message = "\(fileName) must be UTF-8 text: one indicator kind name a line"
            return ([], [SkinDiagnostic(file: path, line: 0, column: 0, message: message, code: .notUTF8)])
        }
        var names: [String] = []
        var diagnostics: [SkinDiagnostic] = []
        // LF, CRLF and a missing last newline read alike (the file was checked to be UTF-8, so
        // every line is too).
        for (index, line) in LineSplitter.lines(of: bytes).enumerated() {
            guard case .text(let lineBytes) = line else { continue }
            let content = String(decoding: lineBytes, as: UTF8.self).prefix { $0 != "#" }
            let leading = content.prefix { $0 == " " || $0 == "\t" }
            let name = String(content).trimmingASCIIWhitespace()
            guard !name.isEmpty else { continue }
            let column = leading.unicodeScalars.count + 1
            func report(_ severity: SkinDiagnostic.Severity, _ code: DiagnosticCode, _ message: String) {
                diagnostics.append(
                    SkinDiagnostic(
                        file: path,
                        line: index + 1,
                        column: column,
                        severity: severity,
                        message: message,
                        code: code
                    )
                )
            }
            guard IndicatorKindNames.isWellFormed(name) else {
                report(
                    .error,
                    .invalidKindName,
                    "'\(ControlCharacters.escaped(name))' is not an indicator kind name: an ASCII letter, then letters, digits, '.', '_' or '-' "
                        + "(at most \(IndicatorKindNames.maxLength)), one name a line"
                )
                continue
            }
            guard !names.contains(name) else {
                report(.warning, .duplicateKindName, "'\(ControlCharacters.escaped(name))' is listed twice")
                continue
            }
            guard names.count < maxNames else {
                report(
                    .error,
                    .tooManyKindNames,
                    "more than \(maxNames) indicator kinds are declared; the rest are ignored"
                )
                break
            }
            names.append(name)
        }
        return (names, diagnostics)
    }
}
