import Testing

@testable import RefreshLottie

/// The package's own Lottie reader: the subset accepted, everything else refused at its line and
/// column with the fix, before rlottie sees a byte.
@Suite struct LottieDocumentTests {
    /// A file made of `layers` (JSON text, one per line from line 3) and `extra` top-level members.
    static func file(layers: [String], extra: String = "") -> String {
        """
        {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,\(extra)
        "layers":[
        \(layers.joined(separator: ",\n"))
        ]}
        """
    }

    static let dot = """
        {"ty":4,"nm":"dot","ip":0,"op":30,"st":0,"ks":{"o":{"a":0,"k":100},"p":{"a":1,"k":[{"t":0,"s":[20,50,0]},{"t":29,"s":[80,50,0]}]}},"shapes":[{"ty":"gr","it":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}
        """

    static func read(_ text: String) throws(LottieDiagnostic) -> LottieDocument {
        try LottieDocument(bytes: Array(text.utf8), path: "dot.json")
    }

    static func refusal(_ text: String) -> LottieDiagnostic? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("A file in the subset is read: canvas, frames, markers, layers, keyframes; rlottie then draws it")
    func accepted() throws {
        let text = Self.file(
            layers: [Self.dot],
            extra: #""markers":[{"cm":"pull","tm":0,"dr":10},{"cm":"loading","tm":10,"dr":19}],"#
        )
        let document = try Self.read(text)
        #expect(document.width == 100 && document.height == 100 && document.frameRate == 30)
        #expect(document.inPoint == 0 && document.outPoint == 30)
        #expect(document.markers.map(\.name) == ["pull", "loading"])
        #expect(document.markers.last?.start == 10 && document.markers.last?.duration == 19)
        #expect(document.layerCount == 1 && document.keyframeCount == 2)
        let renderer = try LottieAnimation(document)
        #expect(renderer.image(frame: 0, width: 100, height: 100) != nil)
    }

    @Test(
        "Each thing outside the subset is refused at the value to change, with the fix",
        arguments: [
            // An expression: at its text.
            (
                file(layers: [#"{"ty":4,"nm":"glow","ks":{"r":{"a":0,"k":0,"x":"time*90"}},"shapes":[]}"#]),
                3, 48, "lottie-expression", "the layer 'glow' uses an expression, which skins cannot run"
            ),
            // An image layer, a text layer, a precomposition: at the type.
            (
                file(layers: [#"{"ty":2,"nm":"photo","refId":"image_0"}"#]), 3, 7, "lottie-image",
                "draw it with shape layers"
            ),
            (file(layers: [#"{"ty":5,"nm":"title"}"#]), 3, 7, "lottie-text", "Create Shapes from Text"),
            (file(layers: [#"{"ty":0,"nm":"inner","refId":"comp_0"}"#]), 3, 7, "lottie-precomp", "flatten"),
            // An image asset, and fonts: at the value.
            (
                file(layers: [dot], extra: #""assets":[{"id":"image_0","w":10,"h":10,"p":"img.png","u":"images/"}],"#),
                1, 97, "lottie-image", "reads nothing beside itself"
            ),
            (
                file(layers: [dot], extra: #""fonts":{"list":[{"fName":"Roboto"}]},"#),
                1, 61, "lottie-text", "convert the text to shapes"
            ),
            // A mask, a matte, an effect, a 3D layer, an unknown shape.
            (
                file(layers: [#"{"ty":4,"nm":"m","hasMask":true,"masksProperties":[{"mode":"a"}],"shapes":[]}"#]),
                3, 51, "lottie-mask", "bake it into the shapes"
            ),
            (file(layers: [#"{"ty":4,"nm":"t","tt":1,"shapes":[]}"#]), 3, 23, "lottie-matte", "track matte"),
            (
                file(layers: [#"{"ty":4,"nm":"e","ef":[{"ty":5}],"shapes":[]}"#]),
                3, 23, "lottie-effect", "uses effects"
            ),
            (file(layers: [#"{"ty":4,"nm":"d","ddd":1,"shapes":[]}"#]), 3, 24, "lottie-3d", "make it 2D"),
            (
                file(layers: [#"{"ty":4,"nm":"s","shapes":[{"ty":"gr","it":[{"ty":"mm","nm":"merge"}]}]}"#]),
                3, 51, "lottie-shape", "the shape 'merge' of the layer 's' is of type 'mm'"
            ),
            // Caps and numbers.
            (
                #"{"fr":30,"ip":0,"op":30,"w":100000,"h":100,"layers":[]}"#, 1, 29, "lottie-canvas",
                "must be from 1 to 2048"
            ),
            (#"{"fr":30,"ip":0,"op":6000,"w":10,"h":10,"layers":[]}"#, 1, 22, "lottie-frames", "at most 600 frames"),
            (#"{"fr":0,"ip":0,"op":30,"w":10,"h":10,"layers":[]}"#, 1, 7, "lottie-frames", "frame rate"),
            (#"{"fr":30,"ip":0,"op":30,"w":10,"h":10}"#, 1, 1, "lottie-json", "needs a 'layers' array"),
            // Not JSON, or not an object: where the JSON reader stopped.
            ("{\"fr\":30,\n \"w\": 10,,", 2, 10, "lottie-json", "not valid JSON"),
            ("[1, 2]", 1, 1, "lottie-json", "a Lottie file is a JSON object"),
            ("{\"fr\":30,\n \"w\":", 2, 6, "lottie-json", "the end of the file"),
            // Markers.
            (
                file(layers: [dot], extra: #""markers":[{"tm":3}],"#), 1, 64, "lottie-marker",
                "a marker needs a name"
            ),
        ]
    )
    func refused(text: String, line: Int, column: Int, code: String, words: String) throws {
        let refusal = try #require(Self.refusal(text), "accepted: \(text)")
        #expect(refusal.code == code, "\(refusal)")
        #expect(refusal.line == line && refusal.column == column, "\(refusal)")
        #expect(refusal.message.contains(words), "\(refusal)")
        #expect(refusal.description.hasPrefix("dot.json:\(line):\(column): error: "))
    }

    @Test("Too many layers, shapes or keyframes, and a file over the size cap, are refused before drawing")
    func caps() throws {
        let layers = Array(repeating: #"{"ty":3,"nm":"n"}"#, count: LottieDocument.Limits.layers + 1)
        #expect(Self.refusal(Self.file(layers: layers))?.code == "lottie-too-many-layers")
        let keyframes = (0...LottieDocument.Limits.keyframes).map { #"{"t":\#($0),"s":[0]}"# }.joined(separator: ",")
        let busy = #"{"ty":4,"nm":"busy","ks":{"r":{"a":1,"k":[\#(keyframes)]}},"shapes":[]}"#
        #expect(Self.refusal(Self.file(layers: [busy]))?.code == "lottie-too-many-keyframes")
        let items = Array(repeating: #"{"ty":"rc"}"#, count: LottieDocument.Limits.shapes + 1).joined(separator: ",")
        let crowded = #"{"ty":4,"nm":"crowded","shapes":[\#(items)]}"#
        #expect(Self.refusal(Self.file(layers: [crowded]))?.code == "lottie-too-many-shapes")
        let repeater = #"{"ty":4,"nm":"r","shapes":[{"ty":"rp","c":{"a":1,"k":[{"t":0,"s":[3]},{"t":9,"s":[1e9]}]}}]}"#
        let repeated = try #require(Self.refusal(Self.file(layers: [repeater])))
        #expect(
            repeated.code == "lottie-too-many-repeats" && repeated.line == 3 && repeated.column == 43,
            "\(repeated)"
        )
        let star = #"{"ty":4,"nm":"s","shapes":[{"ty":"sr","pt":{"a":0,"k":100000}}]}"#
        #expect(Self.refusal(Self.file(layers: [star]))?.code == "lottie-too-many-repeats")
        let fewCopies = #"{"ty":4,"nm":"r","shapes":[{"ty":"rp","c":{"a":0,"k":12}}]}"#
        #expect(Self.refusal(Self.file(layers: [fewCopies])) == nil)
        let huge = Self.file(layers: [Self.dot], extra: "\"nm\":\"\(String(repeating: "x", count: 600_000))\",")
        let refusal = try #require(Self.refusal(huge))
        #expect(refusal.code == "lottie-too-large" && refusal.line == 0, "\(refusal)")
        #expect(Self.refusal("")?.code == "lottie-json")
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(Self.refusal(deep)?.message.contains("nested deeper than") == true)
    }
}
