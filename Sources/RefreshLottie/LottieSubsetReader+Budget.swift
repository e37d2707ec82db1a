import RefreshSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The drawing budget: what rlottie would have to do with a file, worked out from its numbers
/// before rlottie sees it, and refused where it is past ``LottieDocument/Limits``.
///
/// A file within the byte and count caps can still ask for unbounded work: repeaters nested in
/// each other's groups multiply, a dash shorter than its path is long is drawn once for each
/// length, and a coordinate or scale far past the canvas makes every later step huge. The walk
/// follows the file's structure as rlottie does (a repeater repeats the items above it in its
/// group; a group's transform scales what is inside it; a layer is scaled by its parents) and
/// keeps upper bounds, so a file it accepts is drawn in bounded time and memory.
extension LottieSubsetReader {
    /// What drawing the whole file costs, counted as the layers are walked: upper bounds, in
    /// `Double` so that products of counts never overflow.
    struct DrawingCost {
        /// Shape items (groups, paths, paints, modifiers: every item rlottie builds) drawn, with
        /// every repeater's copies.
        var items = 0.0
        /// Points of those shapes' outlines.
        var points = 0.0
        /// Dashes of every dashed stroke.
        var dashes = 0.0
    }

    /// Where a list of shape items is drawn: how many copies of it repeaters above make, and how
    /// much everything above scales it.
    struct Scope {
        var copies: Double
        var scale: Double
    }

    /// The farthest a coordinate, size or distance may reach from the origin, in the
    /// animation's pixels.
    var reach: Double { Double(LottieDocument.Limits.reach) * Double(max(canvas.width, canvas.height)) }

    /// The scale of each layer (its own times its parents'), by the layer's index in the file.
    func layerScales(_ layers: [Node]) throws(LottieDiagnostic) -> [Double] {
        var own: [Double] = []
        var parent: [Int?] = []
        var byNumber: [Double: Int] = [:]
        for (index, layer) in layers.enumerated() {
            let transform = layer.member("ks")
            own.append(
                try transform.map { node throws(LottieDiagnostic) in try checkTransform(node, what: "layer") } ?? 1
            )
            parent.append(nil)
            if let number = layer.member("ind")?.number { byNumber[number] = index }
        }
        for (index, layer) in layers.enumerated() {
            if let number = layer.member("parent")?.number { parent[index] = byNumber[number] }
        }
        var scales: [Double] = []
        for (index, layer) in layers.enumerated() {
            // A chain of parents, followed at most once round the layers (a cycle stops there).
            var scale = own[index]
            var next = parent[index]
            var steps = 0
            while let current = next, steps < layers.count {
                scale *= own[current]
                next = parent[current]
                steps += 1
            }
            try checkScale(scale, at: layer.member("ks")?.member("s") ?? layer)
            scales.append(scale)
        }
        return scales
    }

    /// Checks a transform (a layer's `ks`, a group's `tr`, a repeater's `tr`): its position and
    /// anchor within reach, its skew short of a right angle, its scale within the limit. Returns
    /// how much it scales (the largest of its components, 1 for none).
    func checkTransform(_ transform: Node, what: String) throws(LottieDiagnostic) -> Double {
        for key in ["p", "a"] {
            guard let property = transform.member(key) else { continue }
            try checkReach(property, what: "the \(what)'s \(key == "p" ? "position" : "anchor")")
            for axis in ["x", "y"] {
                if let split = property.member(axis) { try checkReach(split, what: "the \(what)'s position") }
            }
        }
        if let skew = transform.member("sk"), let largest = Self.largestMagnitude(inProperty: skew),
            largest > LottieDocument.Limits.skew
        {
            throw refusal(
                at: skew,
                "the \(what)'s skew of \(Self.shown(largest))° is past the \(Int(LottieDocument.Limits.skew))° a skin's "
                    + "animation "
                    + "may use (near 90° a skew stretches shapes without end); skew less",
                "lottie-budget"
            )
        }
        guard let scale = transform.member("s"), let largest = Self.largestMagnitude(inProperty: scale) else {
            return 1
        }
        let factor = max(largest / 100, 1)
        try checkScale(factor, at: scale)
        return factor
    }

    /// Refuses a scale (times 1, not percent) past ``LottieDocument/Limits/scale``.
    func checkScale(_ scale: Double, at node: Node) throws(LottieDiagnostic) {
        guard scale > LottieDocument.Limits.scale else { return }
        throw refusal(
            at: node,
            "this scales shapes \(Self.shown(scale.rounded())) times (with the transforms around it), past the "
                + "\(Int(LottieDocument.Limits.scale)) times a skin's animation may; draw the shapes at the size "
                + "they are shown",
            "lottie-budget"
        )
    }

    /// Refuses a property any of whose values lies farther from the origin than ``reach``.
    func checkReach(_ property: Node, what: String) throws(LottieDiagnostic) {
        guard let largest = Self.largestMagnitude(inProperty: property), largest > reach else { return }
        throw refusal(
            at: property,
            "\(what) reaches \(Self.shown(largest)), past the \(Int(reach)) pixels a skin's animation may reach "
                + "(\(LottieDocument.Limits.reach) "
                + "times the canvas's larger side); keep shapes near the canvas",
            "lottie-budget"
        )
    }

    /// Refuses each of the properties `keys` of `item` that reaches past ``reach``, `what` naming
    /// it by its key.
    func checkReach(_ item: Node, _ keys: [String], what: (String) -> String) throws(LottieDiagnostic) {
        for key in keys {
            if let property = item.member(key) { try checkReach(property, what: what(key)) }
        }
    }

    /// Walks a list of shape items (a layer's `shapes`, a group's `it`) for the budget, after
    /// ``checkShapes(_:layer:)`` has checked their types and caps. Returns how long the outlines
    /// of its shapes are at most, every copy counted, for the dashes of strokes around it.
    @discardableResult
    mutating func budgetShapes(_ items: Node, layer: String, scope: Scope) throws(LottieDiagnostic) -> Double {
        let list = try elements(of: items, "shapes")
        let repeated = try repeats(in: list)
        var scale = scope.scale * repeated.scale
        if let transform = list.last(where: { $0.member("ty")?.string == "tr" }) {
            scale *= try checkTransform(transform, what: "group")
        }
        if let first = list.first { try checkScale(scale, at: first) }
        var outline = 0.0
        var patterns: [(length: Double, node: Node)] = []
        for (index, item) in list.enumerated() {
            let type = item.member("ty")?.string ?? ""
            let copies = scope.copies * repeated.copies[index]
            try countItem(item, copies: copies)
            switch type {
            case "gr":
                guard let group = item.member("it") else { continue }
                outline += try budgetShapes(group, layer: layer, scope: Scope(copies: copies, scale: scale))
            case "st", "gs":
                if let width = item.member("w") { try checkReach(width, what: "a stroke's width") }
                if let pattern = try dashPattern(item) { patterns.append(pattern) }
            case "rd":
                if let radius = item.member("r") { try checkReach(radius, what: "a corner's radius") }
            case "tm":
                try checkReach(item, ["s", "e", "o"]) { "a trim's \($0 == "o" ? "offset" : "end")" }
            default:
                outline += try countGeometry(item, type: type, copies: copies)
            }
        }
        for pattern in patterns { try countDashes(pattern, outline: outline) }
        return outline
    }

    /// The copies each item of a list is drawn in: the product of the copies of the repeaters
    /// below it in the same list (a repeater repeats what is above it), and how much those
    /// repeaters' own transforms scale the last copy.
    func repeats(in items: [Node]) throws(LottieDiagnostic) -> (copies: [Double], scale: Double) {
        var copies = [Double](repeating: 1, count: items.count)
        var below = 1.0
        var scale = 1.0
        for index in items.indices.reversed() {
            copies[index] = below
            let item = items[index]
            guard item.member("ty")?.string == "rp" else { continue }
            let count = max(item.member("c").flatMap(Self.largestMagnitude(inProperty:)) ?? 1, 1)
            below *= count
            if let transform = item.member("tr") {
                // Each copy applies the transform once more: n copies scale the last by its n−1st power.
                let step = try checkTransform(transform, what: "repeater")
                scale *= Self.power(step, count - 1)
                if let position = transform.member("p"), let largest = Self.largestMagnitude(inProperty: position),
                    largest * count > reach
                {
                    throw refusal(
                        at: position,
                        "the repeater moves each of its \(Self.shown(count)) copies by \(Self.shown(largest)), which "
                            + "takes the last "
                            + "past the \(Int(reach)) pixels a skin's animation may reach; move them less",
                        "lottie-budget"
                    )
                }
            }
            if let offset = item.member("o") { try checkReach(offset, what: "the repeater's offset") }
        }
        return (copies, scale)
    }

    /// `base` to the power `exponent`, for the growth of a repeater's transform (at most the
    /// limits' product, so never infinite).
    static func power(_ base: Double, _ exponent: Double) -> Double {
        guard base > 1, exponent > 0 else { return 1 }
        return min(pow(base, exponent), .greatestFiniteMagnitude)
    }

    /// Counts an item (a group, a shape, a paint, a modifier: rlottie builds each copy of each)
    /// against the budget, with its copies.
    mutating func countItem(_ item: Node, copies: Double) throws(LottieDiagnostic) {
        cost.items += copies
        guard cost.items <= Double(LottieDocument.Limits.drawnShapes) else {
            throw refusal(
                at: item,
                "with its repeaters' copies the animation draws more than \(LottieDocument.Limits.drawnShapes) shape "
                    + "items (groups, shapes, fills, strokes), past what a skin's animation may draw (repeaters "
                    + "nested in each other's groups multiply); use fewer copies or fewer nested repeaters",
                "lottie-budget"
            )
        }
    }

    /// The geometry shapes count against the budget: their points and how long their outlines
    /// are at most (for dashes), each copy counted.
    mutating func countGeometry(_ item: Node, type: String, copies: Double) throws(LottieDiagnostic) -> Double {
        var points = 0.0
        var length = 0.0
        switch type {
        case "sh":
            guard let path = item.member("ks") else { return 0 }
            try checkReach(path, what: "a path's point")
            let outline = Self.outline(path.value)
            points = outline.points
            length = outline.length
        case "el", "rc":
            try checkReach(item, ["p", "s", "r"]) { "a shape's \($0 == "p" ? "position" : "size")" }
            let size = item.member("s").flatMap(Self.largestMagnitude(inProperty:)) ?? 0
            points = type == "el" ? 4 : 8
            length = 4 * size
        case "sr":
            try checkReach(item, ["p", "or", "ir"]) { "a star's \($0 == "p" ? "position" : "radius")" }
            let count = max(item.member("pt").flatMap(Self.largestMagnitude(inProperty:)) ?? 1, 1)
            let radius = max(
                item.member("or").flatMap(Self.largestMagnitude(inProperty:)) ?? 0,
                item.member("ir").flatMap(Self.largestMagnitude(inProperty:)) ?? 0
            )
            points = 2 * count
            length = 4 * count * radius
        default:
            return 0
        }
        cost.points += copies * points
        guard cost.points <= Double(LottieDocument.Limits.drawnPoints) else {
            throw refusal(
                at: item,
                "with its repeaters' copies the animation's shapes have more than \(LottieDocument.Limits.drawnPoints) "
                    + "points, past what a skin's animation may draw; simplify the paths or use fewer copies",
                "lottie-budget"
            )
        }
        return copies * length
    }

    /// A stroke's dashes (`d`: dash `d`, gap `g`, offset `o`): each length at least 0, offset
    /// within reach. Returns the shortest the pattern gets (dashes and gaps together), or `nil`
    /// for a stroke without dashes.
    func dashPattern(_ stroke: Node) throws(LottieDiagnostic) -> (length: Double, node: Node)? {
        guard let dashes = stroke.member("d"), case .array = dashes.value else { return nil }
        var length = 0.0
        var any = false
        for (_, dash) in dashes.children {
            guard let value = dash.member("v") else { continue }
            if dash.member("n")?.string == "o" {
                try checkReach(value, what: "a dash's offset")
                continue
            }
            let values = Self.propertyNumbers(value)
            if let negative = values.first(where: { $0 < 0 }) {
                throw refusal(
                    at: value,
                    "a dash or gap of \(Self.shown(negative)) is less than 0, which rlottie cannot draw (it never "
                        + "ends); make it 0 or more",
                    "lottie-budget"
                )
            }
            try checkReach(value, what: "a dash's length")
            length += values.min() ?? 0
            any = true
        }
        return any ? (length, dashes) : nil
    }

    /// Counts the dashes a dashed stroke draws over `outline` pixels of outline (its group's
    /// shapes, every copy), and refuses a stroke that would pass the limit.
    mutating func countDashes(_ pattern: (length: Double, node: Node), outline: Double) throws(LottieDiagnostic) {
        let dashes = pattern.length > 0 ? outline / pattern.length : (outline > 0 ? .infinity : 0)
        cost.dashes += dashes
        guard cost.dashes <= Double(LottieDocument.Limits.dashes) else {
            let shortest = pattern.length
            throw refusal(
                at: pattern.node,
                "the dashes, \(Self.shown(shortest)) pixels a dash and gap at their shortest, would be drawn more than "
                    + "\(LottieDocument.Limits.dashes) times along the shapes they stroke (every copy counted), past what "
                    + "a skin's animation may draw; make the dashes longer",
                "lottie-budget"
            )
        }
    }

    /// A number as a message shows it: whole numbers without a fraction.
    static func shown(_ number: Double) -> String {
        number.magnitude < 1e15 && number == number.rounded() ? String(Int64(number)) : "\(number)"
    }

    /// The numbers of a property: its static value, or each keyframe's start and end values and
    /// spatial tangents (not its times or easing).
    static func propertyNumbers(_ property: Node) -> [Double] {
        var numbers: [Double] = []
        func collect(_ value: JSONValue) {
            switch value {
            case .number(let number): numbers.append(number)
            case .array(let values): values.forEach(collect)
            case .object(let members): members.forEach { collect($0.value) }
            case .null, .bool, .string: break
            }
        }
        guard case .object = property.value else {
            collect(property.value)
            return numbers
        }
        guard let value = property.member("k") else { return numbers }
        if case .array(let frames) = value.value, let first = frames.first, case .object(let members) = first,
            members.contains(where: { $0.key == "t" })
        {
            for case .object(let members) in frames {
                for member in members where ["s", "e", "ti", "to"].contains(member.key) { collect(member.value) }
            }
        } else {
            collect(value.value)
        }
        return numbers
    }

    /// The largest magnitude of a property's numbers (see ``propertyNumbers(_:)``), or `nil`.
    static func largestMagnitude(inProperty property: Node) -> Double? {
        propertyNumbers(property).map { $0.magnitude }.max()
    }

    /// A path's points and the length of its control polygon (which no curve of it is longer
    /// than), the most of any keyframe's.
    static func outline(_ value: JSONValue) -> (points: Double, length: Double) {
        var points = 0.0
        var length = 0.0
        func shape(_ value: JSONValue) {
            guard case .object(let members) = value else { return }
            func pairs(_ key: String) -> [(Double, Double)] {
                guard case .array(let list)? = members.first(where: { $0.key == key })?.value else { return [] }
                return list.map { pair in
                    guard case .array(let xy) = pair, xy.count >= 2, case .number(let x) = xy[0],
                        case .number(let y) = xy[1]
                    else { return (0, 0) }
                    return (x, y)
                }
            }
            let vertices = pairs("v")
            let into = pairs("i")
            let out = pairs("o")
            var total = 0.0
            for index in vertices.indices {
                let next = (index + 1) % vertices.count
                let (x, y) = vertices[index]
                let (nx, ny) = vertices[next]
                let (ox, oy) = index < out.count ? out[index] : (0, 0)
                let (ix, iy) = next < into.count ? into[next] : (0, 0)
                total += (ox * ox + oy * oy).squareRoot() + (ix * ix + iy * iy).squareRoot()
                total += ((nx + ix - x - ox) * (nx + ix - x - ox) + (ny + iy - y - oy) * (ny + iy - y - oy))
                    .squareRoot()
            }
            points = max(points, Double(vertices.count))
            length = max(length, total)
        }
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let members):
                if members.contains(where: { $0.key == "v" }) {
                    shape(value)
                } else {
                    for member in members where ["k", "s", "e"].contains(member.key) { walk(member.value) }
                }
            case .array(let values): values.forEach(walk)
            case .null, .bool, .number, .string: break
            }
        }
        walk(value)
        return (points, length)
    }
}
