import Foundation
import RefreshTestSupport
import Testing

/// The libraries the built refreshpreview asks the dynamic loader for. Binding a library's symbols
/// is paid at every start, used or not: all of Foundation (with FoundationInternationalization and
/// its own copy of ICU) cost about 3 ms of the preview's start-up, so the program links only
/// FoundationEssentials (ICU is the system's, through CICUShim), and the font libraries of the SVG
/// host and the lint (HarfBuzz, FreeType, fontconfig and the nine they need) are opened only when
/// text is measured, and rlottie only when a Lottie animation is read.
@Suite(
    "refreshpreview's linked libraries",
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"),
    .enabled(
        if: RequiredTool.runs(FileManager.default.isExecutableFile(atPath: "/usr/bin/objdump")),
        "objdump is needed (binutils)"
    )
)
struct LinkedLibrariesTests {
    /// The `NEEDED` entries of the program's dynamic section.
    static func needed() throws -> [String] {
        let run = try Program.run(["-p", Program.binary], binary: "/usr/bin/objdump")
        return run.stdout.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            return fields.count == 2 && fields[0] == "NEEDED" ? String(fields[1]) : nil
        }
    }

    @Test("refreshpreview links FoundationEssentials, not all of Foundation")
    func noFoundation() throws {
        let libraries = try Self.needed()
        #expect(libraries.contains("libswiftCore.so"), "objdump -p listed \(libraries)")
        for heavy in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            #expect(!libraries.contains(heavy), "refreshpreview links \(heavy): a module it uses imports Foundation")
        }
    }

    @Test("refreshpreview does not link the font libraries: CRefreshText opens them when text is first measured")
    func noFontLibraries() throws {
        let libraries = try Self.needed()
        for font in ["libharfbuzz.so.0", "libfreetype.so.6", "libfontconfig.so.1"] {
            #expect(!libraries.contains(font), "refreshpreview links \(font): a target brings its pkg-config libraries")
        }
    }

    @Test("refreshpreview does not link rlottie: CRefreshLottie opens it when an animation is first read")
    func noLottieLibrary() throws {
        let libraries = try Self.needed()
        #expect(!libraries.contains { $0.hasPrefix("librlottie") }, "refreshpreview links rlottie: \(libraries)")
    }
}
