import RefreshCore
import RefreshImage
import RefreshPresentation
import RefreshSkins
import RefreshStyle
import RefreshSupport

/// What a part's motion (`<animation>`, `<fade>`) does to a still of ``VisualReview``: how opaque
/// the indicator and the texts are, and where the indicator's ink and the texts are drawn once
/// moved, over every moment of the time-bound animations that apply in the state.
struct MotionReview {
    /// How many moments of a time-bound animation's pass are looked at.
    static let timeSamples = 16

    /// What one moment of a state draws.
    struct Moment {
        /// The indicator's opacity (the edge's fade times its own animations).
        var indicatorOpacity: Double
        /// The texts' opacity (the edge's fade times their animations).
        var textOpacity: Double
        /// How the indicator is moved.
        var transform: IndicatorTransform
        /// How far the texts are moved.
        var textOffset: (x: Double, y: Double)
    }

    /// The moments of `shown` (a still of `model`): the still itself when no time-bound animation
    /// applies in its state, else ``timeSamples`` moments spread over the longest pass.
    static func moments(of shown: PresentedEdge, model: RefreshRenderModel, motion: SkinMotion) -> [Moment] {
        let still = Moment(
            indicatorOpacity: shown.opacity * shown.indicator.opacity,
            textOpacity: shown.opacity * shown.textOpacity,
            transform: shown.indicator.transform,
            textOffset: (shown.textOffsetX, shown.textOffsetY)
        )
        let timed = motion.animations.filter { $0.binding == .time && $0.states.contains(model.state) }
        guard let longest = timed.map(\.duration).max(), longest > 0 else { return [still] }
        return (0..<timeSamples).map { index in
            let seconds = longest * Double(index) / Double(timeSamples)
            let moved = SkinPresenter.motionValues(motion, model: model, secondsInState: seconds)
            return Moment(
                indicatorOpacity: shown.opacity * moved.indicatorOpacity,
                textOpacity: shown.opacity * moved.textOpacity,
                transform: moved.indicator,
                textOffset: moved.text
            )
        }
    }

    /// A piece of what an indicator draws: a box, or a disc (a dot's exact outline).
    enum Ink {
        /// A rectangle, in points.
        case box(EdgeLayout.Rect)
        /// A disc: its centre and radius, in points.
        case disc(x: Double, y: Double, radius: Double)

        /// The piece turned by `angle` (an arrow's) and moved by `transform` in a box of `size`
        /// at `origin` in the edge.
        func drawn(angle: Double, transform: IndicatorTransform, size: IndicatorSize, origin: (x: Double, y: Double))
            -> Ink
        {
            var turned = transform
            turned.rotation += angle
            switch self {
            case .disc(let x, let y, let radius):
                let centre = turned.apply(IndicatorPoint(x: x, y: y), in: size)
                let factor = transform.scale.isFinite ? max(transform.scale, 0) : 1
                return .disc(x: origin.x + centre.x, y: origin.y + centre.y, radius: radius * factor)
            case .box(let ink):
                let corners = [
                    (ink.x, ink.y), (ink.x + ink.width, ink.y), (ink.x, ink.y + ink.height),
                    (ink.x + ink.width, ink.y + ink.height),
                ].map { turned.apply(IndicatorPoint(x: $0.0, y: $0.1), in: size) }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                let minX = xs.min() ?? 0
                let minY = ys.min() ?? 0
                return .box(
                    EdgeLayout.Rect(
                        x: origin.x + minX,
                        y: origin.y + minY,
                        width: (xs.max() ?? 0) - minX,
                        height: (ys.max() ?? 0) - minY
                    )
                )
            }
        }

        /// Whether the piece meets `rect`.
        func meets(_ rect: EdgeLayout.Rect) -> Bool {
            switch self {
            case .box(let box): return MotionReview.overlap(box, rect) > 0
            case .disc(let x, let y, let radius):
                let nearX = min(max(x, rect.x), rect.x + rect.width)
                let nearY = min(max(y, rect.y), rect.y + rect.height)
                return (nearX - x) * (nearX - x) + (nearY - y) * (nearY - y) < radius * radius
            }
        }

        /// How far the piece reaches over the list beside `edge`, in points.
        func overList(edge: RefreshEdge) -> Double {
            switch self {
            case .box(let box): return MotionReview.overList(box, edge: edge)
            case .disc(let x, let y, let radius):
                return MotionReview.overList(
                    EdgeLayout.Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius),
                    edge: edge
                )
            }
        }
    }

    /// What `content` draws in a box of `size` (points from its top left), before any move, in
    /// pieces: the box of the image's visible pixels scaled to the box, each shape's outline (a
    /// dot as its disc), or the whole box for a spinner or a glyph; empty when nothing is drawn.
    static func ink(of content: PresentedIndicator.Content, size: IndicatorSize) -> [Ink] {
        switch content {
        case .none: return []
        case .activity, .glyph: return [.box(EdgeLayout.Rect(x: 0, y: 0, width: size.width, height: size.height))]
        case .image(let image, _):
            guard image.width > 0, image.height > 0 else { return [] }
            var low = (x: Int.max, y: Int.max)
            var high = (x: -1, y: -1)
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] >= 64 {
                    low = (min(low.x, x), min(low.y, y))
                    high = (max(high.x, x), max(high.y, y))
                }
            }
            guard high.x >= 0 else { return [] }
            let scaleX = size.width / Double(image.width)
            let scaleY = size.height / Double(image.height)
            return [
                .box(
                    EdgeLayout.Rect(
                        x: Double(low.x) * scaleX,
                        y: Double(low.y) * scaleY,
                        width: Double(high.x - low.x + 1) * scaleX,
                        height: Double(high.y - low.y + 1) * scaleY
                    )
                )
            ]
        case .shapes(let shapes):
            return shapes.filter { $0.color.alpha > 0 }.compactMap { shape -> Ink? in
                func around(_ points: [IndicatorPoint], _ reach: Double) -> Ink? {
                    let xs = points.map(\.x).filter(\.isFinite)
                    let ys = points.map(\.y).filter(\.isFinite)
                    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                        reach.isFinite
                    else { return nil }
                    return .box(
                        EdgeLayout.Rect(
                            x: minX - reach,
                            y: minY - reach,
                            width: maxX - minX + 2 * reach,
                            height: maxY - minY + 2 * reach
                        )
                    )
                }
                switch shape {
                case .polygon(let corners, _): return around(corners, 0)
                case .line(let from, let to, let width, _): return around([from, to], width / 2)
                case .circle(let centre, let radius, _):
                    guard centre.x.isFinite, centre.y.isFinite, radius.isFinite else { return nil }
                    return .disc(x: centre.x, y: centre.y, radius: radius)
                case .arc(let centre, let radius, _, _, let width, _): return around([centre], radius + width / 2)
                }
            }
        }
    }

    /// How much two boxes share, in points across and down (both positive when they meet).
    static func overlap(_ a: EdgeLayout.Rect, _ b: EdgeLayout.Rect) -> Double {
        let across = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let down = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        return across > 0 && down > 0 ? min(across, down) : 0
    }

    /// The box of a line's drawn text: its measured width, and the font's size centred on the
    /// line (the ink of most letters), moved by `offset` and grown by `margin` on every side.
    static func textBox(
        _ line: EdgeArrangement.TextPlacement,
        offset: (x: Double, y: Double),
        around margin: Double = 0
    ) -> EdgeLayout.Rect? {
        guard !line.text.isEmpty, line.width > 0 else { return nil }
        let height = min(line.font.size, line.box.height)
        return EdgeLayout.Rect(
            x: line.textMinX + offset.x - margin,
            y: line.box.y + (line.box.height - height) / 2 + offset.y - margin,
            width: line.width + 2 * margin,
            height: height + 2 * margin
        )
    }

    /// How far `box` reaches over the list beside `edge` (below a header's anchor, above a
    /// footer's), in points; 0 when it does not.
    static func overList(_ box: EdgeLayout.Rect, edge: RefreshEdge) -> Double {
        edge == .header ? max(box.y + box.height, 0) - max(box.y, 0) : min(box.y + box.height, 0) - min(box.y, 0)
    }
}

extension VisualReview {
    /// The first thing motion draws over another in a still (the texts laid out as `arranged`):
    /// the indicator over a text or the list, or a text over the list, at a moment of `moments`
    /// where the unmoved picture has them apart. The finding's edge, state and language are the
    /// caller's to set.
    func overlapFinding(
        _ shown: PresentedEdge,
        arranged: EdgeArrangement,
        moments: [MotionReview.Moment],
        ink: inout [MotionReview.Ink]?
    ) -> Finding? {
        // Half a point of antialiasing is not an overlap; ink within 2 points of a text's letters
        // touches them.
        let least = 1.0
        let clearance = 2.0
        guard let box = arranged.indicator else { return nil }
        let size = IndicatorSize(width: box.width, height: box.height)
        let pieces = ink ?? MotionReview.ink(of: shown.indicator.content, size: size)
        ink = pieces
        let angle: Double = if case .image(_, let angle) = shown.indicator.content { angle } else { 0 }
        func drawn(_ transform: IndicatorTransform) -> [MotionReview.Ink] {
            pieces.map { $0.drawn(angle: angle, transform: transform, size: size, origin: (box.x, box.y)) }
        }
        func finding(_ part: Finding.Part, over: Finding.Part, cause: Finding.Cause, value: Double) -> Finding {
            var found = Finding(kind: .motionOverlap, edge: shown.edge, state: .idle)
            found.part = part
            found.over = over
            found.cause = cause
            found.value = value
            return found
        }
        // A move is told by its longer offset: down (or up) when at least as far as across.
        func offset(_ x: Double, _ y: Double) -> (Finding.Cause, Double) {
            abs(y) >= abs(x) ? (.animation(.offsetY), y) : (.animation(.offsetX), x)
        }
        let still = drawn(.identity)
        for moment in moments {
            let textsMove = moment.textOffset.x != 0 || moment.textOffset.y != 0
            let visibleTexts = moment.textOpacity >= 0.05
            if !pieces.isEmpty, moment.indicatorOpacity >= 0.05, !moment.transform.isIdentity {
                let moved = drawn(moment.transform)
                var scaledOnly = IndicatorTransform.identity
                scaledOnly.scale = moment.transform.scale
                let scaled = drawn(scaledOnly)
                func cause(_ hits: ([MotionReview.Ink]) -> Bool) -> (Finding.Cause, Double) {
                    if moment.transform.scale > 1, hits(scaled) { return (.animation(.scale), moment.transform.scale) }
                    return offset(moment.transform.offsetX, moment.transform.offsetY)
                }
                if visibleTexts {
                    for line in arranged.lines {
                        guard let text = MotionReview.textBox(line, offset: moment.textOffset, around: clearance),
                            let unmoved = MotionReview.textBox(line, offset: (0, 0), around: clearance),
                            moved.contains(where: { $0.meets(text) }), !still.contains(where: { $0.meets(unmoved) })
                        else { continue }
                        let (why, value) = cause { $0.contains { $0.meets(text) } }
                        return finding(.indicator, over: .text, cause: why, value: value)
                    }
                }
                func overList(_ ink: [MotionReview.Ink]) -> Bool {
                    ink.contains { $0.overList(edge: shown.edge) >= least }
                }
                if overList(moved), !overList(still) {
                    let (why, value) = cause(overList)
                    return finding(.indicator, over: .list, cause: why, value: value)
                }
            }
            if textsMove, visibleTexts {
                for line in arranged.lines {
                    guard let text = MotionReview.textBox(line, offset: moment.textOffset),
                        let unmoved = MotionReview.textBox(line, offset: (0, 0)),
                        MotionReview.overList(text, edge: shown.edge) >= least,
                        MotionReview.overList(unmoved, edge: shown.edge) < least
                    else { continue }
                    let (why, value) = offset(moment.textOffset.x, moment.textOffset.y)
                    return finding(.text, over: .list, cause: why, value: value)
                }
            }
        }
        return nil
    }

    /// The parts of a still that motion leaves too faint to be seen in `appearance`: under 3:1
    /// against the background at the most opaque of `moments`, while unfaded they reach it (the
    /// texts always; the indicator when `checksIndicator`). The finding's edge and state are the
    /// caller's to set.
    func fadeFindings(
        _ shown: PresentedEdge,
        moments: [MotionReview.Moment],
        appearance: Appearance,
        isPicture: Bool,
        checksIndicator: Bool
    ) -> [Finding] {
        let required = Self.requiredIndicatorContrast
        func shortOf(_ ratio: Double) -> Bool { (ratio * 10).rounded(.down) / 10 < required }
        var findings: [Finding] = []
        func finding(_ part: Finding.Part, opacity: Double, ratio: Double, least: Double?) -> Finding {
            var found = Finding(kind: .fadedOut, edge: shown.edge, state: .idle, appearance: appearance, ratio: ratio)
            found.part = part
            found.value = opacity
            found.leastOpacity = least
            // The edge's fade, when it is what leaves the part faint; else the part's animations.
            found.cause = shown.opacity < 1 ? .fade : .animation(.opacity)
            return found
        }
        /// The least opacity in 0...1 (to the percent) at which `ratio` reaches 3:1, if any.
        func leastOpacity(_ ratio: (Double) -> Double?) -> Double? {
            guard let full = ratio(1), !shortOf(full) else { return nil }
            var low = 0
            var high = 100
            while low < high {
                let middle = (low + high) / 2
                if let reached = ratio(Double(middle) / 100), !shortOf(reached) {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            return Double(high) / 100
        }
        // The edge's background faded with it, and that over white (light) or black (dark).
        let background = shown.background.scalingAlpha(shown.opacity)
        let behind = IndicatorContrast.opaque(background, in: appearance)
        let hasText = !shown.status.allSatisfy(\.isWhitespace) || !(shown.detail ?? "").allSatisfy(\.isWhitespace)
        if hasText, let text = moments.max(by: { $0.textOpacity < $1.textOpacity }) {
            func ratio(_ opacity: Double) -> Double {
                ContrastCheck.ratio(shown.textColor.scalingAlpha(opacity).composited(over: behind), behind)
            }
            let faded = ratio(text.textOpacity)
            if shortOf(faded), !shortOf(ratio(1)) {
                findings.append(finding(.text, opacity: text.textOpacity, ratio: faded, least: leastOpacity(ratio)))
            }
        }
        if checksIndicator, let indicator = moments.max(by: { $0.indicatorOpacity < $1.indicatorOpacity }) {
            func ratio(_ opacity: Double) -> Double? {
                Self.contrast(
                    of: MotionReview.faded(shown.indicator.content, opacity),
                    over: background,
                    appearance,
                    isPicture: isPicture
                )
            }
            if let faded = ratio(indicator.indicatorOpacity), shortOf(faded), let full = ratio(1), !shortOf(full) {
                findings.append(
                    finding(.indicator, opacity: indicator.indicatorOpacity, ratio: faded, least: leastOpacity(ratio))
                )
            }
        }
        return findings
    }
}

extension MotionReview {
    /// What `content` draws, at `opacity`.
    static func faded(_ content: PresentedIndicator.Content, _ opacity: Double) -> PresentedIndicator.Content {
        guard opacity < 1 else { return content }
        switch content {
        case .none: return .none
        case .activity(let phase, let color, let built):
            return .activity(phase: phase, color: color.scalingAlpha(opacity), built: built)
        case .glyph(let text, let color): return .glyph(text, color: color.scalingAlpha(opacity))
        case .shapes(let shapes):
            return .shapes(shapes.map { $0.recolored($0.color.scalingAlpha(opacity)) })
        case .image(let image, let angle):
            let factor = min(max(opacity, 0), 1)
            var pixels = image.pixels
            for index in stride(from: 3, to: pixels.count, by: 4) {
                pixels[index] = UInt8(clamping: Double(pixels[index]) * factor, rounding: .toNearestOrAwayFromZero)
            }
            return .image(RGBAImage(width: image.width, height: image.height, pixels: pixels) ?? image, angle: angle)
        }
    }
}
