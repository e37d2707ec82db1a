import RefreshCore
import RefreshSkins
import Testing

/// The lint warnings about readability: WCAG AA contrast in light and dark, and status texts wider
/// than the header, each located at the element to change.
@Suite struct SkinReviewTests {
    static func lint(_ name: String) -> [SkinDiagnostic] {
        SkinLint.check(files: [Fixtures.root + "/review/" + name]).diagnostics
    }

    static func place(_ name: String, _ place: String) -> String {
        Fixtures.root + "/review/" + name + ":" + place + ": warning: "
    }

    @Test func lowContrastInLight() throws {
        let found = Self.lint("low-contrast.xml").filter { $0.code == "low-contrast" }
        #expect(found.count == 1, "\(found)")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(Self.place("low-contrast.xml", "5:7")), "\(warning)")
        #expect(warning.message.contains("a contrast of 2.3:1 in light mode, under the 4.5:1 that WCAG AA asks"))
        #expect(warning.message.contains("darken the text or lighten the background"))
    }

    @Test func lowContrastInDarkForLargeText() throws {
        let found = Self.lint("low-contrast-dark.xml").filter { $0.code == "low-contrast" }
        let warning = try #require(found.first)
        #expect(found.count == 1, "\(found)")
        #expect(warning.description.hasPrefix(Self.place("low-contrast-dark.xml", "5:7")), "\(warning)")
        #expect(warning.message.contains("in dark mode, under the 3:1 that WCAG AA asks for 20-point bold text"))
        #expect(warning.message.contains("lighten the text or darken the background"))
    }

    @Test func ownStringsTooWide() {
        let found = Self.lint("too-wide-own.xml").filter { $0.code == "too-wide" }
        let rendered = found.map(\.description)
        #expect(found.count == 2, "\(rendered)")
        #expect(
            rendered.contains { $0.hasPrefix(Self.place("too-wide-own.xml", "5:7") + "the 'header.pull' text for en") }
        )
        // East Asian wide characters count double: 42 of them are about 600 points in 13-point bold.
        #expect(
            rendered.contains {
                $0.hasPrefix(Self.place("too-wide-own.xml", "9:7") + "the 'header.loading' text for ja")
            }
        )
    }

    @Test func aBigFontMakesCatalogTextsTooWide() throws {
        let found = Self.lint("too-wide-font.xml").filter { $0.code == "too-wide" }
        // One warning for all the catalogs' texts, at the font that makes them too wide.
        #expect(found.count == 1, "\(found)")
        let warning = try #require(found.first)
        #expect(warning.description.hasPrefix(Self.place("too-wide-font.xml", "4:12") + "in 24-point heavy the "))
        #expect(warning.message.contains("(and the texts of 4 other keys)"), "\(warning)")
        #expect(warning.message.contains("(at the classic 13 points it fits)"))
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

    @Test func widthEstimate() {
        let font = SkinFont(size: 10, weight: .regular)
        #expect(FitCheck.estimatedWidth("abcd", font: font) == 20)
        #expect(FitCheck.estimatedWidth("読み込み", font: font) == 40)
        #expect(FitCheck.estimatedWidth("e\u{301}", font: font) == 5)
        #expect(FitCheck.estimatedWidth("ab", font: SkinFont(size: 10, weight: .bold)) == 11)
    }
}

/// `<strings locale>` negotiated as the catalogs are, and a tag no catalog speaks said by lint.
@Suite struct RegionStringsReviewTests {
    @Test("A <strings> whose language has no catalog is a warning at it, saying what its users see")
    func localeWithoutCatalog() throws {
        let found = SkinReviewTests.lint("region-strings.xml").filter { $0.code == "locale-without-catalog" }
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
