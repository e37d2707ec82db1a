import RefreshSupport

/// Reads a Lottie file into a ``LottieDocument``, refusing what is outside the subset at the
/// line and column of the value to change.
struct LottieSubsetReader {
    let bytes: [UInt8]
    let path: String
    private var keyframes = 0
    private var shapes = 0
    /// The canvas, once read: what coordinates are measured against.
    var canvas = (width: 1, height: 1)
    /// What drawing the file costs so far.
    var cost = DrawingCost()

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// Where the file's values are: their byte offsets and how many values each one spans
    /// (itself and everything inside it), both in depth-first order; found once, shared by every
    /// ``Node`` (a tree of nodes built up front cost a fifth of reading a file).
    final class Layout: Sendable {
        let offsets: [Int]
        let spans: [Int]

        init(_ root: JSONValue, offsets: [Int]) {
            self.offsets = offsets
            var spans = [Int](repeating: 1, count: offsets.count)
            var next = 0
            Self.span(root, spans: &spans, next: &next)
            self.spans = spans
        }

        /// Records the span of `value` (at place `next`) and of everything inside it; returns it.
        @discardableResult
        private static func span(_ value: JSONValue, spans: inout [Int], next: inout Int) -> Int {
            let place = next
            next += 1
            var total = 1
            switch value {
            case .array(let values): for element in values { total += span(element, spans: &spans, next: &next) }
            case .object(let members): for member in members { total += span(member.value, spans: &spans, next: &next) }
            case .null, .bool, .number, .string: break
            }
            if place < spans.count { spans[place] = total }
            return total
        }
    }

    /// A value with where it starts in the file; its members' or elements' nodes are found as
    /// they are asked for.
    struct Node {
        var value: JSONValue
        /// Its place in the depth-first order of the file's values.
        var place: Int
        let layout: Layout

        /// The value's byte offset in the file.
        var offset: Int { layout.offsets.indices.contains(place) ? layout.offsets[place] : 0 }

        /// The nodes of the value's elements or members' values, in order.
        var children: Children { Children(parent: self) }

        /// The value of the object member `key`, if the value is an object that has it.
        func member(_ key: String) -> Node? {
            guard case .object(let members) = value, let index = members.firstIndex(where: { $0.key == key }) else {
                return nil
            }
            return children.first { $0.index == index }?.node
        }

        var number: Double? {
            if case .number(let number) = value { return number }
            return nil
        }

        var string: String? {
            if case .string(let string) = value { return string }
            return nil
        }

        /// The nodes inside a node, walked by their spans (no array of them is built).
        struct Children: Sequence {
            let parent: Node

            var count: Int {
                switch parent.value {
                case .array(let values): values.count
                case .object(let members): members.count
                case .null, .bool, .number, .string: 0
                }
            }

            struct Iterator: IteratorProtocol {
                let parent: Node
                var index = 0
                var place: Int

                mutating func next() -> (index: Int, node: Node)? {
                    let value: JSONValue
                    switch parent.value {
                    case .array(let values) where index < values.count: value = values[index]
                    case .object(let members) where index < members.count: value = members[index].value
                    default: return nil
                    }
                    let child = Node(value: value, place: place, layout: parent.layout)
                    let spans = parent.layout.spans
                    place += spans.indices.contains(place) ? spans[place] : 1
                    index += 1
                    return (index - 1, child)
                }
            }

            func makeIterator() -> Iterator { Iterator(parent: parent, place: parent.place + 1) }
        }
    }

    /// The layer shapes may contain (`ty`): groups, geometry, paint, modifiers.
    static let shapeTypes: Set<String> = ["gr", "sh", "el", "rc", "sr", "fl", "st", "gf", "gs", "tr", "tm", "rd", "rp"]
    /// The layer types the subset takes: solid, null and shape.
    static let layerTypes: Set<Int> = [1, 3, 4]
    /// The layer types refused, by name and with the fix.
    static let refusedLayers: [Int: (name: String, code: String, fix: String)] = [
        0: ("a precomposition", "lottie-precomp", "flatten it into shape layers"),
        2: ("an image layer", "lottie-image", "draw it with shape layers instead"),
        5: ("a text layer", "lottie-text", "convert the text to shapes (Create Shapes from Text)"),
    ]

    mutating func read() throws(LottieDiagnostic) -> LottieDocument {
        guard !bytes.isEmpty else { throw refusal(at: nil, "the file is empty", "lottie-json") }
        guard bytes.count <= LottieDocument.Limits.bytes else {
            throw refusal(
                at: nil,
                "the file is \(bytes.count / 1024) KiB, over the \(LottieDocument.Limits.bytes / 1024) KiB a skin's "
                    + "animation may be; simplify it (fewer layers and keyframes) or shorten it",
                "lottie-too-large"
            )
        }
        let parsed: (value: JSONValue, offsets: [Int])
        do {
            parsed = try JSONValue.parseLocated(utf8: bytes)
        } catch {
            let message = error.message.replacing("the end of the line", with: "the end of the file")
            throw LottieDiagnostic(
                path: path,
                line: position(of: error.column - 1).line,
                column: position(of: error.column - 1).column,
                message: "the file is not valid JSON: \(message)",
                code: "lottie-json"
            )
        }
        let root = Node(value: parsed.value, place: 0, layout: Layout(parsed.value, offsets: parsed.offsets))
        guard case .object = root.value else {
            throw refusal(at: root, "a Lottie file is a JSON object (with w, h, fr, ip, op and layers)", "lottie-json")
        }
        for key in ["fonts", "chars"] {
            if let found = root.member(key), !Self.isEmpty(found.value) {
                throw refusal(
                    at: found,
                    "the animation carries '\(key)' for text layers, which skins cannot draw; convert the text to "
                        + "shapes (in After Effects: Create Shapes from Text) and export again",
                    "lottie-text"
                )
            }
        }
        if let assets = root.member("assets") { try checkAssets(assets) }
        let width = try integer(root, "w", in: 1...LottieDocument.Limits.canvas, what: "the canvas's width")
        let height = try integer(root, "h", in: 1...LottieDocument.Limits.canvas, what: "the canvas's height")
        canvas = (width, height)
        let frameRate = try number(root, "fr", what: "the frame rate")
        guard frameRate > 0, frameRate <= LottieDocument.Limits.frameRate else {
            throw refusal(
                at: root.member("fr"),
                "the frame rate must be more than 0 and at most \(Int(LottieDocument.Limits.frameRate))",
                "lottie-frames"
            )
        }
        let inPoint = try number(root, "ip", what: "the first frame")
        let outPoint = try number(root, "op", what: "the frame after the last")
        guard outPoint > inPoint, outPoint - inPoint <= LottieDocument.Limits.frames else {
            throw refusal(
                at: root.member("op"),
                "the animation must last more than 0 and at most \(Int(LottieDocument.Limits.frames)) frames "
                    + "(op less ip), not \(outPoint - inPoint)",
                "lottie-frames"
            )
        }
        guard let layers = root.member("layers"), case .array = layers.value else {
            throw refusal(at: root.member("layers") ?? root, "the animation needs a 'layers' array", "lottie-json")
        }
        guard layers.children.count <= LottieDocument.Limits.layers else {
            throw refusal(
                at: layers,
                "the animation has \(layers.children.count) layers, over the \(LottieDocument.Limits.layers) a "
                    + "skin's animation may have; merge or remove layers",
                "lottie-too-many-layers"
            )
        }
        for (index, layer) in layers.children { try checkLayer(layer, index: index) }
        let layerList = layers.children.map(\.node)
        for (index, scale) in try layerScales(layerList).enumerated() {
            guard let items = layerList[index].member("shapes") else { continue }
            let name = layerList[index].member("nm")?.string.map { "'\($0)'" } ?? "number \(index + 1)"
            try budgetShapes(items, layer: name, scope: Scope(copies: 1, scale: scale))
        }
        let markers = try readMarkers(root.member("markers"))
        return LottieDocument(
            width: width,
            height: height,
            frameRate: frameRate,
            inPoint: inPoint,
            outPoint: outPoint,
            markers: markers,
            layerCount: layers.children.count,
            keyframeCount: keyframes,
            json: bytes
        )
    }

    /// The largest number anywhere in `node` (a static value or every keyframe's), or `nil`.
    static func largestNumber(in node: Node) -> Double? {
        if let number = node.number { return number }
        return node.children.compactMap { largestNumber(in: $0.node) }.max()
    }

    static func isEmpty(_ value: JSONValue) -> Bool {
        switch value {
        case .null: true
        case .array(let values): values.isEmpty
        case .object(let members): members.isEmpty || members.allSatisfy { isEmpty($0.value) }
        case .bool, .number, .string: false
        }
    }

    /// Assets: none that is an image, a file elsewhere or a precomposition.
    func checkAssets(_ assets: Node) throws(LottieDiagnostic) {
        for asset in try elements(of: assets, "assets") {
            let id = asset.member("id")?.string.map { "'\($0)'" } ?? "an asset"
            if asset.member("layers") != nil {
                throw refusal(
                    at: asset,
                    "the asset \(id) is a precomposition, which skins do not take; flatten it into shape layers",
                    "lottie-precomp"
                )
            }
            if asset.member("p") != nil || asset.member("u") != nil {
                throw refusal(
                    at: asset.member("p") ?? asset,
                    "the asset \(id) is an image or a file elsewhere, which skins do not take (a skin's animation "
                        + "reads nothing beside itself); draw it with shape layers",
                    "lottie-image"
                )
            }
        }
    }

    mutating func checkLayer(_ layer: Node, index: Int) throws(LottieDiagnostic) {
        guard case .object = layer.value else { throw refusal(at: layer, "a layer must be an object", "lottie-json") }
        let name = layer.member("nm")?.string.map { "'\($0)'" } ?? "number \(index + 1)"
        guard let typeNode = layer.member("ty"), let number = typeNode.number else {
            throw refusal(at: layer, "the layer \(name) has no type ('ty')", "lottie-json")
        }
        let type = Int(exactly: number)
        if let refused = type.flatMap({ Self.refusedLayers[$0] }) {
            throw refusal(
                at: typeNode,
                "the layer \(name) is \(refused.name), which skins do not take; \(refused.fix)",
                refused.code
            )
        }
        guard let type, Self.layerTypes.contains(type) else {
            throw refusal(
                at: typeNode,
                "the layer \(name) is of type \(number), which skins do not take (only shape, solid and null layers)",
                "lottie-layer"
            )
        }
        if let reference = layer.member("refId") {
            throw refusal(
                at: reference,
                "the layer \(name) refers to an asset, which skins do not take; draw it in the layer itself",
                "lottie-reference"
            )
        }
        if let threeD = layer.member("ddd"), threeD.number == 1 {
            throw refusal(at: threeD, "the layer \(name) is 3D, which skins do not draw; make it 2D", "lottie-3d")
        }
        for key in ["masksProperties", "hasMask", "tt", "td"] {
            guard let found = layer.member(key), !Self.isEmpty(found.value), found.value != .bool(false),
                found.value != .number(0)
            else { continue }
            let what = key == "masksProperties" || key == "hasMask" ? "a mask" : "a track matte"
            throw refusal(
                at: found,
                "the layer \(name) uses \(what), which not every host can draw yet; bake it into the shapes",
                key.hasPrefix("t") ? "lottie-matte" : "lottie-mask"
            )
        }
        if let effects = layer.member("ef"), !Self.isEmpty(effects.value) {
            throw refusal(
                at: effects,
                "the layer \(name) uses effects, which skins do not draw; bake them into the shapes",
                "lottie-effect"
            )
        }
        if let items = layer.member("shapes") { try checkShapes(items, layer: name) }
        try checkProperties(layer, layer: name)
    }

    mutating func checkShapes(_ items: Node, layer: String) throws(LottieDiagnostic) {
        for item in try elements(of: items, "shapes") {
            shapes += 1
            guard shapes <= LottieDocument.Limits.shapes else {
                throw refusal(
                    at: item,
                    "the animation has more than \(LottieDocument.Limits.shapes) shapes; simplify it",
                    "lottie-too-many-shapes"
                )
            }
            guard let typeNode = item.member("ty"), let type = typeNode.string else {
                throw refusal(at: item, "a shape in the layer \(layer) has no type ('ty')", "lottie-json")
            }
            guard Self.shapeTypes.contains(type) else {
                let shape = item.member("nm")?.string.map { "'\($0)' " } ?? ""
                throw refusal(
                    at: typeNode,
                    "the shape \(shape)of the layer \(layer) is of type '\(type)', which skins do not draw "
                        + "(they draw \(Self.shapeTypes.sorted().joined(separator: ", ")))",
                    "lottie-shape"
                )
            }
            if type == "gr", let group = item.member("it") { try checkShapes(group, layer: layer) }
            // Drawing work a few bytes can ask for: a repeater's copies, a star's points.
            for (shape, key, what) in [("rp", "c", "copies"), ("sr", "pt", "points")] where type == shape {
                guard let count = item.member(key), let most = Self.largestNumber(in: count) else { continue }
                guard most <= Double(LottieDocument.Limits.repeats) else {
                    throw refusal(
                        at: count,
                        "a \(type == "rp" ? "repeater" : "star") of the layer \(layer) has \(most) \(what), over the "
                            + "\(LottieDocument.Limits.repeats) a skin's animation may draw",
                        "lottie-too-many-repeats"
                    )
                }
            }
        }
    }

    /// Every value of the layer: no expression; keyframes counted.
    mutating func checkProperties(_ node: Node, layer: String) throws(LottieDiagnostic) {
        if case .object(let members) = node.value {
            for (index, child) in node.children {
                if members[index].key == "x", case .string = child.value {
                    throw refusal(
                        at: child,
                        "the layer \(layer) uses an expression, which skins cannot run; bake it into keyframes",
                        "lottie-expression"
                    )
                }
            }
            if node.member("a")?.number == 1, let frames = node.member("k"), case .array(let list) = frames.value {
                keyframes += list.count
                guard keyframes <= LottieDocument.Limits.keyframes else {
                    throw refusal(
                        at: frames,
                        "the animation has more than \(LottieDocument.Limits.keyframes) keyframes; simplify it",
                        "lottie-too-many-keyframes"
                    )
                }
            }
        }
        for (_, child) in node.children { try checkProperties(child, layer: layer) }
    }

    func readMarkers(_ markers: Node?) throws(LottieDiagnostic) -> [LottieDocument.Marker] {
        guard let markers else { return [] }
        let list = try elements(of: markers, "markers")
        guard list.count <= LottieDocument.Limits.markers else {
            throw refusal(
                at: markers,
                "the animation has \(list.count) markers, over the \(LottieDocument.Limits.markers) "
                    + "a skin's animation may have",
                "lottie-marker"
            )
        }
        var read: [LottieDocument.Marker] = []
        for marker in list {
            guard let name = marker.member("cm")?.string, let start = marker.member("tm")?.number else {
                throw refusal(at: marker, "a marker needs a name ('cm') and a first frame ('tm')", "lottie-marker")
            }
            let duration = marker.member("dr")?.number ?? 0
            guard duration >= 0 else {
                throw refusal(at: marker.member("dr"), "the marker '\(name)' lasts less than 0 frames", "lottie-marker")
            }
            read.append(LottieDocument.Marker(name: name, start: start, duration: duration))
        }
        return read
    }

    /// The elements of the array `node`, the value of `key`; refused when it is not an array.
    func elements(of node: Node, _ key: String) throws(LottieDiagnostic) -> [Node] {
        guard case .array = node.value else { throw refusal(at: node, "'\(key)' must be an array", "lottie-json") }
        return node.children.map(\.node)
    }

    func number(_ node: Node, _ key: String, what: String) throws(LottieDiagnostic) -> Double {
        guard let found = node.member(key) else {
            throw refusal(at: node, "the animation needs '\(key)', \(what)", "lottie-json")
        }
        guard let number = found.number else {
            throw refusal(at: found, "'\(key)', \(what), must be a number", "lottie-json")
        }
        return number
    }

    func integer(_ node: Node, _ key: String, in range: ClosedRange<Int>, what: String) throws(LottieDiagnostic)
        -> Int
    {
        let value = try number(node, key, what: what)
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound),
            let whole = Int(exactly: value.rounded())
        else {
            throw refusal(
                at: node.member(key),
                "\(what) ('\(key)') must be from \(range.lowerBound) to \(range.upperBound), not \(value)",
                "lottie-canvas"
            )
        }
        return whole
    }

    /// A refusal at `node` (the top of the file when `nil`).
    func refusal(at node: Node?, _ message: String, _ code: String) -> LottieDiagnostic {
        guard let node else { return LottieDiagnostic(path: path, line: 0, column: 0, message: message, code: code) }
        let (line, column) = position(of: node.offset)
        return LottieDiagnostic(path: path, line: line, column: column, message: message, code: code)
    }

    /// The 1-based line and column (in characters) of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
