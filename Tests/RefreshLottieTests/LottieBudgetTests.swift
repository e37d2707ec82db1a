import Foundation
import RefreshTestSupport
import Testing

@testable import RefreshLottie

/// The drawing budget: files small enough for every cap that would still ask rlottie for
/// unbounded work are refused at the value to change, before rlottie sees them.
@Suite struct LottieBudgetTests {
    static func file(_ layers: [String]) -> String { LottieDocumentTests.file(layers: layers) }

    /// A shape layer of `items` (JSON text) with an identity transform, or `transform`.
    static func layer(_ items: String, transform: String = #"{"s":{"a":0,"k":[100,100]}}"#) -> String {
        #"{"ty":4,"nm":"l","ks":\#(transform),"shapes":[\#(items)]}"#
    }

    static let circle = #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]}}"#
    static let fill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#

    static func repeater(_ copies: Int) -> String {
        #"{"ty":"rp","c":{"a":0,"k":\#(copies)},"tr":{"ty":"tr","p":{"a":0,"k":[1,0]},"s":{"a":0,"k":[100,100]}}}"#
    }

    static func stroke(dash: String, gap: String = "1") -> String {
        #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"w":{"a":0,"k":3},"d":[{"n":"d","v":{"a":0,"k":\#(dash)}},{"n":"g","v":{"a":0,"k":\#(gap)}}]}"#
    }

    /// Repeaters of `copies` each nested `depth` groups deep around a circle.
    static func nested(depth: Int, copies: Int) -> String {
        var items = [circle, fill, repeater(copies)].joined(separator: ",")
        for _ in 1..<depth { items = #"{"ty":"gr","it":[\#(items)]},\#(repeater(copies))"# }
        return items
    }

    @Test(
        "Each way a small file asks for unbounded work is refused at its value, with the fix",
        arguments: [
            // Repeaters within the copy cap, nested: 64 ^ 3 shapes.
            (layer(nested(depth: 3, copies: 64)), "draws more than 16384 shape items"),
            // Nested repeaters of groups with nothing rlottie draws in them: each copy is still built.
            (
                layer(
                    #"{"ty":"gr","it":[{"ty":"gr","it":[{"ty":"gr","i4":[]},\#(repeater(64))]},\#(repeater(64))]},"#
                        + repeater(64)
                ),
                "draws more than 16384 shape items"
            ),
            // A dash of negative length (rlottie's dasher never ends).
            (layer("\(circle),\(stroke(dash: "-1"))"), "a dash or gap of -1 is less than 0"),
            // A dash so short against its outline that it would be drawn millions of times.
            (layer("\(circle),\(stroke(dash: "0.00001", gap: "0.00001"))"), "would be drawn more than 100000 times"),
            // Dashes and gaps of nothing at all.
            (layer("\(circle),\(stroke(dash: "0", gap: "0"))"), "would be drawn more than 100000 times"),
            // A layer scaled 1e19 times.
            (layer(circle, transform: #"{"s":{"a":0,"k":[1e21,1e21]}}"#), "this scales shapes 1e+19 times"),
            // Scales that are each allowed, but not together (a group's inside a layer's).
            (
                layer(
                    #"{"ty":"gr","it":[\#(circle),{"ty":"tr","s":{"a":0,"k":[5000,5000]}}]}"#,
                    transform: #"{"s":{"a":0,"k":[5000,5000]}}"#
                ),
                "this scales shapes 2500 times"
            ),
            // A repeater whose transform grows each copy: 2 ^ 40.
            (
                layer(#"\#(circle),{"ty":"rp","c":{"a":0,"k":41},"tr":{"ty":"tr","s":{"a":0,"k":[200,200]}}}"#),
                "this scales shapes"
            ),
            // A Bézier tangent of 1e30 (a trim over it took minutes).
            (
                layer(
                    #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[50,50]],"i":[[0,0],[1e30,1e30]],"o":[[0,0],[0,0]]}}},{"ty":"tm","s":{"a":0,"k":10},"e":{"a":0,"k":90}}"#
                ),
                "a path's point reaches 1e+30"
            ),
            // A keyframed position far off the canvas.
            (
                layer(circle, transform: #"{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":9,"s":[9e9,0]}]}}"#),
                "the layer's position reaches"
            ),
            // A skew at a right angle.
            (layer(circle, transform: #"{"sk":{"a":0,"k":89.9}}"#), "skew of 89.9°"),
            // A repeater moving its copies far away.
            (
                layer(#"\#(circle),{"ty":"rp","c":{"a":0,"k":60},"tr":{"ty":"tr","p":{"a":0,"k":[1000,0]}}}"#),
                "takes the last past the 1600 pixels"
            ),
        ]
    )
    func refused(layer: String, words: String) throws {
        let refusal = try #require(LottieDocumentTests.refusal(Self.file([layer])), "accepted: \(layer)")
        #expect(refusal.code == "lottie-budget", "\(refusal)")
        #expect(refusal.line == 3 && refusal.column > 1, "\(refusal)")
        #expect(refusal.message.contains(words), "\(refusal)")
    }

    @Test("What skins draw passes: two nested repeaters, dashes along a circle, scales up to the limit")
    func accepted() throws {
        for layer in [
            Self.layer(Self.nested(depth: 2, copies: 64)),
            Self.layer("\(Self.circle),\(Self.stroke(dash: "2"))"),
            Self.layer(Self.circle, transform: #"{"s":{"a":0,"k":[10000,10000]}}"#),
            Self.layer(Self.circle, transform: #"{"p":{"a":0,"k":[1600,-1600]},"sk":{"a":0,"k":45}}"#),
        ] {
            #expect(LottieDocumentTests.refusal(Self.file([layer])) == nil, "refused: \(layer)")
        }
        let builtIn = try Data(
            contentsOf: URL(fileURLWithPath: Repository.resourcesPath + "/Skins/lottie/indicator-light.json")
        )
        #expect(throws: Never.self) { try LottieDocument(bytes: Array(builtIn), path: "indicator-light.json") }
    }

    @Test("The hostile files of the fuzz corpus are each refused by the budget")
    func hostileCorpus() throws {
        let folder = Repository.root + "/Fuzz/Corpus/lottie"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("hostile-") }
        #expect(names.count >= 4)
        for name in names {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            do {
                _ = try LottieDocument(bytes: Array(bytes), path: name)
                Issue.record("\(name) was accepted")
            } catch {
                #expect(error.code == "lottie-budget", "\(name): \(error)")
            }
        }
    }
}
