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

    /// Creates limits: by default 256 KiB descriptors, 1 MiB PNGs of at most 1024x1024 pixels, and
    /// 2 Mi pixels (8 MiB decoded) of 1x frames in one `<frames>`.
    public init(
        maxDescriptorBytes: Int = 256 << 10,
        maxImageBytes: Int = 1 << 20,
        maxImageSide: Int = 1024,
        maxFramePixels: Int = 2 << 20
    ) {
        self.maxDescriptorBytes = maxDescriptorBytes
        self.maxImageBytes = maxImageBytes
        self.maxImageSide = maxImageSide
        self.maxFramePixels = maxFramePixels
    }
}
