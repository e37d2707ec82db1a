import RefreshCore
import RefreshSkins
import RefreshStyle
import Testing

@Suite struct BuiltInSkinTests {
    let registry = SkinRegistry.builtIn

    @Test func builtInsLoadWithoutDiagnostics() {
        #expect(registry.diagnostics.map(\.description) == [])
        #expect(
            registry.ids == [
                "black", "blue", "dots", "grey", "lottie", "material", "pulse", "ring", "spinner", "text", "white",
            ]
        )
        #expect(BuiltInSkins.schema != nil)
    }

    @Test func blueIsTheClassicHeader() throws {
        let blue = try #require(registry.skin(id: "blue"))
        #expect(blue.name == "Classic Blue")
        let header = blue.header
        #expect(header.style == .arrow)
        // The classic EGO text, rgb(87, 108, 137), darkened a little to reach WCAG AA (4.5:1).
        #expect(header.colors.text.light == RGBAColor(red: 84, green: 104, blue: 132))
        #expect(header.colors.background.light == RGBAColor(red: 226, green: 231, blue: 237))
        #expect(header.colors.textShadow.light == RGBAColor(white: 0.9))
        #expect(header.colors.textShadowOffsetY == 1)
        #expect(header.statusFont == SkinFont(size: 13, weight: .bold))
        #expect(header.detailFont == SkinFont(size: 12, weight: .regular))
        #expect(header.metrics == .classic)
        #expect(header.metrics.minimumLoadingTime == 0 && header.metrics.resultHoldTime == 0)
        #expect(header.lastUpdated.style == .absolute)
        #expect(blue.lastUpdatedKey == "refreshkit.blue")
        let arrow = try #require(header.arrow)
        #expect(arrow.image.width == 30 && arrow.image.height == 55)
        #expect(arrow.image2x?.width == 60 && arrow.image2x?.height == 110)
        #expect(blue.footer.style == .arrow)
        #expect(blue.footerMode == .manual)
        #expect(blue.source.level == 0)
    }

    @Test(arguments: ["black", "grey", "white"])
    func colourVariantsDifferOnlyInArrowAndColours(id: String) throws {
        let blue = try #require(registry.skin(id: "blue"))
        let skin = try #require(registry.skin(id: id))
        #expect(skin.extends == "blue")
        for edge in RefreshEdge.allCases {
            var part = skin.part(edge)
            let base = blue.part(edge)
            #expect(part.arrow?.path == "\(id)Arrow.png")
            #expect(part.arrow?.image2x != nil)
            #expect(part.colors != base.colors)
            part.colors = base.colors
            part.arrow = base.arrow
            #expect(part == base)
        }
    }

    @Test func spinnerHasNoArrowAndAnAutomaticFooter() throws {
        let skin = try #require(registry.skin(id: "spinner"))
        #expect(skin.header.style == .spinner)
        #expect(skin.footer.style == .spinner)
        #expect(skin.footerMode == .automatic(maxTriggers: 3))
        let frame = skin.frame(for: RefreshRenderModel(edge: .header, state: .pulling), appearance: .light)
        #expect(frame.indicator == .none)
        let loading = skin.frame(for: RefreshRenderModel(edge: .header, state: .loading), appearance: .light)
        #expect(loading.indicator == .spinner(RGBAColor(red: 84, green: 104, blue: 132)))
    }

    @Test func textSkinOverridesStatusText() throws {
        let skin = try #require(registry.skin(id: "text"))
        #expect(skin.header.style == .text)
        #expect(skin.stringOverride(for: .headerPull, edge: .header, locale: "de-AT") == "Zum Aktualisieren ziehen")
        #expect(skin.stringOverride(for: .footerNoMore, edge: .footer, locale: "en_GB") == "That’s everything")
        #expect(skin.stringOverride(for: .headerPull, edge: .header, locale: "fr") == nil)
        let frame = skin.frame(for: RefreshRenderModel(edge: .header, state: .idle), appearance: .dark)
        #expect(frame.indicator == .none)
    }

    @Test(arguments: RefreshEdge.allCases, Appearance.allCases)
    func blueFrames(edge: RefreshEdge, appearance: Appearance) throws {
        let blue = try #require(registry.skin(id: "blue"))
        let model = RefreshRenderModel(edge: edge, state: .pulling, arrowAngle: .pi, arrowDuration: 0.18)
        let frame = blue.frame(for: model, appearance: appearance)
        // In dark the arrow takes the text's pale blue, to keep 3:1 on the dark background.
        let tint = appearance == .dark ? RGBAColor(red: 0xA7, green: 0xB6, blue: 0xCB) : nil
        #expect(frame.indicator == .arrow(asset: "blueArrow.png", angle: .pi, duration: 0.18, tint: tint))
        #expect(frame.status == model.statusMessage)
        #expect(frame.statusFont == FontSpec(size: 13, bold: true))
        if appearance == .light {
            #expect(frame.background.hexString == "#e2e7ed")
            #expect(frame.textColor.hexString == "#546884")
            #expect(frame.textShadow == RGBAColor(white: 0.9))
        }
        #expect(blue.metrics(for: edge) == .classic)
    }

    @Test func arrowsAreDrawnDownwardWithAntialiasing() throws {
        let arrow = try #require(registry.skin(id: "blue")?.header.arrow)
        let image = arrow.image
        // The shaft's top is narrow, the head near the bottom is wide, the corners are empty.
        func opaqueWidth(row: Int) -> Int {
            (0..<image.width).filter { image.pixel($0, row).alpha > 128 }.count
        }
        #expect(opaqueWidth(row: 20) < opaqueWidth(row: 34))
        #expect(image.pixel(0, 0).alpha == 0)
        #expect(image.pixel(15, 45).alpha == 255)
        let alphas = Set(image.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element))
        #expect(alphas.count > 5, "edges should be antialiased")
    }
}

@Suite struct DefaultColourTests {
    @Test("A skin that writes no text shadow has EGO's light one in light mode and none in dark mode")
    func noDefaultShadowInDarkMode() throws {
        let skin = try SkinDescriptor(
            xml: """
                <skin id="night" name="Night" format="1">
                  <header style="text">
                    <colors>
                      <background light="#FFFFFF" dark="#111111"/>
                      <text light="#222222" dark="#EEEEEE"/>
                    </colors>
                  </header>
                </skin>
                """
        )
        let model = RefreshRenderModel(edge: .header, state: .idle)
        #expect(skin.frame(for: model, appearance: .light).textShadow == RGBAColor(white: 0.9))
        let dark = skin.frame(for: model, appearance: .dark).textShadow
        #expect(dark == nil, "\(String(describing: dark))")
    }
}
