import RefreshFoundation
import RefreshStyle
import RefreshSupport

/// An image of 8-bit RGBA pixels (straight alpha), row by row from the top left: the one image
/// type of the package, from a decoded PNG (``PNGImageDecoder``) to a skin's arrow and frames to
/// what a host draws.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public let pixels: [UInt8]

    /// Creates an image from its pixels; `nil` if the byte count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width >= 0, height >= 0, !overflow, area <= Int.max / 4, pixels.count == area * 4 else { return nil }
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    /// An image of pixels whose count is known to be `width * height * 4`.
    private init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of a size with every pixel `color`; an empty one for a negative size or one whose
    /// pixels could not be counted.
    public static func filled(_ color: RGBAColor, width: Int, height: Int) -> RGBAImage {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width >= 0, height >= 0, !overflow, area <= Int.max / 4 else {
            return RGBAImage(checkedWidth: 0, height: 0, pixels: [])
        }
        var pixels = [UInt8](repeating: color.red, count: area * 4)
        if color.green != color.red || color.blue != color.red || color.alpha != color.red {
            for index in stride(from: 0, to: pixels.count, by: 4) {
                pixels[index + 1] = color.green
                pixels[index + 2] = color.blue
                pixels[index + 3] = color.alpha
            }
        }
        return RGBAImage(checkedWidth: width, height: height, pixels: pixels)
    }

    /// The largest alpha of any pixel: 0 when the image shows nothing.
    public var largestAlpha: UInt8 {
        var largest: UInt8 = 0
        for index in stride(from: 3, to: pixels.count, by: 4) where pixels[index] > largest {
            largest = pixels[index]
            if largest == 255 { break }
        }
        return largest
    }

    /// A fully transparent image of a size; see ``filled(_:width:height:)``.
    public static func transparent(width: Int, height: Int) -> RGBAImage {
        filled(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), width: width, height: height)
    }

    /// The image cut into `count` side-by-side pieces of equal width (`width / count` pixels, the
    /// last columns left over when it does not divide), left to right; none when `count` is not
    /// positive. A strip of animation frames is cut this way.
    public func slices(_ count: Int) -> [RGBAImage] {
        guard count > 0 else { return [] }
        let sliceWidth = width / count
        return (0..<count).map { index in
            var sliced = [UInt8]()
            sliced.reserveCapacity(sliceWidth * height * 4)
            pixels.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    let start = (row * width + index * sliceWidth) * 4
                    sliced.append(contentsOf: source[start..<start + sliceWidth * 4])
                }
            }
            return RGBAImage(checkedWidth: sliceWidth, height: height, pixels: sliced)
        }
    }

    /// The pixel at (x, y), or transparent outside the image.
    public func pixel(_ x: Int, _ y: Int) -> RGBAColor {
        guard x >= 0, x < width, y >= 0, y < height else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let index = (y * width + x) * 4
        return RGBAColor(
            red: pixels[index],
            green: pixels[index + 1],
            blue: pixels[index + 2],
            alpha: pixels[index + 3]
        )
    }

    /// The image tinted: every pixel takes `tint`'s colour, keeping its own alpha (scaled by the
    /// tint's).
    public func tinted(_ tint: RGBAColor) -> RGBAImage {
        var result = pixels
        for index in stride(from: 0, to: result.count, by: 4) {
            result[index] = tint.red
            result[index + 1] = tint.green
            result[index + 2] = tint.blue
            result[index + 3] = UInt8(Int(result[index + 3]) * Int(tint.alpha) / 255)
        }
        return RGBAImage(checkedWidth: width, height: height, pixels: result)
    }

    /// The image with every pixel's alpha scaled by `opacity` (0 to 1; values outside are
    /// clamped).
    public func faded(_ opacity: Double) -> RGBAImage {
        let factor = min(max(opacity.isNaN ? 0 : opacity, 0), 1)
        var result = pixels
        for index in stride(from: 3, to: result.count, by: 4) {
            result[index] = UInt8(clamping: Int(clamping: Double(result[index]) * factor, rounding: .toNearestOrEven))
        }
        return RGBAImage(checkedWidth: width, height: height, pixels: result)
    }

    /// The colour of the area of the image that maps to a destination pixel, when the image is
    /// drawn into a `destinationWidth × destinationHeight` rectangle turned by an angle about its
    /// centre, given as its `cosine` and `sine` (computed once by the caller for all pixels).
    /// Area-averaged (with premultiplied alpha) so small sizes stay smooth.
    public func sample(
        destinationX: Int,
        destinationY: Int,
        destinationWidth: Int,
        destinationHeight: Int,
        cosine: Double,
        sine: Double
    ) -> RGBAColor {
        let samples = 4
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 0.0
        let centreX = Double(destinationWidth) / 2
        let centreY = Double(destinationHeight) / 2
        let scaleX = Double(width) / Double(destinationWidth)
        let scaleY = Double(height) / Double(destinationHeight)
        let limitX = Double(width)
        let limitY = Double(height)
        pixels.withUnsafeBufferPointer { pixels in
            for sy in 0..<samples {
                let dy = Double(destinationY) + (Double(sy) + 0.5) / Double(samples) - centreY
                for sx in 0..<samples {
                    // The point in the destination, turned back to the unrotated rectangle.
                    let dx = Double(destinationX) + (Double(sx) + 0.5) / Double(samples) - centreX
                    let u = (cosine * dx + sine * dy + centreX) * scaleX
                    let v = (-sine * dx + cosine * dy + centreY) * scaleY
                    // Outside the image (NaN included, which fails every comparison): transparent.
                    guard u >= 0, u < limitX, v >= 0, v < limitY else { continue }
                    let index = (Int(v) * width + Int(u)) * 4
                    let a = Double(pixels[index + 3]) / 255
                    red += Double(pixels[index]) * a
                    green += Double(pixels[index + 1]) * a
                    blue += Double(pixels[index + 2]) * a
                    alpha += a
                }
            }
        }
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let count = Double(samples * samples)
        return RGBAColor(
            red: UInt8(clamping: red / alpha),
            green: UInt8(clamping: green / alpha),
            blue: UInt8(clamping: blue / alpha),
            alpha: UInt8(clamping: alpha / count * 255)
        )
    }
}
