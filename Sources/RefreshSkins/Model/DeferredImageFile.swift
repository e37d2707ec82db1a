import RefreshImage
import RefreshSupport

/// An optional image read, checked and decoded when first asked for: a 2x arrow, which only a
/// display at a scale of 1.5 or more uses.
///
/// A normal load does not open the file at all. On first use it is read from the skin's files
/// and decoded once, and every copy of the arrow shares the result. A file that is missing,
/// unreadable, over ``SkinLimits``, not a PNG or damaged is passed over, so the 1x image is used:
/// loading cannot report what it has not read. `refreshpreview lint` and the build plugin load
/// with ``SkinLoader/decodesImages``, which reads and checks the 2x file at load and reports
/// each of these.
final class DeferredImageFile: Sendable {
    /// The file's path in ``files``.
    let relativePath: String
    private let files: any SkinFiles
    private let limits: SkinLimits
    /// `nil` until the file is read; then the image, or `nil` when there is no usable one.
    private let loaded = PThreadLock<RGBAImage??>(nil)

    init(_ relativePath: String, in files: any SkinFiles, limits: SkinLimits) {
        self.relativePath = relativePath
        self.files = files
        self.limits = limits
    }

    /// The decoded image, or `nil` when there is no usable file (read and decoded once).
    var image: RGBAImage? { loaded.once(readImage) }

    /// Whether the file has been read (and decoded, or found unusable) yet.
    var isRead: Bool { loaded.withLock { $0 != nil } }

    /// The file read and checked as a load with ``SkinLoader/decodesImages`` does; any problem
    /// gives `nil`.
    private func readImage() -> RGBAImage? {
        guard let bytes = try? files.read(relativePath, limit: limits.maxImageBytes) else { return nil }
        let side = limits.maxImageSide
        return try? SkinImageFile.checked(bytes, maxWidth: side, maxHeight: side, decodes: true).get().image
    }
}

extension DeferredImageFile: Hashable {
    /// Two deferred files are equal when they are one, or when both give the same image (which
    /// reads both).
    static func == (lhs: DeferredImageFile, rhs: DeferredImageFile) -> Bool {
        lhs === rhs || lhs.image == rhs.image
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(image?.width)
        hasher.combine(image?.height)
    }
}
