import Foundation
import RefreshSimulation
import RefreshTestSupport
import Testing

/// Every Swift block of the README, the guides in Docs/ and the DocC articles is compiled against
/// the modules this build made, as a user would copy it (Swift 6 language mode); the host loop of
/// the engine guide (Docs/Engine.md) is also linked and run against the recorded traces of Conformance/, and what its
/// host is asked to do is compared with what the replayer says the engine did.
///
/// A block that uses names its page introduced earlier in prose (`skin`, `strings`, `player`)
/// gets them from a short context written here; the block itself is compiled as it stands.
@Suite("Swift examples in the documentation")
struct SwiftSnippetTests {
    /// One ```swift block.
    struct Snippet: CustomTestStringConvertible, Sendable {
        /// The page, relative to the repository, and the block's number in it (from 1).
        var page: String
        var ordinal: Int
        var line: Int
        var code: String

        var key: String { "\(page)#\(ordinal)" }
        var testDescription: String { "\(page):\(line)" }
    }

    /// Every page with Swift blocks: the README, the guides and the DocC articles.
    static func pages() -> [String] {
        let manager = FileManager.default
        var pages = ["README.md"]
        let docs = (try? manager.contentsOfDirectory(atPath: Program.root + "/Docs")) ?? []
        pages += docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        let sources = (try? manager.contentsOfDirectory(atPath: Program.root + "/Sources")) ?? []
        for module in sources.sorted() {
            let catalog = "Sources/\(module)/Documentation.docc"
            let articles = (try? manager.contentsOfDirectory(atPath: Program.root + "/" + catalog)) ?? []
            pages += articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
        }
        return pages
    }

    static func snippets() -> [Snippet] {
        var found: [Snippet] = []
        for page in pages() {
            guard let text = try? String(contentsOfFile: Program.root + "/" + page, encoding: .utf8) else { continue }
            var ordinal = 0
            var current: (line: Int, lines: [String])?
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if current == nil, trimmed == "```swift" {
                    current = (index + 2, [])
                } else if let block = current, trimmed == "```" {
                    ordinal += 1
                    found.append(
                        Snippet(
                            page: page,
                            ordinal: ordinal,
                            line: block.line,
                            code: block.lines.joined(separator: "\n")
                        )
                    )
                    current = nil
                } else if current != nil {
                    current?.lines.append(line)
                }
            }
        }
        return found
    }

    // MARK: - What a block's page introduced before it

    static let skin = """
        import RefreshSkins
        import RefreshLocalization
        guard let skin = SkinRegistry.builtIn.skin(id: "blue") else { fatalError("no blue skin") }
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        """
    static let player = """
        import RefreshPresentation
        import RefreshSimulation
        let player = PreviewPlayer(
            presenter: try SkinPresenter(skin: skin, strings: strings, appearance: .light),
            edge: .header, viewportHeight: 480, lastUpdated: nil
        )
        """
    static let rows = """
        import Foundation
        func log(_ message: String) { print(message) }
        struct Row { let updatedAt: Date? }
        let rows = [Row(updatedAt: nil)]
        """
    static let sunburst = """
        import RefreshPresentation
        struct SunburstIndicator: IndicatorKind {
            let name = "sunburst"
            func present(_ context: IndicatorContext) -> PresentedIndicator { PresentedIndicator(.shapes([])) }
        }
        let dusk = skin
        """

    /// The context of each block that needs one, by page and number.
    static let contexts: [String: [String]] = [
        "README.md#4": [rows],
        "Docs/Skins.md#2": [skin],
        "Docs/Plugins.md#3": [skin, sunburst],
        "Docs/Traces.md#1": [skin, "let traceLines = [#\"{\"event\":\"scroll\",\"offset\":-70,\"dragging\":true}\"#]"],
        "Sources/RefreshLocalization/Documentation.docc/RefreshLocalization.md#1": [rows, "let now = Date()"],
        "Sources/RefreshPresentation/Documentation.docc/IndicatorKinds.md#1": [skin],
        "Sources/RefreshPresentation/Documentation.docc/IndicatorKinds.md#2": [skin, sunburst],
        "Sources/RefreshSimulation/Documentation.docc/RefreshSimulation.md#1": [skin],
        "Sources/RefreshSVG/Documentation.docc/RefreshSVG.md#1": [skin, player],
        "Sources/RefreshSVG/Documentation.docc/RefreshSVG.md#2": [skin, player, "import RefreshSVG"],
        "Sources/RefreshSkins/Documentation.docc/Plugins.md#3": [skin, sunburst],
        "Sources/RefreshStore/Documentation.docc/RefreshStore.md#1": [
            "import RefreshCore\nlet engine = RefreshEngine()"
        ],
        "Sources/RefreshTerminal/Documentation.docc/RefreshTerminal.md#1": [skin, player],
        "Sources/RefreshTrace/Documentation.docc/Traces.md#1": [
            skin, "let traceLines = [#\"{\"event\":\"scroll\",\"offset\":-70,\"dragging\":true}\"#]",
        ],
        "Sources/RefreshXML/Documentation.docc/RefreshXML.md#1": [
            "let schemaBytes: [UInt8] = []\nlet bytes = Array(\"<skin/>\".utf8)"
        ],
    ]

    /// Why a block is not compiled here: a package manifest, or code of a theme package's own
    /// module (compiled where that package is built, by scripts/check-example).
    static func reasonToSkip(_ snippet: Snippet) -> String? {
        let code = snippet.code.trimmingCharacters(in: .whitespacesAndNewlines)
        if code.hasPrefix("// swift-tools-version") || code.hasPrefix(".target(") { return "a package manifest" }
        if code.contains("import SunsetTheme") { return "the example theme package's own module" }
        if code.contains("import SwiftUI") || code.contains("import UIKit") { return "a peer on Apple's frameworks" }
        // GTK's headers need pkg-config's include paths (``gtkFlags()``).
        if code.contains("import CGtk4"), gtkFlags() == nil { return "a GTK snippet, and pkg-config finds no gtk4" }
        return nil
    }

    // MARK: - Compiling

    /// The folder of this build's products (`.build/debug`).
    static let products = URL(fileURLWithPath: Program.binary).deletingLastPathComponent().path

    /// swiftc's flags to import the package's modules from this build, C modules included.
    static func importFlags() throws -> [String] {
        var flags = ["-swift-version", "6", "-I", products + "/Modules"]
        let entries = try FileManager.default.contentsOfDirectory(atPath: products)
        for entry in entries.sorted() where entry.hasSuffix(".build") && !entry.hasSuffix("-tool.build") {
            let map = products + "/" + entry + "/module.modulemap"
            if FileManager.default.fileExists(atPath: map) { flags += ["-Xcc", "-fmodule-map-file=" + map] }
        }
        return flags
    }

    /// The flags a GTK snippet needs besides ``importFlags()``: CGtk4's module map and GTK's
    /// include paths from pkg-config, or `nil` when pkg-config has no gtk4.
    static func gtkFlags() -> [String]? { foundGTKFlags }

    private static let foundGTKFlags: [String]? = {
        guard let found = try? run(["pkg-config", "--cflags", "gtk4"]), found.status == 0 else { return nil }
        let paths = found.output.split(whereSeparator: \.isWhitespace).map { ["-Xcc", String($0)] }.joined()
        return ["-Xcc", "-fmodule-map-file=" + Program.root + "/Sources/CGtk4/module.modulemap"] + paths
    }()

    /// Runs a command from PATH; its status and its standard output and error together.
    @discardableResult
    static func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        let stdin = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = stdin
        try process.run()
        let collected = Program.Collector(pipe.fileHandleForReading)
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return (process.terminationStatus, collected.text())
    }

    @Test("Each Swift block compiles as it stands, with what its page introduced before it", arguments: snippets())
    func compiles(_ snippet: Snippet) throws {
        guard Self.reasonToSkip(snippet) == nil else { return }
        let folder = try TemporaryFolder()
        let context = Self.contexts[snippet.key] ?? []
        let source = (context + [snippet.code]).joined(separator: "\n")
        let file = folder.path + "/main.swift"
        try Data(source.utf8).write(to: URL(fileURLWithPath: file))
        let gtk = snippet.code.contains("import CGtk4") ? Self.gtkFlags() ?? [] : []
        let result = try Self.run(["swiftc", "-typecheck", file] + Self.importFlags() + gtk)
        #expect(result.status == 0, "\(snippet.page):\(snippet.line) does not compile:\n\(result.output)")
    }

    @Test(
        "The blocks are found: the engine guide's host loop among them, and only manifests, theme code and Apple peers are skipped"
    )
    func blocksAreFound() {
        let all = Self.snippets()
        #expect(all.count >= 20)
        #expect(all.first { $0.key == Self.hostLoopKey }?.code.contains("engine.handle(input, at: now)") == true)
        // Every guide in Docs/ is read, the ones added since this test was written included.
        #expect(Set(all.map(\.page)).isSuperset(of: ["README.md", "Docs/Engine.md", "Docs/Skins.md"]))
        #expect(all.filter { Self.reasonToSkip($0) != nil }.count <= 8)
        // Every context names a block that exists.
        let keys = Set(all.map(\.key))
        for key in Self.contexts.keys { #expect(keys.contains(key), "a context for no block: \(key)") }
    }

    // MARK: - Running the host loop

    /// The block of the engine guide that is a complete host loop.
    static let hostLoopKey = "Docs/Engine.md#1"

    /// What the driver's host records: one line per call, with the number of the trace line
    /// being handled.
    static let driver = """
        import Foundation
        import RefreshTrace

        final class Recorder: RefreshHost {
            var input = 0
            func show(_ model: RefreshRenderModel) { print("\\(input) \\(model.edge.rawValue) show \\(model.state.rawValue)") }
            func load(_ edge: RefreshEdge) { print("\\(input) \\(edge.rawValue) refresh") }
            func setInset(_ edge: RefreshEdge, to points: Double, animatedOver duration: Double) {
                print("\\(input) \\(edge.rawValue) inset \\(points) \\(duration)")
            }
            func setContentOffset(_ offset: Double) { print("\\(input) offset \\(offset)") }
            func announce(_ announcement: RefreshAnnouncement) {
                print("\\(input) announce \\(announcement.key) \\(announcement.count.map(String.init) ?? "-")")
            }
            func play(_ haptic: RefreshHaptic) { print("\\(input) haptic \\(haptic.rawValue)") }
            func pullEnded(_ edge: RefreshEdge, _ end: RefreshPullEnd) {
                print("\\(input) \\(edge.rawValue) pullEnded \\(end.rawValue)")
            }
        }

        let recorder = Recorder()
        let controller = EngineDriver(host: recorder)
        var time = 0.0
        while let line = readLine(strippingNewline: true) {
            recorder.input += 1
            guard let first = line.first(where: { !$0.isWhitespace }), first != "#" else { continue }
            let event = try TraceEvent.parse(line)
            time = max(time, event.time ?? time)
            controller.send(event.input, at: time)
        }
        """

    /// What the host should have been asked, from the replayer's effect lines: every effect in
    /// order, a state change shown as the edge's state once the whole input was handled (the
    /// host reads the render model then).
    static func expectedCalls(replaying trace: String) throws -> [String] {
        let lines = try Program.run(["replay"], input: trace).stdoutLines
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        var finalState: [String: String] = [:]  // "input edge" → the last state it reached
        for object in objects {
            if let state = object["state"] as? String, let input = object["input"] as? Int,
                let edge = object["edge"] as? String
            {
                finalState["\(input) \(edge)"] = state
            }
        }
        func number(_ value: Any?) -> String { "\((value as? NSNumber)?.doubleValue ?? .nan)" }
        return objects.map { object in
            let input = object["input"] as? Int ?? 0
            let edge = object["edge"] as? String ?? "?"
            if object["state"] != nil { return "\(input) \(edge) show \(finalState["\(input) \(edge)"] ?? "?")" }
            if object["refresh"] != nil { return "\(input) \(edge) refresh" }
            if object["inset"] != nil {
                return "\(input) \(edge) inset \(number(object["inset"])) \(number(object["duration"]))"
            }
            if object["offset"] != nil { return "\(input) offset \(number(object["offset"]))" }
            if let key = object["announce"] as? String {
                return "\(input) announce \(key) \((object["count"] as? Int).map(String.init) ?? "-")"
            }
            if let haptic = object["haptic"] as? String { return "\(input) haptic \(haptic)" }
            if let end = object["pullEnded"] as? String { return "\(input) \(edge) pullEnded \(end)" }
            return "\(input) unknown \(object)"
        }
    }

    @Test(
        "The engine guide's host loop, linked and run against every recorded trace of the classic metrics, asks its host for exactly what the engine did"
    )
    func hostLoopRunsAgainstTraces() throws {
        let hostLoop = try #require(Self.snippets().first { $0.key == Self.hostLoopKey })
        let folder = try TemporaryFolder()
        let file = folder.path + "/main.swift"
        try Data((hostLoop.code + "\n" + Self.driver).utf8).write(to: URL(fileURLWithPath: file))
        var objects: [String] = []
        for module in ["RefreshCore", "RefreshSupport", "RefreshTrace"] {
            let build = Self.products + "/\(module).build"
            // The module's current sources, as the build lists them: an incremental build leaves
            // the objects of deleted or moved files behind.
            let sources = try String(contentsOfFile: build + "/sources", encoding: .utf8)
                .split(whereSeparator: \.isNewline)
            objects += sources.map { build + "/" + URL(fileURLWithPath: String($0)).lastPathComponent + ".o" }
        }
        let binary = folder.path + "/host-loop"
        let compiled = try Self.run(["swiftc", file, "-o", binary] + Self.importFlags() + objects)
        try #require(compiled.status == 0, "the host loop does not build:\n\(compiled.output)")

        let conformance = Program.root + "/Conformance"
        let traces = try FileManager.default.contentsOfDirectory(atPath: conformance)
            .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".expected.jsonl") }
            // Traces with a skin of their own need its metrics; the guide's controller has the classic ones.
            .filter { !FileManager.default.fileExists(atPath: conformance + "/" + $0.dropLast(6) + ".skin.xml") }
            .sorted()
        #expect(traces.count >= 5, "\(traces)")
        var kinds: Set<String> = []
        for trace in traces {
            let text = try String(contentsOfFile: conformance + "/" + trace, encoding: .utf8)
            let ran = try Self.run([binary], input: text)
            #expect(ran.status == 0, "\(trace): \(ran.output)")
            let calls = ran.output.split(separator: "\n").map(String.init)
            #expect(calls == (try Self.expectedCalls(replaying: text)), "\(trace)")
            for call in calls {
                // "3 header show pulling", "3 offset -70.0": the word after the input and edge.
                let words = call.split(separator: " ").dropFirst().drop { $0 == "header" || $0 == "footer" }
                kinds.insert(String(words.first ?? ""))
            }
        }
        // The traces make the loop use every kind of effect but haptics (off in the classic metrics).
        #expect(kinds.isSuperset(of: ["show", "refresh", "inset", "offset", "announce", "pullEnded"]), "\(kinds)")
    }
}
