import Foundation
import RefreshTestSupport
import Testing

/// A skin that failed to load, as the program answers about it (issue 41): not "unknown", never
/// its own missing base, and shown by the gallery with its errors.
@Suite(.enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"))
struct FailedSkinProgramTests {
    /// A folder with `sunset.xml`, which extends a skin no one defines.
    static func brokenSkin(extends base: String = "sunsett") throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "sunset.xml",
            """
            <skin id="sunset" name="Sunset" format="1" extends="\(base)">
              <header style="spinner"/>
            </skin>

            """
        )
        return (folder, path)
    }

    @Test("A missing base skin is never suggested as the skin itself; a near built-in is")
    func missingBaseSuggestion() throws {
        let (folder, path) = try Self.brokenSkin()
        defer { folder.remove() }
        let lint = try Program.run(["lint", path])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stderr.contains("skin 'sunset' extends unknown skin 'sunsett'"), "\(lint)")
        #expect(!lint.stderr.contains("did you mean 'sunset'"), "\(lint)")
        let (near, nearPath) = try Self.brokenSkin(extends: "blu")
        defer { near.remove() }
        let other = try Program.run(["lint", nearPath])
        #expect(other.stderr.contains("extends unknown skin 'blu'; did you mean 'blue'?"), "\(other)")
    }

    @Test("--skin naming a skin that failed to load says so and exits 1, not 'unknown skin' and 64")
    func failedSkinByName() throws {
        let (folder, path) = try Self.brokenSkin()
        defer { folder.remove() }
        let run = try Program.run(["--skin-file", path, "--skin", "sunset", "--state", "idle"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("error: the skin 'sunset' could not be loaded; see the errors above"), "\(run)")
        #expect(!run.stderr.contains("unknown skin 'sunset'"), "\(run)")
    }

    @Test("The gallery shows a skin that failed to load, with its errors, and writes the others")
    func galleryShowsFailedSkins() throws {
        let (folder, path) = try Self.brokenSkin()
        defer { folder.remove() }
        let out = folder.path + "/gallery"
        let run = try Program.run([
            "gallery", "--skin-file", path, "--skin", "sunset", "--skin", "blue", "--locale", "en",
            "--appearance", "light", out,
        ])
        #expect(run.status == 1, "\(run)")
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("<section class=\"skin failed\" id=\"failed-sunset\">"), "\(html.suffix(800))")
        #expect(
            html.contains("extends unknown skin &apos;sunsett&apos;") || html.contains("extends unknown skin 'sunsett'")
        )
        #expect(html.contains("1 skin failed to load"), "\(html.prefix(3000))")
        #expect(FileManager.default.fileExists(atPath: out + "/blue/pulling-light-en.svg"))
    }
}
