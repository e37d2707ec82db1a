import RefreshCore
import RefreshTrace

/// Replays trace lines through a fresh engine and returns the effect lines, failing loudly on a
/// bad line.
func replay(_ lines: [String], engine: RefreshEngine = RefreshEngine()) throws -> [String] {
    var replayer = Replayer(engine: engine)
    return try lines.flatMap { try replayer.feed($0) }
}

/// Effects of a sequence of inputs, each with its time.
func effects(_ inputs: [(RefreshInput, Double)], engine: inout RefreshEngine) -> [RefreshEffect] {
    inputs.flatMap { engine.handle($0.0, at: $0.1) }
}

/// A small deterministic random source (SplitMix64), so property tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
