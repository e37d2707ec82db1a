import RefreshCore
import RefreshFoundation
import RefreshImage
import RefreshPresentation
import RefreshStyle
import RefreshSupport

/// The last images sampled at a size and an angle: a terminal draws the same indicator frame after
/// frame (the arrow turns only for a fifth of a second when the control arms), and sampling it in
/// fine blocks is most of a frame's drawing. Shared by every scene of the process, behind a lock.
final class SampledImageCache: Sendable {
    /// The process's cache.
    static let shared = SampledImageCache()

    /// The most pixels a cached picture has (bigger ones are sampled where visible, every time).
    static let maximumPixels = 4096
    /// How many pictures are kept: the header's and the footer's indicator, and every frame of a
    /// skin's looping frame animations (`<frames>`, up to 240 a sequence, each frame shared by
    /// the skin, so it comes back with the same storage when the loop comes round).
    static let capacity = 256
    /// How many of the latest pictures are also compared by content (an image made anew each
    /// frame with the same pixels); the others are found by their storage alone.
    static let comparedByContent = 2

    private struct Entry {
        var image: RGBAImage
        var width: Int
        var height: Int
        var angle: Double
        /// `width × height` colours with alpha, row by row.
        var colours: [RGBAColor]
    }

    private let entries = PThreadLock<[Entry]>([])

    /// The colours of `image` drawn into a `width × height` rectangle turned by `angle`, row by
    /// row, or `nil` when the picture is too big to keep.
    func colours(of image: RGBAImage, width: Int, height: Int, angle: Double) -> [RGBAColor]? {
        guard width > 0, height > 0, width <= Self.maximumPixels / height else { return nil }
        // Images that share storage are the same image (the cache keeps each entry's storage
        // alive, so its address is not reused): a presenter's arrow and a skin's frames.
        let storage = image.pixels.withUnsafeBufferPointer { $0.baseAddress }
        if let hit = entries.withLock({ entries in
            entries.firstIndex { entry in
                entry.width == width && entry.height == height && entry.angle == angle
                    && entry.image.pixels.withUnsafeBufferPointer { $0.baseAddress } == storage
            }.map { entries[$0] }
                ?? entries.prefix(Self.comparedByContent).first {
                    $0.width == width && $0.height == height && $0.angle == angle && $0.image == image
                }
        }) {
            return hit.colours
        }
        let cosine = cos(angle)
        let sine = sin(angle)
        var colours: [RGBAColor] = []
        colours.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                colours.append(
                    image.sample(
                        destinationX: x,
                        destinationY: y,
                        destinationWidth: width,
                        destinationHeight: height,
                        cosine: cosine,
                        sine: sine
                    )
                )
            }
        }
        let entry = Entry(image: image, width: width, height: height, angle: angle, colours: colours)
        entries.withLock { entries in
            entries.insert(entry, at: 0)
            if entries.count > Self.capacity { entries.removeLast() }
        }
        return colours
    }
}
