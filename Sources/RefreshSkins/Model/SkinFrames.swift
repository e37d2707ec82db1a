import RefreshCore
import RefreshImage
import RefreshSupport

/// A frame animation of a part (`<frames>` in a skin): a sequence of equally sized images, from a
/// sprite strip or numbered PNG files, shown for some engine states, the frame chosen by the pull's
/// progress or by the time spent in the state.
///
/// A loaded skin keeps the PNG files and decodes them on first use, once: every copy of the skin
/// (and of this value) shares the decoded frames, so a host that draws thirty frames a second
/// decodes nothing after the first time a frame is shown.
public struct SkinFrames: Sendable, Hashable {
    /// How the frame shown is chosen.
    public enum Binding: Sendable, Hashable {
        /// By the pull's progress toward the trigger (0...1): the first frame at rest, the last
        /// once the pull reaches the trigger (`bind="progress"`).
        case progress
        /// By the time since the edge entered its state, `fps` frames a second; with `loops` the
        /// sequence starts over after its last frame, otherwise the last frame stays
        /// (`bind="time" fps="24" loop="off"`).
        case time(fps: Double, loops: Bool)
    }

    /// Where the frames come from, as written in the descriptor.
    public enum Source: Sendable, Hashable {
        /// One horizontal strip cut into ``SkinFrames/count`` frames of equal width
        /// (`sprite="pull.png"`); `name@2x.png` beside it is the 2x strip.
        case sprite(path: String)
        /// Numbered files (`images="load-##.png" first="0"`): the run of `#` in `pattern` is the
        /// frame's number, zero-padded to as many digits, counting from `first`; `name@2x.png`
        /// beside each is its 2x image.
        case numbered(pattern: String, first: Int)
    }

    /// The engine states the sequence is shown in.
    public var states: [RefreshState]
    /// The load's result the sequence stands for (`result="failure"`), or `nil` for any: a
    /// sequence with a result is shown in `finished` after a load with that result (and in the
    /// footer's `failed` for a failure), before one without.
    public var result: RefreshResult?
    /// How the frame is chosen.
    public var binding: Binding
    /// Where the frames come from.
    public var source: Source
    let store: SkinFrameStore

    /// How many frames the sequence has (1 to ``SkinFrames/maximumCount``).
    public var count: Int { store.count }

    /// The most frames one sequence may have.
    public static let maximumCount = 240

    /// The size of a frame in points (the 1x frame's size in pixels); needs no decoding.
    public var size: (width: Int, height: Int) { (store.width, store.height) }

    /// Whether the sequence has 2x frames.
    public var has2x: Bool { store.files2x != nil }

    /// The 1x frame at `index` (clamped to the sequence), decoded on first use and shared.
    public func image(at index: Int) -> RGBAImage {
        store.image(at: index, twoX: false)
    }

    /// The best frame at `index` for a display scale: 2x for scales of 1.5 and up when the
    /// sequence has 2x frames.
    public func image(at index: Int, forScale scale: Double) -> RGBAImage {
        store.image(at: index, twoX: scale >= 1.5 && has2x)
    }

    /// The paths of the files the frames come from, as the descriptor names them (relative to
    /// it): the strip or each numbered file, each followed by its 2x file when the sequence has
    /// 2x frames.
    public var fileNames: [String] {
        let names: [String]
        switch source {
        case .sprite(let path): names = [path]
        case .numbered(let pattern, let first):
            names = (first..<first + count).compactMap { SkinTextRule.numberedPath(pattern, number: $0) }
        }
        return names.flatMap { has2x ? [$0, SkinPath.twoXVariant(of: $0)] : [$0] }
    }

    /// Whether every frame has been decoded yet (frames are decoded on first use).
    public var isDecoded: Bool { store.isDecoded }

    /// The frame shown at a pull `progress` (0...1; values outside, NaN included, are clamped):
    /// the range is cut into ``count`` equal steps, the last frame from the last step up.
    public func index(progress: Double) -> Int {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return min(Int(clamping: clamped * Double(count), rounding: .down), count - 1)
    }

    /// The frame shown `secondsInState` seconds after the edge entered its state, at `fps` frames a
    /// second, looping or holding the last frame (a time that is not finite or below 0 is 0).
    public func index(secondsInState: Double, fps: Double, loops: Bool) -> Int {
        let time = secondsInState.isFinite && secondsInState > 0 ? secondsInState : 0
        let step = Int(clamping: time * (fps.isFinite && fps > 0 ? fps : 1), rounding: .down)
        return loops ? step % count : min(step, count - 1)
    }

    /// The sequence of `sequences` shown in `state` after a load with `result` (the render
    /// model's last result, `nil` before any): the one for that result (a failure in the footer's
    /// `failed`, a success after any other result), else the one for any result.
    public static func shown(
        in state: RefreshState,
        result: RefreshResult?,
        of sequences: [SkinFrames]
    ) -> SkinFrames? {
        let wanted: RefreshResult? =
            switch state {
            case .failed: .failure
            case .finished: result == .failure ? .failure : .success
            default: nil
            }
        let covering = sequences.filter { $0.states.contains(state) }
        return covering.first { $0.result != nil && $0.result == wanted } ?? covering.first { $0.result == nil }
    }

    /// The frame the sequence's ``binding`` shows for a pull `progress` and a time in the state.
    /// With `stills` (reduced motion), a looping sequence shows its first frame and one played
    /// once (`loop="off"`) its last.
    public func index(progress: Double, secondsInState: Double, stills: Bool = false) -> Int {
        switch binding {
        case .progress: index(progress: progress)
        case .time(_, let loops) where stills: loops ? 0 : count - 1
        case .time(let fps, let loops): index(secondsInState: secondsInState, fps: fps, loops: loops)
        }
    }
}

extension SkinFrames {
    /// A sequence of decoded frames (all of one size; `frames2x`, when given, as many frames of
    /// twice that size).
    ///
    /// - Precondition: `frames` is not empty, its images are all of one size, and `frames2x` has
    ///   as many images of twice that size.
    public init(
        states: [RefreshState],
        result: RefreshResult? = nil,
        binding: Binding,
        source: Source,
        frames: [RGBAImage],
        frames2x: [RGBAImage]? = nil
    ) {
        precondition(!frames.isEmpty, "a frame sequence needs at least one frame")
        let (width, height) = (frames[0].width, frames[0].height)
        precondition(frames.allSatisfy { $0.width == width && $0.height == height }, "frames differ in size")
        if let frames2x {
            precondition(
                frames2x.count == frames.count
                    && frames2x.allSatisfy { $0.width == width * 2 && $0.height == height * 2 },
                "2x frames must be as many, each twice the size"
            )
        }
        self.init(
            states: states,
            result: result,
            binding: binding,
            source: source,
            store: SkinFrameStore(
                files: .numbered(frames.map { SkinImageFile(decoded: $0) }),
                files2x: frames2x.map { .numbered($0.map { SkinImageFile(decoded: $0) }) },
                count: frames.count,
                width: width,
                height: height
            )
        )
    }
}

/// The files of a frame sequence and the frames decoded from them, shared by every copy.
final class SkinFrameStore: Sendable {
    /// The PNG files: one strip, or one file a frame.
    enum Files: Sendable, Hashable {
        case sprite(SkinImageFile)
        case numbered([SkinImageFile])
    }

    let files: Files
    let files2x: Files?
    let count: Int
    /// The 1x frame's size.
    let width: Int
    let height: Int
    /// The frames cut from a strip (1x, 2x), once.
    private let cut = PThreadLock<[RGBAImage]?>(nil)
    private let cut2x = PThreadLock<[RGBAImage]?>(nil)

    init(files: Files, files2x: Files?, count: Int, width: Int, height: Int) {
        self.files = files
        self.files2x = files2x
        self.count = count
        self.width = width
        self.height = height
    }

    func image(at index: Int, twoX: Bool) -> RGBAImage {
        let index = min(max(index, 0), count - 1)
        let (files, cut) = twoX ? (files2x ?? files, cut2x) : (files, cut)
        switch files {
        case .numbered(let frames):
            return frames[index].image
        case .sprite(let strip):
            // The strip's own pixels are dropped once it is cut: only the frames are kept.
            return cut.once { strip.imageOnce.slices(count) }[index]
        }
    }

    var isDecoded: Bool {
        func decoded(_ files: Files?, _ cut: PThreadLock<[RGBAImage]?>) -> Bool {
            switch files {
            case .numbered(let frames): frames.allSatisfy(\.isDecoded)
            case .sprite: cut.withLock { $0 != nil }
            case nil: true
            }
        }
        return decoded(files, cut) && decoded(files2x, cut2x)
    }
}

extension SkinFrameStore: Hashable {
    static func == (lhs: SkinFrameStore, rhs: SkinFrameStore) -> Bool {
        lhs === rhs || (lhs.count == rhs.count && lhs.files == rhs.files && lhs.files2x == rhs.files2x)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(width)
        hasher.combine(height)
    }
}
