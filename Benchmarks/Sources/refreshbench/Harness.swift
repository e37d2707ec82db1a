import Foundation
import Synchronization

/// Monotonic time in nanoseconds.
@inline(__always)
func nanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Keeps a value alive and opaque to the optimizer, so that measured work is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The median of some numbers (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// One contestant of an interleaved comparison: `run` does `operations` units of work per call.
/// The first error a timed loop met. The loops cannot throw (the scaling cases also run them on a
/// second thread), so they record it here, and refreshbench reports it and fails at the end of
/// the run; it never happens with the package's own catalogs.
let loopFailure = Mutex<String?>(nil)

/// Records `error` as the run's loop failure, unless one is recorded already.
func recordLoopFailure(_ error: any Error, in loop: String) {
    loopFailure.withLock { failure in
        if failure == nil { failure = "\(loop): \(error)" }
    }
}

struct Contestant {
    let name: String
    let operations: Int
    let run: () -> Void
}

/// Per-round nanoseconds per operation of each contestant, measured in the same rounds.
struct Interleaved {
    /// Contestant name to one sample (ns per operation) per round.
    var samples: [String: [Double]]

    /// The median ns per operation of a contestant.
    func median(of name: String) -> Double { refreshbench.median(samples[name] ?? []) }

    /// The median over rounds of `ours / peer`, taken round by round so that a slow moment of the
    /// shared machine hits both sides of the ratio alike.
    func ratio(_ ours: String, _ peer: String) -> Double {
        let mine = samples[ours] ?? []
        let theirs = samples[peer] ?? []
        return refreshbench.median(zip(mine, theirs).map { $0 / $1 })
    }
}

/// Runs every contestant once per round, in an order that rotates from round to round, after one
/// untimed warm-up call each.
func interleave(rounds: Int, _ contestants: [Contestant]) -> Interleaved {
    for contestant in contestants { contestant.run() }
    var samples: [String: [Double]] = [:]
    for round in 0..<rounds {
        for index in contestants.indices {
            let contestant = contestants[(index + round) % contestants.count]
            let start = nanoseconds()
            contestant.run()
            let elapsed = nanoseconds() - start
            samples[contestant.name, default: []].append(Double(elapsed) / Double(contestant.operations))
        }
    }
    return Interleaved(samples: samples)
}

/// A deterministic random number generator (SplitMix64), so every run uses the same workload.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
