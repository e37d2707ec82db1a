import CBenchSupport
import RefreshCore

/// Scroll samples of repeated pull-to-refresh gestures at 120 Hz: pull down past the trigger,
/// back up a little, down again, release, a load that finishes, then scrolling through the list.
/// Inputs are prepared before timing; each is one `handle(_:at:into:)` call with a buffer the host
/// keeps, as the engine's documentation advises for hosts that handle many inputs.
struct EngineWorkload {
    static let sampleCount = 200_000
    let inputs: [(input: RefreshInput, time: Double)]

    init() {
        var inputs: [(input: RefreshInput, time: Double)] = []
        inputs.reserveCapacity(Self.sampleCount + 64)
        var time = 0.0
        let step = 1.0 / 120
        func add(_ input: RefreshInput) {
            time += step
            inputs.append((input, time))
        }
        add(.layout(ScrollLayout(contentHeight: 4000, viewportHeight: 800)))
        while inputs.count < Self.sampleCount {
            for offset in stride(from: 0.0, through: -90, by: -2.5) { add(.scroll(offset: offset, dragging: true)) }
            for offset in stride(from: -90.0, through: -40, by: 2.5) { add(.scroll(offset: offset, dragging: true)) }
            for offset in stride(from: -40.0, through: -80, by: -2.5) { add(.scroll(offset: offset, dragging: true)) }
            add(.release(offset: -80))
            for offset in stride(from: -80.0, through: -60, by: 1) { add(.scroll(offset: offset, dragging: false)) }
            add(.finish(edge: .header, result: .success, newItems: 3))
            for offset in stride(from: -60.0, through: 600, by: 12) { add(.scroll(offset: offset, dragging: true)) }
            for offset in stride(from: 600.0, through: 0, by: -12) { add(.scroll(offset: offset, dragging: false)) }
        }
        self.inputs = Array(inputs.prefix(Self.sampleCount))
    }
}

extension EngineWorkload {
    /// An engine with every opt-in behaviour of the metrics on, for `engine-sample-behaviours`.
    static func behavioursEngine() -> RefreshEngine {
        let metrics = RefreshMetrics(
            haptics: true,
            trigger: .reach,
            staleAfter: 300,
            secondLevelDistance: 160,
            dragRate: 0.8,
            maximumPull: 200
        )
        return RefreshEngine(header: metrics, footer: metrics, footerMode: .automatic(maxTriggers: 3))
    }
}

/// Feeds the workload to one engine through a buffer the caller keeps (as a host does from frame
/// to frame); returns the number of effects (so nothing is optimized away).
@inline(never)
func driveEngine(_ workload: EngineWorkload, _ engine: inout RefreshEngine, buffer: inout [RefreshEffect]) -> Int {
    var effects = 0
    for sample in workload.inputs {
        engine.handle(sample.input, at: sample.time, into: &buffer)
        // Most samples cause nothing: a host applies and empties the buffer only when they do.
        if !buffer.isEmpty {
            effects += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }
    }
    return effects
}

/// Heap allocations per `handle` call over the whole workload, counted by the malloc interposer
/// (after one untimed pass, so that one-time runtime set-up is not counted).
func engineAllocationsPerSample(
    _ workload: EngineWorkload,
    make: () -> RefreshEngine = { RefreshEngine() }
) -> (perSample: Double, effects: Int) {
    var buffer: [RefreshEffect] = []
    var warm = make()
    blackHole(driveEngine(workload, &warm, buffer: &buffer))
    var engine = make()
    let before = rk_bench_allocations()
    let effects = driveEngine(workload, &engine, buffer: &buffer)
    let after = rk_bench_allocations()
    return (Double(after - before) / Double(workload.inputs.count), effects)
}

/// Whether the allocation counter sees allocations at all (a check on the measurement itself).
func allocationCounterWorks() -> Bool {
    let before = rk_bench_allocations()
    let array = [Int](repeating: 7, count: Int(before % 3) + 100)
    blackHole(array)
    return rk_bench_allocations() > before
}
