import RefreshCore
import RefreshFoundation
import RefreshPresentation

/// A scripted gesture for the preview: a finger pulling, letting go, the data arriving, with
/// named key frames to show when the output is not a terminal.
public struct DemoScript: Sendable {
    /// One thing that happens in the script.
    public enum Step: Sendable, Hashable {
        /// Nothing happens for a while.
        case wait(Double)
        /// A finger touches the screen.
        case touch
        /// The finger moves until the content is pulled past its end by `fraction` of the edge's
        /// trigger distance (positive pulls down on the header, negative pushes up on the footer),
        /// over `seconds`; the finger travels further than the content, as rubber banding wants.
        case pull(to: Double, over: Double)
        /// The finger lifts.
        case release
        /// The data source finishes loading an edge.
        case finish(RefreshEdge, RefreshResult, newItems: Int?)
        /// A moment worth showing as a still frame, with a name.
        case keyFrame(String)
    }

    /// The steps, in order.
    public var steps: [Step]
    /// The edge the script is about.
    public var edge: RefreshEdge

    /// Creates a script.
    public init(edge: RefreshEdge, steps: [Step]) {
        self.edge = edge
        self.steps = steps
    }

    /// Pull down past the trigger, let go, load for a while, finish (the result shows while it is
    /// held), then peek again to show the new "last updated" time. The key frames are named after
    /// the state each is meant to show.
    public static let header = DemoScript(
        edge: .header,
        steps: [
            .wait(0.6), .touch, .pull(to: 0.9, over: 0.8), .wait(0.4), .keyFrame("idle"),
            .pull(to: 1.35, over: 0.6), .wait(0.5), .keyFrame("pulling"),
            .release, .wait(1.4), .keyFrame("loading"), .wait(0.4),
            .finish(.header, .success, newItems: 3), .wait(0.4), .keyFrame("finished"), .wait(0.6),
            .touch, .pull(to: 0.9, over: 0.7), .wait(0.6), .keyFrame("idle"), .release, .wait(0.8),
        ]
    )

    /// For a footer that loads by itself: scroll toward the end; as it comes into view the footer
    /// loads more without a pull; the data source then says there is nothing more.
    public static let automaticFooter = DemoScript(
        edge: .footer,
        steps: [
            .wait(0.5), .keyFrame("idle"),
            .touch, .pull(to: -0.05, over: 0.8), .release, .wait(0.8), .keyFrame("loading"), .wait(0.3),
            .finish(.footer, .noMoreData, newItems: nil), .wait(0.6),
            .touch, .pull(to: -0.9, over: 0.6), .wait(0.4), .keyFrame("noMoreData"), .release, .wait(0.8),
        ]
    )

    /// Push up past the bottom, let go, load more, finish; then again, with nothing more to load.
    public static let footer = DemoScript(
        edge: .footer,
        steps: [
            .wait(0.4), .touch, .pull(to: -0.9, over: 0.6), .wait(0.3), .keyFrame("idle"),
            .pull(to: -1.35, over: 0.6), .wait(0.4), .keyFrame("pulling"),
            .release, .wait(1.2), .keyFrame("loading"), .wait(0.3),
            .finish(.footer, .noMoreData, newItems: nil), .wait(0.6),
            .touch, .pull(to: -1.35, over: 0.6), .wait(0.5), .keyFrame("noMoreData"), .release, .wait(0.8),
        ]
    )

    /// How long the script lasts, in seconds.
    public var duration: Double {
        steps.reduce(0) { total, step in
            switch step {
            case .wait(let seconds), .pull(_, let seconds): total + seconds
            default: total
            }
        }
    }
}

/// Plays a ``DemoScript`` on a ``ScrollSimulator`` frame by frame.
public struct DemoPlayer: Sendable {
    /// The simulated scroll view.
    public private(set) var simulator: ScrollSimulator
    /// The script played.
    public let script: DemoScript
    private var stepIndex = 0
    private var stepStart = 0.0
    private var dragFrom = 0.0

    /// Starts playing a script.
    public init(script: DemoScript, simulator: ScrollSimulator) {
        self.script = script
        self.simulator = simulator
    }

    /// Whether every step has been played.
    public var isFinished: Bool { stepIndex >= script.steps.count }

    /// Moves to `time`, carrying out every step due by then; returns the name of the key frame
    /// reached, if any (playing stops at a key frame, so there is at most one).
    public mutating func advance(to time: Double) -> [String] {
        simulator.advance(to: time)
        while stepIndex < script.steps.count {
            let step = script.steps[stepIndex]
            switch step {
            case .wait(let seconds):
                guard time >= stepStart + seconds else { return [] }
                stepStart += seconds
            case .pull(let fraction, let seconds):
                let target = simulator.translation(
                    forPull: fraction * simulator.engine.metrics(for: script.edge).triggerDistance
                )
                let progress = seconds > 0 ? min((time - stepStart) / seconds, 1) : 1
                let eased = progress < 0.5 ? 2 * progress * progress : 1 - pow(-2 * progress + 2, 2) / 2
                simulator.drag(translation: dragFrom + (target - dragFrom) * eased)
                guard progress >= 1 else { return [] }
                stepStart += seconds
                dragFrom = target
            case .touch:
                simulator.touchDown()
                dragFrom = 0
            case .release:
                simulator.release()
            case .finish(let edge, let result, let newItems):
                simulator.finish(edge, result: result, newItems: newItems)
            case .keyFrame(let name):
                // Stop here, so the key frame shows this moment and not the steps after it.
                stepIndex += 1
                return [name]
            }
            stepIndex += 1
        }
        return []
    }
}
