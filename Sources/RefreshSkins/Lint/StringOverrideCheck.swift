import RefreshCore
import RefreshLocalization
import RefreshSupport
import RefreshXML

/// Checks one string override (`<string key="…">pattern</string>`) as the presenter will use it:
/// the braces balance, ICU parses it, it nests no deeper than ICU may go, and it uses only the
/// arguments `MessageKey` gives its key, each as what it holds (a number for plurals, a phrase
/// for `date`). A pattern that passes cannot fail when shown; one that would show nothing, or
/// white space left by an editor's indentation, gets a warning.
public enum StringOverrideCheck {
    /// One problem with a pattern.
    public struct Problem: Sendable, Hashable {
        /// What is wrong and how to fix it.
        public var message: String
        /// The kind of problem (`unknown-argument`, `missing-other`, ...).
        public var code: DiagnosticCode
        /// The replacement that fixes it, if there is one obvious one.
        public var suggestion: String?
        /// An error for a pattern that would fail when shown; a warning for one that works but
        /// shows what was probably not meant (an empty text, white space from indentation).
        public var severity: SkinDiagnostic.Severity = .error
    }

    /// The problems of `pattern` as the override of `key` for `locale`, worded for an author.
    ///
    /// - Parameters:
    ///   - key: the message the pattern overrides.
    ///   - pattern: the ICU MessageFormat pattern, as written.
    ///   - locale: the locale it is for, as written in `<strings locale>`.
    ///   - compile: compiles the pattern for the locale (ICU's MessageFormat) and returns what is
    ///     wrong, or `nil`; the loader's pattern check, ``SkinLoader/icuPatternCheck`` by default.
    ///     `nil` skips compiling.
    public static func problems(
        key: MessageKey,
        pattern: String,
        locale: String,
        compile: (@Sendable (_ pattern: String, _ locale: String) -> String?)? = SkinLoader.icuPatternCheck
    ) -> [Problem] {
        let subject = "the message for '\(key.rawValue)' (\(locale))"
        let invalid = "invalid message pattern for '\(key.rawValue)' (\(locale))"
        if let problem = MessagePatternCheck.problem(in: pattern) {
            return [Problem(message: "\(invalid): \(problem)", code: .unbalancedBraces)]
        }
        let arguments: [MessageArgumentInfo]
        do throws(LocalizationError) {
            arguments = try MessageFormatter.arguments(of: pattern)
        } catch {
            return [syntaxProblem(error, subject: subject, invalid: invalid)]
        }
        if let compile, let problem = compile(pattern, locale) {
            return [Problem(message: "\(invalid): \(problem)", code: .invalidPattern)]
        }
        // Each use of an argument once: its name, kind and type.
        var seen: Set<String> = []
        let problems = arguments.filter { seen.insert("\($0.name)\t\($0.kind)\t\($0.typeName)").inserted }
            .compactMap { problem(with: $0, key: key, subject: subject) }
        // What a pattern that works shows: empty text, white space from indentation (warnings).
        guard problems.isEmpty else { return problems }
        return StringTextCheck.problems(
            key: key,
            pattern: pattern,
            locale: locale,
            parsedArguments: Set(arguments.map(\.name))
        )
    }

    /// What ICU's parse refused, in plain words.
    static func syntaxProblem(_ error: LocalizationError, subject: String, invalid: String) -> Problem {
        switch error {
        case .patternTooDeep(_, _, let limit):
            return Problem(
                message: "\(subject) nests braces more than \(limit) deep, which RefreshKit refuses (ICU would "
                    + "format it recursively); write it with fewer nested plural or select arguments",
                code: .tooDeep
            )
        case .patternSyntax(_, _, _, let status) where status == "U_DEFAULT_KEYWORD_MISSING":
            return Problem(
                message: "\(subject): a plural or select needs an 'other' choice, which is used when no other "
                    + "choice fits; add other {…}, as in '{count, plural, one {# item} other {# items}}'",
                code: .missingOther,
                suggestion: "other {…}"
            )
        default:
            return Problem(message: "\(invalid): \(error.description)", code: .invalidPattern)
        }
    }

    /// The problem with one use of an argument, or `nil` when the key gives it and it is used as
    /// what it holds.
    static func problem(with argument: MessageArgumentInfo, key: MessageKey, subject: String) -> Problem? {
        let given = key.arguments
        let written = written(argument)
        guard let expected = given.first(where: { $0.name == argument.name }) else {
            if given.isEmpty {
                return Problem(
                    message: "\(subject) uses the argument \(written), but '\(key.rawValue)' takes no arguments, "
                        + "so it would fail when shown; write the text without braces (a literal brace is '{')",
                    code: .unknownArgument
                )
            }
            let names = given.map(\.name)
            let guess = NameSuggestion.nearest(to: argument.name, among: names) ?? (names.count == 1 ? names[0] : nil)
            let takes = given.map(\.description).joined(separator: ", ")
            return Problem(
                message: "\(subject) uses the argument \(written), but '\(key.rawValue)' takes only \(takes)"
                    + (guess.map { "; did you mean \($0)?" } ?? ""),
                code: .unknownArgument,
                suggestion: guess
            )
        }
        switch expected.kind {
        case .count:
            switch argument.kind {
            case .none, .plural, .selectOrdinal, .choice: return nil
            case .simple where ["number", "spellout", "ordinal", "duration"].contains(argument.typeName): return nil
            case .select:
                return Problem(
                    message: "\(subject) uses {\(argument.name), select, …}, but \(expected) is a number; "
                        + "choose by number with {\(argument.name), plural, one {…} other {…}}",
                    code: .wrongArgumentKind,
                    suggestion: "plural"
                )
            case .simple:
                return Problem(
                    message: "\(subject) formats \(argument.name) as \(argument.typeName), but \(expected) is a "
                        + "number; write {\(argument.name)}, {\(argument.name), number} or a plural",
                    code: .wrongArgumentKind,
                    suggestion: "{\(argument.name)}"
                )
            }
        case .date:
            switch argument.kind {
            case .none, .select: return nil
            default:
                return Problem(
                    message: "\(subject) uses \(written), but \(argument.name) is a phrase already formatted in "
                        + "the user's language (\"5 minutes ago\"), not a number or a date; write {\(argument.name)}",
                    code: .wrongArgumentKind,
                    suggestion: "{\(argument.name)}"
                )
            }
        }
    }

    /// How the argument is written, such as `{n, plural, …}`.
    static func written(_ argument: MessageArgumentInfo) -> String {
        switch argument.kind {
        case .none: "{\(argument.name)}"
        case .simple: "{\(argument.name), \(argument.typeName)}"
        case .choice: "{\(argument.name), choice, …}"
        case .plural: "{\(argument.name), plural, …}"
        case .select: "{\(argument.name), select, …}"
        case .selectOrdinal: "{\(argument.name), selectordinal, …}"
        }
    }
}

extension StringOverrideCheck.Problem {
    /// The problem as a diagnostic at `line`:`column` of `file`.
    func diagnostic(file: String, line: Int, column: Int) -> SkinDiagnostic {
        SkinDiagnostic(
            file: file,
            line: line,
            column: column,
            severity: severity,
            message: message,
            code: code,
            suggestion: suggestion
        )
    }
}
