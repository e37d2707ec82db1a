import Foundation
import RefreshCore
import RefreshImage
import RefreshLottie
import RefreshSkins

/// A Lottie skin of about 100 KB in a temporary folder: the built-in `lottie` skin's light
/// animation with its layers copied until the file is that large (96 layers, under the reader's
/// cap of 100), named by `big.xml`.
struct LottieSkinFixture {
    let root: String
    let descriptor: String
    /// The animation's bytes.
    let json: [UInt8]

    /// The size aimed at.
    static let size = 100 * 1024

    init() throws {
        let files = try BuiltInSkins.files
        let original = try files.read("Skins/lottie/indicator-light.json", limit: 1 << 20)
        // The file's text is kept as written (rlottie needs each shape's `ty` first, which a JSON
        // round trip would not keep): its layers' objects are found and copied as text.
        let layers = Self.layerRanges(in: original)
        guard let last = layers.last else { throw BenchError("the built-in lottie skin's animation has no layers") }
        var copies: [UInt8] = []
        var index = layers.count
        while original.count + copies.count < Self.size, index < 96 {
            let layer = String(decoding: original[layers[index % layers.count]], as: UTF8.self)
            index += 1
            // A number of its own: the first `"ind":` of the object is the layer's.
            guard let ind = layer.range(of: #""ind":"#),
                let digits = layer[ind.upperBound...].firstIndex(where: { !$0.isNumber })
            else { throw BenchError("a layer without its number") }
            copies += Array(",".utf8) + Array((layer[..<ind.upperBound] + "\(index)" + layer[digits...]).utf8)
        }
        json = Array(original[..<last.upperBound]) + copies + Array(original[last.upperBound...])
        root = NSTemporaryDirectory() + "refreshbench-lottie-\(getpid())"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        descriptor = root + "/big.xml"
        let xml =
            #"<skin id="big" name="Big" format="1"><header style="lottie"><lottie src="big.json"/></header></skin>"#
        guard FileManager.default.createFile(atPath: descriptor, contents: Data(xml.utf8)),
            FileManager.default.createFile(atPath: root + "/big.json", contents: Data(json))
        else { throw BenchError("cannot write \(root)") }
    }

    /// The byte ranges of the objects in the top-level `"layers"` array of compact JSON.
    static func layerRanges(in json: [UInt8]) -> [Range<Int>] {
        guard let key = Array(#""layers":["#.utf8).firstRange(in: json) else { return [] }
        var ranges: [Range<Int>] = []
        var depth = 0
        var start = 0
        var inString = false
        var escaped = false
        for position in key.upperBound..<json.count {
            let byte = json[position]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 0 { start = position }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return ranges }  // the end of the array
                depth -= 1
                if depth == 0 { ranges.append(start..<(position + 1)) }
            default: break
            }
        }
        return ranges
    }

    /// The skin loaded from its files (read, parsed, the grammar's checks, the animation read and
    /// checked by the package's JSON reader).
    func load(loader: SkinLoader) -> SkinDescriptor? {
        SkinRegistry.load(builtIn: nil, files: [descriptor], filesRoot: root, loader: loader).skin(id: "big")
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// Draws the first frame of a fresh copy of an animation each time: rlottie keeps the model of
/// each distinct text, so every copy differs in its name (`nm`) to be read anew.
final class FirstFrames: @unchecked Sendable {
    private let json: [UInt8]
    private let frame: Int
    private var count = 0

    init(_ json: [UInt8], frame: Int) {
        self.json = json
        self.frame = frame
    }

    /// Reads a new copy with the package's reader, then rlottie reads it and draws its frame
    /// ``frame`` at the indicator's size (60×110 pixels); `nil` when either refuses.
    func next() -> Int? {
        count += 1
        guard let name = Array(#""nm":""#.utf8).firstRange(in: json) else { return nil }
        var copy = json
        copy.insert(contentsOf: Array("\(count) ".utf8), at: name.upperBound)
        guard let document = try? LottieDocument(bytes: copy, path: "big.json") else { return nil }
        return SkinLottieFile(document, path: "big.json").image(frame: frame, width: 60, height: 110)?.pixels.count
    }
}

extension [UInt8] {
    /// Where these bytes first occur in `bytes`.
    fileprivate func firstRange(in bytes: [UInt8]) -> Range<Int>? {
        guard !isEmpty, count <= bytes.count else { return nil }
        for start in 0...(bytes.count - count) where bytes[start..<(start + count)].elementsEqual(self) {
            return start..<(start + count)
        }
        return nil
    }
}

extension Benchmarks {
    /// `preview-frame/lottie`: the built-in `lottie` skin's header loading, presented (rlottie
    /// drawing each frame) and drawn, as `preview-frame/motion` does for the other motion skins.
    func previewFrameLottie() throws -> [BenchResult] {
        progress("preview-frame/lottie: the lottie skin loading")
        let frame = try MotionFrame(skin: "lottie")
        guard let lottie = frame.presenter.skin.header.lottie,
            let loop = lottie.frames(playing: .loading, in: lottie.light)
        else { throw BenchError("the lottie skin has no loading segment") }
        // rlottie alone, drawing the frames the preview shows (the loop at 30 of its 60 frames a
        // second), each anew: what a frame costs the first time round.
        let animation = try LottieAnimation(lottie.light.document)
        let times = 60
        let measured = interleave(
            rounds: options.rounds(31),
            [
                Contestant(name: "lottie", operations: times) { try? frame.run(times: times) },
                Contestant(name: "rlottie-render", operations: times) {
                    for step in 0..<times {
                        let shown = loop.lowerBound + (step * 2) % loop.count
                        blackHole(animation.image(frame: shown, width: 60, height: 110))
                    }
                },
            ]
        )
        let value = measured.median(of: "lottie")
        return [
            BenchResult(
                name: "preview-frame/lottie",
                median: value,
                unit: "ns",
                peers: ["rlottie-render": measured.median(of: "rlottie-render")],
                target: "< 100 µs",
                met: value < 100_000,
                measures: "ns per frame of the built-in lottie skin's header while loading (its 61-frame loop at "
                    + "60 fps, a new frame each time): SkinPresenter.present (rlottie draws the 60×110-pixel frame) "
                    + "for the header and the footer, PhoneScene.render() of the 40×20 frame with sextants and "
                    + "TerminalWriter(depth: .trueColor).render(canvas); the file keeps the frames it drew (up to "
                    + "2 MiB), so after the first time round the loop is not drawn again; peers.rlottie-render: "
                    + "rlottie drawing one of those frames anew (what each costs the first time round)"
            )
        ]
    }

    /// `skin-load/lottie-100k`: loading a skin whose animation is about 100 KB, and showing its
    /// first frame.
    func lottieSkinLoad() throws -> [BenchResult] {
        let fixture = try LottieSkinFixture()
        defer { fixture.remove() }
        progress("skin-load/lottie-100k: a skin with a \(fixture.json.count)-byte animation, loaded, then drawn")
        let loader = SkinLoader()
        // The first frame of `loading` (the pull's first frame, at rest, is empty).
        guard let skin = fixture.load(loader: loader), let lottie = skin.header.lottie,
            let loading = lottie.frames(playing: .loading, in: lottie.light),
            let first = lottie.light.image(frame: loading.lowerBound, width: 60, height: 110), first.largestAlpha > 0
        else { throw BenchError("the 100 KB lottie skin does not load or draws nothing") }
        let firstFrames = FirstFrames(fixture.json, frame: loading.lowerBound)
        guard firstFrames.next() != nil else { throw BenchError("a copy of the 100 KB animation does not draw") }
        let times = 5
        let measured = interleave(
            rounds: options.rounds(21),
            [
                Contestant(name: "load", operations: times) {
                    for _ in 0..<times { blackHole(fixture.load(loader: loader)) }
                },
                Contestant(name: "first-frame", operations: times) {
                    for _ in 0..<times { blackHole(firstFrames.next()) }
                },
            ]
        )
        let load = measured.median(of: "load")
        let firstFrame = measured.median(of: "first-frame")
        return [
            BenchResult(
                name: "skin-load/lottie-100k",
                median: load,
                unit: "ns",
                peers: ["first-frame": firstFrame, "load-and-first-frame": load + firstFrame],
                target: "≤ 5 ms",
                met: load <= 5_000_000,
                measures: "ns per load of a skin whose animation is \(fixture.json.count) bytes (the lottie skin's "
                    + "light file, its layers copied to 96) from files: SkinRegistry.load(files:) = the XML read and "
                    + "checked, the JSON read by the package's bounded reader and checked against the subset; "
                    + "peers.first-frame: a fresh copy of the file read again by the package's reader, then by "
                    + "rlottie, and the first frame of its `loading` drawn at 60×110 pixels (the reader's part of it is "
                    + "the load's; rlottie's is the rest)"
            )
        ]
    }
}
