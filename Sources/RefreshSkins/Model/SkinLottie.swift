import RefreshCore
import RefreshImage
import RefreshLottie
import RefreshStyle
import RefreshSupport

/// A part's Lottie animation (`<lottie>`), shown when ``SkinPart/style`` is ``SkinStyle/lottie``:
/// the accepted file for each appearance and how the engine's states play it.
///
/// With `bind="markers"` (the default), the file's markers bind its segments to the engine:
/// `pull` is played by the pull's progress (its first frame at rest, its last at the trigger
/// distance and past it, unless the file has an `overpull` for the pull past the trigger),
/// `loading` is looped by time, `success` and `failure` are played once
/// when a load ends (`failure` also while a footer shows its failure), and `noMoreData`
/// (optional: nothing is drawn without it) while a footer has nothing more. A segment the file
/// does not have falls back to the whole animation,
/// played as `pull` is (by progress) or as `loading` is (by time). `bind="progress"` and
/// `bind="time"` play the whole file so in every state. A skin maps markers of other names to
/// these roles with `<segment marker="spin" plays="loading"/>` (``segments``).
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

    /// What a segment of the file plays: the marker of the same name, unless a `<segment>` maps
    /// another marker to it.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Played by the pull's progress, from rest to the trigger distance.
        case pull
        /// Optional: played by the pull past the trigger, to twice the trigger distance
        /// (``SkinLottie/overpullRange``); without it the pull holds its last frame.
        case overpull
        /// Looped by time while loading.
        case loading
        /// Played once when a load ends well.
        case success
        /// Played once when a load fails (and while a footer shows its failure).
        case failure
        /// Played once while a footer has nothing more; without it the footer shows no animation then.
        case noMoreData
    }

    /// The marker names the engine's states play (every ``Role`` but the optional `overpull`).
    public static let markerNames = ["pull", "loading", "success", "failure", "noMoreData"]
    /// The pull ratios (pull over trigger distance) `overpull` is played across.
    public static let overpullRange = 1.0...2.0

    /// The animation for the light appearance (and the dark one, when ``dark`` is `nil`).
    public var light: SkinLottieFile
    /// The animation for the dark appearance, when the skin gives one (`dark`).
    public var dark: SkinLottieFile?
    /// How the engine's states play it.
    public var binding: Binding
    /// Markers of other names that play a role (`<segment marker="spin" plays="loading"/>`), by
    /// role; a role not listed plays the marker of its own name.
    public var segments: [Role: String]

    /// Creates the animation of a part.
    public init(
        light: SkinLottieFile,
        dark: SkinLottieFile? = nil,
        binding: Binding = .markers,
        segments: [Role: String] = [:]
    ) {
        self.light = light
        self.dark = dark
        self.binding = binding
        self.segments = segments
    }

    /// The name of the marker that plays `role`: the one a `<segment>` maps to it, or its own.
    public func markerName(for role: Role) -> String {
        segments[role] ?? role.rawValue
    }

    /// The roles an edge plays that `file` has no marker for (with `bind="markers"`; none
    /// otherwise): what falls back to the whole file. `overpull` and `noMoreData` are optional
    /// and never missing: without them the pull holds `pull`'s last frame, and a footer with
    /// nothing more shows its words alone, as the other indicator kinds do.
    public func missingRoles(in file: SkinLottieFile, edge: RefreshEdge) -> [Role] {
        guard binding == .markers else { return [] }
        return Role.allCases.filter { role in
            role != .overpull && role != .noMoreData && marker(role, in: file.document) == nil
        }
    }

    /// The frames the marker playing `role` covers in `file` (first to last), or `nil` when the
    /// file has no such marker of at least one frame.
    public func frames(playing role: Role, in file: SkinLottieFile) -> ClosedRange<Int>? {
        marker(role, in: file.document)?.frames
    }

    /// The frames of the whole file (its in point to the frame before its out point): what a role
    /// without its marker plays, and what `bind="progress"` and `bind="time"` play.
    public static func wholeFrames(of file: SkinLottieFile) -> ClosedRange<Int> {
        Run.whole(of: file.document).frames
    }

    /// The run of frames the marker playing `role` covers in `document`, if it has one (a marker
    /// of less than one frame is none).
    func marker(_ role: Role, in document: LottieDocument) -> Run? {
        let name = markerName(for: role)
        return document.markers.first { $0.name == name && $0.duration >= 1 }.map {
            Run(start: $0.start, duration: $0.duration)
        }
    }

    /// Draws the first and last frame of each segment `edge` plays, in each file, at `width` ×
    /// `height` pixels, and returns the files rlottie could not draw within its limits, with
    /// why. A program that reads skins from anywhere calls it once after loading, so a file that
    /// makes rlottie crash, hang or grow is a located error before the first frame is shown.
    /// The frames drawn are kept, as any drawn frame is.
    public func drawingFailures(
        edge: RefreshEdge,
        width: Int = 60,
        height: Int = 110
    ) -> [(file: SkinLottieFile, failure: LottieRenderError)] {
        var failures: [(file: SkinLottieFile, failure: LottieRenderError)] = []
        for file in [light] + (dark.map { $0 == light ? [] : [$0] } ?? []) {
            var runs = [Self.wholeFrames(of: file)]
            if binding == .markers {
                runs += Role.allCases.filter { $0 != .noMoreData || edge == .footer }.compactMap {
                    frames(playing: $0, in: file)
                }
            }
            for run in runs {
                for frame in [run.lowerBound, run.upperBound] where file.drawingFailure == nil {
                    _ = file.image(frame: frame, width: width, height: height)
                }
            }
            if let failure = file.drawingFailure { failures.append((file, failure)) }
        }
        return failures
    }

    /// The file shown in `appearance`.
    public func file(for appearance: Appearance) -> SkinLottieFile {
        appearance == .dark ? dark ?? light : light
    }

    /// The frame of the file shown in `state` (with the pull's `progress` and the `result` of a
    /// finished load) `secondsInState` after the edge entered it, or `nil` when the state shows
    /// nothing (`noMoreData` without its marker). A pull past the trigger (`pullRatio` over 1)
    /// plays `overpull` when the file has it. With `stills` (reduced motion), a segment looped by
    /// time shows its first frame and one played once its last.
    public func frame(
        of file: SkinLottieFile,
        state: RefreshState,
        progress: Double,
        pullRatio: Double? = nil,
        result: RefreshResult?,
        secondsInState: Double,
        stills: Bool = false
    ) -> Int? {
        let document = file.document
        let whole = Run.whole(of: document)
        func marker(_ role: Role) -> Run? { self.marker(role, in: document) }
        let byProgress = { (segment: Run) in Self.frame(in: segment, at: progress) }
        let byTime = { (segment: Run, loops: Bool) in
            let count = max(segment.duration.rounded(.down), 1)
            let played =
                stills ? (loops ? 0 : count) : secondsInState.isFinite ? max(secondsInState, 0) * document.frameRate : 0
            let offset = loops ? played.truncatingRemainder(dividingBy: count) : min(played, count - 1)
            return Int(clamping: (segment.start + offset).rounded(.down), rounding: .down)
        }
        switch binding {
        case .progress: return byProgress(whole)
        case .time: return byTime(whole, true)
        case .markers: break
        }
        let pull = marker(.pull) ?? whole
        switch state {
        case .idle, .pulling, .secondLevel:
            let range = Self.overpullRange
            if let ratio = pullRatio, ratio.isFinite, ratio > range.lowerBound, let overpull = marker(.overpull) {
                return Self.frame(
                    in: overpull,
                    at: (ratio - range.lowerBound) / (range.upperBound - range.lowerBound)
                )
            }
            return byProgress(pull)
        case .loading:
            return marker(.loading).map { byTime($0, true) } ?? byTime(whole, true)
        case .finished:
            return marker(result == .failure ? .failure : .success).map { byTime($0, false) }
                ?? Self.frame(in: pull, at: 1)
        case .failed:
            return marker(.failure).map { byTime($0, false) } ?? Self.frame(in: pull, at: 1)
        case .noMoreData:
            return marker(.noMoreData).map { byTime($0, false) }
        }
    }

    /// A run of frames: a marker's, or the whole file's.
    struct Run {
        var start: Double
        var duration: Double

        /// The whole file's run: its in point to its out point, at least one frame.
        static func whole(of document: LottieDocument) -> Run {
            Run(start: document.inPoint, duration: max(document.outPoint - document.inPoint, 1))
        }

        /// Its first to its last whole frame.
        var frames: ClosedRange<Int> {
            let first = Int(clamping: start, rounding: .down)
            let last = Int(clamping: start + max(duration.rounded(.down) - 1, 0), rounding: .down)
            return first...max(first, last)
        }
    }

    /// The frame of `segment` at `fraction` of it (clamped to 0...1).
    static func frame(in segment: Run, at fraction: Double) -> Int {
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
    /// Frames drawn so far, by frame and size, up to ``frameCacheBytes`` of pixels: a preview
    /// plays the same loop over and over, and a frame drawn anew is asked of rlottie's own
    /// process (see `LottieAnimation`), which costs several times a kept one
    /// (Docs/Benchmarks.md, `preview-frame/lottie`).
    private let drawn = PThreadLock<(frames: [DrawnFrame: RGBAImage], bytes: Int)>(([:], 0))

    /// How many bytes of drawn frames a file keeps: 2 MiB, 80 frames of the indicator at 2x.
    public static let frameCacheBytes = 2 << 20

    private struct DrawnFrame: Hashable {
        var frame: Int
        var width: Int
        var height: Int
    }

    /// A file the package's reader accepted, at `path` as the skin writes it.
    public init(_ document: LottieDocument, path: String) {
        self.document = document
        self.path = path
    }

    /// Frame `frame` drawn at `width`×`height` pixels, or `nil` when rlottie cannot draw it (not
    /// installed, or the size is out of range).
    public func image(frame: Int, width: Int, height: Int) -> RGBAImage? {
        let key = DrawnFrame(frame: frame, width: width, height: height)
        if let image = drawn.withLock({ $0.frames[key] }) { return image }
        guard let image = opened()?.image(frame: frame, width: width, height: height) else { return nil }
        drawn.withLock { cache in
            // Full: start again (a preview shows one loop at a time, which fits).
            if cache.bytes + image.pixels.count > Self.frameCacheBytes { cache = ([:], 0) }
            if cache.frames.updateValue(image, forKey: key) == nil { cache.bytes += image.pixels.count }
        }
        return image
    }

    /// Frame `frame` at `width`×`height` pixels as SVG elements, from rlottie's render tree (see
    /// `LottieAnimation.svg(frame:width:height:gradientPrefix:)`: gradients are defined with ids
    /// of `gradientPrefix` and a number), or `nil` when rlottie cannot draw it.
    public func svg(frame: Int, width: Int, height: Int, gradientPrefix: String = "gradient-") -> String? {
        opened()?.svg(frame: frame, width: width, height: height, gradientPrefix: gradientPrefix)
    }

    /// Why rlottie could not read or draw the file within the limits it works under (see
    /// `LottieAnimation`), once it has failed to; `nil` while every frame asked for was drawn,
    /// and when rlottie is not installed here.
    public var drawingFailure: LottieRenderError? {
        switch renderer.withLock({ $0 }) {
        case .success(let animation)?: animation.failure
        case .failure(let error)? where error.pastLimits: error
        case .failure?, nil: nil
        }
    }

    /// rlottie's animation, opened on first use; `nil` when it cannot be.
    private func opened() -> LottieAnimation? {
        try? renderer.once { Result { () throws(LottieRenderError) in try LottieAnimation(document) } }.get()
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
