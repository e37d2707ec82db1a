import RefreshImage

/// The arrow image of a part, at 1x and (when present) 2x.
///
/// A loaded skin keeps the 1x PNG file and decodes it on first use; ``size`` needs no decoding.
/// The 2x file is read only when ``image2x`` is first asked for (see ``image2x``).
public struct SkinArrow: Sendable, Hashable {
    /// The image path as written in the descriptor (relative to it).
    public var path: String
    private var file: SkinImageFile
    private var file2x: TwoX

    /// Where the 2x image comes from.
    enum TwoX: Sendable, Hashable {
        /// There is none.
        case none
        /// A file read at load (a lint load, or an image given).
        case file(SkinImageFile)
        /// A file read on first use.
        case deferred(DeferredImageFile)
    }

    /// Creates an arrow from decoded images.
    public init(path: String, image: RGBAImage, image2x: RGBAImage? = nil) {
        self.path = path
        file = SkinImageFile(decoded: image)
        file2x = image2x.map { .file(SkinImageFile(decoded: $0)) } ?? .none
    }

    /// An arrow from files decoded on first use.
    init(path: String, file: SkinImageFile, file2x: TwoX) {
        self.path = path
        self.file = file
        self.file2x = file2x
    }

    /// The 1x image (decoded on first use).
    public var image: RGBAImage {
        get { file.image }
        set { file = SkinImageFile(decoded: newValue) }
    }

    /// The 2x image (`name@2x.png` beside the 1x one), if there is a usable one.
    ///
    /// A skin loaded by ``SkinRegistry`` reads and decodes the 2x file the first time this is
    /// asked for, so a display that never needs it never opens it. A 2x file that is damaged, or
    /// found missing or unusable on that first read, gives `nil`, and the 1x image is used; lint
    /// (``SkinLoader/decodesImages``) reports such a file at load.
    public var image2x: RGBAImage? {
        get {
            switch file2x {
            case .none: nil
            case .file(let file): try? file.result.get()
            case .deferred(let deferred): deferred.image
            }
        }
        set { file2x = newValue.map { .file(SkinImageFile(decoded: $0)) } ?? .none }
    }

    /// Whether the images have been decoded yet (they are decoded on first use), the 2x file
    /// counting once it has been read.
    public var isDecoded: Bool {
        guard file.isDecoded else { return false }
        switch file2x {
        case .none: return true
        case .file(let file): return file.isDecoded
        case .deferred(let deferred): return deferred.isRead
        }
    }

    /// The best image for a display scale: 2x for scales of 1.5 and up when present.
    public func image(forScale scale: Double) -> RGBAImage {
        if scale >= 1.5, let image2x { return image2x }
        return image
    }

    /// The size in points (the 1x image's size in pixels).
    public var size: (width: Int, height: Int) {
        (file.width, file.height)
    }
}
