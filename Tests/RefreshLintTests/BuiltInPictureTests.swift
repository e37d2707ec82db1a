import RefreshCore
import RefreshLint
import RefreshLocalization
import RefreshSkins
import RefreshText
import Testing

/// The built-in skins pass lint's picture checks (``VisualReview``) in every catalog's language
/// and both appearances, every state of both edges: no text cut or hidden, every indicator at
/// 3:1 or more, a failure that does not look like a success, a trigger a pull reaches.
@Suite struct BuiltInPictureTests {
    static let review: VisualReview? = {
        guard let measurer = try? ShapedTextMeasurer(), let catalogs = try? CatalogSet.builtIn else { return nil }
        return VisualReview(measurer: measurer, catalogs: catalogs)
    }()

    @Test("A built-in skin passes the picture checks", arguments: SkinRegistry.builtIn.skins.map(\.id))
    func passes(id: String) throws {
        let review = try #require(Self.review, "fonts and the built-in catalogs are needed")
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        let findings = review.findings(for: skin)
        let described = findings.map { finding in
            [
                finding.kind.code.rawValue, "\(finding.edge)", finding.state.rawValue,
                finding.result.map { "\($0)" } ?? "", finding.appearance.map { "\($0)" } ?? "",
                finding.locale ?? "", finding.key?.rawValue ?? "", finding.text ?? "", finding.shown ?? "",
                finding.ratio.map { "\($0)" } ?? "",
            ].filter { !$0.isEmpty }.joined(separator: " | ")
        }
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(described.joined(separator: "\n"))")
    }
}
