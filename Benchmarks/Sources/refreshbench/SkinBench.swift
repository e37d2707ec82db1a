import CBenchSupport
import Foundation
import FoundationXML
import RefreshSkins

/// A copy of the built-in `blue` skin's folder (`Skins/blue/`: `blue.xml` and its arrows) in a
/// temporary folder, as a theme author's file would be.
struct SkinFileFixture {
    let root: String
    let descriptor: String
    let schemaBytes: [UInt8]

    init() throws {
        let files = try BuiltInSkins.files
        root = NSTemporaryDirectory() + "refreshbench-\(getpid())"
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Skins/blue", withIntermediateDirectories: true)
        for path in ["Skins/blue/blue.xml", "Skins/blue/blueArrow.png", "Skins/blue/blueArrow@2x.png"] {
            let bytes = try files.read(path, limit: 1 << 20)
            guard manager.createFile(atPath: root + "/" + path, contents: Data(bytes)) else {
                throw BenchError("cannot write \(root)/\(path)")
            }
        }
        descriptor = root + "/Skins/blue/blue.xml"
        schemaBytes = try files.read(BuiltInSkins.schemaPath, limit: 1 << 20)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// RefreshKit: read the file, secure parse, the grammar table's checks (including the ICU check of
/// string overrides), the arrow PNGs read and their headers checked (pixels are decoded on first
/// use), `extends` resolved: a ready skin.
struct OurSkinLoad {
    let fixture: SkinFileFixture
    let loader = SkinLoader()

    func run(times: Int) {
        for _ in 0..<times {
            let registry = SkinRegistry.load(
                builtIn: nil,
                files: [fixture.descriptor],
                filesRoot: fixture.root,
                loader: loader
            )
            precondition(registry.skin(id: "blue") != nil, "the blue skin did not load: \(registry.diagnostics)")
            blackHole(registry)
        }
    }
}

/// A chain of skins beside one another in a temporary folder, `s0.xml` extending `s1` and so on
/// up to `s<depth - 1>.xml`, as `lint s0.xml` finds them: the skins beyond
/// ``SkinRegistry/maximumExtendsDepth`` are errors, and the cost should grow with the length alone.
struct ExtendsChainFixture {
    let root: String
    let depth: Int

    init(depth: Int) throws {
        self.depth = depth
        root = NSTemporaryDirectory() + "refreshbench-chain-\(depth)-\(getpid())"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for index in 0..<depth {
            let extends = index + 1 < depth ? #" extends="s\#(index + 1)""# : ""
            let text = #"<skin id="s\#(index)" name="s\#(index)" format="1"\#(extends)><header style="text"/></skin>"#
            guard FileManager.default.createFile(atPath: root + "/s\(index).xml", contents: Data(text.utf8)) else {
                throw BenchError("cannot write \(root)/s\(index).xml")
            }
        }
    }

    /// The chain found beside `s0.xml` and loaded, as `lint` does.
    func run(loader: SkinLoader) {
        let files = SkinRegistry.withSkinsBeside([root + "/s0.xml"])
        precondition(files.count == depth, "found \(files.count) of \(depth) skins")
        blackHole(SkinRegistry.load(builtIn: nil, files: files, loader: loader))
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// libxml2 alone, from C: the file read, `xmlCtxtReadMemory` with `XML_PARSE_NONET`, then RELAX NG validation
/// against the same schema. No tree of our own, no locations, no meaning checks, no PNG.
final class LibXML2SkinLoad {
    let fixture: SkinFileFixture
    private let schema: OpaquePointer

    init(_ fixture: SkinFileFixture) throws {
        self.fixture = fixture
        let bytes = fixture.schemaBytes
        let compiled = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { rk_bench_relaxng_open($0.baseAddress, Int32($0.count)) }
        }
        guard let compiled else { throw BenchError("the skin schema does not compile in libxml2") }
        schema = compiled
        guard rk_bench_xml_parse_validate_file(schema, fixture.descriptor) == 0 else {
            throw BenchError("libxml2 finds \(fixture.descriptor) invalid")
        }
    }

    deinit { rk_bench_relaxng_close(schema) }

    func run(times: Int) {
        for _ in 0..<times { blackHole(rk_bench_xml_parse_validate_file(schema, fixture.descriptor)) }
    }
}

/// libxml2 parse alone, from C: the file read and `xmlCtxtReadMemory` with `XML_PARSE_NONET` into a
/// document tree, then freed. The floor of any loader that parses with libxml2.
struct LibXML2SkinParse {
    let fixture: SkinFileFixture

    init(_ fixture: SkinFileFixture) throws {
        self.fixture = fixture
        guard rk_bench_xml_parse_file(fixture.descriptor) == 0 else {
            throw BenchError("libxml2 cannot parse \(fixture.descriptor)")
        }
    }

    func run(times: Int) {
        for _ in 0..<times { blackHole(rk_bench_xml_parse_file(fixture.descriptor)) }
    }
}

/// FoundationXML's `XMLParser` over the file's bytes, parse alone (it cannot validate), with a
/// delegate that counts elements.
final class FoundationXMLSkinLoad {
    final class Counter: NSObject, XMLParserDelegate {
        var elements = 0
        func parser(
            _ parser: XMLParser,
            didStartElement elementName: String,
            namespaceURI: String?,
            qualifiedName qName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            elements += 1
        }
    }

    let url: URL

    init(_ fixture: SkinFileFixture) { url = URL(fileURLWithPath: fixture.descriptor) }

    func run(times: Int) {
        for _ in 0..<times {
            guard let data = try? Data(contentsOf: url) else {
                recordLoopFailure(BenchError("cannot read \(url.path)"), in: "skin-load foundation-xml")
                return
            }
            let parser = XMLParser(data: data)
            let counter = Counter()
            parser.delegate = counter
            precondition(parser.parse(), "XMLParser failed")
            blackHole(counter.elements)
        }
    }
}
