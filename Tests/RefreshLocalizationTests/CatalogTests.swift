import Foundation
import RefreshCore
import RefreshLocalization
import Testing

@Suite struct CatalogTests {
    static let tags = catalogs.locales.map(\.languageTag)

    @Test func thereAreAtLeastFiftyNineLocalesIncludingTheRequiredOnes() throws {
        #expect(catalogs.locales.count >= 59)
        let required = [
            "en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR", "pt-PT", "it", "nl", "ru", "uk", "pl",
            "cs", "tr", "ar", "he", "fa", "hi", "th", "vi", "id", "sv", "da", "nb", "fi", "el", "hu", "ro",
            // Added for issue 15 (they used to fall back to English, Hindi, Russian or Cyrillic Serbian).
            "ur", "sr-Latn", "mr", "te", "gu", "kn", "ml", "pa", "sw", "fil", "zh-HK", "kk", "uz", "az",
        ]
        for tag in required {
            #expect(catalogs.catalog(for: try LocaleIdentifier(tag)) != nil, "missing catalog \(tag)")
        }
    }

    @Test(arguments: tags) func catalogHasExactlyTheRequiredKeys(tag: String) throws {
        let catalog = try #require(catalogs.catalog(for: LocaleIdentifier(tag)))
        let required = Set(MessageKey.allCases.map(\.rawValue))
        #expect(
            Set(catalog.keys) == required,
            "\(tag): missing \(required.subtracting(catalog.keys)), extra \(Set(catalog.keys).subtracting(required))"
        )
        #expect(Set(english.keys) == required)
    }

    @Test(arguments: tags) func everyValueCompilesWithTheSameArgumentsAsEnglish(tag: String) throws {
        let locale = try LocaleIdentifier(tag)
        let catalog = try #require(catalogs.catalog(for: locale))
        for key in MessageKey.allCases {
            let pattern = try #require(catalog[key.rawValue])
            let formatter = try MessageFormatter(pattern: pattern, locale: locale)
            let reference = try MessageFormatter(pattern: english[key.rawValue]!, locale: .english)
            #expect(formatter.argumentNames == reference.argumentNames, "\(tag) \(key)")
            let kinds = Dictionary(formatter.arguments.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
            let referenceKinds = Dictionary(
                reference.arguments.map { ($0.name, $0.kind) },
                uniquingKeysWith: { a, _ in a }
            )
            #expect(kinds == referenceKinds, "\(tag) \(key)")
            // And it formats, with values of the right types.
            var values: [String: MessageArgument] = [:]
            for argument in formatter.arguments { values[argument.name] = argument.isNumeric ? 3 : "DATE" }
            let text = try formatter.format(values)
            #expect(!text.isEmpty)
            #expect(!text.contains("{"), "\(tag) \(key) left an argument unformatted: \(text)")
        }
    }

    @Test(arguments: tags) func pluralsUseExactlyTheLanguagesCategories(tag: String) throws {
        let locale = try LocaleIdentifier(tag)
        let catalog = try #require(catalogs.catalog(for: locale))
        let categories = RawICU.pluralCategories(locale.icuIdentifier)
        for key in MessageKey.allCases {
            for argument in try MessageFormatter.arguments(of: catalog[key.rawValue]!) where argument.kind == .plural {
                let keywords = Set(argument.selectors.filter { !$0.hasPrefix("=") })
                #expect(
                    keywords == categories,
                    "\(tag) \(key): has \(keywords.sorted()), language has \(categories.sorted())"
                )
            }
        }
    }

    @Test(arguments: tags) func rightToLeftComesFromICU(tag: String) throws {
        let strings = catalogs.strings(for: try LocaleIdentifier(tag))
        #expect(strings.isRightToLeft == ["ar", "he", "fa", "ur"].contains(tag))
    }

    @Test func inMemoryFilesLoadLikeTheDirectory() throws {
        var files: [String: [UInt8]] = [:]
        for locale in catalogs.locales {
            let url = localizationsDirectory.appendingPathComponent("\(locale.languageTag).strings")
            files["\(locale.languageTag).strings"] = [UInt8](try Data(contentsOf: url))
        }
        files["README.md"] = Array("not a catalog".utf8)
        let set = try CatalogSet(files: files)
        #expect(set.catalogs == catalogs.catalogs)
    }

    @Test func builtInFindsTheRepositoryCatalogs() throws {
        #expect(try CatalogSet.builtIn.locales == catalogs.locales)
    }

    @Test func aSetWithoutTheFallbackCatalogIsAnError() throws {
        let german = Catalog(locale: try LocaleIdentifier("de"), entries: ["header.pull": "Ziehen"])
        #expect(throws: LocalizationError.missingFallbackCatalog("en")) { try CatalogSet(catalogs: [german]) }
    }
}

@Suite struct StringsParserTests {
    @Test func commentsEscapesAndBareKeys() throws {
        let source = """
            /* block
               comment */
            "a" = "quote \\" backslash \\\\ newline \\n tab \\t";  // trailing
            b.c = "\\u00E9\\U00e8 \\uD83D\\uDE00";
            "d"="x";
            """
        let catalog = try Catalog(locale: .english, parsing: source)
        #expect(catalog["a"] == "quote \" backslash \\ newline \n tab \t")
        #expect(catalog["b.c"] == "éè 😀")
        #expect(catalog["d"] == "x")
        // \' is a plain apostrophe, as in Apple's tools.
        #expect(try Catalog(locale: .english, parsing: "\"e\" = \"it\\'s\";")["e"] == "it's")
    }

    struct BadCase: Sendable, CustomStringConvertible {
        let source: String
        let line: Int
        let column: Int
        let fragment: String
        var description: String { "\(fragment) in \(source)" }
    }

    @Test(arguments: [
        BadCase(source: "\"a\" = \"x\"\n\"b\" = \"y\";", line: 2, column: 1, fragment: "expected ';'"),
        BadCase(source: "\"a\" \"x\";", line: 1, column: 5, fragment: "expected '='"),
        BadCase(source: "\n  \"a\" = \"unterminated;", line: 2, column: 9, fragment: "unterminated string"),
        BadCase(source: "/* open", line: 1, column: 1, fragment: "unterminated /* comment"),
        BadCase(source: "\"a\" = \"\\q\";", line: 1, column: 9, fragment: "unknown escape"),
        BadCase(source: "\"a\" = \"1\";\n\"a\" = \"2\";", line: 2, column: 1, fragment: "duplicate key"),
        BadCase(source: "\"a\" = \"\\u12\";", line: 1, column: 9, fragment: "four hexadecimal digits"),
        // A high surrogate followed by another escape, another character, a non-surrogate, a
        // second high one, or the end of the string: refused where it stops, never dropped.
        BadCase(source: "\"a\" = \"Pull\\uD83D\\n down\";", line: 1, column: 19, fragment: "high surrogate"),
        BadCase(source: "\"a\" = \"\\uD83Dx\";", line: 1, column: 14, fragment: "high surrogate"),
        BadCase(source: "\"a\" = \"\\uD83D\\u0041\";", line: 1, column: 15, fragment: "high surrogate"),
        BadCase(source: "\"a\" = \"\\uD83D\\uD83D\\uDE00\";", line: 1, column: 15, fragment: "high surrogate"),
        BadCase(source: "\"a\" = \"\\uD83D\";", line: 1, column: 15, fragment: "high surrogate"),
        BadCase(source: "\"a\" = \"\\uDE00\";", line: 1, column: 13, fragment: "is not a character"),
    ])
    func errorsSayWhereAndWhat(bad: BadCase) throws {
        do {
            _ = try Catalog(locale: .english, parsing: bad.source, file: "x.strings")
            Issue.record("expected an error for \(bad.source)")
        } catch let error {
            guard case .catalogSyntax(let file, let line, let column, let message) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(file == "x.strings")
            #expect(line == bad.line)
            #expect(column == bad.column)
            #expect(message.contains(bad.fragment), "\(message)")
            #expect(error.description.hasPrefix("x.strings:\(bad.line):\(bad.column): error: "))
        }
    }

    @Test func utf16WithByteOrderMarkIsRead() throws {
        let text = "\"k\" = \"Größe\";"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try Catalog(locale: .english, bytes: bytes)["k"] == "Größe")
        #expect(throws: LocalizationError.self) { try Catalog(locale: .english, bytes: [0x22, 0xC3, 0x28]) }
    }
}
