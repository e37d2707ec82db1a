/// Size limits for skin files, which are untrusted input.
public struct SkinLimits: Sendable, Hashable {
    /// The largest descriptor accepted, in bytes.
    public var maxDescriptorBytes: Int
    /// The largest PNG file accepted, in bytes.
    public var maxImageBytes: Int
    /// The widest and tallest image accepted, in pixels.
    public var maxImageSide: Int
    /// The most pixels the 1x frames of one `<frames>` may hold together (its 2x frames, when it
    /// has them, four times as many); a sprite strip's frames are each at most ``maxImageSide``
    /// wide.
    public var maxFramePixels: Int
    /// The most pixels the 1x frames of every `<frames>` of one descriptor may hold together, its
    /// header's and its footer's (the 2x frames, when given, four times as many): what drawing every
    /// state of the skin may decode. A `<frames>` that passes it is an error at its file.
    public var maxSkinFramePixels: Int

    /// Creates limits: by default 256 KiB descriptors, 1 MiB PNGs of at most 1024x1024 pixels,
    /// 2 Mi pixels (8 MiB decoded) of 1x frames in one `<frames>`, and 4 Mi pixels (16 MiB
    /// decoded, 64 MiB with the 2x frames) in all the `<frames>` of a skin.
    public init(
        maxDescriptorBytes: Int = 256 << 10,
        maxImageBytes: Int = 1 << 20,
        maxImageSide: Int = 1024,
        maxFramePixels: Int = 2 << 20,
        maxSkinFramePixels: Int = 4 << 20
    ) {
        self.maxDescriptorBytes = maxDescriptorBytes
        self.maxImageBytes = maxImageBytes
        self.maxImageSide = maxImageSide
        self.maxFramePixels = maxFramePixels
        self.maxSkinFramePixels = maxSkinFramePixels
    }
}
