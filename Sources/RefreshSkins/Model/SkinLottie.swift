import RefreshCore
import RefreshImage
import RefreshLottie
import RefreshSupport

/// A part's Lottie animation (`<lottie>`), shown when ``SkinPart/style`` is ``SkinStyle/lottie``:
/// the accepted file for each appearance and how the engine's states play it.
///
/// With `bind="markers"` (the default), the file's markers bind its segments to the engine:
/// `pull` is played by the pull's progress (its first frame at rest, its last at the trigger
/// distance and past it), `loading` is looped by time, `success` and `failure` are played once
/// when a load ends (`failure` also while a footer shows its failure), and `noMoreData` while a
/// footer has nothing more. A segment the file does not have falls back to the whole animation,
/// played as `pull` is (by progress) or as `loading` is (by time). `bind="progress"` and
/// `bind="time"` play the whole file so in every state.
public struct SkinLottie: Sendable, Hashable {
    /// How the engine's states play the file.
    public enum Binding: String, Sendable, Hashable, CaseIterable {
        /// The file's markers (`pull`, `loading`, `success`, `failure`, `noMoreData`).
        case markers
        /// The whole file by the pull's progress, in every state.
        case progress
        /// The whole file by the time in the state, looped, in every state.
        case time
    }

    /// The marker names the engine's states play.
    public static let markerNames = ["pull", "loading", "success", "failure", "noMoreData"]

    /// The animation for the light appearance (and the dark one, when ``dark`` is `nil`).
    public var light: SkinLottieFile
    /// The animation for the dark appearance, when the skin gives one (`dark`).
    public var dark: SkinLottieFile?
    /// How the engine's states play it.
    public var binding: Binding

    /// Creates the animation of a part.
    public init(light: SkinLottieFile, dark: SkinLottieFile? = nil, binding: Binding = .markers) {
        self.light = light
        self.dark = dark
        self.binding = binding
    }

    /// The file shown in `appearance`.
    public func file(for appearance: Appearance) -> SkinLottieFile {
        appearance == .dark ? dark ?? light : light
    }

    /// The frame of the file shown in `state` (with the pull's `progress` and the `result` of a
    /// finished load) `secondsInState` after the edge entered it, or `nil` when the state shows
    /// nothing (`noMoreData` without its marker).
    public func frame(
        of file: SkinLottieFile,
        state: RefreshState,
        progress: Double,
        result: RefreshResult?,
        secondsInState: Double
    ) -> Int? {
        let document = file.document
        let whole = Segment(start: document.inPoint, duration: max(document.outPoint - document.inPoint, 1))
        func marker(_ name: String) -> Segment? {
            document.markers.first { $0.name == name && $0.duration >= 1 }.map {
                Segment(start: $0.start, duration: $0.duration)
            }
        }
        let byProgress = { (segment: Segment) in Self.frame(in: segment, at: progress) }
        let byTime = { (segment: Segment, loops: Bool) in
            let played = secondsInState.isFinite ? max(secondsInState, 0) * document.frameRate : 0
            let count = max(segment.duration.rounded(.down), 1)
            let offset = loops ? played.truncatingRemainder(dividingBy: count) : min(played, count - 1)
            return Int(clamping: (segment.start + offset).rounded(.down), rounding: .down)
        }
        switch binding {
        case .progress: return byProgress(whole)
        case .time: return byTime(whole, true)
        case .markers: break
        }
        let pull = marker("pull") ?? whole
        switch state {
        case .idle, .pulling, .secondLevel:
            return byProgress(pull)
        case .loading:
            return marker("loading").map { byTime($0, true) } ?? byTime(whole, true)
        case .finished:
            let name = result == .failure ? "failure" : "success"
            return marker(name).map { byTime($0, false) } ?? Self.frame(in: pull, at: 1)
        case .failed:
            return marker("failure").map { byTime($0, false) } ?? Self.frame(in: pull, at: 1)
        case .noMoreData:
            return marker("noMoreData").map { byTime($0, false) }
        }
    }

    /// A run of frames: a marker's, or the whole file's.
    struct Segment {
        var start: Double
        var duration: Double
    }

    /// The frame of `segment` at `fraction` of it (clamped to 0...1).
    static func frame(in segment: Segment, at fraction: Double) -> Int {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let last = max(segment.duration.rounded(.down) - 1, 0)
        return Int(clamping: (segment.start + clamped * last).rounded(.down), rounding: .down)
    }
}

/// One accepted Lottie file of a skin, and its renderer, opened when first drawn and shared.
public final class SkinLottieFile: Sendable, Hashable {
    /// The accepted animation.
    public let document: LottieDocument
    /// The file's path as the skin writes it, relative to the skin file.
    public let path: String
    private let renderer = PThreadLock<Result<LottieAnimation, LottieRenderError>?>(nil)

    /// A file the package's reader accepted, at `path` as the skin writes it.
    public init(_ document: LottieDocument, path: String) {
        self.document = document
        self.path = path
    }

    /// Frame `frame` drawn at `width`×`height` pixels, or `nil` when rlottie cannot draw it (not
    /// installed, or the size is out of range).
    public func image(frame: Int, width: Int, height: Int) -> RGBAImage? {
        let animation = renderer.withLock { opened in
            if opened == nil {
                opened = Result { () throws(LottieRenderError) -> LottieAnimation in try LottieAnimation(document) }
            }
            return opened
        }
        guard case .success(let animation)? = animation else { return nil }
        return animation.image(frame: frame, width: width, height: height)
    }

    /// Whether two files hold the same JSON.
    public static func == (lhs: SkinLottieFile, rhs: SkinLottieFile) -> Bool {
        lhs === rhs || lhs.document.json == rhs.document.json
    }

    /// Hashes the file by its size and markers (equal files hash alike; the JSON is not read).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(document.json.count)
        hasher.combine(document.markers)
    }
}
