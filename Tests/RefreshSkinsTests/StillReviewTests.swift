import Foundation
import RefreshCore
import RefreshLint
import RefreshLocalization
import RefreshSkins
import RefreshStyle
import RefreshText
import Testing

/// Lint's picture warnings placed on the stills that show them (the gallery's tiles), and what
/// no still shows kept apart.
@Suite struct StillReviewTests {
    /// A fixture skin of `Fixtures/review`, on top of the built-ins.
    static func skin(_ file: String, id: String) throws -> SkinDescriptor {
        let registry = SkinRegistry.load(
            builtIn: try BuiltInSkins.files,
            files: [Fixtures.root + "/review/" + file],
            loader: SkinLoader()
        )
        return try #require(registry.skin(id: id), "\(registry.errors)")
    }

    /// The header's idle, pulling, loading and finished stills in `locales` and `appearances`,
    /// as the gallery shows them, reviewed.
    static func review(_ skin: SkinDescriptor, locales: [String], appearances: [Appearance] = Appearance.allCases)
        throws -> (StillReview, [StillReview.Still])
    {
        let shown = appearances.flatMap { appearance in
            locales.flatMap { locale in
                [RefreshState.idle, .pulling, .loading, .finished].map {
                    StillReview.Still(edge: .header, state: $0, appearance: appearance, locale: locale)
                }
            }
        }
        let review = StillReview(
            skin: skin,
            shown: shown,
            languages: try locales.map { try LocaleRequest.parse($0) },
            appearances: appearances,
            measurer: try ShapedTextMeasurer(),
            catalogs: try CatalogSet.builtIn,
            wallClock: Date(timeIntervalSince1970: 1_764_424_980),
            viewportHeight: 216
        )
        return (review, shown)
    }

    @Test("A dark arrow is a warning on each dark still that shows the arrow, and on no light one")
    func darkArrowOnDarkStills() throws {
        let (review, shown) = try Self.review(Self.skin("dark-arrow.xml", id: "night"), locales: ["en", "ar"])
        for still in shown {
            let warnings = review.warnings[still] ?? []
            let showsArrow = still.state == .idle || still.state == .pulling
            if still.appearance == .dark && showsArrow {
                #expect(warnings.count == 1, "\(still): \(warnings.map(\.message))")
                #expect(warnings.first?.message.contains("the header's arrow (\(still.state.rawValue))") == true)
                #expect(warnings.first?.message.contains("in dark mode") == true)
            } else {
                #expect(warnings.isEmpty, "\(still): \(warnings.map(\.message))")
            }
        }
    }

    @Test("A trigger no pull reaches is a warning on every state a pull leads to, in words with one decimal")
    func farTriggerOnEveryPulledState() throws {
        let (review, shown) = try Self.review(Self.skin("far-trigger.xml", id: "stubborn"), locales: ["de"])
        for still in shown {
            let warnings = review.warnings[still] ?? []
            if still.state == .idle {
                #expect(warnings.isEmpty, "\(still): \(warnings.map(\.message))")
                continue
            }
            let message = try #require(warnings.first?.message, "\(still)")
            #expect(message.contains("the header can never load by a pull"), "\(message)")
            // The longest pull is said as a reader would read it, never 215.99991517094242.
            #expect(message.contains("the longest pull shows 215.9 points in a 216-point view"), "\(message)")
        }
        // The footer is shown by no still: its own warning is kept apart, once.
        #expect(review.elsewhere.map(\.message).filter { $0.contains("the footer can never load") }.count == 1)
    }

    @Test("A skin's own string cut in one language is a warning on that language's still only")
    func ownStringOnItsLanguage() throws {
        let (review, _) = try Self.review(Self.skin("too-wide-own.xml", id: "chatty"), locales: ["en", "ja"])
        func messages(_ state: RefreshState, _ locale: String) -> [String] {
            let still = StillReview.Still(edge: .header, state: state, appearance: .light, locale: locale)
            return (review.warnings[still] ?? []).map(\.message)
        }
        #expect(messages(.idle, "en").contains { $0.contains("'header.pull' text for en") }, "\(messages(.idle, "en"))")
        #expect(messages(.idle, "ja").isEmpty, "\(messages(.idle, "ja"))")
        #expect(messages(.loading, "ja").contains { $0.contains("'header.loading' text for ja") })
        #expect(messages(.loading, "en").isEmpty, "\(messages(.loading, "en"))")
    }

    @Test(
        "The built-ins have no warning on any still and none elsewhere, in a long, a right-to-left and a Tamil language"
    )
    func builtInsAreClean() throws {
        for id in ["blue", "dots", "ring"] {
            let skin = try #require(SkinRegistry.builtIn.skin(id: id))
            let (review, _) = try Self.review(skin, locales: ["de", "ar", "ta"])
            #expect(review.warnings.isEmpty, "\(id): \(review.warnings)")
            #expect(review.elsewhere.isEmpty, "\(id): \(review.elsewhere.map(\.message))")
        }
    }
}
