import Foundation
import RefreshTestSupport
import Testing

/// Lottie files written to hurt, through the program: each is refused at its place before
/// rlottie sees it, and what rlottie draws stays within a stated size.
@Suite struct HostileLottieProgramTests {
    /// A folder with `x.xml`, a skin whose header plays `json` (saved as `a.json`).
    static func skin(_ json: [UInt8]) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        try Data(json).write(to: URL(fileURLWithPath: folder.path + "/a.json"))
        let descriptor = folder.path + "/x.xml"
        let xml = #"<skin id="x" name="X" format="1"><header style="lottie"><lottie src="a.json"/></header></skin>"#
        try Data(xml.utf8).write(to: URL(fileURLWithPath: descriptor))
        return (folder, descriptor)
    }

    /// The hostile files of the fuzz corpus (`hostile-NAME.json`), by name.
    static let hostileNames: [String] = {
        let folder = Repository.root + "/Fuzz/Corpus/lottie"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("hostile-") && $0.hasSuffix(".json") }
            .map { String($0.dropFirst("hostile-".count).dropLast(".json".count)) }.sorted()
    }()

    @Test(
        "A hostile Lottie file is refused at its line and column by the preview and its SVG",
        arguments: hostileNames
    )
    func refused(name: String) throws {
        let json = try Data(
            contentsOf: URL(fileURLWithPath: Repository.root + "/Fuzz/Corpus/lottie/hostile-\(name).json")
        )
        let (folder, descriptor) = try Self.skin(Array(json))
        for arguments in [
            ["--skin-file", descriptor, "--state", "loading"],
            ["--skin-file", descriptor, "--svg", folder.path + "/out.svg", "--animate"],
        ] {
            let run = try Program.run(arguments)
            #expect(run.status == 1, "\(run)")
            #expect(
                run.stderrLines.first?.range(
                    of: #"a\.json:1:[0-9]+: error: "#,
                    options: .regularExpression
                )
                    != nil,
                "\(run)"
            )
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.svg"))
        }
    }

    /// An animation within every cap whose frames each draw 8,000 points as vectors: 10 layers of
    /// 20 turning rings of 40 points.
    static func detailed() -> String {
        var layers: [String] = []
        for layer in 0..<10 {
            var groups: [String] = []
            for ring in 0..<20 {
                let points = (0..<40).map { index -> String in
                    let angle = Double(index) / 40 * 2 * Double.pi
                    let radius = 20 + Double(ring)
                    return "[\(Int(50 + radius * cos(angle))),\(Int(50 + radius * sin(angle)))]"
                }
                let tangents = (0..<40).map { "[\($0 % 5),\(($0 * 3) % 5)]" }
                groups.append(
                    #"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[\#(points.joined(separator: ","))],"#
                        + #""i":[\#(tangents.joined(separator: ","))],"o":[\#(tangents.joined(separator: ","))]}}},"#
                        + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":50},"w":{"a":0,"k":2}},"#
                        + #"{"ty":"tr","o":{"a":0,"k":100},"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":59,"s":[360]}]}}]}"#
                )
            }
            layers.append(
                #"{"ty":4,"nm":"l\#(layer)","ip":0,"op":60,"st":0,"ks":{"o":{"a":0,"k":100}},"shapes":[\#(groups.joined(separator: ","))]}"#
            )
        }
        return #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[\#(layers.joined(separator: ","))],"#
            + #""markers":[{"cm":"pull","tm":0,"dr":20},{"cm":"loading","tm":20,"dr":20},"#
            + #"{"cm":"success","tm":40,"dr":10},{"cm":"failure","tm":50,"dr":10}]}"#
    }

    @Test("An SVG of a detailed animation stays under 4 MiB: a still is written, the animated cycle refused")
    func svgSize() throws {
        let (folder, descriptor) = try Self.skin(Array(Self.detailed().utf8))
        let still = try Program.run([
            "--skin-file", descriptor, "--state", "loading", "--svg", folder.path + "/still.svg",
        ])
        #expect(still.status == 0, "\(still)")
        let size = try FileManager.default.attributesOfItem(atPath: folder.path + "/still.svg")[.size] as? Int
        #expect((size ?? 0) > 100_000 && (size ?? .max) < 4 << 20, "\(String(describing: size))")
        let cycle = try Program.run(["--skin-file", descriptor, "--svg", folder.path + "/cycle.svg", "--animate"])
        #expect(cycle.status == 1, "\(cycle)")
        #expect(
            cycle.stderrLines
                == cycle.stderrLines.filter { $0.hasPrefix("error: the animated SVG would be over 4 MiB") },
            "\(cycle)"
        )
        #expect(cycle.stderrLines.count == 1, "\(cycle)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/cycle.svg"))
    }
}
