import Foundation
import RefreshLocalization
import RefreshSkins
import RefreshTestSupport
import Testing

/// Skins embedded by a package (what the skins plugin generates) in the registry.
@Suite struct SkinPackageTests {
    static let sunset = """
        <skin id="sunset" name="Sunset" format="1" extends="blue">
          <header><colors><background light="#FFF1E0"/></colors></header>
        </skin>
        """

    @Test func aPackageSkinExtendsABuiltInAndComesFromThePackage() throws {
        let package = SkinPackage(
            name: "SunsetTheme",
            base64Files: ["sunset.xml": Data(Self.sunset.utf8).base64EncodedString()]
        )
        let registry = SkinRegistry.standard(packages: [package], environment: [:])
        #expect(registry.errors.isEmpty, "\(registry.diagnostics)")
        let sunset = try #require(registry.skin(id: "sunset"))
        let blue = try #require(registry.skin(id: "blue"))
        #expect(sunset.source == .package(path: "SunsetTheme:sunset.xml"))
        #expect(sunset.header.arrow == blue.header.arrow)  // inherited from blue
        #expect(sunset.header.colors != blue.header.colors)
        #expect(registry.ids == (SkinRegistry.builtIn.ids + ["sunset"]).sorted())
    }

    @Test func aPackageReplacesABuiltInWithAWarningAndTheSearchPathReplacesThePackage() throws {
        let blue =
            #"<skin id="blue" name="Package Blue" format="1" extends="blue"><header style="text"/><footer/></skin>"#
        let package = SkinPackage(name: "P", files: ["blue.xml": Array(blue.utf8)])
        let registry = SkinRegistry.standard(packages: [package], environment: [:])
        #expect(registry.errors.isEmpty, "\(registry.diagnostics)")
        #expect(registry.skin(id: "blue")?.name == "Package Blue")
        #expect(
            registry.diagnostics.map(\.description) == [
                "P:blue.xml:1:1: warning: skin 'blue' replaces the one from built-in (builtin:Skins/blue/blue.xml)"
            ]
        )

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("skins/blue.xml", #"<skin id="blue" name="Mine" format="1" extends="blue"><footer/></skin>"#)
        let withSearchPath = SkinRegistry.standard(
            packages: [package],
            environment: ["REFRESHKIT_SKIN_PATH": folder.path + "/skins", "HOME": folder.path]
        )
        #expect(withSearchPath.skin(id: "blue")?.name == "Mine")
        #expect(withSearchPath.skin(id: "blue")?.header.style == .text)  // extends the package's blue
    }

    @Test func packageCatalogsOverlayTheBuiltInOnesKeyByKey() throws {
        let package = SkinPackage(
            name: "P",
            files: ["Catalogs/en.strings": Array(#""footer.noMore" = "The horizon";"#.utf8)]
        )
        let catalogs = try package.catalogs()
        let english = try #require(catalogs.catalog(for: .english))
        #expect(english["footer.noMore"] == "The horizon")
        #expect(english["header.pull"] == (try CatalogSet.builtIn.catalog(for: .english)?["header.pull"]))
        #expect(catalogs.locales == (try CatalogSet.builtIn.locales))
    }
}
