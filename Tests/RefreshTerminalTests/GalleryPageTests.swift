import Foundation
import RefreshCore
import RefreshPresentation
import RefreshSVG
import Testing

@Suite("The gallery page")
struct GalleryPageTests {
    static func skin(_ id: String) throws -> GalleryPage.Skin {
        let frame = try PreviewTests.player().player.stillFrame(.pulling)
        return GalleryPage.Skin(
            id: id,
            name: "<\(id)>",
            stills: [GalleryPage.Still(state: .pulling, appearance: .dark, locale: "ar", frame: frame)],
            cycle: SVGAnimation([frame], fps: 12)
        )
    }

    @Test("Skin ids become safe, distinct folder names; names are escaped in the page")
    func folders() throws {
        let page = GalleryPage(skins: try ["blue", "a/b", "a_b", "..", "", "Blue"].map(Self.skin))
        #expect(page.folders == ["blue", "a_b", "a_b-2", "skin___", "skin_", "Blue-2"])
        let files = page.files()
        #expect(files.map(\.path).contains("a_b-2/pulling-dark-ar.svg"))
        #expect(files.last?.path == "index.html")
        let html = try #require(files.last?.contents)
        #expect(html.contains("&lt;a/b&gt;") && !html.contains("<a/b>"))
        #expect(html.contains("src=\"a_b-2/cycle.svg\""))
        #expect(!html.contains("://") && !html.contains("<script"))
    }

    @Test("A thumbnail opens its picture full size: each still is a link to its own file")
    func thumbnailsOpenThePicture() throws {
        let page = GalleryPage(skins: [try Self.skin("blue")], locales: ["ar"], appearances: [.dark])
        let html = try #require(page.files().last?.contents)
        #expect(
            html.contains(
                "<a href=\"blue/pulling-dark-ar.svg\" title=\"Open the full picture\"><img src=\"blue/pulling-dark-ar.svg\" "
            )
        )
        #expect(html.components(separatedBy: "<a href=\"blue/").count == 2)
    }

    @Test(
        "Each tile carries its warnings: outlined, numbered once per skin, linked to the list; a state not shown says so"
    )
    func warningsPerTile() throws {
        let frame = try PreviewTests.player().player.stillFrame(.pulling)
        let faint = "the header's arrow (pulling) has a contrast of 1:1 <dark>"
        let cut = "the 'header.pull' text for de is cut"
        let stills = [
            GalleryPage.Still(state: .idle, appearance: .dark, locale: "de", frame: frame, warnings: [cut]),
            GalleryPage.Still(state: .pulling, appearance: .dark, locale: "de", frame: frame, warnings: [faint]),
            GalleryPage.Still(state: .pulling, appearance: .dark, locale: "ta", frame: frame, warnings: [faint, cut]),
            GalleryPage.Still(state: .loading, appearance: .dark, locale: "de", frame: nil, warnings: []),
            GalleryPage.Still(state: .finished, appearance: .dark, locale: "ta", frame: frame),
        ]
        let skin = GalleryPage.Skin(
            id: "night",
            name: "Night",
            stills: stills,
            cycle: SVGAnimation([frame], fps: 12),
            warnings: ["the footer's spinner is faint"]
        )
        let page = GalleryPage(skins: [skin], locales: ["de", "ta"], appearances: [.dark])
        let files = page.files()
        // No picture for a still the skin cannot show.
        #expect(!files.map(\.path).contains("night/loading-dark-de.svg"))
        #expect(files.map(\.path).contains("night/pulling-dark-ta.svg"))
        let html = try #require(files.last?.contents)
        #expect(html.contains("<th>dark, de</th><th>dark, ta</th></tr>") && !html.contains("light, "))
        #expect(html.contains("in dark, in de, ta"))
        // Numbered in the order the tiles show them, each once; the tile's marks link to them.
        #expect(html.contains("<li id=\"night-warning-1\">\(cut)</li>"))
        #expect(
            html.contains(
                "<li id=\"night-warning-2\">the header's arrow (pulling) has a contrast of 1:1 &lt;dark&gt;</li>"
            )
        )
        #expect(html.contains("<li id=\"night-warning-3\" class=\"elsewhere\">◦ the footer's spinner is faint</li>"))
        #expect(html.components(separatedBy: "<li ").count == 4)
        #expect(html.contains("⚠ <a href=\"#night-warning-2\">2</a> <a href=\"#night-warning-1\">1</a></span>"))
        #expect(html.components(separatedBy: "<td class=\"flagged\">").count == 4)
        #expect(html.contains("This skin cannot show loading."))
        #expect(html.contains("✓ no warnings"))
        #expect(html.contains("2 about the pictures above, 1 about what they do not show"))
    }
}
