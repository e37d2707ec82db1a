/// The arrow image of a part, at 1x and (when present) 2x.
///
/// A loaded skin keeps the PNG files and decodes each on first use; ``size`` needs no decoding.
public struct SkinArrow: Sendable, Hashable {
    /// The image path as written in the descriptor (relative to it).
    public var path: String
    private var file: SkinImageFile
    private var file2x: SkinImageFile?

    /// Creates an arrow from decoded images.
    public init(path: String, image: SkinImage, image2x: SkinImage? = nil) {
        self.path = path
        file = SkinImageFile(decoded: image)
        file2x = image2x.map { SkinImageFile(decoded: $0) }
    }

    /// An arrow from files decoded on first use.
    init(path: String, file: SkinImageFile, file2x: SkinImageFile?) {
        self.path = path
        self.file = file
        self.file2x = file2x
    }

    /// The 1x image (decoded on first use).
    public var image: SkinImage {
        get { file.image }
        set { file = SkinImageFile(decoded: newValue) }
    }

    /// The 2x image (`name@2x.png` beside the 1x one), if there is one (decoded on first use).
    public var image2x: SkinImage? {
        get { file2x?.image }
        set { file2x = newValue.map { SkinImageFile(decoded: $0) } }
    }

    /// Whether the images have been decoded yet (they are decoded on first use).
    public var isDecoded: Bool {
        file.isDecoded && (file2x?.isDecoded ?? true)
    }

    /// The best image for a display scale: 2x for scales of 1.5 and up when present.
    public func image(forScale scale: Double) -> SkinImage {
        if scale >= 1.5, let image2x { return image2x }
        return image
    }

    /// The size in points (the 1x image's size in pixels).
    public var size: (width: Int, height: Int) {
        (file.width, file.height)
    }
}
