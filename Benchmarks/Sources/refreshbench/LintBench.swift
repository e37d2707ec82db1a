import RefreshCore
import RefreshLint
import RefreshLocalization
import RefreshSkins
import RefreshText

extension Benchmarks {
    /// `lint-visual`: lint's picture checks (`VisualReview`) of one built-in skin, Classic Blue,
    /// over every catalog's language, both appearances, both edges and every state they can show
    /// (finished after a success and after a failure), with a new measurer each time, so every
    /// text is shaped anew as in a first lint.
    func lintVisual() throws -> [BenchResult] {
        progress("lint-visual: the picture checks of Classic Blue, every language, state and appearance")
        let catalogs = try CatalogSet.builtIn
        guard let skin = SkinRegistry.builtIn.skin(id: "blue") else { throw BenchError("no built-in skin 'blue'") }
        var findings = 0
        var failure: String?
        let measured = interleave(
            rounds: options.rounds(5),
            [
                Contestant(name: "ours", operations: 1) {
                    do {
                        let review = VisualReview(measurer: try ShapedTextMeasurer(), catalogs: catalogs)
                        findings += review.findings(for: skin).count
                    } catch {
                        failure = "\(error)"
                    }
                }
            ]
        )
        if let failure { throw BenchError("lint-visual: \(failure)") }
        let median = measured.median(of: "ours")
        return [
            BenchResult(
                name: "lint-visual",
                median: median,
                unit: "ns",
                target: "≤ 1 s",
                met: median <= 1e9,
                measures: "ns per VisualReview.findings(for:) of Classic Blue: \(catalogs.locales.count) languages x "
                    + "2 appearances x 2 edges x every state each edge can show (finished twice), each laid out by "
                    + "EdgeArrangement with texts shaped by a new ShapedTextMeasurer, and its indicator measured",
                note: findings == 0 ? nil : "the review found problems in the built-in skin, which should pass"
            )
        ]
    }
}
