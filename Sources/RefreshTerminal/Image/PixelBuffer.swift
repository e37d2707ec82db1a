import RefreshCore

/// An opaque picture drawn in square pixels, turned into terminal cells two pixels to a cell
/// (the upper and lower half of a character cell).
public struct PixelBuffer: Sendable, Hashable {
    /// Width in pixels (one per terminal column).
    public let width: Int
    /// Height in pixels (two per terminal row).
    public let height: Int
    private var colors: [RGBAColor]
    /// Pixels covered by a drawn image (more than half opaque): shown as blocks without colour.
    private var ink: [Bool]

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

    /// Draws `image` into the rectangle at (x, y) of the given size, turned by `angle` radians.
    public mutating func draw(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int, angle: Double) {
        guard width > 0, height > 0 else { return }
        for dy in 0..<height {
            for dx in 0..<width {
                let colour = image.sample(
                    destinationX: dx,
                    destinationY: dy,
                    destinationWidth: width,
                    destinationHeight: height,
                    angle: angle
                )
                blend(colour, x: x + dx, y: y + dy)
                if colour.alpha > 127, (0..<self.width).contains(x + dx), (0..<self.height).contains(y + dy) {
                    ink[(y + dy) * self.width + x + dx] = true
                }
            }
        }
    }

    /// The buffer as cells: each cell shows its upper pixel as the foreground of `▀` and its lower
    /// pixel as the background (a plain space in the background colour when both are the same).
    /// Without colour, a cell shows the ink of drawn images as `▀`, `▄` or `█`.
    public func cells() -> Canvas {
        let rows = (height + 1) / 2
        var canvas = Canvas(width: width, height: rows)
        for row in 0..<rows {
            for x in 0..<width {
                let top = self[x, row * 2]
                let bottom = row * 2 + 1 < height ? self[x, row * 2 + 1] : top
                let inkTop = ink[row * 2 * width + x]
                let inkBottom = row * 2 + 1 < height && ink[(row * 2 + 1) * width + x]
                let plain: Character = inkTop ? (inkBottom ? "█" : "▀") : (inkBottom ? "▄" : " ")
                canvas[x, row] =
                    top == bottom
                    ? Cell(background: top, plain: plain) : Cell("▀", foreground: top, background: bottom, plain: plain)
            }
        }
        return canvas
    }
}
