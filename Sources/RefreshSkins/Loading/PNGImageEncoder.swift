internal import CRefreshPNG

/// Encodes images as PNG files with libpng, for hosts that embed a skin's arrow (an SVG
/// snapshot, for example).
public enum PNGImageEncoder {
    /// The PNG bytes of an image.
    public static func encode(_ image: SkinImage) -> Result<[UInt8], PNGDecodeError> {
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                rk_png_encode_rgba(
                    pixels.baseAddress,
                    UInt32(clamping: image.width),
                    UInt32(clamping: image.height),
                    &data,
                    &size,
                    text.baseAddress,
                    text.count
                )
            }
        }
        guard status == 0, let data else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return .failure(PNGDecodeError(message: reason.isEmpty ? "the image cannot be encoded as PNG" : reason))
        }
        defer { rk_png_buffer_free(data) }
        return .success(Array(UnsafeBufferPointer(start: data, count: size)))
    }
}
