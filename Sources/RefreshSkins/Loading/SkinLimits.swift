/// Size limits for skin files, which are untrusted input.
public struct SkinLimits: Sendable, Hashable {
    /// The largest descriptor accepted, in bytes.
    public var maxDescriptorBytes: Int
    /// The largest PNG file accepted, in bytes.
    public var maxImageBytes: Int
    /// The widest and tallest image accepted, in pixels.
    public var maxImageSide: Int

    /// Creates limits: by default 256 KiB descriptors, 1 MiB PNGs of at most 1024x1024 pixels.
    public init(maxDescriptorBytes: Int = 256 << 10, maxImageBytes: Int = 1 << 20, maxImageSide: Int = 1024) {
        self.maxDescriptorBytes = maxDescriptorBytes
        self.maxImageBytes = maxImageBytes
        self.maxImageSide = maxImageSide
    }
}
