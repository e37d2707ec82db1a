import RefreshCore
import RefreshLint
import RefreshSkins
import RefreshStyle
import Testing

/// The lint warnings about readability: WCAG AA contrast in light and dark, and texts the layout
/// must cut, each located at the element to change.
@Suite struct SkinReviewTests {
    static func lint(_ name: String) -> [SkinDiagnostic] {
        SkinLint.check(files: [Fixtures.root + "/review/" + name]).diagnostics
    }

    static func place(_ name: String, _ place: String) -> String {
        Fixtures.root + "/review/" + name + ":" + place + ": warning: "
    }

    @Test func lowContrastInLight() throws {
        let found = Self.lint("low-contrast.xml").filter { $0.code?.rawValue == "low-contrast" }
        #expect(found.count == 1, "\(found)")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(Self.place("low-contrast.xml", "5:7")), "\(warning)")
        #expect(warning.message.contains("a contrast of 2.3:1 in light mode, under the 4.5:1 that WCAG AA asks"))
        #expect(warning.message.contains("darken the text or lighten the background"))
    }

    @Test func lowContrastInDarkForLargeText() throws {
        let found = Self.lint("low-contrast-dark.xml").filter { $0.code?.rawValue == "low-contrast" }
        let warning = try #require(found.first)
        #expect(found.count == 1, "\(found)")
        #expect(warning.description.hasPrefix(Self.place("low-contrast-dark.xml", "5:7")), "\(warning)")
        #expect(warning.message.contains("in dark mode, under the 3:1 that WCAG AA asks for 20-point bold text"))
        #expect(warning.message.contains("lighten the text or darken the background"))
    }

    @Test("A string of the skin's own that does not fit is cut, and said at its <string>")
    func ownStringsCut() {
        let found = Self.lint("too-wide-own.xml").filter { $0.code?.rawValue == "text-truncated" }
        let rendered = found.map(\.description)
        #expect(found.count == 2, "\(rendered)")
        #expect(
            rendered.contains {
                $0.hasPrefix(Self.place("too-wide-own.xml", "5:7") + "the 'header.pull' text for en, \"Pull this")
                    && $0.contains("does not fit the 320-point header beside its indicator even at 85 % of its size")
                    && $0.contains("so it is cut to \"Pull this list")
            }
        )
        #expect(
            rendered.contains {
                $0.hasPrefix(Self.place("too-wide-own.xml", "9:7") + "the 'header.loading' text for ja")
            }
        )
    }

    @Test("Catalog texts a big font cuts: one warning at the font, naming the languages")
    func aBigFontCutsCatalogTexts() throws {
        let found = Self.lint("too-wide-font.xml").filter { $0.code?.rawValue == "text-truncated" }
        #expect(found.count == 1, "\(found)")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(Self.place("too-wide-font.xml", "4:12")), "\(warning)")
        #expect(warning.message.contains("does not fit the 320-point footer"), "\(warning)")
        #expect(warning.message.contains(" more texts in "), "\(warning)")
        #expect(warning.message.contains("use a smaller status font or a lower <fonts minimumScale>"), "\(warning)")
    }

    @Test func aReadableSkinHasNoWarning() {
        #expect(Self.lint("readable.xml").map(\.description) == [])
    }

    @Test func luminanceAndRatioFollowWCAG() {
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        #expect(abs(ContrastCheck.ratio(white, black) - 21) < 1e-9)
        #expect(ContrastCheck.ratio(white, white) == 1)
        // #777 on white is the classic borderline: 4.48:1.
        let grey = RGBAColor(red: 0x77, green: 0x77, blue: 0x77)
        #expect(abs(ContrastCheck.ratio(grey, white) - 4.48) < 0.01)
        // Half-transparent black over white is mid grey.
        let half = ContrastCheck.composite(RGBAColor(red: 0, green: 0, blue: 0, alpha: 128), over: white)
        #expect(half == RGBAColor(red: 127, green: 127, blue: 127))
    }
}

/// `<strings locale>` negotiated as the catalogs are, and a tag no catalog speaks said by lint.
@Suite struct RegionStringsReviewTests {
    @Test("A <strings> whose language has no catalog is a warning at it, saying what its users see")
    func localeWithoutCatalog() throws {
        let found = SkinReviewTests.lint("region-strings.xml").filter { $0.code?.rawValue == "locale-without-catalog" }
        #expect(found.count == 1, "\(found.map(\.description))")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(SkinReviewTests.place("region-strings.xml", "6:5")), "\(warning)")
        #expect(warning.message.hasPrefix("no catalog speaks the language of 'cy': users asking for 'cy' "))
    }

    @Test(
        "A user sees the strings of their own locale, else of its parent, else the nearest of their language",
        arguments: [
            // (written locales, user's locale, the written locale whose text shows)
            (["de-DE", "de"], "de-DE", "de-DE"),
            (["de-DE", "de"], "de-AT", "de"),
            (["de-DE"], "de-AT", "de-DE"),
            (["de-DE"], "de_DE", "de-DE"),
            (["en-GB"], "en-GB", "en-GB"),
            (["ja-JP"], "ja", "ja-JP"),
            (["zh-Hant"], "zh-Hant-TW", "zh-Hant"),
            (["de-DE"], "fr", nil),
            (["en"], "de-DE", nil),
        ] as [([String], String, String?)]
    )
    func negotiated(written: [String], user: String, shown: String?) {
        let strings = SkinStrings(
            patterns: Dictionary(uniqueKeysWithValues: written.map { ($0, [MessageKey.headerPull: "text of \($0)"]) })
        )
        #expect(strings.pattern(for: .headerPull, locale: user) == shown.map { "text of \($0)" })
    }
}

/// What the eye sees, checked by lint (VisualReview): each finding at the element to change.
@Suite struct VisualReviewTests {
    static func findings(_ name: String, code: String) -> [SkinDiagnostic] {
        SkinReviewTests.lint(name).filter { $0.code?.rawValue == code }
    }

    @Test("A spinner the colour of its background is found, in both appearances, at <spinner>")
    func faintSpinner() {
        let found = Self.findings("faint-spinner.xml", code: "indicator-low-contrast")
        #expect(found.count == 2, "\(found.map(\.description))")
        for warning in found {
            #expect(warning.description.hasPrefix(SkinReviewTests.place("faint-spinner.xml", "6:7")), "\(warning)")
            #expect(warning.message.contains("under the 3:1 that WCAG 1.4.11 asks for graphics"), "\(warning)")
        }
        #expect(found.contains { $0.message.contains("in light mode") })
        #expect(found.contains { $0.message.contains("in dark mode") })
    }

    @Test("An arrow tinted the colour of a dark background is found in dark mode only, at <arrowTint>")
    func darkArrow() throws {
        let found = Self.findings("dark-arrow.xml", code: "indicator-low-contrast")
        #expect(found.count == 1, "\(found.map(\.description))")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(SkinReviewTests.place("dark-arrow.xml", "6:7")), "\(warning)")
        #expect(warning.message.contains("the header's arrow"), "\(warning)")
        #expect(warning.message.contains("in dark mode"), "\(warning)")
    }

    @Test("The same picture for success and failure is found, with the fix as the suggestion")
    func sameResults() throws {
        let found = Self.findings("same-results.xml", code: "same-result-pictures")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(SkinReviewTests.place("same-results.xml", "4:5")), "\(warning)")
        #expect(warning.suggestion == "<finishedIcon result=\"failure\" glyph=\"✕\"/>")
    }

    @Test("A trigger no pull reaches is found at <metrics>, saying the longest pull")
    func farTrigger() throws {
        let found = Self.findings("far-trigger.xml", code: "trigger-unreachable")
        #expect(found.count == 1, "\(found.map(\.description))")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(SkinReviewTests.place("far-trigger.xml", "4:5")), "\(warning)")
        #expect(warning.message.contains("no pull reaches its triggerDistance 1000"), "\(warning)")
    }

    @Test("A region's own string (de-DE) that does not fit is checked in that region and found at it")
    func regionString() throws {
        let found = Self.findings("long-region.xml", code: "text-truncated")
        #expect(found.count == 1, "\(found.map(\.description))")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(SkinReviewTests.place("long-region.xml", "5:7")), "\(warning)")
        #expect(warning.message.contains("text for de and de-DE, "), "\(warning)")
    }
}
