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
/// ``LottieDocument``, never from a file directly, and the reader's drawing budget has bounded
/// the work it asks for. Because a budget can miss what rlottie mishandles, rlottie never runs in
/// this process: each animation is read and drawn by a child process of its own, whose memory may
/// grow by ``memoryLimit`` bytes and which has ``secondsLimit`` seconds, of processor time and of
/// waiting, for each request (reading the file, drawing one frame). A child that passes a limit
/// or crashes is ended, and the animation draws nothing from then on: ``failure`` says why.
/// Safe to share between threads (the child answers one request at a time).
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

    /// How much the address space of the process drawing an animation may grow: 1 GiB.
    public static let memoryLimit = Int(RK_LOTTIE_MEMORY)
    /// How many seconds of processor time, and of waiting, reading the file or drawing a frame
    /// may take: 5.
    public static let secondsLimit = Int(RK_LOTTIE_SECONDS)

    /// Why the animation can no longer be drawn (rlottie passed a limit or crashed), or `nil`
    /// while it can.
    public var failure: LottieRenderError? {
        animation.withLock { handle in
            rk_lottie_failure(handle).map { LottieRenderError(pastLimits: String(cString: $0)) }
        }
    }

    /// The child process reading and drawing the animation, or 0 once it has ended.
    var process: Int32 { animation.withLock { rk_lottie_process($0) } }

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
        var pastLimits: Int32 = 0
        let loaded = json.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                rk_lottie_load(text.baseAddress, text.count, &message, message.count, &pastLimits)
            }
        }
        guard let loaded else {
            let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let text = String(decoding: bytes, as: UTF8.self)
            throw pastLimits != 0 ? LottieRenderError(pastLimits: text) : LottieRenderError(message: text)
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
    /// a `<path>` for each shape rlottie draws, filled or stroked in its colour and opacity, or
    /// in a gradient defined just before it (a `<linearGradient>` or `<radialGradient>` whose id
    /// is `gradientPrefix` and its number in the frame, from 0), in the order drawn, in pixels of
    /// that size; `nil` for a size of 0 or over ``maximumSide``, a drawing over 4 MiB of text, or
    /// once the animation could not be drawn within the limits (``failure``).
    public func svg(frame: Int, width: Int, height: Int, gradientPrefix: String = "gradient-") -> String? {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        guard let text = animation.withLock({ rk_lottie_svg($0, max(frame, 0), width, height) }) else { return nil }
        defer { free(text) }
        let markup = String(cString: text)
        return markup.contains("rk-gradient-") ? markup.replacing("rk-gradient-", with: gradientPrefix) : markup
    }

    /// Frame `frame` (the last when past the end) drawn at `width` × `height` pixels, straight
    /// (not premultiplied) RGBA; `nil` for a size of 0 or over ``maximumSide``, or once the
    /// animation could not be drawn within the limits (``failure``).
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

/// rlottie could not read or draw an animation.
public struct LottieRenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// Whether rlottie passed the limits it works under (``LottieAnimation/memoryLimit``,
    /// ``LottieAnimation/secondsLimit``) or crashed: the file is at fault. `false` when rlottie
    /// is not installed or refused the file.
    public var pastLimits: Bool

    /// An error with its message.
    public init(message: String, pastLimits: Bool = false) {
        self.message = message
        self.pastLimits = pastLimits
    }

    /// rlottie passed its limits, for `reason` ("rlottie took longer than 5 seconds").
    init(pastLimits reason: String) {
        self.init(
            message: "the animation could not be drawn within limits (\(LottieAnimation.memoryLimit >> 30) GiB of "
                + "memory, \(LottieAnimation.secondsLimit) seconds a frame): \(reason)",
            pastLimits: true
        )
    }

    /// The message.
    public var description: String { message }
}
