import Foundation
import RefreshLocalization
import Testing

/// `LANGUAGE` before `LC_ALL`/`LC_MESSAGES`/`LANG`, as GNU gettext reads them.
@Suite struct LanguageVariableTests {
    struct Case: Sendable, CustomStringConvertible {
        let environment: [String: String]
        let request: String?
        let ignored: [String]
        let catalog: String?
        init(_ environment: [String: String], _ request: String?, ignored: [String] = [], catalog: String? = nil) {
            self.environment = environment
            self.request = request
            self.ignored = ignored
            self.catalog = catalog
        }
        var description: String { environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(["LANGUAGE": "de:en", "LANG": "fr_FR.UTF-8"], "de,en,fr-FR", catalog: "de"),
        Case(["LANGUAGE": "pt_BR:pt", "LC_ALL": "en_US.UTF-8"], "pt-BR,pt,en-US", catalog: "pt-BR"),
        Case(["LANGUAGE": "sr@latin:en", "LANG": "sr_RS.UTF-8"], "sr-Latn,en,sr-RS", catalog: "sr-Latn"),
        // C.UTF-8 is not C: glibc's gettext honours LANGUAGE with it.
        Case(["LANGUAGE": "de:en", "LANG": "C.UTF-8"], "de,en", catalog: "de"),
        // C and POSIX (and no locale at all): gettext ignores LANGUAGE.
        Case(["LANGUAGE": "de:en", "LANG": "C"], "en", catalog: "en"),
        Case(["LANGUAGE": "de", "LC_ALL": "POSIX", "LANG": "fr_FR"], "en", catalog: "en"),
        Case(["LANGUAGE": "de"], nil),
        // Malformed locale: setlocale would fail, so gettext would ignore LANGUAGE too.
        Case(["LANGUAGE": "de", "LANG": "!!"], nil),
        // Empty and malformed entries are skipped, and the malformed ones reported.
        Case(["LANGUAGE": "::xx!:ja::", "LANG": "fr_FR"], "ja,fr-FR", ignored: ["xx!"], catalog: "ja"),
        Case(["LANGUAGE": "", "LANG": "fr_FR"], "fr-FR", catalog: "fr"),
        Case(["LANGUAGE": "fr:fr_FR", "LANG": "fr_FR"], "fr,fr-FR", catalog: "fr"),
        // LC_ALL still wins over LC_MESSAGES and LANG as the locale.
        Case(["LC_ALL": "de_AT.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "fr"], "de-AT", catalog: "de"),
    ])
    func languageComesFirstUnlessTheLocaleIsC(test: Case) throws {
        let request = LocaleRequest.fromEnvironment(test.environment)
        #expect(request?.description == test.request)
        #expect(request?.ignoredEntries ?? [] == test.ignored)
        if let request, let catalog = test.catalog {
            #expect(catalogs.match(request).locale.languageTag == catalog)
        }
    }
}

/// The `-u-nu-` extension (and a region's own default) decides the digits of counts and dates.
@Suite struct NumberingSystemTests {
    @Test func identifiersKeepTheExtension() throws {
        let latin = try LocaleIdentifier("ar-u-nu-latn")
        #expect(latin.icuIdentifier == "ar@numbers=latn")
        #expect(latin.languageTag == "ar-u-nu-latn")
        #expect(latin.numberingSystem == "latn")
        #expect(try LocaleIdentifier("ar").numberingSystem == "arab")
        #expect(try LocaleIdentifier("ar-MA").numberingSystem == "latn")
        #expect(try LocaleIdentifier("mr").numberingSystem == "deva")
        #expect(try LocaleIdentifier("fa").numberingSystem == "arabext")
        #expect(try LocaleIdentifier("ar").withNumberingSystem("latn") == latin)
        #expect(try LocaleIdentifier("ar").withNumberingSystem("no such system!").languageTag == "ar")
    }

    static let latin = "0123456789"
    static let arabic = "٠١٢٣٤٥٦٧٨٩"
    static let devanagari = "०१२३४५६७८९"

    struct Case: Sendable, CustomStringConvertible {
        let request: String
        let catalog: String
        let count: String
        /// The ten digits of the numbering system expected.
        let digits: String
        var description: String { request }
    }

    @Test(arguments: [
        Case(request: "ar", catalog: "ar", count: "١٢ عنصرًا جديدًا", digits: arabic),
        Case(request: "ar-u-nu-latn", catalog: "ar", count: "12 عنصرًا جديدًا", digits: latin),
        Case(request: "ar-EG-u-nu-latn", catalog: "ar", count: "12 عنصرًا جديدًا", digits: latin),
        Case(request: "ar-MA", catalog: "ar", count: "12 عنصرًا جديدًا", digits: latin),
        Case(request: "hi", catalog: "hi", count: "12 नए आइटम", digits: latin),
        Case(request: "hi-u-nu-deva", catalog: "hi", count: "१२ नए आइटम", digits: devanagari),
        Case(request: "th-u-nu-thai", catalog: "th", count: "๑๒ รายการใหม่", digits: "๐๑๒๓๔๕๖๗๘๙"),
        Case(request: "mr", catalog: "mr", count: "१२ नवीन आयटम", digits: devanagari),
        Case(request: "mr-u-nu-latn", catalog: "mr", count: "12 नवीन आयटम", digits: latin),
        Case(request: "fa-u-nu-latn", catalog: "fa", count: "12 مورد جدید", digits: latin),
    ])
    func countsAndDatesUseTheRequestedDigits(test: Case) throws {
        try Self.expectDigits(test.request, catalog: test.catalog, test.digits)
        let strings = catalogs.strings(for: try LocaleRequest.parse(test.request))
        #expect(try strings.text(.headerFinished, ["count": 12]).text == test.count)
    }

    /// What the system's ICU (72, CLDR 42) picks when no `-u-nu-` is given, and that `-u-nu-latn`
    /// pins Latin digits: Arabic-Indic for ar, extended Arabic-Indic for fa, Latin for hi and th.
    /// Another ICU (Foundation's own, Node's) may choose otherwise; see Docs/Services.md.
    @Test(arguments: [
        ("ar", arabic), ("fa", "۰۱۲۳۴۵۶۷۸۹"), ("hi", latin), ("th", latin),
        ("ar-u-nu-latn", latin), ("fa-u-nu-latn", latin), ("hi-u-nu-latn", latin), ("th-u-nu-latn", latin),
    ])
    func defaultDigitsAndPinnedLatin(request: String, digits: String) throws {
        try Self.expectDigits(request, catalog: String(request.prefix(2)), digits)
    }

    /// The counts, relative dates and old dates of `request` are in its catalog and written in
    /// `digits` only.
    static func expectDigits(_ request: String, catalog: String, _ digits: String) throws {
        let digits = Array(digits)
        let strings = catalogs.strings(for: try LocaleRequest.parse(request))
        #expect(strings.locale.languageTag == catalog)
        #expect(!strings.isFallback)
        let count = try strings.text(.headerFinished, ["count": 12]).text
        #expect(count.contains(digits[1]) && count.contains(digits[2]), "\(count)")
        #expect(count.filter(\.isNumber).allSatisfy(digits.contains), "\(count)")
        let now = instant("2026-11-29T12:00:00Z")
        // "5 hours ago" and a date: the numbers are written in the expected digits only.
        let relative = try strings.lastUpdated(now.addingTimeInterval(-5 * 3600), relativeTo: now).text
        #expect(relative.contains(digits[5]), "\(relative)")
        #expect(relative.filter(\.isNumber).allSatisfy(digits.contains), "\(relative)")
        let dated = try strings.lastUpdated(instant("2026-08-17T09:00:00Z"), relativeTo: now).text
        #expect(dated.filter(\.isNumber).count >= 2, "\(dated)")  // fa counts days in its own calendar
        #expect(dated.filter(\.isNumber).allSatisfy(digits.contains), "\(dated)")
    }
}
