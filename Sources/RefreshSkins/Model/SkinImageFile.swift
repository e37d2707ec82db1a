import RefreshImage
import RefreshSupport

/// A PNG file read at load time and decoded on first use.
///
/// Loading reads the file and checks its signature and size (the `IHDR` chunk), so a missing,
/// oversized or non-PNG file is still an error at load; the pixels are decoded once, when first
/// asked for, and shared by every copy. `refreshpreview lint` decodes at load
/// (``SkinLoader/decodesImages``), so damaged image data is reported there.
final class SkinImageFile: Sendable {
    let bytes: [UInt8]
    /// The size from the file's header.
    let width: Int
    let height: Int
    private let maxWidth: Int
    private let maxHeight: Int
    private let decoded: PThreadLock<Result<RGBAImage, PNGError>?>

    /// A file whose header is sane and within `maxWidth` × `maxHeight` (a sprite strip is wider
    /// than it is high), or `nil`; ``checked(_:maxWidth:maxHeight:decodes:)`` says why not.
    private init?(bytes: [UInt8], maxWidth: Int, maxHeight: Int) {
        guard let size = Self.headerSize(bytes), size.width <= maxWidth, size.height <= maxHeight else { return nil }
        self.bytes = bytes
        width = size.width
        height = size.height
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        decoded = PThreadLock(nil)
    }

    /// A file already decoded.
    init(decoded image: RGBAImage, bytes: [UInt8] = []) {
        self.bytes = bytes
        width = image.width
        height = image.height
        maxWidth = image.width
        maxHeight = image.height
        decoded = PThreadLock(.success(image))
    }

    /// The decoded image, or why the data cannot be decoded (decoded once).
    var result: Result<RGBAImage, PNGError> { decoded.once(decode) }

    /// Why the data cannot be decoded, or `nil` when it can: decodes a file not decoded yet
    /// without keeping its pixels, so checking every frame of a skin (lint) holds one image at a
    /// time, and the pixels are decoded again when first shown.
    var problem: PNGError? {
        guard case .failure(let failure) = decoded.withLock({ $0 }) ?? decode() else { return nil }
        return failure
    }

    /// The decoded image, or the transparent one ``image`` gives for damaged data, without
    /// keeping it (a strip that is cut into frames at once).
    var imageOnce: RGBAImage {
        (try? (decoded.withLock { $0 } ?? decode()).get()) ?? .transparent(width: width, height: height)
    }

    /// The bytes decoded now, checked to be the size the header gave.
    private func decode() -> Result<RGBAImage, PNGError> {
        let result = PNGImageDecoder.decode(bytes, maxWidth: maxWidth, maxHeight: maxHeight)
        if case .success(let image) = result, image.width != width || image.height != height {
            return .failure(PNGError(message: "the PNG's size changed while decoding"))
        }
        return result
    }

    /// Whether the pixels have been decoded (or found damaged) yet.
    var isDecoded: Bool { decoded.withLock { $0 != nil } }

    /// The decoded image; a transparent one of the header's size when the data is damaged (lint
    /// reports why).
    var image: RGBAImage { (try? result.get()) ?? .transparent(width: width, height: height) }

    /// Why the bytes of an image file cannot be used.
    enum Problem: Error {
        /// The header gives a size over the limits.
        case tooLarge(width: Int, height: Int, maxWidth: Int, maxHeight: Int)
        /// libpng cannot decode the bytes (not a PNG, or damaged).
        case undecodable(PNGError)
    }

    /// The image in `bytes`, checked against `maxWidth` × `maxHeight`: the one check for every
    /// image a skin names, at load or on first use.
    ///
    /// Without `decodes`, a file whose header is sane and within the limits is kept undecoded
    /// (its pixels are decoded when first asked for). Otherwise, or when the header is not sane,
    /// the bytes are decoded at once, so a damaged file says why.
    static func checked(
        _ bytes: [UInt8],
        maxWidth: Int,
        maxHeight: Int,
        decodes: Bool
    ) -> Result<SkinImageFile, Problem> {
        if !decodes, let file = SkinImageFile(bytes: bytes, maxWidth: maxWidth, maxHeight: maxHeight) {
            return .success(file)
        }
        if let size = headerSize(bytes), size.width > maxWidth || size.height > maxHeight {
            return .failure(.tooLarge(width: size.width, height: size.height, maxWidth: maxWidth, maxHeight: maxHeight))
        }
        switch PNGImageDecoder.decode(bytes, maxWidth: maxWidth, maxHeight: maxHeight) {
        case .success(let image): return .success(SkinImageFile(decoded: image, bytes: bytes))
        case .failure(let failure): return .failure(.undecodable(failure))
        }
    }

    /// The width and height in a PNG's `IHDR` chunk, when the signature and the chunk are there
    /// and both are from 1 to 2^31 - 1.
    static func headerSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature,
            Array(bytes[8..<16]) == [0, 0, 0, 13, 73, 72, 68, 82]  // length 13, "IHDR"
        else { return nil }
        func big(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = big(16)
        let height = big(20)
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else { return nil }
        return (width, height)
    }
}

extension SkinImageFile: Hashable {
    static func == (lhs: SkinImageFile, rhs: SkinImageFile) -> Bool {
        lhs === rhs
            || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.bytes == rhs.bytes
                && (!lhs.bytes.isEmpty || lhs.image == rhs.image))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(bytes.count)
    }
}
