import Foundation
import RefreshLocalization
import Testing

@Suite struct NegotiationTests {
    @Test("A request whose first choice has its own catalog gets it, as ICU's matcher decides")
    func ownCatalogIsICUsChoice() throws {
        let catalogs = try CatalogSet.builtIn.locales
        let matcher = LocaleMatcher(available: catalogs)
        #expect(catalogs.count > 50)
        for locale in catalogs {
            // bestMatch(for:) always asks ICU; match(_:) takes an exact first choice itself.
            #expect(matcher.bestMatch(for: locale) == locale, "ICU picks another catalog for \(locale)")
            let match = matcher.match(LocaleRequest([locale, .english]))
            #expect(match.locale == locale && !match.isFallback && match.matchedPreference == locale, "\(locale)")
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        let request: String
        let expected: String
        let fallback: Bool
        var description: String { request }
    }

    @Test(arguments: [
        Case(request: "de-AT,de;q=0.9,en;q=0.5", expected: "de", fallback: false),
        Case(request: "pt_PT.UTF-8", expected: "pt-PT", fallback: false),
        Case(request: "pt-BR", expected: "pt-BR", fallback: false),
        Case(request: "zh-TW", expected: "zh-Hant", fallback: false),
        Case(request: "zh-CN", expected: "zh-Hans", fallback: false),
        Case(request: "zh_HK.UTF-8", expected: "zh-HK", fallback: false),
        Case(request: "zh-MO", expected: "zh-HK", fallback: false),
        Case(request: "zh-Hant-TW", expected: "zh-Hant", fallback: false),
        Case(request: "es-MX", expected: "es-419", fallback: false),
        Case(request: "fr-CA", expected: "fr-CA", fallback: false),
        Case(request: "ar-EG", expected: "ar", fallback: false),
        Case(request: "en-GB", expected: "en", fallback: false),
        Case(request: "xx", expected: "en", fallback: true),
        Case(request: "xx, de;q=0.1", expected: "de", fallback: false),
        Case(request: "fr;q=0.4, ja;q=0.8", expected: "ja", fallback: false),
        Case(request: "C", expected: "en", fallback: false),
        // The catalogs added for issue 15, from the forms a system or a browser sends.
        Case(request: "ur-PK", expected: "ur", fallback: false),
        Case(request: "ur_IN.UTF-8", expected: "ur", fallback: false),
        Case(request: "sr-Latn-RS", expected: "sr-Latn", fallback: false),
        Case(request: "sr_RS@latin", expected: "sr-Latn", fallback: false),
        Case(request: "sr-ME", expected: "sr-Latn", fallback: false),
        Case(request: "sr-RS", expected: "sr", fallback: false),
        Case(request: "sr-Cyrl-BA", expected: "sr", fallback: false),
        Case(request: "mr-IN", expected: "mr", fallback: false),
        Case(request: "te_IN.UTF-8", expected: "te", fallback: false),
        Case(request: "gu-IN", expected: "gu", fallback: false),
        Case(request: "kn-IN", expected: "kn", fallback: false),
        Case(request: "ml-IN", expected: "ml", fallback: false),
        Case(request: "pa-Guru", expected: "pa", fallback: false),
        Case(request: "pa_IN.UTF-8", expected: "pa", fallback: false),
        Case(request: "sw-KE", expected: "sw", fallback: false),
        Case(request: "sw-TZ", expected: "sw", fallback: false),
        Case(request: "fil-PH", expected: "fil", fallback: false),
        Case(request: "zh-HK", expected: "zh-HK", fallback: false),
        Case(request: "kk-KZ", expected: "kk", fallback: false),
        Case(request: "uz-Latn", expected: "uz", fallback: false),
        Case(request: "uz_UZ.UTF-8", expected: "uz", fallback: false),
        Case(request: "az-Latn", expected: "az", fallback: false),
        Case(request: "az-AZ", expected: "az", fallback: false),
    ])
    func requestsFindTheRightCatalog(test: Case) throws {
        let match = catalogs.match(try LocaleRequest.parse(test.request))
        #expect(match.locale.languageTag == test.expected)
        #expect(match.isFallback == test.fallback)
        #expect((match.warning != nil) == test.fallback)
    }

    @Test func unknownLanguageFallsBackToEnglishAndSaysSo() throws {
        let strings = catalogs.strings(for: try LocaleRequest.parse("xx"))
        #expect(strings.locale == .english)
        #expect(strings.isFallback)
        #expect(strings.warning == "no catalog for 'xx'; using 'en' instead")
        let text = try strings.text(.headerPull)
        #expect(text.isFallback)
        #expect(text.text == "Pull down to refresh")
    }

    @Test func acceptLanguageOrderingAndLenientParsing() throws {
        let request = LocaleRequest(acceptLanguage: "fr;q=0.5, de-CH, *;q=0.1, !!bad, en;q=0, it;q=0.5")
        #expect(request.preferences.map(\.languageTag) == ["de-CH", "fr", "it"])
        #expect(request.ignoredEntries == ["!!bad"])
        #expect(catalogs.match(request).matchedPreference?.languageTag == "de-CH")
    }

    @Test func preferredLanguageListsAndEnvironment() throws {
        let list = try LocaleRequest(preferredLanguages: ["xx", "sv_SE", "en"])
        #expect(catalogs.match(list).locale.languageTag == "sv")
        let environment = ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]
        #expect(LocaleRequest.fromEnvironment(environment)?.preferences.map(\.languageTag) == ["ja-JP"])
        #expect(LocaleRequest.fromEnvironment(["LC_ALL": "de_AT.UTF-8", "LANG": "fr"])?.description == "de-AT")
        #expect(LocaleRequest.fromEnvironment(["LANG": "nl_BE"])?.description == "nl-BE")
        #expect(LocaleRequest.fromEnvironment([:]) == nil)
    }

    @Test(arguments: ["", "en_US!!", "123", "de--AT", "de-AT;q=2", "-en", "en,", "ü", "und"])
    func malformedLocalesAreErrors(text: String) {
        #expect(throws: LocalizationError.self) { try LocaleRequest.parse(text) }
        do {
            _ = try LocaleRequest.parse(text)
        } catch {
            guard case .malformedLocale = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(error.description.contains("BCP 47"))
        }
    }

    @Test func identifiersAreCanonical() throws {
        #expect(try LocaleIdentifier("de_AT.UTF-8").languageTag == "de-AT")
        #expect(try LocaleIdentifier("de-at").icuIdentifier == "de_AT")
        #expect(try LocaleIdentifier("sr_RS@latin").languageTag == "sr-Latn-RS")
        #expect(try LocaleIdentifier("zh-TW").maximized.languageTag == "zh-Hant-TW")
        #expect(try LocaleIdentifier("es-419").region == "419")
        #expect(try LocaleIdentifier("sw").hasICUData)
        #expect(try !LocaleIdentifier("xx").hasICUData)
    }
}

@Suite struct PluralTests {
    struct Case: Sendable, CustomStringConvertible {
        let locale: String
        let count: Int64
        let category: String
        let text: String
        var description: String { "\(locale) \(count)" }
    }

    @Test(arguments: [
        Case(locale: "ru", count: 1, category: "one", text: "1 новая запись"),
        Case(locale: "ru", count: 3, category: "few", text: "3 новые записи"),
        Case(locale: "ru", count: 5, category: "many", text: "5 новых записей"),
        Case(locale: "ru", count: 21, category: "one", text: "21 новая запись"),
        Case(locale: "ru", count: 0, category: "many", text: "Нет новых записей"),
        Case(locale: "pl", count: 1, category: "one", text: "1 nowy element"),
        Case(locale: "pl", count: 22, category: "few", text: "22 nowe elementy"),
        Case(locale: "pl", count: 12, category: "many", text: "12 nowych elementów"),
        Case(locale: "pl", count: 25, category: "many", text: "25 nowych elementów"),
        Case(locale: "ar", count: 1, category: "one", text: "عنصر جديد واحد"),
        Case(locale: "ar", count: 2, category: "two", text: "عنصران جديدان"),
        Case(locale: "ar", count: 3, category: "few", text: "٣ عناصر جديدة"),
        Case(locale: "ar", count: 11, category: "many", text: "١١ عنصرًا جديدًا"),
        Case(locale: "ar", count: 100, category: "other", text: "١٠٠ عنصر جديد"),
    ])
    func pluralFormsFollowTheLanguage(test: Case) throws {
        let locale = try LocaleIdentifier(test.locale)
        #expect(RawICU.pluralCategory(locale.icuIdentifier, Double(test.count)) == test.category)
        let text = try catalogs.strings(for: locale).text(.headerFinished, ["count": .integer(test.count)])
        #expect(text.text == test.text)
    }

    @Test func accessibilityAnnouncementCountsItems() throws {
        let english = catalogs.strings(for: LocaleIdentifier.english)
        #expect(try english.text(.a11yRefreshed, ["count": 3]).text == "Refreshed, 3 new items")
        #expect(try english.text(.a11yRefreshed, ["count": 1]).text == "Refreshed, 1 new item")
        #expect(try english.text(.headerFinished, ["count": 0]).text == "No new items")
    }

    @Test func formattingErrorsAreClear() throws {
        let english = catalogs.strings(for: LocaleIdentifier.english)
        // A catalog set made in code that lacks a key says which one.
        let partial = try CatalogSet(catalogs: [Catalog(locale: .english, entries: ["header.pull": "Pull"])])
        #expect(throws: LocalizationError.unknownKey("header.release", locale: "en")) {
            try partial.strings(for: LocaleIdentifier.english).text(.headerRelease)
        }
        #expect(throws: LocalizationError.self) { try english.text(.headerFinished) }
        #expect(throws: LocalizationError.self) { try english.text(.headerFinished, ["count": "three"]) }
        do {
            _ = try MessageFormatter(pattern: "{count, plural, one {x}", locale: .english)
            Issue.record("expected a syntax error")
        } catch {
            guard case .patternSyntax(_, let offset, _, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(offset >= 0)
        }
    }
}

@Suite struct NearestCatalogTests {
    // Swahili (to English) and Latin Serbian (to Cyrillic) were here until they got catalogs.
    // Tagalog gets Filipino, its standard form, but CLDR counts them as two languages.
    @Test(arguments: [
        ("af", "nl"), ("gl", "es"), ("bs", "hr"), ("uz-Cyrl", "ru"), ("az-Cyrl", "ru"), ("pa-Arab", "en"),
        ("tl", "fil"),
    ])
    func crossLanguageMatchesAreReportedAsFallbacks(request: String, expected: String) throws {
        let match = catalogs.match(try LocaleRequest.parse(request))
        #expect(match.locale.languageTag == expected)
        #expect(match.isFallback)
        #expect(
            match.warning
                == "no catalog for '\(try LocaleIdentifier(request).languageTag)'; using '\(expected)' instead"
        )
    }
}
