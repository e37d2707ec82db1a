import Foundation
import RefreshTestSupport
import Testing

/// `refreshpreview lint` and the skins plugins' tool on the Lottie fixtures of RefreshSkinsTests:
/// a skin whose animation the reader refuses fails (as the preview refuses it), with the refusal
/// once; markers lasting past `Int.max` frames are linted and embedded without a trap.
@Suite struct LottieLintProgramTests {
    static let fixtures = Program.root + "/Tests/RefreshSkinsTests/Fixtures"

    @Test func aRefusedAnimationFailsLintAsThePreviewRefusesIt() throws {
        let skin = Self.fixtures + "/refused-lottie/expression.xml"
        let refusal = Self.fixtures + "/refused-lottie/expression.json:3:32: error: the layer 'dot' uses an expression"
        let lint = try Program.run(["lint", skin])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stderrLines.filter { $0.hasPrefix(refusal) }.count == 1, "\(lint)")
        #expect(lint.stdout == "1 file checked: 1 error, 0 warnings\n", "\(lint)")
        let preview = try Program.run(["--skin-file", skin, "--state", "pulling"])
        #expect(preview.status == 1, "\(preview)")
        #expect(preview.stderrLines.filter { $0.hasPrefix(refusal) }.count == 1, "\(preview)")
    }

    @Test func theSkinsToolFailsEveryRefusedAnimation() throws {
        let run = try Program.run(
            ["lint"] + SkinsToolProgramTests.builtIns + ["--tree", Self.fixtures + "/refused-lottie"],
            binary: SkinsToolProgramTests.binary
        )
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.hasSuffix(" checked: 12 errors, 0 warnings\n"), "\(run)")
    }

    @Test func aLottieFileIsLintedAlone() throws {
        let json = Self.fixtures + "/lottie-many/many.json"
        let lint = try Program.run(["lint", json])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdout == "1 file checked: 7 errors, 0 warnings\n", "\(lint)")
        #expect(lint.stderrLines.first?.hasPrefix(json + ":1:102: error: the layer 'dot' is 3D") == true, "\(lint)")
        #expect(lint.stderrLines.contains { $0.contains("(at layers[0].shapes[0].it[2].ty)") }, "\(lint)")
        let accepted = try Program.run(["lint", Self.fixtures + "/lottie-players/eased-last.json"])
        #expect(accepted.status == 0 && accepted.stdout == "1 file checked: 0 errors, 0 warnings\n", "\(accepted)")
    }

    @Test func anImageIsNamedForWhatItIs() throws {
        let image = Program.root + "/Sources/RefreshSkins/Resources/Skins/blue/blueArrow.png"
        let lint = try Program.run(["lint", image])
        #expect(lint.status == 1, "\(lint)")
        #expect(
            lint.stderr.contains("error: the file is a PNG image, not a skin: lint takes skin descriptors (.xml)"),
            "\(lint)"
        )
        #expect(!lint.stderr.contains("empty"), "\(lint)")
    }

    @Test func markersPastIntMaxAreLintedAndEmbedded() throws {
        let folder = Self.fixtures + "/lottie-numbers"
        let skin = folder + "/huge-markers.xml"
        let lint = try Program.run(["lint", skin])
        #expect(lint.status == 0, "\(lint)")
        let tool = try Program.run(
            ["lint"] + SkinsToolProgramTests.builtIns + ["--tree", folder],
            binary: SkinsToolProgramTests.binary
        )
        #expect(tool.status == 0, "\(tool)")
        let output = try TemporaryFolder()
        defer { output.remove() }
        let generate = try Program.run(
            ["generate", "--module", "Numbers", "--root", folder, "--output", output.path + "/Skins.swift"]
                + SkinsToolProgramTests.builtIns + [skin, folder + "/huge-markers.json"],
            binary: SkinsToolProgramTests.binary
        )
        #expect(generate.status == 0, "\(generate)")
    }
}
