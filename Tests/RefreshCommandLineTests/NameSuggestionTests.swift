import RefreshSupport
import Testing

/// "Did you mean …?": the closest name by edit distance, and of two as close, the one that
/// begins more like what was typed.
@Suite struct NameSuggestionTests {
    @Test(
        "The closest candidate wins; a tie goes to the one that begins more like the name",
        arguments: [
            ("of", ["on", "off"], "off"),
            ("of", ["off", "on"], "off"),
            ("dar", ["light", "dark"], "dark"),
            ("lgiht", ["light", "dark"], "light"),
            ("hedaer", ["header", "footer"], "header"),
            ("failed", ["success", "failure", "noMoreData"], "failure"),
        ]
    )
    func nearest(name: String, candidates: [String], expected: String) {
        #expect(NameSuggestion.nearest(to: name, among: candidates) == expected)
    }

    @Test("A name far from every candidate gets no guess")
    func farNames() {
        #expect(NameSuggestion.nearest(to: "purple", among: ["light", "dark"]) == nil)
        #expect(NameSuggestion.hint(for: "zzzz", among: ["on", "off"]) == "")
    }
}
