internal import CRefreshPNG

/// Encodes images as PNG files with libpng, for hosts that embed an image (an SVG snapshot
/// embeds a skin's arrow, for example).
public enum PNGImageEncoder {
    /// The PNG bytes of an image.
    public static func encode(_ image: RGBAImage) -> Result<[UInt8], PNGError> {
        encode(width: image.width, height: image.height, pixels: image.pixels)
    }

    /// The PNG bytes of 8-bit RGBA pixels (`width * height * 4` bytes, rows from the top).
    public static func encode(width: Int, height: Int, pixels: [UInt8]) -> Result<[UInt8], PNGError> {
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            return .failure(PNGError(message: "the image has no pixels, or not width × height × 4 bytes"))
        }
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                rk_png_encode_rgba(
                    pixels.baseAddress,
                    UInt32(clamping: width),
                    UInt32(clamping: height),
                    &data,
                    &size,
                    text.baseAddress,
                    text.count
                )
            }
        }
        guard status == 0, let data else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return .failure(PNGError(message: reason.isEmpty ? "the image cannot be encoded as PNG" : reason))
        }
        defer { rk_png_buffer_free(data) }
        return .success(Array(UnsafeBufferPointer(start: data, count: size)))
    }
}
