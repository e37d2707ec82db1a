import CRefreshLottie
import RefreshImage
import RefreshSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An animation rlottie has read, drawn into RGBA images a frame at a time.
///
/// Only JSON the package's own reader has accepted reaches rlottie: an animation is made from a
/// ``LottieDocument``, never from a file directly. Safe to share between threads (rlottie is
/// called by one at a time).
public final class LottieAnimation: Sendable {
    /// rlottie's animation, used from one thread at a time.
    private let animation: PThreadLock<OpaquePointer>

    /// The canvas in the animation's own pixels.
    public let width: Int
    /// The canvas's height.
    public let height: Int
    /// How many frames the animation has (its out point less its in point).
    public let frameCount: Int
    /// Frames a second.
    public let frameRate: Double

    /// A named segment as rlottie reads it: its first and last frame.
    public struct Marker: Sendable, Hashable {
        /// The marker's name, as the file writes it (`cm`).
        public var name: String
        /// The first frame.
        public var start: Int
        /// The last frame.
        public var end: Int
    }

    /// The markers rlottie read, in the file's order.
    public let markers: [Marker]

    /// Reads an animation the package's reader accepted.
    ///
    /// - Throws: ``LottieRenderError`` when rlottie cannot read it.
    public convenience init(_ document: LottieDocument) throws(LottieRenderError) {
        try self.init(json: document.json)
    }

    /// Reads JSON as it is: only for JSON the subset reader accepted (``init(_:)``), and for the
    /// tests of rlottie's own refusals.
    init(json: [UInt8]) throws(LottieRenderError) {
        var message = [CChar](repeating: 0, count: 256)
        let loaded = json.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                rk_lottie_load(text.baseAddress, text.count, &message, message.count)
            }
        }
        guard let loaded else {
            let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            throw LottieRenderError(message: String(decoding: bytes, as: UTF8.self))
        }
        animation = PThreadLock(loaded)
        let info = rk_lottie_get_info(loaded)
        width = Int(clamping: info.width)
        height = Int(clamping: info.height)
        frameCount = Int(clamping: info.frames)
        frameRate = info.frame_rate
        var markers: [Marker] = []
        for index in 0..<rk_lottie_marker_count(loaded) {
            var start = 0
            var end = 0
            guard let name = rk_lottie_marker(loaded, index, &start, &end) else { continue }
            markers.append(Marker(name: String(cString: name), start: Int(clamping: start), end: Int(clamping: end)))
        }
        self.markers = markers
    }

    deinit { animation.withLock { rk_lottie_free($0) } }

    /// The largest side of a rendered image, in pixels.
    public static let maximumSide = 4096

    /// Frame `frame` (the last when past the end) at `width` × `height` pixels as SVG elements:
    /// a `<path>` for each shape rlottie draws, filled or stroked in its colour and opacity (a
    /// gradient in its stops' mean colour), in the order drawn, in pixels of that size; `nil`
    /// for a size of 0 or over ``maximumSide``, or a drawing over 4 MiB of text.
    public func svg(frame: Int, width: Int, height: Int) -> String? {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        guard let text = animation.withLock({ rk_lottie_svg($0, max(frame, 0), width, height) }) else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    /// Frame `frame` (the last when past the end) drawn at `width` × `height` pixels, straight
    /// (not premultiplied) RGBA; `nil` for a size of 0 or over ``maximumSide``.
    public func image(frame: Int, width: Int, height: Int) -> RGBAImage? {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = animation.withLock { handle in
            pixels.withUnsafeMutableBufferPointer { buffer in
                rk_lottie_render(handle, max(frame, 0), buffer.baseAddress, width, height)
            }
        }
        guard status == 0 else { return nil }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

/// rlottie could not read an animation.
public struct LottieRenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What rlottie said.
    public var message: String

    /// The message.
    public var description: String { message }
}
