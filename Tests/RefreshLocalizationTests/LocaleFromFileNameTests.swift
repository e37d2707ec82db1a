import Foundation
import RefreshLocalization
import Testing

/// The one locale-from-file-name helper and the one whitespace trim (XML/CSS whitespace).
@Suite struct LocaleFromFileNameTests {
    @Test(
        "A catalog's file name or path gives its locale",
        arguments: [
            ("de-AT.strings", "de-AT"), ("Localizations/pt-BR.strings", "pt-BR"), ("/a/b/de_AT.strings", "de-AT"),
            ("zh-Hans.strings", "zh-Hans"), ("en.strings", "en"),
        ]
    )
    func locale(path: String, tag: String) throws {
        #expect(try LocaleIdentifier(catalogFile: path).languageTag == tag)
    }

    @Test(
        "A name that is not a locale, or not a catalog, is a malformed-locale error",
        arguments: ["x y.strings", "de.txt", ".strings"]
    )
    func notALocale(path: String) {
        #expect {
            _ = try LocaleIdentifier(catalogFile: path)
        } throws: { error in
            if case .malformedLocale = error as? LocalizationError { return true }
            return false
        }
    }

    @Test("The built-in catalogs' locales, taken from their names without ICU, are ICU's for every file")
    func builtInNamesAreCanonical() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: localizationsDirectory.path)
            .filter(LocaleIdentifier.isCatalogFile)
        let byICU = try names.map { try LocaleIdentifier(catalogFile: $0) }.sorted { $0.languageTag < $1.languageTag }
        #expect(names.count > 50)
        #expect(try CatalogSet.builtIn.locales == byICU)
    }

    @Test("Whitespace is XML's and CSS's: space, tab, CR, LF, FF are trimmed; a no-break space is not")
    func whitespace() throws {
        #expect(try LocaleIdentifier(" \t\r\n\u{0C}de-AT\r\n").languageTag == "de-AT")
        #expect(throws: LocalizationError.self) { _ = try LocaleIdentifier("\u{00A0}de") }
    }
}
