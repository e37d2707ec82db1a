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
        "RefreshXML": ["RefreshSupport", "CLibXML2"],
        // The one image type and PNG; libpng only here.
        "RefreshImage": ["RefreshSupport", "RefreshCore", "CRefreshPNG"],
        "RefreshSkins": [
            "RefreshSupport", "RefreshCore", "RefreshXML", "RefreshLocalization", "RefreshImage", "RefreshEmbedding",
        ],
        "RefreshPresentation": [
            "RefreshSupport", "RefreshCore", "RefreshLocalization", "RefreshSkins", "RefreshImage",
        ],
        // Hosts: the presented frame and images, never the skins themselves.
        "RefreshTerminal": [
            "RefreshSupport", "RefreshCore", "RefreshLocalization", "RefreshPresentation", "RefreshImage",
        ],
        "RefreshSVG": ["RefreshSupport", "RefreshCore", "RefreshPresentation", "RefreshImage"],
    ]

    static let packageModules: Set<String> = Set(allowed.keys).union([
        "CICUShim", "CLibXML2", "CRefreshPNG", "RefreshEmbedding", "RefreshCommandLine", "CBenchSupport",
    ])

    @Test(arguments: allowed.keys.sorted())
    func importsStayBelow(module: String) throws {
        let folder = Repository.root + "/Sources/" + module
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "no sources for \(module)")
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index <= 2 else { continue }
                guard words.prefix(index).allSatisfy({ ["internal", "package", "public", "@testable"].contains($0) })
                else { continue }
                guard index + 1 < words.count else { continue }
                let imported = String(words[index + 1])
                guard Self.packageModules.contains(imported) else { continue }
                #expect(Self.allowed[module]?.contains(imported) == true, "\(module)/\(file) imports \(imported)")
            }
        }
    }
}
