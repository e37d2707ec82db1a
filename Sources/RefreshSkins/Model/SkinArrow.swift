/// The arrow image of a part, at 1x and (when present) 2x.
public struct SkinArrow: Sendable, Hashable {
    /// The image path as written in the descriptor (relative to it).
    public var path: String
    /// The 1x image.
    public var image: SkinImage
    /// The 2x image (`name@2x.png` beside the 1x one), if there is one.
    public var image2x: SkinImage?

    /// Creates an arrow.
    public init(path: String, image: SkinImage, image2x: SkinImage? = nil) {
        self.path = path
        self.image = image
        self.image2x = image2x
    }

    /// The best image for a display scale: 2x for scales of 1.5 and up when present.
    public func image(forScale scale: Double) -> SkinImage {
        if scale >= 1.5, let image2x { return image2x }
        return image
    }

    /// The size in points (the 1x image's size in pixels).
    public var size: (width: Int, height: Int) {
        (image.width, image.height)
    }
}
