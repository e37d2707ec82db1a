import Foundation
import RefreshSkins
import RefreshTestSupport
import Testing

/// Every diagnostic the loader gives on every fixture, the fuzz corpus and a set of hostile or
/// mistaken descriptors, compared with `Golden/diagnostics.txt`. The file was first recorded with
/// the RELAX NG schema at run time; the grammar table gives the same messages at the same places
/// (changed since: the new warnings and the dark-only tint). Re-record with `REFRESHKIT_RECORD=1`.
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
        ("empty", ""),
    ]

    /// The diagnostics of one descriptor, with its folder removed from paths.
    static func render(file: String, folder: String) -> [String] {
        let registry = SkinRegistry.load(
            builtIn: try? BuiltInSkins.files,
            files: [file],
            filesRoot: folder,
            loader: SkinLoader()
        )
        return registry.diagnostics.filter { $0.file == file }.map {
            $0.description.replacingOccurrences(of: folder + "/", with: "")
        }
    }

    static func renderAll() throws -> String {
        var lines: [String] = []
        for group in ["valid", "invalid"] {
            for name in Fixtures.names(group) {
                lines.append("== \(group)/\(name)")
                lines += render(file: Fixtures.root + "/\(group)/\(name)", folder: Fixtures.root + "/\(group)")
            }
        }
        let corpus = Repository.root + "/Fuzz/Corpus/skin"
        for name in (try FileManager.default.contentsOfDirectory(atPath: corpus)).sorted() {
            lines.append("== corpus/\(name)")
            lines += render(file: corpus + "/\(name)", folder: corpus)
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arrow = try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/valid/arrow.png")))
        try folder.write("arrow.png", arrow)
        for (name, text) in cases {
            let file = try folder.write("\(name).xml", text)
            lines.append("== \(name)")
            lines += render(file: file, folder: folder.path)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func diagnosticsMatchTheGoldenFile() throws {
        let golden = Repository.root + "/Tests/RefreshSkinsTests/Golden/diagnostics.txt"
        let outcome = try Golden.compare(try Self.renderAll(), with: golden)
        #expect(outcome == .same || outcome == .recorded, "\(outcome)")
    }
}
