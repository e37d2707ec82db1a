import RefreshCore
import RefreshLint
import RefreshSkins
import RefreshTestSupport
import RefreshXML
import Testing

/// A `<string>` is shown exactly as written: one that shows nothing, or keeps the white space of
/// an editor's indentation, is a warning at the element, with the text to write instead; ICU's
/// own white space between the parts of a plural is fine.
@Suite struct StringTextCheckTests {
    /// The diagnostics of a skin whose header gives `strings` (lines of XML) for `de`, and the
    /// German pull text the loaded skin shows (`nil` when it does not load).
    static func load(_ strings: String) throws -> ([SkinDiagnostic], String?) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = """
            <skin id="x" name="x" format="1">
              <header style="text">
                <strings locale="de">
            \(strings)
                </strings>
              </header>
            </skin>
            """
        let file = try folder.write("skin.xml", text)
        let report = SkinLint.check(files: [file])
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        let pull = registry.skin(id: "x")?.header.strings.patterns["de"]?[.headerPull]
        DiagnosticCodeTests.expectCoded(report.diagnostics)
        // The review's findings about colours and the picture are not the strings' concern here.
        let review = Set(
            [DiagnosticCode.lowContrast, .textTruncated, .indicatorLowContrast, .sameResultPictures].map(\.rawValue)
        )
        return (report.diagnostics.filter { !review.contains($0.code?.rawValue ?? "") }, pull)
    }

    @Test(arguments: ["", "   ", "\n        \n      "])
    func anEmptyTextIsAWarningAtTheElement(text: String) throws {
        let (diagnostics, pull) = try Self.load("      <string key=\"header.pull\">\(text)</string>")
        let warning = try #require(diagnostics.first, "\(diagnostics)")
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(warning.severity == .warning)
        #expect(warning.code?.rawValue == "empty-string")
        #expect((warning.line, warning.column) == (4, 7))
        #expect(warning.message.contains("nothing is shown"), "\(warning)")
        #expect(warning.message.contains("remove it to use RefreshKit's own translation"), "\(warning)")
        // The skin works, and shows what it says.
        #expect(pull == text)
    }

    @Test func anIndentedTextIsAWarningWithTheTextToWrite() throws {
        let (diagnostics, pull) = try Self.load(
            """
                  <string key="header.pull">
                    Ziehen zum Aktualisieren
                  </string>
            """
        )
        let warning = try #require(diagnostics.first, "\(diagnostics)")
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(warning.severity == .warning)
        #expect(warning.code?.rawValue == "string-whitespace")
        #expect((warning.line, warning.column) == (4, 7))
        #expect(
            warning.message.contains(
                "starts with a line break and 8 spaces and ends with a line break and 6 spaces, which are shown"
            ),
            "\(warning)"
        )
        #expect(warning.suggestion == "Ziehen zum Aktualisieren")
        #expect(pull == "\n        Ziehen zum Aktualisieren\n      ")
    }

    @Test func aLineBreakInsideTheTextIsAWarning() throws {
        let (diagnostics, _) = try Self.load(
            """
                  <string key="header.pull">Zum Aktualisieren
                    nach unten ziehen</string>
            """
        )
        let warning = try #require(diagnostics.first, "\(diagnostics)")
        #expect(warning.code?.rawValue == "string-whitespace")
        #expect(warning.message.contains("has a line break and 8 spaces inside its text"), "\(warning)")
        #expect(warning.suggestion == "Zum Aktualisieren nach unten ziehen")
    }

    @Test func spacesAroundTheTextAreAWarning() throws {
        let (diagnostics, _) = try Self.load(#"      <string key="header.pull"> Ziehen</string>"#)
        let warning = try #require(diagnostics.first, "\(diagnostics)")
        #expect(warning.code?.rawValue == "string-whitespace")
        #expect(warning.message.contains("starts with a space"), "\(warning)")
        #expect(warning.suggestion == "Ziehen")
    }

    /// Line breaks between `{count, plural,` and its choices are ICU's syntax, not text.
    @Test func aPluralOverSeveralLinesIsFine() throws {
        let (diagnostics, _) = try Self.load(
            """
                  <string key="header.finished">{count, plural,
                      one {# neuer Eintrag}
                      other {# neue Einträge}}</string>
            """
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// Inside a choice the text is shown: its indentation is taken out, the spaces between words
    /// kept, and quoted text left alone.
    @Test(arguments: [
        (
            "{count, plural,\n  one {\n    # Eintrag\n  }\n  other {# Einträge\n    neu}}",
            "{count, plural,\n  one {# Eintrag}\n  other {# Einträge neu}}"
        ),
        ("'{'\n  {count}", "'{' {count}"),
        ("Neu:\n\t{count}", "Neu: {count}"),
    ])
    func theSuggestionTakesOutOnlyTheShownWhiteSpace(pattern: String, fixed: String) {
        let problems = StringOverrideCheck.problems(key: .headerFinished, pattern: pattern, locale: "de")
        #expect(problems.map(\.code) == [.stringWhitespace], "\(problems)")
        #expect(problems.first?.suggestion == fixed)
        #expect(problems.first?.severity == .warning)
    }

    // (`'  '{count}` was here: its second apostrophe quotes `{count}` away, which is now
    // `quoted-argument`; quoted braces around spaces keep the case.)
    @Test(arguments: ["Ziehen", "{count} neu", "'{'  '}'{count}", "{count, plural, one {# neu} other {# neu}}"])
    func aTextWithoutStrayWhiteSpaceIsFine(pattern: String) {
        #expect(StringOverrideCheck.problems(key: .headerFinished, pattern: pattern, locale: "de").isEmpty)
    }
}
