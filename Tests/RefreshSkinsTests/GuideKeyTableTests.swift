import Foundation
import RefreshCore
import RefreshLocalization
import RefreshSkins
import RefreshTestSupport
import Testing

/// The format guide's table of message keys is the one `MessageKeyTable` makes from `MessageKey`:
/// a key or an argument added without updating the guide fails here. Run with
/// `REFRESHKIT_RECORD=1` to rewrite the table in the guide (the run then fails, as every recording does).
@Suite struct GuideKeyTableTests {
    static let guidePath = Repository.root + "/Docs/SkinFormat.md"

    static var expected: String {
        let english = (try? CatalogSet.builtIn)?.catalog(for: .english)?.entries ?? [:]
        return MessageKeyTable.markdown(english: english)
    }

    @Test func theGuidesKeyTableIsCurrent() throws {
        var guide = try String(contentsOfFile: Self.guidePath, encoding: .utf8)
        let expected = Self.expected
        let placeholder = guide.range(of: "@@TABLE@@")
        let begin = guide.range(of: MessageKeyTable.begin)
        let end = guide.range(of: MessageKeyTable.end)
        let current: Range<String.Index>? =
            placeholder ?? begin.flatMap { begin in end.map { begin.lowerBound..<$0.upperBound } }
        let range = try #require(current, "the guide has no generated key table")
        if Golden.recording {
            guide.replaceSubrange(range, with: expected)
            try guide.write(toFile: Self.guidePath, atomically: true, encoding: .utf8)
            Issue.record("Rewrote Docs/SkinFormat.md's key table (REFRESHKIT_RECORD=1): check it, then run again.")
            return
        }
        #expect(
            String(guide[range]) == expected,
            "Docs/SkinFormat.md's key table is out of date; run the tests with REFRESHKIT_RECORD=1 to rewrite it"
        )
        for key in MessageKey.allCases {
            #expect(expected.contains("`\(key.rawValue)`"))
            for argument in key.arguments { #expect(expected.contains("`\(argument.name)`: ")) }
        }
    }
}
