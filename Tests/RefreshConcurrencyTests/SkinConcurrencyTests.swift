import Foundation
import RefreshCore
import RefreshImage
import RefreshSkins
import RefreshStyle
import Testing

/// The skin registry, the loader (libxml2 with the shared RELAX NG schema, libpng, ICU pattern
/// checks) and the built-in skins used from many threads give what one thread gives.
@Suite struct SkinConcurrencyTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RefreshSkinsTests/Fixtures")

    /// What a registry shows: each skin with its frames in every state and appearance, and every
    /// diagnostic.
    static func summary(_ registry: SkinRegistry) -> [String] {
        var lines = registry.diagnostics.map(\.description)
        for skin in registry.skins {
            var engine = skin.makeEngine()
            let inputs: [RefreshInput] = [
                .layout(ScrollLayout(contentHeight: 2000, viewportHeight: 600, insetTop: 0, insetBottom: 0)),
                .scroll(offset: -80, dragging: true),
                .release(offset: -80),
                .finish(edge: .header, result: .success, newItems: 2),
            ]
            for (time, input) in inputs.enumerated() {
                _ = engine.handle(input, at: Double(time))
                for edge in RefreshEdge.allCases {
                    for appearance in Appearance.allCases {
                        lines.append(
                            "\(skin.id) \(skin.source) \(skin.frame(for: engine.renderModel(for: edge), appearance: appearance))"
                        )
                    }
                }
            }
        }
        return lines
    }

    static func fixtureFiles() throws -> [String] {
        var files: [String] = []
        for kind in ["valid", "invalid"] {
            let folder = fixtures.appendingPathComponent(kind)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".xml") {
                files.append(folder.appendingPathComponent(name).path)
            }
        }
        return files
    }

    @Test("SkinRegistry.builtIn and fresh registries loaded on many threads agree")
    func registries() throws {
        let files = try Self.fixtureFiles()
        #expect(files.count > 10)
        let results = try inParallel(threads: 8) { thread in
            let builtIn = Self.summary(SkinRegistry.builtIn)
            // Each thread loads every fixture, valid and invalid, through its own registry.
            let loaded = SkinRegistry.load(
                builtIn: try BuiltInSkins.files,
                files: thread % 2 == 0 ? files : files.reversed(),
                loader: SkinLoader(schema: BuiltInSkins.schema)
            )
            return (thread, builtIn, Self.summary(loaded))
        }
        let builtIn = Self.summary(SkinRegistry.builtIn)
        #expect(builtIn.count > 50)
        let forward = Self.summary(
            SkinRegistry.load(
                builtIn: try BuiltInSkins.files,
                files: files,
                loader: SkinLoader(schema: BuiltInSkins.schema)
            )
        )
        let backward = Self.summary(
            SkinRegistry.load(
                builtIn: try BuiltInSkins.files,
                files: files.reversed(),
                loader: SkinLoader(schema: BuiltInSkins.schema)
            )
        )
        #expect(forward.contains { $0.contains("error:") })
        for (thread, threadBuiltIn, loaded) in results {
            #expect(threadBuiltIn == builtIn)
            #expect(loaded == (thread % 2 == 0 ? forward : backward), "thread \(thread)")
        }
    }

    @Test("One SkinLoader reading descriptors on many threads, with colours and PNGs")
    func sharedLoader() throws {
        let loader = SkinLoader(schema: BuiltInSkins.schema)
        let tree = try BuiltInSkins.files
        var problems: [SkinDiagnostic] = []
        let paths = tree.descriptorPaths(problems: &problems)
        #expect(paths.count >= 6)
        @Sendable func read() -> [String] {
            paths.flatMap { path in
                let document = loader.readDocument(path, in: tree, source: .builtIn(path: path))
                let colours = ["#576c89", "rgba(0, 0, 0, 0.6)", "rgb(226, 231, 237)", "#fff8", "nope"].map {
                    "\(CSSColor.parse($0))"
                }
                return [path, "\(document.isValid)", "\(document.diagnostics)"] + colours
            }
        }
        let pngs = try tree.files.keys.filter { $0.hasSuffix(".png") }.sorted().map {
            try tree.read($0, limit: 1 << 20)
        }
        @Sendable func decode() -> [String] {
            pngs.map { bytes in
                switch PNGImageDecoder.decode(bytes) {
                case .success(let image): "\(image.width)x\(image.height) \(image.pixels.reduce(0) { $0 &+ Int($1) })"
                case .failure(let error): error.message
                }
            }
        }
        let results = try inParallel(threads: 8) { _ in (read(), decode()) }
        let expected = (read(), decode())
        // Eight arrows (1x and 2x of four colours) and the pulse skin's 126 frame files.
        #expect(expected.1.count == 8 + 126)
        for (documents, images) in results {
            #expect(documents == expected.0)
            #expect(images == expected.1)
        }
    }
}
