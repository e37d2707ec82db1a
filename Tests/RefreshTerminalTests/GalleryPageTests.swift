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
}
