import Foundation
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshTerminal

/// One 40×20 preview frame of a motion skin (`ring`, `dots`, `pulse`) while its header loads, as
/// ``PreviewFrame`` draws the classic one: presented by a `SkinPresenter` (texts, colours, the
/// indicator through its kind, at a time that moves on each frame so the animation changes),
/// drawn by `PhoneScene` with sextants and written by `TerminalWriter` as a full true-colour
/// redraw.
struct MotionFrame {
    /// The built-in skins that move by themselves while loading.
    static let skins = ["ring", "dots", "pulse"]

    let presenter: SkinPresenter
    let listRows = (1...40).map { "Item \($0)" }
    let writer = TerminalWriter(depth: .trueColor)
    let now = Date(timeIntervalSince1970: 1_764_424_980)

    init(skin id: String) throws {
        guard let skin = SkinRegistry.builtIn.skin(id: id) else { throw BenchError("no built-in \(id) skin") }
        let strings = try CatalogSet.builtIn.strings(for: LocaleIdentifier("en"))
        presenter = try SkinPresenter(skin: skin, strings: strings, appearance: .light)
    }

    /// The frame `step` thirtieths of a second into loading.
    func present(step: Int) throws -> PresentedFrame {
        let time = Double(step) / 30
        return PresentedFrame(
            time: time,
            offset: -60,
            layout: ScrollLayout(contentHeight: 36 * 40, viewportHeight: 18 * 12),
            header: try presenter.present(
                RefreshRenderModel(
                    edge: .header,
                    state: .loading,
                    progress: 1,
                    lastUpdated: now.addingTimeInterval(-300)
                ),
                now: now,
                arrowAngle: 0,
                time: time,
                secondsInState: time
            ),
            footer: try presenter.present(
                RefreshRenderModel(edge: .footer, state: .idle),
                now: now,
                arrowAngle: .pi,
                time: time,
                secondsInState: time
            ),
            listRows: listRows,
            palette: .light
        )
    }

    /// Presents and draws `times` consecutive frames of the loading animation.
    func run(times: Int) throws {
        for step in 0..<times {
            let frame = try present(step: step)
            blackHole(writer.render(PhoneScene(columns: 40, rows: 20, frame: frame, blocks: .sextants).render()))
        }
    }

    /// The child process of `peak-memory/frames-60`: loads the built-in `pulse` skin (60 numbered
    /// loading frames, a 24-frame and a 12-frame strip, each with 2x images) and plays its whole
    /// header cycle and every loading frame, presented and drawn (the presenter draws the 2x
    /// frames, so those are the ones decoded).
    /// With another `skin` (`ring`, drawn in code), the same work without frames, for comparison.
    static func playSixtyFrames(skin: String = "pulse") throws {
        let motion = try MotionFrame(skin: skin)
        let loading = motion.presenter.skin.header.frames.first { $0.states.contains(.loading) }
        guard skin != "pulse" || loading?.count == 60 else {
            throw BenchError("the pulse skin has no 60-frame loading sequence")
        }
        try motion.run(times: 60)
        let player = PreviewPlayer(presenter: motion.presenter, edge: .header, viewportHeight: 216, lastUpdated: nil)
        for frame in try player.timeline(fps: 30) {
            blackHole(
                motion.writer.render(PhoneScene(columns: 40, rows: 20, frame: frame, blocks: .sextants).render())
            )
        }
    }
}

extension Benchmarks {
    /// `preview-frame/motion`: the busiest of the motion skins, loading, presented and drawn.
    func previewFrameMotion() throws -> [BenchResult] {
        progress("preview-frame/motion: " + MotionFrame.skins.joined(separator: ", ") + " loading")
        let frames = try MotionFrame.skins.map { try MotionFrame(skin: $0) }
        let times = 60
        let measured = interleave(
            rounds: options.rounds(31),
            zip(MotionFrame.skins, frames).map { name, frame in
                Contestant(name: name, operations: times) { try? frame.run(times: times) }
            }
        )
        let medians = Dictionary(uniqueKeysWithValues: MotionFrame.skins.map { ($0, measured.median(of: $0)) })
        guard let (busiest, value) = medians.max(by: { $0.value < $1.value }) else {
            throw BenchError("preview-frame/motion measured no skin")
        }
        return [
            BenchResult(
                name: "preview-frame/motion",
                median: value,
                unit: "ns",
                peers: medians,
                target: "< 100 µs",
                met: value < 100_000,
                measures: "ns per frame of the busiest motion skin while loading (\(busiest) here; peers: each of "
                    + MotionFrame.skins.joined(separator: ", ")
                    + "): SkinPresenter.present for the header (loading, its animation 1/30 s further on each "
                    + "frame) and the footer, PhoneScene.render() of the 40×20 frame with sextants and "
                    + "TerminalWriter(depth: .trueColor).render(canvas)"
            )
        ]
    }

    /// `peak-memory/frames-60` and `peak-memory/lottie`: the peak RSS of a child that loads and plays
    /// the 60-frame `pulse` skin, or the `lottie` skin.
    func framesMemory() throws -> [BenchResult] {
        progress("peak memory: the 60-frame pulse skin and the lottie skin (fresh processes)")
        let path = ownExecutablePath()
        var idle: [Double] = []
        var busy: [Double] = []
        var ring: [Double] = []
        var lottie: [Double] = []
        func peak(_ arguments: [String]) throws -> Double {
            let child = try runChild(path, ["--child"] + arguments)
            guard child.status == 0, let peak = Double(child.output.trimmingCharacters(in: .whitespacesAndNewlines))
            else {
                throw BenchError("the memory child \(arguments.joined(separator: " ")) failed (status \(child.status))")
            }
            return peak
        }
        for _ in 0..<(options.quick ? 1 : 3) {
            idle.append(try peak(["idle"]))
            busy.append(try peak(["frames-60"]))
            ring.append(try peak(["frames-60", "ring"]))
            lottie.append(try peak(["frames-60", "lottie"]))
        }
        return [
            BenchResult(
                name: "peak-memory/frames-60",
                median: median(busy),
                unit: "bytes",
                peers: ["idle-process": median(idle), "same-work-with-ring": median(ring)],
                measures: "peak resident set size (VmHWM) of a refreshbench child that loads the built-in skins, "
                    + "presents and draws (40×20, sextants) all 60 loading frames of `pulse` and its whole "
                    + "header cycle at 30 fps, so the frames drawn (the 2x ones: 60 numbered files, 24 + 12 in "
                    + "strips) are decoded; peers.idle-process is the same program doing nothing, peers.same-work-with-ring the same "
                    + "work with the code-drawn ring skin (no frames), so the difference is the frames' own"
            ),
            BenchResult(
                name: "peak-memory/lottie",
                median: median(lottie),
                unit: "bytes",
                peers: ["idle-process": median(idle), "same-work-with-ring": median(ring)],
                measures: "peak resident set size (VmHWM) of a refreshbench child that loads the built-in skins and "
                    + "presents and draws (40×20, sextants) 60 loading frames of the `lottie` skin and its whole header "
                    + "cycle at 30 fps: rlottie opened and its model read, every frame shown drawn by it at 60×110 "
                    + "pixels and kept (up to 2 MiB); peers as for peak-memory/frames-60"
            ),
        ]
    }
}
