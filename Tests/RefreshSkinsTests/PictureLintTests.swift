import Foundation
import RefreshCore
import RefreshImage
import RefreshLint
import RefreshLocalization
import RefreshSkins
import RefreshStyle
import RefreshText
import RefreshXML
import Testing

/// Each mistake in `Fixtures/picture` that hides or garbles what the edge shows (a blank string,
/// a quoted count, a fade or a motion that hides or moves a part onto another, a shadow that
/// doubles the text, an arrow image that shows nothing or points the wrong way, a language
/// code that is a country's) is found by lint, at the element to change, with its code and a
/// message that says the fix; a fixture says what it checks in its first comment.
@Suite struct PictureLintTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        /// `line:column`.
        var place: String
        var code: String
        var severity: SkinDiagnostic.Severity = .warning
        var message: String
        var suggestion: String?
        var description: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "blank-string.xml",
            place: "5:7",
            code: "empty-string",
            message: "the message for 'header.pull' (en) is only characters that draw nothing (U+00A0 NO-BREAK "
                + "SPACE, U+200B ZERO WIDTH SPACE and U+3000 IDEOGRAPHIC SPACE), so the line is blank; write the "
                + "text, or remove it to use RefreshKit's own translation"
        ),
        Case(
            file: "quoted-count.xml",
            place: "5:7",
            code: "quoted-argument",
            message: "the message for 'header.finished' (fr) writes {count} after an apostrophe, which ICU reads as "
                + "the start of quoted text, so users see '{count}' as written and never its value; write each "
                + "apostrophe to show as two ('') or as ’, or remove it: 'Mise à jour : ''{count}'' nouveautés'",
            suggestion: "Mise à jour : ''{count}'' nouveautés"
        ),
        Case(
            file: "country-code.xml",
            place: "4:14",
            code: "unknown-locale",
            severity: .error,
            message: "'jp' is not a language that ICU knows, so these strings would never be used; JP is a "
                + "country's code, not a language's: did you mean 'ja' (Japanese)?",
            suggestion: "ja"
        ),
        Case(
            file: "region-code.xml",
            place: "4:14",
            code: "unknown-region",
            message: "'en-UK' writes the region UK, which ISO 3166 writes GB: users' systems send 'en-GB'; write that",
            suggestion: "en-GB"
        ),
        Case(
            file: "country-code-language.xml",
            place: "4:5",
            code: "locale-without-catalog",
            message: "no catalog speaks the language of 'se': users asking for 'se' get the 'en' catalog and never "
                + "see these strings; give every key here, or write the strings for a language that has a catalog; "
                + "'se' is Northern Sami: if you meant Swedish, the language of the country whose code is SE, write "
                + "'sv'"
        ),
        Case(
            file: "arrow-up.xml",
            place: "4:5",
            code: "arrow-wrong-way",
            message: "the header's arrow image 'up.png' points up, but an arrow image must point down: the header "
                + "shows it as drawn while the pull has not reached the trigger and turns it half a turn past it, and "
                + "the footer shows it turned; rotate the image so that the arrow points down"
        ),
        Case(
            file: "arrow-left.xml",
            place: "4:5",
            code: "arrow-wrong-way",
            message: "the header's arrow image 'left.png' points left, but an arrow image must point down: the header "
                + "shows it as drawn while the pull has not reached the trigger and turns it half a turn past it, and "
                + "the footer shows it turned; rotate the image so that the arrow points down"
        ),
        Case(
            file: "arrow-chevron-up.xml",
            place: "4:5",
            code: "arrow-wrong-way",
            message: "the header's arrow image 'chevron-up.png' points up, but an arrow image must point down: the "
                + "header shows it as drawn while the pull has not reached the trigger and turns it half a turn past "
                + "it, and the footer shows it turned; rotate the image so that the arrow points down"
        ),
        Case(
            file: "arrow-empty.xml",
            place: "4:5",
            code: "arrow-image-empty",
            message: "the header's arrow image 'empty.png' has no visible pixel (all are fully transparent), so it "
                + "shows nothing; draw the arrow in it, pointing down, filling its 30×55-point box (60×110 pixels at 2x)"
        ),
        Case(
            file: "icon-empty.xml",
            place: "5:5",
            code: "image-empty",
            message: "the header's success icon image 'empty.png' has no visible pixel (all are fully transparent), so "
                + "it shows nothing; draw the icon in it, or give a glyph such as glyph=\"✓\""
        ),
        Case(
            file: "frames-empty.xml",
            place: "5:5",
            code: "image-empty",
            message:
                "every frame of the header's <frames> for loading ('empty.png') is transparent or almost empty, so "
                + "nothing shows in those states; draw the frames, or check that the files are the ones meant"
        ),
        Case(
            file: "arrow-speck.xml",
            place: "4:5",
            code: "arrow-image-empty",
            message: "the header's arrow image 'speck.png' is almost empty: only 0.2 % of it is at least half opaque, "
                + "so it hardly shows; draw the arrow in it, pointing down, filling its 30×55-point box "
                + "(60×110 pixels at 2x)"
        ),
        Case(
            file: "arrow-clear-tint.xml",
            place: "6:7",
            code: "arrow-image-empty",
            message: "the header's <arrowTint> is #000000, fully transparent in dark mode, so the arrow is not drawn "
                + "at all (a tint keeps the image's opacity, scaled by its own); give it an opaque colour that stands "
                + "out from the background"
        ),
        Case(
            file: "fade-late.xml",
            place: "4:5",
            code: "faded-out",
            message: "the header's texts are 22 % opaque while pulled short of the trigger (at a pull of 0.9 times the "
                + "trigger distance), so their contrast against the background is 1.5:1 in light and dark mode, under "
                + "the 3:1 that text needs to be seen at all; <fade> makes the edge opaque only at a pull of 4 times "
                + "the trigger distance: give it to=\"1\" or less, so that it is opaque by the trigger"
        ),
        Case(
            file: "opacity-loading.xml",
            place: "4:5",
            code: "faded-out",
            message: "the header's indicator is 9 % opaque while loading, so its contrast against the background is "
                + "1.1:1 in light and dark mode, under the 3:1 that WCAG 1.4.11 asks for graphics; give <animation "
                + "property=\"opacity\"> values that keep it visible (at least 53 % opaque) in the states it applies in"
        ),
        Case(
            file: "text-opacity.xml",
            place: "4:5",
            code: "faded-out",
            message: "the header's texts are 20 % opaque while loading, so their contrast against the background is "
                + "1.4:1 in light and dark mode, under the 3:1 that text needs to be seen at all; give <animation "
                + "target=\"text\" property=\"opacity\"> values that keep them visible (at least 49 % opaque) in the "
                + "states it applies in"
        ),
        Case(
            file: "text-offset.xml",
            place: "4:5",
            code: "motion-overlap",
            message: "the header's texts, moved 120 points down by <animation target=\"text\" property=\"offsetY\">, "
                + "are drawn over the list while loading; keep them inside the header (the 60 points it opens to while "
                + "loading): a smaller offsetY in the keys of that animation"
        ),
        Case(
            file: "fonts-too-large.xml",
            place: "6:5",
            code: "text-outside-edge",
            message:
                "the header's line \"Loading…\", in fonts of 30 and 26 points, is cut off while loading: it reaches "
                + "3.7 points past the top of the 60 points the header opens to in 57 languages (ar, az, bg, …); give "
                + "<fonts> smaller sizes (the classic ones are 13 and 12 points), or <metrics> a larger loadingInset"
        ),
        Case(
            file: "shadow-ghost.xml",
            place: "6:7",
            code: "text-shadow-double",
            message: "the header's text shadow (#000000, 30 % opaque, 3 points right and 2 points down) stands out "
                + "from the background (2.1:1) and lies more than 1.5 points from the text, so the text reads "
                + "doubled, a ghost copy beside each letter, in light mode; keep offsetX and offsetY between -1 and "
                + "1, or give the shadow a colour close to the background's, or transparent for none"
        ),
        Case(
            file: "shadow-text-colour.xml",
            place: "6:7",
            code: "text-shadow-double",
            message: "the header's text shadow (#f4f4f4, 1 point down) is nearly the text's own colour (1.1:1 "
                + "against it), so each letter is drawn twice, smeared into a bolder, doubled word in light and dark "
                + "mode; give the shadow a colour close to the background's, or transparent for none"
        ),
        Case(
            file: "alpha-text.xml",
            place: "5:7",
            code: "low-contrast",
            message: "the header's text on its background (the text is #000000, 25 % opaque) has a contrast of 1.8:1 "
                + "in light mode, under the 4.5:1 that WCAG AA asks for 13-point bold text; darken the text or "
                + "lighten the background, or make the text more opaque"
        ),
    ]

    /// The spinner, built up while pulled, is found first as the pull builds it.
    @Test("A scale of 2 draws the indicator over the list in every language, and over the texts beside it in some")
    func scaledIndicator() throws {
        let path = Fixtures.root + "/picture/scale-2.xml"
        let found = Self.lint("scale-2.xml").filter { $0.code?.rawValue == "motion-overlap" }.map(\.description)
        #expect(found.count == 2, "\(found)")
        let overTheList =
            "\(path):4:5: warning: the header's indicator, scaled to 2 times its size by <animation "
            + "property=\"scale\">, is drawn over the list while pulled short of the trigger (at a pull of 0.9 times "
            + "the trigger distance); keep it inside the header (the 60 points it opens to while loading): a "
            + "smaller scale in the keys of that animation"
        #expect(found.first == overTheList)
        let overTheTexts =
            "\(path):4:5: warning: the header's indicator, scaled to 2 times its size by <animation "
            + "property=\"scale\">, is drawn over its texts while pulled short of the trigger (at a pull of 0.9 "
            + "times the trigger distance) in 26 languages (az, bg, ca, …); keep the indicator clear of the "
            + "texts beside it: a smaller scale in the keys of that animation"
        #expect(found.last?.hasPrefix(overTheTexts) == true, "\(found)")
    }

    @Test(
        "Every built-in arrow points down; one turned any other way is found",
        arguments: ["blue", "black", "grey", "white"]
    )
    func builtInArrowsPointDown(skin: String) throws {
        let registry = SkinRegistry.load(builtIn: try BuiltInSkins.files, loader: SkinLoader(decodesImages: true))
        let arrow = try #require(registry.skin(id: skin)?.header.arrow)
        for image in [arrow.image, arrow.image2x].compactMap({ $0 }) {
            #expect(ArrowImageCheck.problem(in: image) == nil)
            #expect(ArrowImageCheck.problem(in: image.turnedHalf) == .pointsWrongWay(.up))
        }
    }

    @Test(
        "A country's code written for its language is answered with the language's",
        arguments: [
            ("jp", "ja"), ("cn", "zh"), ("kr", "ko"), ("gr", "el"), ("dk", "da"), ("se", "sv"), ("cz", "cs"),
            ("ua", "uk"), ("JP-jp", "ja-jp"), ("jp_JP", "ja-JP"), ("ir", "fa"), ("vn", "vi"), ("il", "he"),
            ("de", nil), ("fr", nil), ("us", nil), ("qq", nil), ("japan", nil), ("", nil),
        ] as [(String, String?)]
    )
    func countryCodes(written: String, meant: String?) {
        #expect(LocaleTagCheck.countryCodeLanguage(written)?.tag == meant)
    }

    @Test(
        "A region written as ISO 3166 does not write it, a former country's, or none, is answered with the tag meant",
        arguments: [
            ("en-UK", "en-GB"), ("de_DD.UTF-8", "de-DE"), ("de-EN", "de"), ("fr-AA", "fr"), ("sr-Latn-QQ", "sr-Latn"),
            ("pt-BR", nil), ("es-419", nil), ("en-150", nil), ("zh-Hant-TW", nil), ("pt-br", nil), ("de", nil),
            ("de-1996", nil), ("sr-YU", nil),
        ] as [(String, String?)]
    )
    func regionCodes(written: String, meant: String?) {
        let problem = LocaleTagCheck.regionProblem(written)
        #expect(problem?.suggestion == meant)
        #expect((problem == nil) == (meant == nil && written != "sr-YU"), "\(String(describing: problem))")
        #expect(problem.map { $0.severity == .warning && $0.code == .unknownRegion } ?? true)
    }

    @Test("The classic lines in a header that opens 44 points are not outside it: only accent room passes its top")
    func classicLinesInALowHeader() {
        #expect(!Self.lint("inset-44.xml").contains { $0.code == .textOutsideEdge })
    }

    static func lint(_ name: String) -> [SkinDiagnostic] {
        SkinLint.check(files: [Fixtures.root + "/picture/" + name]).diagnostics
    }

    @Test func everyFixtureHasACase() {
        #expect(
            Set(Fixtures.names("picture"))
                == Set(Self.cases.map(\.file) + ["scale-2.xml", "large-fonts.xml", "inset-44.xml"])
        )
    }

    @Test(arguments: cases)
    func mistakeIsFoundAtItsPlaceWithTheFix(_ test: Case) throws {
        let diagnostics = Self.lint(test.file)
        let path = Fixtures.root + "/picture/" + test.file
        let found = diagnostics.filter { $0.code?.rawValue == test.code }
        #expect(found.count == 1, "\(diagnostics.map(\.description))")
        let diagnostic = try #require(found.first, "\(diagnostics.map(\.description))")
        #expect(diagnostic.description == "\(path):\(test.place): \(test.severity.rawValue): \(test.message)")
        #expect(diagnostic.suggestion == test.suggestion)
        DiagnosticCodeTests.expectCoded(diagnostics)
    }
}

extension RGBAImage {
    /// The image turned half a turn.
    fileprivate var turnedHalf: RGBAImage {
        var turned = pixels
        let count = width * height
        for index in 0..<count {
            let from = (count - 1 - index) * 4
            for channel in 0..<4 { turned[index * 4 + channel] = pixels[from + channel] }
        }
        return RGBAImage(width: width, height: height, pixels: turned) ?? self
    }
}

/// The gallery's tiles carry lint's own warnings: a still marked "✓ no warnings" is one about
/// which lint says nothing, and every warning lint gives is on a tile or in the list of what no
/// tile shows.
@Suite struct GalleryAgreesWithLintTests {
    @Test(
        "Every warning lint gives is placed by the gallery's review, and the others' with lint's words",
        arguments: [
            "shadow-ghost.xml", "arrow-up.xml", "alpha-text.xml", "fade-late.xml", "text-offset.xml",
            "fonts-too-large.xml",
        ]
    )
    func galleryAgreesWithLint(file: String) throws {
        let path = Fixtures.root + "/picture/" + file
        let lint = SkinLint.check(files: [path]).warnings
        let registry = SkinRegistry.load(
            builtIn: try BuiltInSkins.files,
            files: [path],
            loader: SkinLoader(decodesImages: true)
        )
        let skin = try #require(registry.skins.first { $0.source.level == SkinSource.file(path: path).level })
        let shown = Appearance.allCases.flatMap { appearance in
            RefreshState.allCases.map {
                StillReview.Still(edge: .header, state: $0, appearance: appearance, locale: "en")
            }
        }
        let review = StillReview(
            skin: skin,
            shown: shown,
            languages: [LocaleRequest([.english])],
            appearances: Appearance.allCases,
            measurer: try ShapedTextMeasurer(),
            catalogs: try CatalogSet.builtIn,
            wallClock: Date(timeIntervalSince1970: 1_796_000_000),
            viewportHeight: 264
        )
        let placed = review.warnings.values.flatMap { $0 } + review.elsewhere
        #expect(!lint.isEmpty)
        #expect(Set(lint.compactMap(\.code)) == Set(placed.compactMap(\.code)), "\(placed.map(\.description))")
        // What lint says beside the picture review, the gallery says in the same words.
        let pictureCodes: Set<DiagnosticCode> = [
            .fadedOut, .motionOverlap, .textOutsideEdge, .textTruncated, .textHidden,
        ]
        for warning in lint where !pictureCodes.contains(warning.code ?? .textHidden) {
            #expect(placed.contains { $0.message == warning.message }, "\(warning)")
        }
    }
}
