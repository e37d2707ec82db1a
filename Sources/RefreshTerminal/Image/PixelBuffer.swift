import Foundation
import RefreshCore
import RefreshPresentation

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

    /// Draws `image` into the rectangle at (x, y) of the given size, turned by `angle` radians.
    public mutating func draw(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int, angle: Double) {
        guard width > 0, height > 0 else { return }
        let cosine = cos(angle)
        let sine = sin(angle)
        for dy in 0..<height {
            for dx in 0..<width {
                let colour = image.sample(
                    destinationX: dx,
                    destinationY: dy,
                    destinationWidth: width,
                    destinationHeight: height,
                    cosine: cosine,
                    sine: sine
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
        var cells: [Cell] = []
        cells.reserveCapacity(width * rows)
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
                        let plain: Character = inkTop ? (inkBottom ? "█" : "▀") : (inkBottom ? "▄" : " ")
                        cells.append(
                            upper == lower
                                ? Cell(background: upper, plain: plain)
                                : Cell("▀", foreground: upper, background: lower, plain: plain)
                        )
                    }
                }
            }
        }
        return Canvas(width: width, height: rows, cells: cells)
    }
}
