import RefreshCore
import RefreshLint
import RefreshLocalization
import RefreshSkins
import RefreshStyle
import RefreshText
import Synchronization
import Testing

@testable import RefreshPresentation

/// What lint's picture checks cost is bounded by what a skin can show, not by how long its texts
/// are or how many languages it writes: a text is measured only as far as the room can show it,
/// and the review covers the catalogs' languages and at most
/// ``VisualReview/maximumSkinLanguages`` more. (How long a lint takes is refreshbench's
/// `lint-long-text`.)
@Suite struct LongTextLintTests {
    /// A measurer that counts the characters it is given; each is 0.6 em wide.
    final class CountingMeasurer: TextMeasurer {
        let measured = Atomic<Int>(0)
        var fontFamily: String? { nil }

        func width(of text: String, font: FontSpec) -> Double {
            let count = text.count
            measured.add(count, ordering: .relaxed)
            return Double(count) * 0.6 * font.size
        }
    }

    static func words(_ count: Int) -> String {
        let sentence = "Pull this list down a little further and let go "
        return String(String(repeating: sentence, count: count / sentence.count + 1).prefix(count))
    }

    static func edge(status: String) -> PresentedEdge {
        PresentedEdge(
            background: RGBAColor(white: 1),
            textColor: RGBAColor(white: 0),
            status: status,
            detail: "Last updated: today at 10:30",
            indicator: PresentedIndicator(.activity(phase: 0, color: RGBAColor(white: 0)))
        )
    }

    @Test("A text of 20,000 characters is laid out measuring fewer characters than it has")
    func longTextWork() throws {
        let text = Self.words(20_000)
        let measurer = CountingMeasurer()
        let arranged = EdgeArrangement(Self.edge(status: text), width: EdgeLayout.phoneWidth, measurer: measurer)
        let measured = measurer.measured.load(ordering: .relaxed)
        #expect(measured < text.count, "\(measured) characters measured")
        // Two lines: the first the words that fit it, whole; the second going on from them, cut.
        #expect(arranged.status.count == 2)
        let first = try #require(arranged.status.first)
        let second = try #require(arranged.status.last)
        #expect(!first.isTruncated && text.hasPrefix(first.text), "\(first)")
        #expect(second.isTruncated && second.text.hasSuffix("…"), "\(second)")
        let rest = text.dropFirst(first.text.count).drop { $0 == " " }
        #expect(rest.hasPrefix(second.text.dropLast()), "\(second)")
    }

    @Test("Texts of a few hundred characters are searched as before: their breaks are the exhaustive search's")
    func ordinaryBreaksAreUnchanged() throws {
        let measurer = try ShapedTextMeasurer()
        let catalogs = try CatalogSet.builtIn
        let font = FontSpec(size: 13, bold: true)
        var texts = [Self.words(255), String(repeating: "読み込み中です。", count: 30)]
        for locale in catalogs.locales {
            guard let catalog = catalogs.catalog(for: locale) else { continue }
            texts += catalog.keys.compactMap { catalog[$0] }.filter { $0.count <= EdgeArrangement.wholeSearchLength }
        }
        #expect(texts.count > 500)
        for text in texts {
            let found = EdgeArrangement.lineBreak(of: text, font: font, lineFitting: 100, measurer: measurer)
            let expected = Self.exhaustiveBreak(of: text, font: font, measurer: measurer)
            #expect(found?.first == expected?.first && found?.longer == expected?.longer, "\(text)")
        }
    }

    /// The break every break was measured for: the one whose longer line is shortest, the first
    /// of equals (the search before the halving one).
    static func exhaustiveBreak(of text: String, font: FontSpec, measurer: some TextMeasurer) -> (
        first: String, longer: Double
    )? {
        var best: (first: String, longer: Double)?
        for index in LineBreaks.opportunities(in: text) {
            var first = String(text[..<index])
            while let last = first.last, last.isWhitespace { first.removeLast() }
            let second = String(text[index...])
            guard !first.isEmpty, !second.isEmpty else { continue }
            let longer = max(measurer.width(of: first, font: font), measurer.width(of: second, font: font))
            if longer < best?.longer ?? .infinity { best = (first, longer) }
        }
        return best
    }

    @Test("A skin with a string of 200,000 characters lints, its text reported cut")
    func longStringLints() throws {
        let text = Self.words(200_000)
        let xml = """
            <skin id="long" name="Long" format="1"><header style="text">\
            <colors><background light="white"/><text light="black"/></colors>\
            <strings locale="en"><string key="header.pull">\(text)</string></strings></header></skin>
            """
        let tree = MemorySkinFiles(files: ["long.xml": Array(xml.utf8)])
        let registry = SkinRegistry.load(builtIn: nil, packages: [tree], loader: SkinLoader())
        let skin = try #require(registry.skin(id: "long"), "\(registry.diagnostics)")
        let review = VisualReview(measurer: try ShapedTextMeasurer(), catalogs: try CatalogSet.builtIn)
        let cut = review.findings(for: skin).filter { $0.kind == .textTruncated && $0.key == .headerPull }
        #expect(cut.first?.text == text, "\(cut)")
    }

    @Test("A skin writing strings for 100 languages is reviewed in the catalogs' and 64 of its own")
    func languagesReviewedAreBounded() throws {
        let catalogs = try CatalogSet.builtIn
        let regions = ["AT", "CH"]
        let tags = catalogs.locales.prefix(50).flatMap { locale in
            regions.map { "\(locale.languageTag.prefix { $0 != "-" })-\($0)" }
        }
        let strings = tags.map { #"<strings locale="\#($0)"><string key="header.pull">Pull</string></strings>"# }
        let xml = """
            <skin id="many" name="Many" format="1"><header style="text">\
            <colors><background light="white"/><text light="black"/></colors>\(strings.joined())</header></skin>
            """
        let tree = MemorySkinFiles(files: ["many.xml": Array(xml.utf8)])
        let registry = SkinRegistry.load(builtIn: nil, packages: [tree], loader: SkinLoader())
        let skin = try #require(registry.skin(id: "many"), "\(registry.errors)")
        let written = Set(tags).subtracting(catalogs.locales.map(\.languageTag))
        let review = VisualReview(measurer: CountingMeasurer(), catalogs: catalogs)
        let unreviewed = review.unreviewedLanguages(of: skin)
        #expect(unreviewed.count == written.count - VisualReview.maximumSkinLanguages)
        let note = SkinReview.warnings(for: skin, root: nil, catalogs: catalogs, measurer: CountingMeasurer())
            .filter { $0.code == .unreviewedLanguages }
        #expect(note.count == 1 && note.allSatisfy { $0.severity == .note }, "\(note)")
    }
}
