import RefreshLint
import RefreshSkins
import Testing

/// Files given to lint that are not skins: a Lottie file is checked alone, an image is named for
/// what it is.
@Suite struct LottieFileLintTests {
    @Test("A Lottie file is linted alone: every refusal, as a skin naming it gets")
    func lottieFileAlone() {
        let json = Fixtures.root + "/lottie-many/many.json"
        let report = SkinLint.check(files: [json])
        #expect(report.fileCount == 1)
        #expect(report.errors.count == 7, "\(report.diagnostics)")
        #expect(report.errors.allSatisfy { $0.code == .invalidAnimation })
        let accepted = Fixtures.root + "/lottie-players/eased-last.json"
        #expect(SkinLint.check(files: [accepted]).diagnostics.isEmpty)
    }

    @Test("An image given to lint is named for what it is, not read as an empty skin")
    func imagesAreNamed() throws {
        let image = Fixtures.root + "/../../../Sources/RefreshSkins/Resources/Skins/blue/blueArrow.png"
        let report = SkinLint.check(files: [image])
        let error = try #require(report.errors.first)
        #expect(report.errors.count == 1, "\(report.errors)")
        #expect(error.message.hasPrefix("the file is a PNG image, not a skin: lint takes skin descriptors (.xml)"))
        #expect(error.code == .notASkin)
    }
}
