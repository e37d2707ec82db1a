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

    @Test("Every refusal of a file in one reading, in the file's order, each with its JSON path")
    func everyRefusal() throws {
        let text = Self.file(layers: [
            #"{"ty":4,"nm":"a","ddd":1,"ef":[{"ty":5}],"hasMask":true,"masksProperties":[{}],"shapes":[]}"#,
            #"{"ty":5,"nm":"title"}"#,
            #"{"ty":4,"nm":"b","ks":{"r":{"a":0,"k":0,"x":"time"}},"shapes":[{"ty":"gr","it":[{"ty":"mm"}]}]}"#,
        ])
        guard case .failure(let refusals) = LottieDocument.read(bytes: Array(text.utf8), path: "dot.json") else {
            Issue.record("accepted")
            return
        }
        #expect(
            refusals.all.map(\.code) == [
                "lottie-3d", "lottie-effect", "lottie-mask", "lottie-text", "lottie-expression", "lottie-shape",
            ],
            "\(refusals.all)"
        )
        #expect(
            refusals.all.map(\.jsonPath) == [
                "layers[0].ddd", "layers[0].ef", "layers[0].masksProperties", "layers[1].ty", "layers[2].ks.r.x",
                "layers[2].shapes[0].it[0].ty",
            ]
        )
        // Short lines name no path; the first refusal is what the throwing reader gives.
        #expect(refusals.all.allSatisfy { !$0.message.contains("(at ") })
        #expect(Self.refusal(text) == refusals.first)
    }

    @Test("A minified file's refusals end with their JSON path; a flood is cut at 100 and counted")
    func pathsAndFloods() throws {
        let layer = #"{"ty":4,"nm":"x","ks":{"r":{"a":0,"k":0,"x":"e"}},"shapes":[]}"#
        let text =
            #"{"fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":["#
            + Array(repeating: layer, count: 99).joined(separator: ",") + "]}"
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.message.hasSuffix("(at layers[0].ks.r.x)"), "\(refusal)")
        guard case .failure(let refusals) = LottieDocument.read(bytes: Array(text.utf8), path: "x.json") else {
            Issue.record("accepted")
            return
        }
        #expect(refusals.all.count == 99)
        let twice = #"{"ty":4,"nm":"x","ks":{"r":{"a":0,"k":0,"x":"e"},"o":{"a":0,"k":0,"x":"e"}},"shapes":[]}"#
        let flood =
            #"{"fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":["#
            + Array(repeating: twice, count: 99).joined(separator: ",") + "]}"
        guard case .failure(let cut) = LottieDocument.read(bytes: Array(flood.utf8), path: "x.json") else {
            Issue.record("accepted")
            return
        }
        #expect(cut.all.count == 101, "\(cut.all.count)")
        #expect(cut.all.last?.message == "and 98 more refusals like these; fix these first", "\(cut.all.last)")
    }

    @Test("A colour written from 0 to 255 is refused with the fix: each component divided by 255")
    func coloursOver1() throws {
        let orange = #"{"ty":4,"nm":"o","shapes":[{"ty":"fl","c":{"a":0,"k":[255,165,0,255]}}]}"#
        let refusal = try #require(Self.refusal(Self.file(layers: [orange])))
        #expect(refusal.code == "lottie-color" && refusal.line == 3 && refusal.column == 43, "\(refusal)")
        #expect(refusal.message.contains("[255, 165, 0, 255]"), "\(refusal)")
        #expect(refusal.message.hasSuffix("divide each component by 255: [1, 0.647, 0, 1]"), "\(refusal)")
        let animated =
            #"{"ty":4,"nm":"o","shapes":[{"ty":"st","c":{"a":1,"k":[{"t":0,"s":[0,0,1,1]},{"t":9,"s":[0,0,200,1]}]}}]}"#
        #expect(Self.refusal(Self.file(layers: [animated]))?.code == "lottie-color")
        let gradient =
            #"{"ty":4,"nm":"g","shapes":[{"ty":"gf","g":{"p":2,"k":{"a":0,"k":[0,255,0,0,1,0,0,255]}}}]}"#
        #expect(Self.refusal(Self.file(layers: [gradient]))?.code == "lottie-color")
        let fine = #"{"ty":4,"nm":"o","shapes":[{"ty":"fl","c":{"a":0,"k":[1,0.647,0,1]}}]}"#
        #expect(Self.refusal(Self.file(layers: [fine])) == nil)
    }

    /// A ball of 20 pixels whose position has easing on its last keyframe, as Bodymovin writes it.
    static let easedBall = """
        {"ty":4,"nm":"ball","ip":0,"op":30,"st":0,"ks":{"o":{"a":0,"k":100},"p":{"a":1,"k":[\
        {"i":{"x":0.667,"y":1},"o":{"x":0.333,"y":0},"t":0,"s":[20,50,0]},\
        {"i":{"x":0.667,"y":1},"o":{"x":0.333,"y":0},"t":29,"s":[80,50,0]}]}},\
        "shapes":[{"ty":"gr","it":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]}},\
        {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}
        """

    /// The mean x of the visible pixels of a frame, or `nil` when none is.
    static func inkCentre(_ renderer: LottieAnimation, frame: Int) -> Double? {
        guard let image = renderer.image(frame: frame, width: 100, height: 100) else { return nil }
        var total = 0.0
        var count = 0.0
        for index in 0..<(100 * 100) where image.pixels[index * 4 + 3] > 0 {
            total += Double(index % 100)
            count += 1
        }
        return count > 0 ? total / count : nil
    }

    @Test("Easing on the last keyframe is ignored, as other players draw it: the ball ends where it stops")
    func easedLastKeyframe() throws {
        let document = try Self.read(Self.file(layers: [Self.easedBall]))
        let json = String(decoding: document.json, as: UTF8.self)
        #expect(json.contains(#"{"h":1,"i":{"x":0.667,"y":1},"o":{"x":0.333,"y":0},"t":29"#), "\(json)")
        #expect(document.keyframeCount == 2)
        let renderer = try LottieAnimation(document)
        let start = try #require(Self.inkCentre(renderer, frame: 0))
        let middle = try #require(Self.inkCentre(renderer, frame: 15), "drawn between the keyframes")
        let end = try #require(Self.inkCentre(renderer, frame: 29), "drawn at the last keyframe")
        #expect(abs(start - 20) < 2 && abs(end - 80) < 2 && middle > 30 && middle < 70, "\(start) \(middle) \(end)")
        // A last keyframe already held, or with only its time (old Bodymovin), is left as it is.
        let held = Self.easedBall.replacingOccurrences(of: #""t":29,"s""#, with: #""t":29,"h":1,"s""#)
        #expect(try Self.read(Self.file(layers: [held])).json == Array(Self.file(layers: [held]).utf8))
        let timeOnly = Self.easedBall.replacingOccurrences(of: #","t":29,"s":[80,50,0]}"#, with: #","t":29}"#)
        let renamed = String(decoding: try Self.read(Self.file(layers: [timeOnly])).json, as: UTF8.self)
        #expect(renamed.contains(#"{"_i":{"x":0.667,"y":1},"_o":{"x":0.333,"y":0},"t":29}"#), "\(renamed)")
    }
}
