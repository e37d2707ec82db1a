import RefreshSupport

/// Reads a Lottie file into a ``LottieDocument``, refusing what is outside the subset at the
/// line and column of the value to change.
struct LottieSubsetReader {
    let bytes: [UInt8]
    let path: String
    private var keyframes = 0
    private var shapes = 0
    /// Every refusal found so far, in the order the walk met them (up to ``mostRefusals``).
    var refusals: [LottieDiagnostic] = []
    /// How many refusals were found past ``mostRefusals`` (not made: each costs a pass over
    /// the file to place it).
    private var uncounted = 0
    /// The file's top value, once read: where JSON paths start.
    private var root: Node?
    /// Byte edits to the JSON before rlottie reads it (see ``holdLastKeyframe(_:)``): at an
    /// offset, replace so many bytes with these.
    private var edits: [(offset: Int, length: Int, bytes: [UInt8])] = []
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

    /// The most refusals one file gets; past it, one more says how many were left out.
    static let mostRefusals = 100

    /// Reads the file, recording every refusal in ``refusals``; the document when there is none.
    mutating func read() -> LottieDocument? {
        do {
            let document = try readAll()
            if refusals.isEmpty { return document }
        } catch {
            refusals.append(error)
        }
        // In the file's order (the whole file's first), each once.
        var seen: Set<LottieDiagnostic> = []
        refusals = refusals.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element).filter { seen.insert($0).inserted }
        if refusals.count + uncounted > Self.mostRefusals {
            let left = refusals.count + uncounted - Self.mostRefusals
            refusals.removeLast(max(refusals.count - Self.mostRefusals, 0))
            refusals.append(
                LottieDiagnostic(
                    path: path,
                    line: 0,
                    column: 0,
                    message: "and \(left) more refusal\(left == 1 ? "" : "s") like these; fix these first",
                    code: "lottie-more"
                )
            )
        }
        return nil
    }

    /// Records a refusal at `node` (see ``refusal(at:_:_:)``), or only counts it once
    /// ``mostRefusals`` are recorded.
    mutating func record(at node: Node?, _ message: String, _ code: String) {
        guard refusals.count < Self.mostRefusals else {
            uncounted += 1
            return
        }
        refusals.append(refusal(at: node, message, code))
    }

    /// Records a refusal already made, or only counts it once ``mostRefusals`` are recorded.
    mutating func record(_ diagnostic: LottieDiagnostic) {
        guard refusals.count < Self.mostRefusals else {
            uncounted += 1
            return
        }
        refusals.append(diagnostic)
    }

    /// Runs a check, recording its refusal and going on.
    mutating func recording(_ check: (inout Self) throws(LottieDiagnostic) -> Void) {
        do { try check(&self) } catch { record(error) }
    }

    /// Reads the file: throws what stops the reading (the file is not JSON, or has no layers),
    /// and records every other refusal as it goes on.
    private mutating func readAll() throws(LottieDiagnostic) -> LottieDocument {
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
        self.root = root
        guard case .object = root.value else {
            throw refusal(at: root, "a Lottie file is a JSON object (with w, h, fr, ip, op and layers)", "lottie-json")
        }
        for key in ["fonts", "chars"] {
            if let found = root.member(key), !Self.isEmpty(found.value) {
                record(
                    at: found,
                    "the animation carries '\(key)' for text layers, which skins cannot draw; convert the text to "
                        + "shapes (in After Effects: Create Shapes from Text) and export again",
                    "lottie-text"
                )
            }
        }
        if let assets = root.member("assets") {
            recording { reader throws(LottieDiagnostic) in try reader.checkAssets(assets) }
        }
        var width = 1
        var height = 1
        recording { reader throws(LottieDiagnostic) in
            width = try reader.integer(root, "w", in: 1...LottieDocument.Limits.canvas, what: "the canvas's width")
        }
        recording { reader throws(LottieDiagnostic) in
            height = try reader.integer(root, "h", in: 1...LottieDocument.Limits.canvas, what: "the canvas's height")
        }
        canvas = (width, height)
        var frameRate = 1.0
        recording { reader throws(LottieDiagnostic) in
            frameRate = try reader.number(root, "fr", what: "the frame rate")
            guard frameRate > 0, frameRate <= LottieDocument.Limits.frameRate else {
                throw reader.refusal(
                    at: root.member("fr"),
                    "the frame rate must be more than 0 and at most \(Int(LottieDocument.Limits.frameRate))",
                    "lottie-frames"
                )
            }
        }
        var inPoint = 0.0
        var outPoint = 1.0
        recording { reader throws(LottieDiagnostic) in
            inPoint = try reader.number(root, "ip", what: "the first frame")
            outPoint = try reader.number(root, "op", what: "the frame after the last")
            guard outPoint > inPoint, outPoint - inPoint <= LottieDocument.Limits.frames else {
                throw reader.refusal(
                    at: root.member("op"),
                    "the animation must last more than 0 and at most \(Int(LottieDocument.Limits.frames)) frames "
                        + "(op less ip), not \(outPoint - inPoint)",
                    "lottie-frames"
                )
            }
        }
        var markers: [LottieDocument.Marker] = []
        recording { reader throws(LottieDiagnostic) in markers = try reader.readMarkers(root.member("markers")) }
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
        for (index, layer) in layers.children { checkLayer(layer, index: index) }
        // The drawing budget of a file whose every part is in the subset (a refused part's cost
        // would be a second refusal of the same thing).
        guard refusals.isEmpty else { throw refusals.removeFirst() }
        let layerList = layers.children.map(\.node)
        var scales: [Double] = []
        recording { reader throws(LottieDiagnostic) in scales = try reader.layerScales(layerList) }
        for (index, scale) in scales.enumerated() {
            guard let items = layerList[index].member("shapes") else { continue }
            let name = layerList[index].member("nm")?.string.map { "'\($0)'" } ?? "number \(index + 1)"
            recording { reader throws(LottieDiagnostic) in
                try reader.budgetShapes(items, layer: name, scope: Scope(copies: 1, scale: scale))
            }
        }
        return LottieDocument(
            width: width,
            height: height,
            frameRate: frameRate,
            inPoint: inPoint,
            outPoint: outPoint,
            markers: markers,
            layerCount: layers.children.count,
            keyframeCount: keyframes,
            json: edited()
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

    /// Assets: none that is an image, a file elsewhere or a precomposition; each refused one
    /// recorded.
    mutating func checkAssets(_ assets: Node) throws(LottieDiagnostic) {
        for asset in try elements(of: assets, "assets") {
            let id = asset.member("id")?.string.map { "'\($0)'" } ?? "an asset"
            if asset.member("layers") != nil {
                record(
                    at: asset,
                    "the asset \(id) is a precomposition, which skins do not take; flatten it into shape layers",
                    "lottie-precomp"
                )
            } else if asset.member("p") != nil || asset.member("u") != nil {
                record(
                    at: asset.member("p") ?? asset,
                    "the asset \(id) is an image or a file elsewhere, which skins do not take (a skin's "
                        + "animation reads nothing beside itself); draw it with shape layers",
                    "lottie-image"
                )
            }
        }
    }

    /// Checks a layer, recording each refusal: its type, assets, 3D, masks, mattes, effects, its
    /// shapes and its properties.
    mutating func checkLayer(_ layer: Node, index: Int) {
        guard case .object = layer.value else {
            record(at: layer, "a layer must be an object", "lottie-json")
            return
        }
        let name = layer.member("nm")?.string.map { "'\($0)'" } ?? "number \(index + 1)"
        guard let typeNode = layer.member("ty"), let number = typeNode.number else {
            record(at: layer, "the layer \(name) has no type ('ty')", "lottie-json")
            return
        }
        let type = Int(exactly: number)
        if let refused = type.flatMap({ Self.refusedLayers[$0] }) {
            record(
                at: typeNode,
                "the layer \(name) is \(refused.name), which skins do not take; \(refused.fix)",
                refused.code
            )
            return
        }
        guard let type, Self.layerTypes.contains(type) else {
            record(
                at: typeNode,
                "the layer \(name) is of type \(number), which skins do not take (only shape, solid and null "
                    + "layers)",
                "lottie-layer"
            )
            return
        }
        if let reference = layer.member("refId") {
            record(
                at: reference,
                "the layer \(name) refers to an asset, which skins do not take; draw it in the layer itself",
                "lottie-reference"
            )
        }
        if let threeD = layer.member("ddd"), threeD.number == 1 {
            record(at: threeD, "the layer \(name) is 3D, which skins do not draw; make it 2D", "lottie-3d")
        }
        var masked = false
        for key in ["masksProperties", "hasMask", "tt", "td"] {
            guard let found = layer.member(key), !Self.isEmpty(found.value), found.value != .bool(false),
                found.value != .number(0)
            else { continue }
            let isMask = key == "masksProperties" || key == "hasMask"
            // `hasMask` beside `masksProperties` is the same mask.
            if isMask && masked { continue }
            masked = masked || isMask
            let what = isMask ? "a mask" : key == "tt" ? "a track matte" : "a track matte (it is one)"
            record(
                at: found,
                "the layer \(name) uses \(what), which not every host can draw yet; bake it into the shapes",
                isMask ? "lottie-mask" : "lottie-matte"
            )
        }
        if let effects = layer.member("ef"), !Self.isEmpty(effects.value) {
            record(
                at: effects,
                "the layer \(name) uses effects, which skins do not draw; bake them into the shapes",
                "lottie-effect"
            )
        }
        if let items = layer.member("shapes") { checkShapes(items, layer: name) }
        checkProperties(layer, layer: name)
    }

    /// Checks a list of shape items (a layer's `shapes`, a group's `it`), recording each refusal.
    mutating func checkShapes(_ items: Node, layer: String) {
        guard case .array = items.value else {
            record(at: items, "'shapes' must be an array", "lottie-json")
            return
        }
        for (_, item) in items.children {
            shapes += 1
            guard shapes <= LottieDocument.Limits.shapes else {
                // Once: the count is the file's.
                if shapes == LottieDocument.Limits.shapes + 1 {
                    record(
                        at: item,
                        "the animation has more than \(LottieDocument.Limits.shapes) shapes; simplify it",
                        "lottie-too-many-shapes"
                    )
                }
                return
            }
            guard let typeNode = item.member("ty"), let type = typeNode.string else {
                record(at: item, "a shape in the layer \(layer) has no type ('ty')", "lottie-json")
                continue
            }
            guard Self.shapeTypes.contains(type) else {
                let shape = item.member("nm")?.string.map { "'\($0)' " } ?? ""
                record(
                    at: typeNode,
                    "the shape \(shape)of the layer \(layer) is of type '\(type)', which skins do not draw "
                        + "(they draw \(Self.shapeTypes.sorted().joined(separator: ", ")))",
                    "lottie-shape"
                )
                continue
            }
            if type == "gr", let group = item.member("it") { checkShapes(group, layer: layer) }
            if type == "fl" || type == "st", let color = item.member("c") {
                checkColor(color, of: type == "fl" ? "a fill" : "a stroke", layer: layer)
            }
            if type == "gf" || type == "gs", let stops = item.member("g")?.member("k") {
                checkGradientStops(stops, layer: layer)
            }
            // Drawing work a few bytes can ask for: a repeater's copies, a star's points.
            for (shape, key, what) in [("rp", "c", "copies"), ("sr", "pt", "points")] where type == shape {
                guard let count = item.member(key), let most = Self.largestNumber(in: count) else { continue }
                guard most <= Double(LottieDocument.Limits.repeats) else {
                    record(
                        at: count,
                        "a \(type == "rp" ? "repeater" : "star") of the layer \(layer) has \(most) \(what), over "
                            + "the \(LottieDocument.Limits.repeats) a skin's animation may draw",
                        "lottie-too-many-repeats"
                    )
                    continue
                }
            }
        }
    }

    /// Every value of the layer: no expression; keyframes counted; the last keyframe of each
    /// animated value held (see ``holdLastKeyframe(_:)``).
    mutating func checkProperties(_ node: Node, layer: String) {
        // Keys are unique (the parser refuses a key given twice).
        if let expression = node.member("x"), case .string = expression.value {
            record(
                at: expression,
                "the layer \(layer) uses an expression, which skins cannot run; bake it into keyframes",
                "lottie-expression"
            )
        }
        if let frames = node.member("k"), case .array(let list) = frames.value,
            case .object(let last)? = list.last, last.contains(where: { $0.key == "t" })
        {
            holdLastKeyframe(frames)
            if node.member("a")?.number == 1 {
                keyframes += list.count
                if keyframes > LottieDocument.Limits.keyframes,
                    keyframes - list.count <= LottieDocument.Limits.keyframes
                {
                    record(
                        at: frames,
                        "the animation has more than \(LottieDocument.Limits.keyframes) keyframes; simplify it",
                        "lottie-too-many-keyframes"
                    )
                }
            }
        }
        for (_, child) in node.children { checkProperties(child, layer: layer) }
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

    /// A refusal at `node` (the top of the file when `nil`). When the node's line is long (a
    /// minified file, where a column is hard to find), the message ends with its JSON path.
    func refusal(at node: Node?, _ message: String, _ code: String) -> LottieDiagnostic {
        guard let node else { return LottieDiagnostic(path: path, line: 0, column: 0, message: message, code: code) }
        let (line, column) = position(of: node.offset)
        let jsonPath = self.jsonPath(to: node.place)
        let shown =
            !jsonPath.isEmpty && lineLength(at: node.offset) > Self.longLine ? message + " (at \(jsonPath))" : message
        var diagnostic = LottieDiagnostic(path: path, line: line, column: column, message: shown, code: code)
        diagnostic.jsonPath = jsonPath
        return diagnostic
    }

    /// A line longer than this, in bytes, is a minified one: its refusals name their JSON path.
    static let longLine = 200

    /// How many bytes long the line holding `offset` is.
    func lineLength(at offset: Int) -> Int {
        let newline = UInt8(ascii: "\n")
        let at = min(max(offset, 0), bytes.count)
        let start = bytes[..<at].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let end = bytes[at...].firstIndex(of: newline) ?? bytes.count
        return end - start
    }

    /// The JSON path of the value at depth-first place `place` (`layers[3].shapes[0].it[2]`),
    /// found from the top through the values' spans; empty for the top.
    func jsonPath(to place: Int) -> String {
        guard var node = root else { return "" }
        var path = ""
        let spans = node.layout.spans
        while node.place != place {
            var found: Node?
            for (index, child) in node.children {
                let span = spans.indices.contains(child.place) ? spans[child.place] : 1
                guard child.place <= place, place < child.place + span else { continue }
                switch node.value {
                case .object(let members) where index < members.count:
                    let key = members[index].key
                    let plain =
                        !key.isEmpty
                        && key.utf8.allSatisfy {
                            $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0)
                                || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
                        }
                    path += plain ? (path.isEmpty ? key : "." + key) : "[\(quoted(key))]"
                default:
                    path += "[\(index)]"
                }
                found = child
                break
            }
            guard let next = found else { break }
            node = next
        }
        return path
    }

    /// Records a colour (a fill's or stroke's `c`) with a component above 1: Lottie writes
    /// colours from 0 to 1, and rlottie wraps larger ones (an orange written 0–255 is drawn cyan).
    mutating func checkColor(_ color: Node, of what: String, layer: String) {
        let numbers = Self.propertyNumbers(color)
        guard let largest = numbers.max(), largest > 1 else { return }
        var shown = ""
        var fix = "divide each component by 255"
        if case .object = color.value, let value = color.member("k"), case .array(let list) = value.value,
            list.allSatisfy({ if case .number = $0 { true } else { false } })
        {
            let components = list.compactMap { if case .number(let number) = $0 { number } else { nil } }
            let fixed = components.map { Self.shown(($0 / 255 * 1000).rounded() / 1000) }
            shown = " [\(components.map(Self.shown).joined(separator: ", "))]"
            fix = "divide each component by 255: [\(fixed.joined(separator: ", "))]"
        }
        record(
            at: color,
            "the colour\(shown) of \(what) in the layer \(layer) has components up to \(Self.shown(largest)): "
                + "Lottie writes colours from 0 to 1, and larger values wrap round (an orange is drawn cyan); "
                + fix,
            "lottie-color"
        )
    }

    /// Records gradient stops (`g.k`: offsets, colours and opacities) with a value above 1, as
    /// ``checkColor(_:of:layer:)`` does.
    mutating func checkGradientStops(_ stops: Node, layer: String) {
        guard let largest = Self.propertyNumbers(stops).max(), largest > 1 else { return }
        record(
            at: stops,
            "the stops of a gradient in the layer \(layer) have values up to \(Self.shown(largest)); a gradient's "
                + "offsets, colours and opacities go from 0 to 1 (larger values wrap round): divide colours "
                + "written from 0 to 255 by 255",
            "lottie-color"
        )
    }

    /// Makes the last keyframe of an animated value (`frames`, a `k` array) hold its value, as
    /// lottie-web and the other players draw it: a last keyframe with easing (`i`, `o`), which
    /// those players ignore, makes rlottie draw the value as zero from that keyframe on. With a
    /// value (`s`), the keyframe is marked held (`"h":1`); without one (it only ends the one
    /// before), its easing's keys are renamed so that rlottie skips them, as it skips such a
    /// keyframe without easing. The file is edited only where rlottie reads it.
    mutating func holdLastKeyframe(_ frames: Node) {
        guard let last = frames.children.reduce(nil, { _, child in Optional(child.node) }),
            last.member("i") != nil || last.member("o") != nil
        else { return }
        if let hold = last.member("h") {
            guard let number = hold.number, number != 1 else { return }
            var end = hold.offset
            while end < bytes.count, Self.numberBytes.contains(bytes[end]) { end += 1 }
            edits.append((hold.offset, end - hold.offset, Array("1".utf8)))
        } else if last.member("s") != nil {
            guard bytes.indices.contains(last.offset), bytes[last.offset] == UInt8(ascii: "{") else { return }
            edits.append((last.offset + 1, 0, Array(#""h":1,"#.utf8)))
        } else {
            for key in ["i", "o"] {
                guard let value = last.member(key), let start = keyStart(before: value.offset, key: key) else {
                    continue
                }
                edits.append((start, 3, Array(#""_\#(key)""#.utf8)))
            }
        }
    }

    /// The bytes a JSON number is written with.
    static let numberBytes = Set("0123456789+-.eE".utf8)

    /// Where the key `key` (written plainly, `"i"`) of the value at `offset` starts, or `nil`.
    func keyStart(before offset: Int, key: String) -> Int? {
        var index = offset - 1
        func skipSpace() {
            while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
        }
        skipSpace()
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return nil }
        index -= 1
        skipSpace()
        let written = Array("\"\(key)\"".utf8)
        let start = index - written.count + 1
        guard start >= 0, Array(bytes[start...index]) == written else { return nil }
        return start
    }

    /// The file with ``edits`` made: what rlottie reads.
    func edited() -> [UInt8] {
        guard !edits.isEmpty else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.count * 8)
        var next = 0
        for edit in edits.sorted(by: { $0.offset < $1.offset }) where edit.offset >= next {
            result += bytes[next..<min(edit.offset, bytes.count)]
            result += edit.bytes
            next = min(edit.offset + edit.length, bytes.count)
        }
        result += bytes[next...]
        return result
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
