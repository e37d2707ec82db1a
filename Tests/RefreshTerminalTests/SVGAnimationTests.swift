import Foundation
import RefreshCore
import RefreshPresentation
import RefreshSVG
import RefreshTerminal
import Testing

@Suite("The animated SVG")
struct SVGAnimationTests {
    @Test("It plays the whole cycle with CSS animation: well-formed, no script, every frame's time in the cycle")
    func animation() throws {
        let preview = try PreviewTests.player()
        let frames = try preview.player.timeline(fps: SVGAnimation.standardFPS)
        let statuses = frames.map(\.header.status)
        for status in ["Pull down to refresh", "Release to refresh", "Loading…"] {
            #expect(statuses.contains(status), "the cycle shows '\(status)'")
        }
        #expect(statuses.contains { $0.hasPrefix("Pull down") } && frames.last.map { $0.offset >= 0 } == true)
        let animation = SVGAnimation(frames, fps: SVGAnimation.standardFPS)
        #expect(abs(animation.duration - preview.player.script.duration) < 0.1)
        let document = try animation.document()
        let parser = XMLParserCheck(document)
        #expect(parser.wellFormed, "\(parser.error ?? "")")
        #expect(!document.contains("<script"))
        #expect(document.contains("@keyframes show"))
        #expect(document.contains("animation-iteration-count: infinite"))
        // The arrow is embedded once and used by reference.
        #expect(document.components(separatedBy: "data:image/png").count - 1 == 1)
        #expect(document.contains("-header-arrow\" href=\"#image0\""))
        // Runs of identical frames are one group; each group is shown from its first frame's
        // share of the cycle until the next group's, written as the same number.
        let groups = document.components(separatedBy: "class=\"frame\"").count - 1
        #expect(groups > 10 && groups <= frames.count)
        #expect(!document.contains("animation-delay"))
        let shares = try Self.keyframeShares(document)
        #expect(shares.count == groups)
        #expect(shares.first?.start == "0" && shares.last?.end == "100")
        for (before, after) in zip(shares, shares.dropFirst()) {
            #expect(before.end == after.start, "\(before) then \(after): a gap or an overlap")
        }
        // Every id is unique.
        #expect(document.components(separatedBy: " id=\"").count - 1 == parser.ids.count)
    }

    /// Each group's keyframes in order: the percentage it is shown from and the one it is hidden at.
    static func keyframeShares(_ document: String) throws -> [(start: String, end: String)] {
        try document.components(separatedBy: "@keyframes show").dropFirst().map { rule in
            let body = try #require(rule.split(separator: "}\n").first.map(String.init))
            let visible = try #require(body.components(separatedBy: "% { visibility: visible; }").first)
            let start = try #require(visible.split(separator: " ").last.map(String.init))
            let hidden = body.components(separatedBy: "% { visibility: visible; } ").dropFirst().first ?? ""
            let end = try #require(hidden.split(separator: "%").first.map(String.init))
            return (start, end)
        }
    }

    @Test("A still frame at a given pull: over-pulled past the trigger, the header shows more")
    func stillAtProgress() throws {
        let preview = try PreviewTests.player()
        let atTrigger = try preview.player.stillFrame(.pulling, progress: 1.2)
        let over = try preview.player.stillFrame(.pulling, progress: 2)
        #expect(over.offset < atTrigger.offset)
        #expect(over.header.status == atTrigger.header.status)
        let idle = try preview.player.stillFrame(.idle, progress: 0.3)
        #expect(idle.header.status == "Pull down to refresh")
        let loading = try preview.player.stillFrame(.loading, progress: 1.8)
        #expect(loading.header.status == "Loading…")
    }
}
