import Foundation
import RefreshTestSupport
import Testing

/// Data flows one way through the modules: samples → engine → render model → presentation → host.
/// The graph is the manifest's, read with `swift package dump-package`: every import of a
/// package module is one its target declares, every declared dependency sits on the target's
/// stage or below, and the diagram in Docs/Modules.md is made from the same graph.
@Suite struct ModuleGraphTests {
    /// The stages, from the bottom: a target may depend only on targets of its stage or below.
    static let stages: [[String]] = [
        // C at the edge, and pieces with no package dependency.
        [
            "RefreshSupport", "RefreshFoundation", "RefreshEmbedding", "CICUShim", "CLibXML2", "CRefreshXML",
            "CRefreshPNG",
            "CRefreshLottie", "CRefreshText", "CRefreshSignals", "CGtk4", "CRefreshGTK",
        ],
        // The engine, the style a skin's look is made of, the stores, XML documents.
        ["RefreshCore", "RefreshStyle", "RefreshStore", "RefreshXML"],
        // Traces of the engine, texts in every language, images.
        ["RefreshTrace", "RefreshLocalization", "RefreshImage"],
        // Lottie animations, read by the package's own JSON reader before rlottie sees them.
        ["RefreshLottie"],
        ["RefreshSkins"],
        // What a host draws; the programs' option parsing.
        ["RefreshPresentation", "RefreshCommandLine"],
        // Text measured with real fonts; the preview's simulation and demo (not for apps); what an
        // app adds: RefreshController.
        ["RefreshText", "RefreshSimulation", "RefreshKit"],
        // The lint and the hosts.
        ["RefreshLint", "RefreshTerminal", "RefreshSVG", "RefreshGTK"],
        // Programs, and the target that carries the check of the built-in skins and catalogs.
        [
            "refreshpreview", "refreshkit-skins", "refreshkit-embed", "refreshkit-store-writer", "RefreshBuiltInsCheck",
            "refreshkit-gtk-demo",
        ],
    ]

    /// A target as the manifest declares it.
    struct Target {
        var name: String
        var type: String
        var dependencies: [String]
        var path: String
        /// The plugins it applies.
        var plugins: [String]

        /// A test target, or the tests-only module (`RefreshTestSupport`): no library depends on one.
        var isTest: Bool { type == "test" || path.hasPrefix("Tests/") }
    }

    /// The package's targets, read from `swift package dump-package` (in a scratch folder of its
    /// own, so the build's lock is never waited for).
    static let targets: Result<[Target], any Error> = Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("module-graph-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Manifest: Decodable {
            struct Target: Decodable {
                var name: String
                var type: String
                var path: String?
                var dependencies: [[String: [String?]]]
                var pluginUsages: [[String: [String?]]]?
            }
            var targets: [Target]
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: data)
        return manifest.targets.map { target in
            Target(
                name: target.name,
                type: target.type,
                dependencies: target.dependencies.compactMap { $0.values.first?.first ?? nil },
                path: target.path ?? (target.type == "test" ? "Tests/" : "Sources/") + target.name,
                plugins: (target.pluginUsages ?? []).compactMap { $0.values.first?.first ?? nil }
            )
        }
    }

    static func stage(of name: String) -> Int? { stages.firstIndex { $0.contains(name) } }

    @Test("Every target but the tests and plugins has its stage")
    func everyTargetHasAStage() throws {
        for target in try Self.targets.get() where !target.isTest && target.type != "plugin" {
            #expect(Self.stage(of: target.name) != nil, "give \(target.name) its stage in ModuleGraphTests.stages")
        }
    }

    @Test("Each declared dependency sits on the target's stage or below")
    func dependenciesStayBelow() throws {
        for target in try Self.targets.get() where !target.isTest && target.type != "plugin" {
            guard let stage = Self.stage(of: target.name) else { continue }
            for dependency in target.dependencies {
                let below = Self.stage(of: dependency).map { $0 <= stage } ?? false
                #expect(below, "\(target.name) depends on \(dependency), a higher stage")
            }
        }
    }

    @Test(
        "The engine holds no style; images and Lottie depend on neither the engine nor its traces; no demo in the presentation"
    )
    func engineIsTheEngine() throws {
        let targets = Dictionary(uniqueKeysWithValues: try Self.targets.get().map { ($0.name, $0) })
        #expect(targets["RefreshImage"]?.dependencies.contains("RefreshCore") == false)
        #expect(targets["RefreshLocalization"]?.dependencies.contains("RefreshStyle") == false)
        #expect(targets["RefreshCore"]?.dependencies == ["RefreshFoundation", "RefreshSupport"])
        #expect(targets["RefreshLottie"]?.dependencies.contains("RefreshTrace") == false)
        #expect(
            targets.values.filter { $0.dependencies.contains("RefreshSimulation") }.allSatisfy {
                $0.name != "RefreshPresentation"
            }
        )
        let engine = try FileManager.default.subpathsOfDirectory(atPath: Repository.root + "/Sources/RefreshCore")
        for style in ["RGBAColor", "FontSpec", "Appearance"] {
            #expect(!engine.contains { $0.hasSuffix("/\(style).swift") || $0 == "\(style).swift" }, "\(style)")
        }
    }

    @Test("The main package's build checks the built-in skins and catalogs, on a target of their own")
    func builtInsChecked() throws {
        let checking = try Self.targets.get().filter { $0.plugins.contains("CheckBuiltInSkins") }
        #expect(checking.map(\.name) == ["RefreshBuiltInsCheck"])
    }

    @Test("No benchmark target in the main package: the benchmarks are a package of their own")
    func benchmarksApart() throws {
        for target in try Self.targets.get() {
            #expect(!target.name.lowercased().contains("bench"), "\(target.name) belongs in Benchmarks/")
            #expect(!target.path.hasPrefix("Benchmarks/"), "\(target.name) belongs to Benchmarks/Package.swift")
        }
    }

    @Test("Modules choose their Foundation in RefreshFoundation alone; RefreshSupport and RefreshXML use none")
    func foundationOneWay() throws {
        let targets = Dictionary(uniqueKeysWithValues: try Self.targets.get().map { ($0.name, $0) })
        for name in ["RefreshSupport", "RefreshXML", "CRefreshXML"] {
            #expect(targets[name]?.dependencies.contains("RefreshFoundation") == false, "\(name)")
        }
        let sources = Repository.root + "/Sources"
        for file in try FileManager.default.subpathsOfDirectory(atPath: sources) where file.hasSuffix(".swift") {
            guard !file.hasPrefix("RefreshFoundation/") else { continue }
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            #expect(
                !text.contains("canImport(FoundationEssentials)"),
                "Sources/\(file) chooses its Foundation itself: import RefreshFoundation instead"
            )
        }
    }

    @Test("Every import of a package module is a dependency its target declares")
    func importsAreDeclared() throws {
        let targets = try Self.targets.get()
        let names = Set(targets.map(\.name))
        for target in targets where target.type != "plugin" && target.type != "system" {
            let folder = Repository.root + "/" + target.path
            guard let files = FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String }) else {
                continue
            }
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                var inString = false  // inside a multi-line string literal (code a tool writes)
                for line in text.split(separator: "\n") {
                    if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
                    guard !inString, let imported = Self.importedModule(String(line)), names.contains(imported),
                        imported != target.name
                    else { continue }
                    #expect(
                        target.dependencies.contains(imported),
                        "\(target.path)/\(file) imports \(imported), which \(target.name) does not declare"
                    )
                }
            }
        }
    }

    /// The module a line imports (`import X`, `@preconcurrency import X`, `internal import X`,
    /// `import struct X.Y`, `@_spi(S) @testable import X`), or `nil` for a line that imports none.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        let modifiers: Set = ["public", "package", "internal", "fileprivate", "private"]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }

    @Test(
        "Imports are read through attributes, access levels and kinds",
        arguments: [
            ("import RefreshCore", "RefreshCore"), ("    @preconcurrency import RefreshXML", "RefreshXML"),
            ("internal import CLibXML2", "CLibXML2"), ("import struct RefreshCore.RefreshEdge", "RefreshCore"),
            ("@_spi(Testing) @testable import RefreshSkins", "RefreshSkins"), ("// import RefreshText", nil),
            ("let imported = 1", nil),
        ] as [(String, String?)]
    )
    func importForms(line: String, module: String?) {
        #expect(Self.importedModule(line) == module)
    }

    /// The diagram of Docs/Modules.md: each target of the graph (but tests and plugins) from the bottom stage up,
    /// with what it depends on.
    static func diagram() throws -> String {
        let targets = try Self.targets.get().filter { !$0.isTest && $0.type != "plugin" }
        var lines: [String] = []
        for stage in stages {
            for target in targets.filter({ stage.contains($0.name) }).sorted(by: { $0.name < $1.name }) {
                let dependencies = target.dependencies.sorted()
                lines.append(target.name + (dependencies.isEmpty ? "" : " ← " + dependencies.joined(separator: ", ")))
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test("Docs/Modules.md's module diagram is the manifest's graph (REFRESHKIT_RECORD=1 writes it anew, then fails)")
    func modulesDiagram() throws {
        let path = Repository.root + "/Docs/Modules.md"
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let start = "<!-- module graph: made by ModuleGraphTests from `swift package dump-package` -->\n```\n"
        let startRange = try #require(page.range(of: start), "Docs/Modules.md has no module graph block")
        // The block's closing fence is a line of its own: a following ```swift block is not it.
        let endRange = try #require(page.range(of: "\n```\n", range: startRange.upperBound..<page.endIndex))
        let updated = page.replacingCharacters(
            in: startRange.upperBound..<endRange.lowerBound,
            with: try Self.diagram()
        )
        try Golden.expect(updated, matches: path)
    }
}
