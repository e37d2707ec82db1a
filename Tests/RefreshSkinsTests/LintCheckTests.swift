import Foundation
import RefreshCore
import RefreshLint
import RefreshSkins
import RefreshXML
import Testing

/// Each mistake in `Fixtures/lint` gets a located diagnostic with a stable code, a plain message
/// and, where there is one obvious fix, a suggestion; and the loader refuses the skin, so that
/// nothing that lints clean can fail when shown.
@Suite struct LintCheckTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        /// `line:column`.
        var place: String
        var code: String
        var message: String
        var suggestion: String?
        var description: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "wrong-argument-name.xml",
            place: "4:7",
            code: "unknown-argument",
            message: "the message for 'header.finished' (en) uses the argument {n, plural, …}, but "
                + "'header.finished' takes only count (a whole number); did you mean count?",
            suggestion: "count"
        ),
        Case(
            file: "argument-on-plain-key.xml",
            place: "3:26",
            code: "unknown-argument",
            message: "uses the argument {count}, but 'header.pull' takes no arguments"
        ),
        Case(
            file: "date-as-number.xml",
            place: "4:7",
            code: "wrong-argument-kind",
            message: "uses {date, date}, but date is a phrase already formatted",
            suggestion: "{date}"
        ),
        Case(
            file: "select-on-count.xml",
            place: "4:7",
            code: "wrong-argument-kind",
            message: "uses {count, select, …}, but count (a whole number) is a number",
            suggestion: "plural"
        ),
        Case(
            file: "plural-without-other.xml",
            place: "4:7",
            code: "missing-other",
            message: "a plural or select needs an 'other' choice",
            suggestion: "other {…}"
        ),
        Case(
            file: "too-deep.xml",
            place: "4:7",
            code: "too-deep",
            message: "nests braces more than 20 deep"
        ),
        Case(
            file: "locale-name.xml",
            place: "3:14",
            code: "unknown-locale",
            message: "'german' is not a language that ICU knows, so these strings would never be used; "
                + "did you mean 'de'?",
            suggestion: "de"
        ),
        Case(
            file: "locale-malformed.xml",
            place: "3:14",
            code: "unknown-locale",
            message: "'en--US' is not a language tag"
        ),
        Case(
            file: "colour-name-typo.xml",
            place: "3:25",
            code: "invalid-color",
            message: "'whit' is not a colour name; did you mean 'white'?",
            suggestion: "white"
        ),
        Case(
            file: "latin1.xml",
            place: "1:21",
            code: "not-utf8",
            message: "the file declares encoding=\"ISO-8859-1\"; save the file as UTF-8",
            suggestion: "encoding=\"UTF-8\""
        ),
        Case(
            file: "utf16.xml",
            place: "1:1",
            code: "not-utf8",
            message: "the file is encoded as UTF-16, not UTF-8; save the file as UTF-8"
        ),
    ]

    static func lint(_ name: String) -> [SkinDiagnostic] {
        SkinLint.check(files: [Fixtures.root + "/lint/" + name]).diagnostics
    }

    @Test func everyFixtureHasACase() {
        #expect(Set(Fixtures.names("lint")) == Set(Self.cases.map(\.file)))
    }

    @Test(arguments: cases)
    func mistakeIsLocatedWithCodeAndFix(_ test: Case) throws {
        let diagnostics = Self.lint(test.file)
        let path = Fixtures.root + "/lint/" + test.file
        let match = diagnostics.first { $0.description.contains(test.message) }
        let found = try #require(match, "\(diagnostics.map(\.description))")
        #expect(found.description.hasPrefix("\(path):\(test.place): error: "), "\(found)")
        #expect(found.effectiveCode(for: .skin) == test.code)
        #expect(found.suggestion == test.suggestion)
        #expect(!SkinLint.check(files: [path]).errors.isEmpty)
    }

    @Test func namedColoursAndShortHexWithAlphaAreColours() {
        #expect(CSSColor.parse("green") == .success(.init(red: 0, green: 128, blue: 0)))
        #expect(CSSColor.parse("RebeccaPurple") == .success(.init(red: 0x66, green: 0x33, blue: 0x99)))
        #expect(CSSColor.parse("grey") == CSSColor.parse("gray"))
        #expect(CSSColor.parse("transparent") == .success(.init(red: 0, green: 0, blue: 0, alpha: 0)))
        #expect(CSSColor.parse("#F008") == .success(.init(red: 255, green: 0, blue: 0, alpha: 0x88)))
        #expect(CSSColor.parse("#FF000080") == .success(.init(red: 255, green: 0, blue: 0, alpha: 0x80)))
        guard case .failure(let error) = CSSColor.parse("gren") else {
            Issue.record("gren parsed")
            return
        }
        #expect(error.suggestion == "green")
    }

    @Test func allCSSColourNamesAreKnown() {
        // CSS Color 4 lists 148 names (gray and grey spellings counted apart).
        let names = CSSColor.namedColors
        #expect(names.count == 148)
        for name in ["aliceblue", "darkslategrey", "rebeccapurple", "yellowgreen", "lightgoldenrodyellow"] {
            #expect(names.contains(name))
        }
    }

    @Test(arguments: [
        ("{count, plural, one {# item} other {# items}}", "header.finished"),
        ("{count} new", "a11y.loadedMore"),
        ("{count, number} new", "a11y.refreshed"),
        ("{count, selectordinal, one {#st} other {#th}}", "header.finished"),
        ("Updated {date}", "header.lastUpdated"),
        ("Pull, it''s fine '{'really'}'", "header.pull"),
    ])
    func rightUsesPass(pattern: String, key: String) throws {
        let messageKey = try #require(MessageKey(rawValue: key))
        #expect(StringOverrideCheck.problems(key: messageKey, pattern: pattern, locale: "en") == [])
    }

    @Test func locales() {
        #expect(LocaleTagCheck.problem("de") == nil)
        #expect(LocaleTagCheck.problem("pt-BR") == nil)
        #expect(LocaleTagCheck.problem("zh-Hant") == nil)
        #expect(LocaleTagCheck.problem("sr-Latn") == nil)
        #expect(LocaleTagCheck.problem("Deutsch")?.suggestion == "de")
        #expect(LocaleTagCheck.problem("japanese")?.suggestion == "ja")
        #expect(LocaleTagCheck.problem("xx")?.code == .unknownLocale)
    }
}

/// Every ICU refusal of a pattern reaches the author in plain words, never as ICU's status names.
@Suite struct PatternWordingTests {
    static let patterns = [
        "{count, plural, one {# item}}", "{count, plurl, other {x}}",
        "{0} and {count}", "{count, number, ::currency/XYZ/junk}", "{count,}", "{, plural, other {x}}",
        "{count, select, a {x} a {y} other {z}}", "{count, selectordinal, one {#st}}",
        "{count, plural, offset:x other {#}}", "{count, plural, other {#} =x {y}}", "{count plural}",
        "{count, date, full, extra}", String(repeating: "{a, select, other {", count: 12),
    ]

    @Test(arguments: patterns)
    func icuRefusalsArePlain(pattern: String) {
        let problems = StringOverrideCheck.problems(key: .headerFinished, pattern: pattern, locale: "en")
        #expect(!problems.isEmpty, "accepted: \(pattern)")
        for problem in problems {
            #expect(!problem.message.contains("U_"), "\(problem.message)")
            #expect(!problem.message.contains("MessageFormat syntax error"), "\(problem.message)")
        }
        if ProcessInfo.processInfo.environment["SHOW_WORDING"] != nil { print(pattern, "->", problems.map(\.message)) }
    }
}
