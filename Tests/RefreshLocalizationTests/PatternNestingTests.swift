import Foundation
import RefreshCore
import Testing

@testable import RefreshLocalization

/// Patterns that nest deeply are refused before ICU parses them: ICU parses and formats nested
/// messages recursively, and 4,000 levels crashed the preview (issue: a skin that passes lint
/// crashes the preview).
@Suite struct PatternNestingTests {
    /// `depth` nested selects: each adds two brace levels (the argument and its message).
    static func nestedSelects(_ depth: Int) -> String {
        String(repeating: "{date,select,other{", count: depth) + "x" + String(repeating: "}}", count: depth)
    }

    @Test(arguments: [11, 12, 100, 4_000, 20_000])
    func deepPatternsAreRefused(depth: Int) throws {
        let pattern = Self.nestedSelects(depth)
        #expect(throws: LocalizationError.self) { try MessageFormatter(pattern: pattern, locale: .english) }
        do {
            _ = try MessageFormatter(pattern: pattern, locale: .english)
        } catch {
            guard case .patternTooDeep(_, let offset, let limit) = error else {
                Issue.record("expected patternTooDeep, got \(error)")
                return
            }
            #expect(limit == MessageFormatter.maximumNesting)
            // The offset points at the first brace past the limit.
            let units = Array(pattern.utf16)
            #expect(units[offset] == UInt16(UInt8(ascii: "{")))
            #expect(error.description.contains("more than \(limit) deep"))
        }
        #expect(throws: LocalizationError.self) { try MessageFormatter.arguments(of: pattern) }
    }

    @Test func patternsAtTheLimitFormat() throws {
        let depth = MessageFormatter.maximumNesting / 2
        let formatter = try MessageFormatter(pattern: Self.nestedSelects(depth), locale: .english)
        #expect(try formatter.format(["date": .string("d")]) == "x")
        #expect(try MessageFormatter.arguments(of: Self.nestedSelects(depth)).count == depth)
    }

    @Test func quotedBracesDoNotCount() throws {
        // 30 literal braces in apostrophes, then a plural: nesting 2, not 32.
        let pattern = "'" + String(repeating: "{", count: 30) + "' {count, plural, one {# item} other {# items}}"
        let formatter = try MessageFormatter(pattern: pattern, locale: .english)
        #expect(try formatter.format(["count": .integer(2)]) == String(repeating: "{", count: 30) + " 2 items")
    }

    @Test func aCatalogEntryNestedTooDeeplyIsAnErrorWhenUsed() throws {
        let catalog = Catalog(
            locale: .english,
            entries: ["header.pull": Self.nestedSelects(4_000)]
        )
        let english = try #require(CatalogSet.builtIn.catalog(for: .english))
        var entries: [String: String] = [:]
        for key in english.keys { entries[key] = english[key] }
        entries["header.pull"] = catalog["header.pull"]
        let set = try CatalogSet(catalogs: [Catalog(locale: .english, entries: entries)])
        let strings = set.strings(for: LocaleIdentifier.english)
        #expect(throws: LocalizationError.self) { try strings.text(.headerPull) }
    }

    @Test func locatedErrorsNameTheirPlace() {
        let inner = LocalizationError.formatFailed(pattern: "{n}", icuStatus: "argument 'n' is missing")
        let error = LocalizationError.located(file: "Skins/mine.xml", line: 5, column: 7, inner)
        #expect(error.description.hasPrefix("Skins/mine.xml:5:7: formatting \"{n}\" failed"))
    }
}
