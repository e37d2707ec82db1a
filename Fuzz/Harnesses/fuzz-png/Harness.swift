import RefreshImage

/// PNG bytes in, an RGBA image within the size limits or an error out.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    switch PNGImageDecoder.decode(Array(bytes), maxWidth: 256, maxHeight: 256) {
    case .success(let image):
        guard image.width <= 256, image.height <= 256, image.pixels.count == image.width * image.height * 4 else {
            fatalError("decoded \(image.width)x\(image.height) with \(image.pixels.count) bytes")
        }
    case .failure(let error):
        _ = error.message
    }
    return 0
}
