import RefreshCore
import RefreshFoundation
import RefreshImage
import RefreshPresentation
import RefreshStyle
import RefreshSupport

/// An opaque picture drawn in pixels, turned into terminal cells two pixels to a cell (the upper
/// and lower half of a character cell, square pixels), or, for small shapes, in finer blocks
/// (``cells(blocks:)``: quadrants or sextants).
public struct PixelBuffer: Sendable, Hashable {
    /// Width in pixels (one per terminal column in half blocks).
    public let width: Int
    /// Height in pixels (two per terminal row in half blocks).
    public let height: Int
    private var colors: [RGBAColor]
    /// Pixels covered by a drawn image or shape (at least ``inkAlpha`` opaque): the shape a cell
    /// shows in finer blocks, and as blocks without colour.
    private var ink: [Bool]

    /// How opaque a drawn pixel must be to count as ink: a little under half, so that the thin
    /// corners of a small shape (the arrow's head) survive at terminal scale.
    static let inkAlpha: UInt8 = 96

    /// Creates a buffer filled with one colour.
    public init(width: Int, height: Int, fill: RGBAColor) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.colors = Array(repeating: fill, count: self.width * self.height)
        self.ink = Array(repeating: false, count: self.width * self.height)
    }

    /// The pixel at (x, y); outside the buffer, reads give black and writes do nothing.
    public subscript(x: Int, y: Int) -> RGBAColor {
        get {
            guard x >= 0, x < width, y >= 0, y < height else { return RGBAColor(red: 0, green: 0, blue: 0) }
            return colors[y * width + x]
        }
        set {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            colors[y * width + x] = newValue
        }
    }

    /// Sets every pixel of row `y` to `color` (nothing outside the buffer).
    mutating func fill(row y: Int, with color: RGBAColor) {
        guard y >= 0, y < height else { return }
        let start = y * width
        colors.withUnsafeMutableBufferPointer { buffer in
            for index in start..<start + width { buffer[index] = color }
        }
    }

    /// Paints `color` over the pixel at (x, y), blending by its alpha.
    public mutating func blend(_ color: RGBAColor, x: Int, y: Int) {
        guard color.alpha > 0 else { return }
        let under = self[x, y]
        let a = Int(color.alpha)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Int(top) * a + Int(bottom) * (255 - a) + 127) / 255)
        }
        self[x, y] = RGBAColor(
            red: mix(color.red, under.red),
            green: mix(color.green, under.green),
            blue: mix(color.blue, under.blue)
        )
    }

    /// Draws `image` into the rectangle at (x, y) of the given size, turned by `angle` radians,
    /// each pixel the average of 4×4 points of the image (an even count keeps a symmetric image
    /// symmetric: 3×3 points fall on the source's pixel edges and round one way).
    public mutating func draw(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int, angle: Double) {
        guard width > 0, height > 0 else { return }
        // Only the part inside the buffer is drawn.
        let rows = Self.visible(origin: y, length: height, limit: self.height)
        let columns = Self.visible(origin: x, length: width, limit: self.width)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let sampled = SampledImageCache.shared.colours(of: image, width: width, height: height, angle: angle)
        let cosine = cos(angle)
        let sine = sin(angle)
        for dy in rows {
            for dx in columns {
                let colour =
                    sampled?[dy * width + dx]
                    ?? image.sample(
                        destinationX: dx,
                        destinationY: dy,
                        destinationWidth: width,
                        destinationHeight: height,
                        cosine: cosine,
                        sine: sine
                    )
                paint(colour, x: x + dx, y: y + dy)
            }
        }
    }

    /// Paints `color` over the pixel at (x, y) as ink, blending by its alpha times `opacity`
    /// (nothing outside the buffer).
    mutating func paint(_ color: RGBAColor, x: Int, y: Int, opacity: Double = 1) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        var faded = color
        faded.alpha = UInt8(
            clamping: Int(clamping: Double(color.alpha) * min(max(opacity, 0), 1), rounding: .toNearestOrEven)
        )
        blend(faded, x: x, y: y)
        if faded.alpha >= Self.inkAlpha { ink[y * width + x] = true }
    }

    /// Keeps as ink only the pixels for which `keep` answers `true` (given the pixel's place and
    /// colour).
    mutating func keepInk(where keep: (_ x: Int, _ y: Int, _ color: RGBAColor) -> Bool) {
        for y in 0..<height {
            for x in 0..<width where ink[y * width + x] && !keep(x, y, colors[y * width + x]) {
                ink[y * width + x] = false
            }
        }
    }

    /// Draws vector shapes, each pixel blended by how much of it the shape covers (4×4 samples).
    /// `origin` is where the shapes' (0, 0) falls, in pixels, and `scale` the pixels per point
    /// across and down.
    public mutating func draw(
        _ shapes: [IndicatorShape],
        origin: (x: Double, y: Double),
        scale: (x: Double, y: Double),
        opacity: Double = 1
    ) {
        guard scale.x > 0, scale.y > 0, !shapes.isEmpty else { return }
        let samples = 4
        let half = (x: 0.5 / scale.x, y: 0.5 / scale.y)
        let strength = min(max(opacity, 0), 1)
        // The shapes' coordinates of each pixel's centre and of its samples, across and down:
        // the same for every shape.
        func points(_ count: Int, origin: Double, scale: Double) -> (centres: [Double], samples: [Double]) {
            let centres = (0..<count).map { pixel -> Double in (Double(pixel) + 0.5 - origin) / scale }
            let offsets = (0..<count * samples).map { index -> Double in
                let pixel = Double(index / samples)
                let sample = (Double(index % samples) + 0.5) / Double(samples)
                return (pixel + sample - origin) / scale
            }
            return (centres, offsets)
        }
        let across = points(width, origin: origin.x, scale: scale.x)
        let down = points(height, origin: origin.y, scale: scale.y)
        // Shape by shape: each pixel still takes the shapes in order, and a shape is copied
        // once rather than for every pixel.
        for shape in shapes {
            for y in 0..<height {
                for x in 0..<width {
                    let centre = IndicatorPoint(x: across.centres[x], y: down.centres[y])
                    let test = Self.sampleTest(shape, centre: centre, half: half)
                    if case .none = test { continue }
                    var hits = 0
                    for sy in 0..<samples {
                        for sx in 0..<samples {
                            let point = IndicatorPoint(
                                x: across.samples[x * samples + sx],
                                y: down.samples[y * samples + sy]
                            )
                            let inside =
                                switch test {
                                case .ring(let middle, let radius, let width):
                                    Self.inRing(point, centre: middle, radius: radius, width: width)
                                case .shape, .none: shape.contains(point)
                                }
                            if inside { hits += 1 }
                        }
                    }
                    guard hits > 0 else { continue }
                    paint(shape.color, x: x, y: y, opacity: Double(hits) / Double(samples * samples) * strength)
                }
            }
        }
    }

    /// The buffer as cells: each cell shows its upper pixel as the foreground of `▀` and its lower
    /// pixel as the background (a plain space in the background colour when both are the same).
    /// Without colour, a cell shows the ink of drawn images as `▀`, `▄` or `█`.
    public func cells() -> Canvas {
        let rows = (height + 1) / 2
        let space = InlineCharacter(" ")
        let upperHalf = InlineCharacter("▀")
        // The plain characters by ink: none, upper, lower, both.
        let plains = [space, upperHalf, InlineCharacter("▄"), InlineCharacter("█")]
        let cells = [Cell](unsafeUninitializedCapacity: width * rows) { cells, count in
            colors.withUnsafeBufferPointer { colors in
                ink.withUnsafeBufferPointer { ink in
                    for row in 0..<rows {
                        let top = row * 2 * width
                        let hasBottom = row * 2 + 1 < height
                        let bottom = hasBottom ? top + width : top
                        for x in 0..<width {
                            let upper = colors[top + x]
                            let lower = colors[bottom + x]
                            let inkTop = ink[top + x]
                            let inkBottom = hasBottom && ink[bottom + x]
                            let plain = plains[(inkTop ? 1 : 0) | (inkBottom ? 2 : 0)]
                            cells.initializeElement(
                                at: row * width + x,
                                to: upper == lower
                                    ? Cell(glyph: space, background: upper, plainGlyph: plain)
                                    : Cell(glyph: upperHalf, foreground: upper, background: lower, plainGlyph: plain)
                            )
                        }
                    }
                }
            }
            count = width * rows
        }
        return Canvas(width: width, height: rows, cells: cells)
    }

    /// The buffer as cells of `blocks`: each cell takes `columnsPerCell × rowsPerCell` pixels.
    /// Half blocks are ``cells()``. In finer blocks, a cell with ink shows the glyph of its inked
    /// pixels in their average colour (made darker or lighter where it has less than 3:1 against
    /// it) over the average of the others; a cell without ink shows
    /// its upper and lower halves as `▀` would.
    public func cells(blocks: BlockGlyphs) -> Canvas {
        guard blocks != .halfBlocks else { return cells() }
        let across = blocks.columnsPerCell
        let down = blocks.rowsPerCell
        let columns = (width + across - 1) / across
        let rows = (height + down - 1) / down
        var canvas = Canvas(width: columns, height: rows)
        let glyphs = blocks.storedGlyphs
        let space = InlineCharacter(" ")
        let upperHalf = InlineCharacter("▀")
        for row in 0..<rows {
            for column in 0..<columns {
                var mask = 0
                // Sums of red, green and blue: of inked pixels, of the others, of the upper and the
                // lower half.
                var ink = (0, 0, 0, 0)
                var rest = (0, 0, 0, 0)
                var upper = (0, 0, 0, 0)
                var lower = (0, 0, 0, 0)
                for dy in 0..<down {
                    for dx in 0..<across {
                        let x = column * across + dx
                        let y = row * down + dy
                        guard x < width, y < height else { continue }
                        let colour = colors[y * width + x]
                        let sample = (Int(colour.red), Int(colour.green), Int(colour.blue), 1)
                        if self.ink[y * width + x] {
                            mask |= 1 << (dy * across + dx)
                            ink = Self.add(ink, sample)
                        } else {
                            rest = Self.add(rest, sample)
                        }
                        if dy * 2 < down { upper = Self.add(upper, sample) } else { lower = Self.add(lower, sample) }
                    }
                }
                if mask == 0 {
                    let top = Self.average(upper)
                    let bottom = lower.3 > 0 ? Self.average(lower) : top
                    canvas[column, row] =
                        top == bottom
                        ? Cell(glyph: space, background: top, plainGlyph: space)
                        : Cell(glyph: upperHalf, foreground: top, background: bottom, plainGlyph: space)
                    continue
                }
                let background = rest.3 > 0 ? Self.average(rest) : Self.average(ink)
                // Ink keeps its contrast against the pixels beside it.
                let inkColour = rest.3 > 0 ? PhoneScene.legible(Self.average(ink), against: background) : background
                canvas[column, row] = Cell(glyph: glyphs[mask], foreground: inkColour, background: background)
            }
        }
        return canvas
    }

    /// The offsets `0..<length` from `origin` that land in `0..<limit` (empty when none do; no
    /// arithmetic overflows, whatever the origin).
    static func visible(origin: Int, length: Int, limit: Int) -> Range<Int> {
        let (negated, negationOverflows) = (0).subtractingReportingOverflow(origin)
        let lower = origin >= 0 ? 0 : (negationOverflows ? length : min(negated, length))
        let (room, roomOverflows) = limit.subtractingReportingOverflow(origin)
        let upper = roomOverflows ? (origin < 0 ? length : 0) : max(0, min(length, room))
        return lower < upper ? lower..<upper : 0..<0
    }

    private static func add(_ sum: (Int, Int, Int, Int), _ sample: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
        (sum.0 + sample.0, sum.1 + sample.1, sum.2 + sample.2, sum.3 + sample.3)
    }

    /// The average colour of a sum of red, green, blue and a count.
    private static func average(_ sum: (Int, Int, Int, Int)) -> RGBAColor {
        let count = max(sum.3, 1)
        return RGBAColor(
            red: UInt8(clamping: sum.0 / count),
            green: UInt8(clamping: sum.1 / count),
            blue: UInt8(clamping: sum.2 / count)
        )
    }
}
