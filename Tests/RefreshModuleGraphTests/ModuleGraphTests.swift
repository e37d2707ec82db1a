import Foundation
import RefreshTestSupport
import Testing

/// Data flows one way through the modules: samples → engine → render model → presentation → host.
/// Each library module may import only the modules of its own stage or below; a test fails when a
/// source file imports a higher stage.
@Suite struct ModuleGraphTests {
    /// Each library module and the package modules it may import.
    static let allowed: [String: Set<String>] = [
        "RefreshSupport": [],
        "RefreshCore": ["RefreshSupport"],
        "RefreshTrace": ["RefreshSupport", "RefreshCore"],
        "RefreshStore": ["RefreshSupport"],
        "RefreshLocalization": ["RefreshSupport", "RefreshCore", "CICUShim", "RefreshEmbedding"],
        // libxml2 through its C shim only: no Swift module imports CLibXML2, whose headers bring
        // the system's ICU headers (which clash with Foundation's own ICU).
        "RefreshXML": ["RefreshSupport", "CRefreshXML"],
        // The one image type and PNG; libpng only here.
        "RefreshImage": ["RefreshSupport", "RefreshCore", "CRefreshPNG"],
        // Lottie animations: rlottie only through CRefreshLottie, and only after the package's own
        // reader accepted the JSON.
        // (The bounded JSON reader is RefreshTrace's, with where each value starts.)
        "RefreshLottie": ["RefreshSupport", "RefreshImage", "RefreshTrace", "CRefreshLottie"],
        "RefreshSkins": [
            "RefreshSupport", "RefreshCore", "RefreshXML", "RefreshLocalization", "RefreshImage", "RefreshEmbedding",
            "RefreshLottie",
        ],
        "RefreshPresentation": [
            "RefreshSupport", "RefreshCore", "RefreshLocalization", "RefreshSkins", "RefreshImage",
        ],
        // Text measured with real fonts (fontconfig, FreeType and HarfBuzz only through CRefreshText,
        // which opens them when first used),
        // for the hosts and the lint.
        "RefreshText": ["RefreshSupport", "RefreshCore", "RefreshPresentation", "CRefreshText"],
        // The one lint: the loader's diagnostics, then the picture as the hosts lay it out.
        "RefreshLint": [
            "RefreshSupport", "RefreshCore", "RefreshLocalization", "RefreshSkins", "RefreshXML", "RefreshImage",
            "RefreshPresentation", "RefreshText",
        ],
        // Hosts: the presented frame and images, never the skins themselves.
        "RefreshTerminal": [
            "RefreshSupport", "RefreshCore", "RefreshLocalization", "RefreshPresentation", "RefreshImage",
        ],
        "RefreshSVG": ["RefreshSupport", "RefreshCore", "RefreshPresentation", "RefreshImage", "RefreshText"],
        "RefreshEmbedding": [],
        // The programs' option parsing: below the presentation, so the fuzz-args harness stays small.
        "RefreshCommandLine": ["RefreshSupport", "RefreshCore", "RefreshLocalization", "RefreshTrace"],
        // C targets import nothing of the package.
        "CICUShim": [], "CLibXML2": [], "CRefreshXML": [], "CRefreshPNG": [], "CRefreshSignals": [],
        "CBenchSupport": [], "CRefreshText": [], "CRefreshLottie": [],
        // The programs, at the top.
        "refreshpreview": [
            "RefreshSupport", "RefreshCore", "RefreshTrace", "RefreshStore", "RefreshLocalization", "RefreshSkins",
            "RefreshPresentation", "RefreshTerminal", "RefreshSVG", "RefreshCommandLine", "RefreshLint",
            "CRefreshSignals",
        ],
        "refreshkit-skins": [
            "RefreshSupport", "RefreshCore", "RefreshLocalization", "RefreshXML", "RefreshSkins", "RefreshCommandLine",
            "RefreshLint",
        ],
        "refreshbench": [
            "RefreshSupport", "RefreshCore", "RefreshLocalization", "RefreshSkins", "RefreshPresentation",
            "RefreshTerminal", "RefreshText", "RefreshLint", "RefreshLottie", "RefreshImage", "CICUShim",
            "CBenchSupport",
        ],
        // A hello world with no imports: refreshbench's start-up floor.
        "refreshbench-hello": [],
        // The code it writes imports RefreshEmbedding.
        "refreshkit-embed": ["RefreshSupport", "RefreshEmbedding"],
        "refreshkit-store-writer": ["RefreshSupport", "RefreshStore"],
    ]

    /// The tests-only module: the repository, temporary folders, golden files, a chunked replay.
    static let testSupport = ("Tests/RefreshTestSupport", ["RefreshTrace"] as Set<String>)

    /// The test targets: they may import any module, and no module imports them.
    static let testTargets: Set<String> = [
        "RefreshCoreTests", "RefreshTraceTests", "RefreshStoreTests", "RefreshLocalizationTests", "RefreshXMLTests",
        "RefreshSkinsTests", "RefreshTerminalTests", "RefreshPreviewTests", "RefreshCommandLineTests",
        "RefreshLottieTests", "RefreshLintTests", "RefreshTextTests", "RefreshConcurrencyTests",
        "RefreshKitPluginTests", "RefreshModuleGraphTests",
    ]

    static let packageModules: Set<String> = Set(allowed.keys).union(["RefreshTestSupport"]).union(testTargets)

    @Test("Every target in Sources/ has its place in the graph")
    func everyTargetIsCovered() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.root + "/Sources")
            .filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(Self.allowed.keys), "add the new target to ModuleGraphTests.allowed")
    }

    @Test("Every folder in Tests/ is the tests-only module or a known test target")
    func everyTestTargetIsCovered() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.root + "/Tests")
            .filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Self.testTargets.union(["RefreshTestSupport"]), "add the new test target here")
    }

    @Test("Library code never imports the tests-only module, and it imports only what it declares")
    func testSupportStaysApart() throws {
        for (module, allowed) in Self.allowed {
            #expect(!allowed.contains("RefreshTestSupport"), "\(module)")
        }
        try Self.check(folder: Repository.root + "/" + Self.testSupport.0, module: "RefreshTestSupport") { imported in
            Self.testSupport.1.contains(imported)
        }
    }

    @Test(arguments: allowed.keys.sorted())
    func importsStayBelow(module: String) throws {
        try Self.check(folder: Repository.root + "/Sources/" + module, module: module) { imported in
            Self.allowed[module]?.contains(imported) == true
        }
    }

    /// Checks every package import of the Swift files under `folder` with `isAllowed`.
    static func check(folder: String, module: String, isAllowed: (String) -> Bool) throws {
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index <= 2 else { continue }
                guard words.prefix(index).allSatisfy({ ["internal", "package", "public", "@testable"].contains($0) })
                else { continue }
                guard index + 1 < words.count else { continue }
                let imported = String(words[index + 1])
                guard packageModules.contains(imported) else { continue }
                #expect(isAllowed(imported), "\(module)/\(file) imports \(imported)")
            }
        }
    }
}
