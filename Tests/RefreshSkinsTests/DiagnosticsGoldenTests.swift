import Foundation
import RefreshSkins
import RefreshTestSupport
import Testing

/// Every diagnostic the loader gives on every fixture, the fuzz corpus and a set of hostile or
/// mistaken descriptors, compared with `Golden/diagnostics.txt`. The file was first recorded with
/// the RELAX NG schema at run time; the grammar table gives the same messages at the same places
/// (changed since: the new warnings and the dark-only tint). Each line ends with the diagnostic's
/// code in brackets and, when it has one, `→` and its suggestion. Re-record with
/// `REFRESHKIT_RECORD=1`.
@Suite struct DiagnosticsGoldenTests {
    /// Descriptors that probe the edges of the grammar, written to a folder beside `arrow.png`.
    static let cases: [(name: String, text: String)] = [
        ("backslash-path", ##"<skin id="x" name="x" format="1"><header><arrow image="a\b.png"/></header></skin>"##),
        ("colon-path", ##"<skin id="x" name="x" format="1"><header><arrow image="c:arrow.png"/></header></skin>"##),
        ("spaced-enum", ##"<skin id="x" name="x" format="1"><header style=" text "/></skin>"##),
        ("spaced-format", ##"<skin id="x" name="x" format=" 1 "><header style="text"/></skin>"##),
        ("blank-name", ##"<skin id="x" name="  " format="1"><header style="text"/></skin>"##),
        ("no-id", ##"<skin name="x" format="1"><header style="text"/></skin>"##),
        ("text-in-skin", ##"<skin id="x" name="x" format="1">hello<header style="text"/></skin>"##),
        (
            "child-in-string",
            ##"<skin id="x" name="x" format="1"><header style="text"><strings locale="de"><string key="header.pull">a<b/></string></strings></header></skin>"##
        ),
        (
            "child-in-description",
            ##"<skin id="x" name="x" format="1"><description><b/></description><header style="text"/></skin>"##
        ),
        ("namespaced-attribute", ##"<skin id="x" name="x" format="1" xml:lang="de"><header style="text"/></skin>"##),
        ("description-only", ##"<skin id="x" name="x" format="1"><description>d</description></skin>"##),
        ("two-headers", ##"<skin id="x" name="x" format="1"><header style="text"/><header style="text"/></skin>"##),
        (
            "bad-numbers",
            ##"<skin id="x" name="x" format="1"><header style="text"><metrics triggerDistance="1001" loadingInset="abc" flipDuration="61" staleAfter="-1" dragRate="1.5" maximumPull="0"/><fonts><status size="0"/><detail size="201"/></fonts><colors><textShadow light="#000" offsetX="21" offsetY="-20.5"/></colors></header></skin>"##
        ),
        (
            "bad-footer",
            ##"<skin id="x" name="x" format="1"><footer style="text" mode="auto" maxTriggers="0"/></skin>"##
        ),
        ("max-triggers-alone", ##"<skin id="x" name="x" format="1"><footer style="text" maxTriggers="1001"/></skin>"##),
        (
            "second-level",
            ##"<skin id="x" name="x" format="1"><header style="text"><metrics triggerDistance="80" secondLevelDistance="70"/></header></skin>"##
        ),
        (
            "bad-last-updated",
            ##"<skin id="x" name="x" format="1"><header style="text"><lastUpdated style="ago" skeleton="y-M" storeKey="a b"/></header></skin>"##
        ),
        (
            "bad-strings",
            ##"<skin id="x" name="x" format="1"><header style="text"><strings locale="d"><string key="header.pull">x</string></strings><strings locale="de"><string key="header.pull">{count</string><string key="header.pull">a</string><string key="header.pull">b</string></strings></header></skin>"##
        ),
        (
            "missing-attributes",
            ##"<skin><header><layout/><arrow/><strings><string/></strings><colors><text/></colors></header></skin>"##
        ),
        (
            "bad-colours",
            ##"<skin id="x" name="x" format="1"><header style="text"><colors><background light="red"/><text light="#12345"/><spinner light="rgb(1,2)" dark="rgba(1,2,3,2)"/></colors></header></skin>"##
        ),
        ("missing-arrow", ##"<skin id="x" name="x" format="1"><header/></skin>"##),
        ("missing-image", ##"<skin id="x" name="x" format="1"><header><arrow image="arow.png"/></header></skin>"##),
        ("not-png-name", ##"<skin id="x" name="x" format="1"><header><arrow image="arrow.gif"/></header></skin>"##),
        ("extends-unknown", ##"<skin id="x" name="x" format="1" extends="bleu"><header style="text"/></skin>"##),
        ("extends-self", ##"<skin id="x" name="x" format="1" extends="x"><header style="text"/></skin>"##),
        ("bad-extends", ##"<skin id="x" name="x" format="1" extends="Blue!"><header style="text"/></skin>"##),
        ("header-only-extends", ##"<skin id="x" name="x" format="1" extends="blue"><header style="text"/></skin>"##),
        (
            "wrong-edge-key",
            ##"<skin id="x" name="x" format="1"><header style="text"><strings locale="de"><string key="footer.idle">x</string></strings></header><footer style="text"><strings locale="de"><string key="header.pull">y</string></strings></footer></skin>"##
        ),
        (
            "dark-tint",
            ##"<skin id="x" name="x" format="1"><header><arrow image="arrow.png"/><colors><arrowTint dark="#fff"/></colors></header></skin>"##
        ),
        (
            "unknown-everything",
            ##"<skin id="x" name="x" format="1" colour="red"><header style="text" mode="manual"><metrix/><colors><bg light="#000"/></colors></header><footer style="text"><lastUpdated/></footer></skin>"##
        ),
        ("typo-style", ##"<skin id="x" name="x" format="1"><header style="arow"/><footer style="rnig"/></skin>"##),
        ("own-style", ##"<skin id="x" name="x" format="1"><header style="sunburst"/><footer style="wave"/></skin>"##),
        ("malformed", "<skin id=\"x\" name=\"x\" format=\"1\">\n  <header style=\"text\">\n    <metr"),
        (
            "frames-states",
            ##"<skin id="x" name="x" format="1"><header style="frames"><frames states="idle idle" sprite="arrow.png" count="1"/><frames states="armed" sprite="arrow.png" count="7"/><frames states="loading" bind="time" sprite="arrow.png" count="1"/><frames states="finished" sprite="arrow.png" images="f-#.png" count="1" loop="off"/></header></skin>"##
        ),
        (
            "frames-unused",
            ##"<skin id="x" name="x" format="1"><header style="text"><frames states="loading" sprite="arrow.png" count="1"/></header></skin>"##
        ),
        ("frames-missing", ##"<skin id="x" name="x" format="1"><header style="frames"/></skin>"##),
        (
            "motion-mistakes",
            ##"<skin id="x" name="x" format="1"><header style="text"><animation target="text" property="rotation"><key at="0" value="0"/><key at="0" value="1"/></animation><animation property="scale" states="pulled"><key at="0" value="1"/></animation><animation property="opacity"><key at="0" value="0"/><key at="2" value="1"/></animation><fade from="0.5" to="0.2"/><finishedIcon result="success"/><finishedIcon result="failure" glyph="x" image="arrow.png"/><finishedIcon result="failed" glyph="   "/></header></skin>"##
        ),
        (
            "value-typos",
            ##"<skin id="x" name="x" format="1" xmlns:o="urn:other"><o:note/><header><metrics haptics="offf"/><arrow image="img/arow.png"/></header></skin>"##
        ),
        ("empty", ""),
    ]

    /// The diagnostics of one descriptor, with its folder removed from paths.
    static func diagnostics(file: String, folder: String) -> [SkinDiagnostic] {
        let registry = SkinRegistry.load(
            builtIn: try? BuiltInSkins.files,
            files: [file],
            filesRoot: folder,
            loader: SkinLoader()
        )
        return registry.diagnostics.filter { $0.file == file }.map {
            var diagnostic = $0
            diagnostic.file = String(diagnostic.file.dropFirst(folder.count + 1))
            return diagnostic
        }
    }

    /// The diagnostics of every fixture, corpus file and case, by name.
    static func allDiagnostics() throws -> [(name: String, diagnostics: [SkinDiagnostic])] {
        var found: [(name: String, diagnostics: [SkinDiagnostic])] = []
        for group in ["valid", "invalid"] {
            for name in Fixtures.names(group) {
                let file = Fixtures.root + "/\(group)/\(name)"
                found.append(("\(group)/\(name)", diagnostics(file: file, folder: Fixtures.root + "/\(group)")))
            }
        }
        let corpus = Repository.root + "/Fuzz/Corpus/skin"
        for name in (try FileManager.default.contentsOfDirectory(atPath: corpus)).sorted() {
            found.append(("corpus/\(name)", diagnostics(file: corpus + "/\(name)", folder: corpus)))
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arrow = try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/valid/arrow.png")))
        try folder.write("arrow.png", arrow)
        try folder.write("img/arrow.png", arrow)
        for (name, text) in cases {
            let file = try folder.write("\(name).xml", text)
            found.append((name, diagnostics(file: file, folder: folder.path)))
        }
        return found
    }

    /// A diagnostic as the golden file shows it: its line, its code, its suggestion.
    static func render(_ diagnostic: SkinDiagnostic) -> String {
        "\(diagnostic) [\(diagnostic.effectiveCode(for: .skin))]" + (diagnostic.suggestion.map { " → \($0)" } ?? "")
    }

    static func renderAll() throws -> String {
        var lines: [String] = []
        for (name, diagnostics) in try allDiagnostics() {
            lines.append("== \(name)")
            lines += diagnostics.map(render)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func diagnosticsMatchTheGoldenFile() throws {
        let golden = Repository.root + "/Tests/RefreshSkinsTests/Golden/diagnostics.txt"
        try Golden.expect(try Self.renderAll(), matches: golden)
    }
}
