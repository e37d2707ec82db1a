import Foundation
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

/// The skins slowest to lint among those the loader accepts (each within the 256 KiB cap), each
/// made anew for a round (the round's number in its texts, so no width is remembered from the
/// round before).
enum LongTextSkins {
    static let names = ["string-200k", "zwj-125k", "marks-80k", "locales-3000", "strings-64x10"]

    /// The descriptor `name` for round `round`.
    static func skin(_ name: String, round: Int) -> String {
        switch name {
        case "string-200k":
            return skin(header: strings("en", [("header.pull", "\(round) " + words(200_000))]))
        case "zwj-125k":
            let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
            return skin(header: strings("en", [("header.pull", "\(round)" + String(repeating: family, count: 5_000))]))
        case "marks-80k":
            let marks = String(repeating: "\u{301}", count: 80_000)
            return skin(header: strings("en", [("header.pull", "\(round) Pull" + marks)]))
        case "locales-3000":
            let tags = languages.flatMap { language in regions.map { language + "-" + $0 } }.prefix(3_000)
            return skin(header: tags.map { strings($0, [("header.pull", "\(round) Pull")]) }.joined())
        default:
            let tags = languages.flatMap { language in ["US", "GB"].map { language + "-" + $0 } }.prefix(64)
            func part(_ keys: [String]) -> String {
                tags.map { tag in strings(tag, keys.map { ($0, "\(round) \(tag) " + words(330)) }) }.joined()
            }
            return skin(
                header: part([
                    "header.pull", "header.release", "header.loading", "header.failed", "header.neverUpdated",
                ]),
                footer: #"<footer style="text">"#
                    + part(["footer.idle", "footer.release", "footer.loading", "footer.noMore", "footer.failed"])
                    + "</footer>"
            )
        }
    }

    static let languages = [
        "ar", "bg", "ca", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it",
        "ja", "ko", "lt", "lv", "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sv", "th", "tr", "uk", "vi", "zh",
    ]
    static let regions = [
        "US", "GB", "DE", "FR", "IN", "CA", "AU", "BR", "PT", "MX", "AR", "CH", "AT", "BE", "NL", "SE", "NO", "DK",
        "FI", "IE", "IT", "ES", "PL", "JP", "KR", "TR", "GR", "CZ", "HU", "RO", "BG", "HR", "SK", "SI", "LT", "LV",
        "EE", "UA", "ZA", "NG", "KE", "EG", "MA", "SA", "AE", "IL", "SG", "MY", "ID", "PH", "VN", "TH", "NZ", "CL",
        "CO", "PE", "VE", "UY", "PY", "BO", "EC", "CR", "PA", "DO", "GT", "HN", "SV", "NI", "CU", "PR", "JM", "TT",
        "IS", "LU", "MT", "CY", "AL", "RS", "BA", "ME", "MK", "MD", "BY", "KZ", "UZ", "GE", "AM", "AZ",
    ]

    static func skin(header: String, footer: String = "") -> String {
        #"<skin id="long" name="Long" format="1"><header style="text"><colors><background light="white"/>"#
            + #"<text light="black"/></colors>\#(header)</header>\#(footer)</skin>"# + "\n"
    }

    static func words(_ count: Int) -> String {
        let sentence = "Pull this list down a little further and let go "
        return String(String(repeating: sentence, count: count / sentence.count + 1).prefix(count))
    }

    static func strings(_ locale: String, _ pairs: [(key: String, text: String)]) -> String {
        #"<strings locale="\#(locale)">"# + pairs.map { #"<string key="\#($0.key)">\#($0.text)</string>"# }.joined()
            + "</strings>"
    }
}

extension Benchmarks {
    /// `lint-long-text/…`: `SkinLint.check` (what `refreshpreview lint` does after start-up) of each
    /// of ``LongTextSkins``, written anew each round, with one measurer and the built-in catalogs.
    func lintLongText() throws -> [BenchResult] {
        progress("lint-long-text: lint of the slowest skins to check (a 200,000-character string, 3,000 locales, ...)")
        let catalogs = try CatalogSet.builtIn
        let measurer = try ShapedTextMeasurer()
        let folder = NSTemporaryDirectory() + "refreshbench-lint-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var results: [BenchResult] = []
        for name in LongTextSkins.names {
            var round = 0
            var failure: String?
            var size = 0
            let measured = interleave(
                rounds: options.rounds(5),
                [
                    Contestant(name: "ours", operations: 1) {
                        round += 1
                        let path = folder + "/\(name)-\(round).xml"
                        let text = LongTextSkins.skin(name, round: round)
                        size = text.utf8.count
                        do {
                            try text.write(toFile: path, atomically: false, encoding: .utf8)
                        } catch {
                            failure = "\(error)"
                            return
                        }
                        let report = SkinLint.check(files: [path], catalogs: catalogs, measurer: measurer)
                        if let error = report.errors.first { failure = error.description }
                        try? FileManager.default.removeItem(atPath: path)
                    }
                ]
            )
            if let failure { throw BenchError("lint-long-text/\(name): \(failure)") }
            let median = measured.median(of: "ours")
            results.append(
                BenchResult(
                    name: "lint-long-text/\(name)",
                    median: median,
                    unit: "ns",
                    target: "< 2 s",
                    met: median < 2e9,
                    measures: "ns per SkinLint.check of a skin of \(size) bytes (the cap is 262,144): \(name)",
                    note: nil
                )
            )
        }
        return results
    }
}
