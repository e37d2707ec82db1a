import Foundation
import RefreshLint
import RefreshSkins
import RefreshTestSupport
import RefreshXML
import Testing

/// Every finding carries a code of its own kind (never the generic `invalid-skin`), every "did you
/// mean" hands its name on as the suggestion, and the format guide lists exactly the codes there
/// are.
@Suite struct DiagnosticCodeTests {
    /// Every code a skin's diagnostic may carry: the reader's, the registry's and lint's, and the
    /// parser's.
    static let known = Set((DiagnosticCode.skinCodes + DiagnosticCode.parserCodes).map(\.rawValue))

    /// The name a message's "did you mean" offers (`'x'` or `x` up to the `?`), if it has one.
    static func offered(in message: String) -> String? {
        guard let range = message.range(of: "did you mean ") else { return nil }
        let rest = message[range.upperBound...]
        if rest.first == "'" {
            return rest.dropFirst().split(separator: "'", maxSplits: 1, omittingEmptySubsequences: false).first
                .map(String.init)
        }
        return rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    }

    /// Records an issue for a diagnostic without a known code, or whose "did you mean" is not its
    /// suggestion: the check every test of broken skins runs on what it gets.
    static func expectCoded(_ diagnostics: [SkinDiagnostic], sourceLocation: SourceLocation = #_sourceLocation) {
        for diagnostic in diagnostics {
            #expect(
                diagnostic.code.map { known.contains($0.rawValue) } == true,
                "no code of its own: \(diagnostic)",
                sourceLocation: sourceLocation
            )
            if let name = offered(in: diagnostic.message) {
                #expect(diagnostic.suggestion == name, "\(diagnostic)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func offeredNamesAreRead() {
        #expect(Self.offered(in: "unknown element <metrix>; did you mean 'metrics'? (allowed: …)") == "metrics")
        #expect(Self.offered(in: "takes only count (a whole number); did you mean count?") == "count")
        #expect(Self.offered(in: "does not match; did you mean </skin>?") == "</skin>")
        #expect(Self.offered(in: "unknown element <bg>") == nil)
    }

    /// The fixtures, the fuzz corpus, the golden cases and the lint and picture fixtures (read as lint reads
    /// them, contrast and fit included).
    @Test func everyDiagnosticOfTheCorporaHasItsOwnCode() throws {
        var all = try DiagnosticsGoldenTests.allDiagnostics().flatMap(\.diagnostics)
        for group in ["lint", "review", "picture"] {
            all += SkinLint.check(files: Fixtures.names(group).map { Fixtures.root + "/\(group)/\($0)" }).diagnostics
        }
        #expect(all.count >= 120)
        Self.expectCoded(all)
        #expect(all.filter { $0.message.contains("did you mean") }.count >= 12)
        #expect(!all.contains { ["invalid-skin", "suspicious-skin"].contains($0.effectiveCode(for: .skin)) })
    }

    /// An unknown skin further up an `extends` chain is fixed in the file that names it: that
    /// file's diagnostic suggests the id, the one below only says where to look.
    @Test func anUnknownSkinUpTheChainIsSuggestedWhereItIsNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let middle = try folder.write(
            "middle.xml",
            #"<skin id="middle" name="m" format="1" extends="bleu"><header style="text"/></skin>"#
        )
        let child = try folder.write(
            "child.xml",
            #"<skin id="child" name="c" format="1" extends="middle"><header style="text"/></skin>"#
        )
        let registry = SkinRegistry.load(builtIn: try BuiltInSkins.files, files: [middle, child], loader: SkinLoader())
        Self.expectCoded(registry.diagnostics)
        let named = try #require(registry.diagnostics.first { $0.file == middle }, "\(registry.diagnostics)")
        #expect(named.suggestion == "blue")
        let below = try #require(registry.diagnostics.first { $0.file == child }, "\(registry.diagnostics)")
        #expect(below.code?.rawValue == "unknown-skin")
        #expect(below.suggestion == nil)
        #expect(below.message.contains("fix it in 'middle' (the nearest skin is 'blue')"), "\(below)")
    }

    /// The table of codes in `Docs/SkinFormat.md` (the first column of the table under "The codes
    /// are stable") is the list of codes there are.
    @Test func theGuideListsEveryCode() throws {
        let guide = try String(contentsOfFile: Repository.root + "/Docs/SkinFormat.md", encoding: .utf8)
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| code | severity | meaning |") })
        var listed: [String] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cell = line.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            listed += cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        #expect(listed.count == Set(listed).count, "a code is listed twice")
        let documented = Set(listed)
        #expect(
            documented.subtracting(Self.known).isEmpty,
            "listed but never given: \(documented.subtracting(Self.known))"
        )
        #expect(
            Self.known.subtracting(documented).isEmpty,
            "given but not listed: \(Self.known.subtracting(documented))"
        )
    }
}
