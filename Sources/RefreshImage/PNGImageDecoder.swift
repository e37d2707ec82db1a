internal import CRefreshPNG

/// Decodes PNG files with libpng into 8-bit RGBA ``RGBAImage``s.
public enum PNGImageDecoder {
    /// The decoded image, or a sentence saying why the bytes are not a usable PNG.
    public static func decode(_ bytes: [UInt8], maxWidth: Int = 1024, maxHeight: Int = 1024) -> Result<
        RGBAImage, PNGError
    > {
        var image = rk_png_image()
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                rk_png_decode_rgba(
                    buffer.baseAddress,
                    buffer.count,
                    UInt32(clamping: maxWidth),
                    UInt32(clamping: maxHeight),
                    &image,
                    text.baseAddress,
                    text.count
                )
            }
        }
        guard status == 0, let pixels = image.pixels else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return .failure(PNGError(message: reason.isEmpty ? "the PNG file cannot be decoded" : reason))
        }
        defer { rk_png_image_free(&image) }
        let width = Int(image.width)
        let height = Int(image.height)
        let copy = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
        guard let decoded = RGBAImage(width: width, height: height, pixels: copy) else {
            return .failure(PNGError(message: "the PNG's size does not match its pixels"))
        }
        return .success(decoded)
    }
}
